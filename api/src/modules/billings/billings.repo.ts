/**
 * SQL of billing arrangements. Every function runs inside the caller's tenant transaction, so
 * row-level security limits it to the request's corporation.
 */
import { BILLING_LIST } from '@staffledger/contracts';
import { listSpecOf, searched } from '../common/declared-list.js';
import { type ListResult, mapList, runList } from '../../db/list-query.js';
import type { Tx } from '../../db/tenant.js';
import type { Billing } from '@staffledger/contracts/schemas';

export const billingListSpec = listSpecOf(BILLING_LIST, {
  filters: {
    employeeName: searched('employeeName', 'e.full_name', 'b.employee_id'),
    vendorName: searched('vendorName', 'v.name', 'b.vendor_id'),
    status: 'b.status',
    employeeId: 'b.employee_id',
    vendorId: 'b.vendor_id',
  },
  sorts: {
    id: 'b.id',
    employeeName: 'lower(e.full_name)',
    vendorName: 'lower(v.name)',
    billingCode: 'lower(b.billing_code)',
    billRate: 'b.bill_rate',
    invoiceFrequency: 'b.invoice_frequency',
    invoiceDueDays: 'b.invoice_due_days',
    itemDescription: 'lower(b.item_description)',
    startDate: 'b.start_date',
    firstPeriodEndDate: 'b.first_period_end_date',
    endDate: 'b.end_date',
    status: 'b.status',
  },
  tiebreak: 'b.id',
});

// The rate travels as text so that 87.35 is read exactly as written, never via a float sum.
const COLUMNS = `b.id, b.employee_id AS "employeeId", b.vendor_id AS "vendorId",
  e.full_name AS "employeeName", v.name AS "vendorName", b.bill_rate::text AS "billRate",
  b.invoice_due_days AS "invoiceDueDays", b.invoice_frequency AS "invoiceFrequency",
  b.billing_code AS "billingCode", b.item_description AS "itemDescription",
  to_char(b.start_date, 'YYYY-MM-DD') AS "startDate",
  to_char(b.first_period_end_date, 'YYYY-MM-DD') AS "firstPeriodEndDate",
  to_char(b.end_date, 'YYYY-MM-DD') AS "endDate", b.status, b.notes, b.update_date AS "updateDate"`;

/** The employee's and the vendor's names of a billing row. */
const NAME_JOINS = `JOIN employees e ON e.id = b.employee_id JOIN vendors v ON v.id = b.vendor_id`;

type DbBilling = Omit<Billing, 'id' | 'employeeId' | 'vendorId' | 'billRate' | 'updateDate'> & {
  id: string | number;
  employeeId: string | number;
  vendorId: string | number;
  billRate: string;
  updateDate: Date;
};

const toBilling = (r: DbBilling): Billing => ({
  ...r,
  id: Number(r.id),
  employeeId: Number(r.employeeId),
  vendorId: Number(r.vendorId),
  billRate: Number(r.billRate),
  updateDate: r.updateDate.toISOString(),
});

/** The values a billing is saved with (validated and normalised). */
export type BillingValues = {
  employeeId: number;
  vendorId: number;
  /** The rate as exact decimal text with 2 places, e.g. `87.35`. */
  billRate: string;
  invoiceDueDays: number;
  invoiceFrequency: string;
  billingCode: string;
  itemDescription: string;
  startDate: string;
  firstPeriodEndDate: string;
  endDate: string | null;
  /** Upper-case; null when the body gives none (create: PENDING, replace: unchanged). */
  status: string | null;
  notes: string | null;
};

/** A page of the tenant's billings; `corpId` repeats the row-level security rule for the planner. */
export async function listBillings(
  tx: Tx,
  corpId: number,
  query: unknown,
): Promise<ListResult<Billing>> {
  const page = await runList<DbBilling>(tx, {
    select: COLUMNS,
    from: 'billings b',
    lookups: { alias: 'b', joins: NAME_JOINS, aliases: ['e', 'v'] },
    spec: billingListSpec,
    query,
    where: { sql: 'b.corp_id = $1', values: [corpId] },
  });
  return mapList(page, toBilling);
}

/** One billing of the tenant; `forUpdate` locks its row for the rest of the transaction. */
export async function findBilling(
  tx: Tx,
  id: number,
  forUpdate = false,
): Promise<Billing | undefined> {
  const { rows } = await tx.query<DbBilling>(
    `SELECT ${COLUMNS} FROM billings b ${NAME_JOINS} WHERE b.id = $1${forUpdate ? ' FOR UPDATE OF b' : ''}`,
    [id],
  );
  return rows[0] ? toBilling(rows[0]) : undefined;
}

const FIELD_VALUES = (v: BillingValues) => [
  v.employeeId,
  v.vendorId,
  v.billRate,
  v.invoiceDueDays,
  v.invoiceFrequency,
  v.billingCode,
  v.itemDescription,
  v.startDate,
  v.firstPeriodEndDate,
  v.endDate,
  v.notes,
];

export async function insertBilling(
  tx: Tx,
  corpId: number,
  v: BillingValues & { status: string },
): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO billings (corp_id, employee_id, vendor_id, bill_rate, invoice_due_days,
                           invoice_frequency, billing_code, item_description, start_date,
                           first_period_end_date, end_date, notes, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [corpId, ...FIELD_VALUES(v), v.status],
  );
  return Number(rows[0].id);
}

/** Replaces every field of a billing, its status included. */
export async function updateBilling(
  tx: Tx,
  id: number,
  v: BillingValues & { status: string },
): Promise<void> {
  await tx.query(
    `UPDATE billings
        SET employee_id = $2, vendor_id = $3, bill_rate = $4, invoice_due_days = $5,
            invoice_frequency = $6, billing_code = $7, item_description = $8, start_date = $9,
            first_period_end_date = $10, end_date = $11, notes = $12, status = $13,
            update_date = now()
      WHERE id = $1`,
    [id, ...FIELD_VALUES(v), v.status],
  );
}
