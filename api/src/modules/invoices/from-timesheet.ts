/**
 * Invoicing a timesheet (docs/workflows.md#invoicing-a-timesheet): when an approved sheet moves to
 * LOCKED, its Pending invoice is made in the same transaction, so a sheet that cannot be invoiced
 * stays APPROVED.
 */
import { centsToText, formatUsDate, lineCents, textToCents } from '@staffledger/contracts';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { conflict } from '../../errors.js';
import { recordAudit } from '../audit/audit.js';
import { addDays, businessToday } from '../common/business-day.js';
import {
  insertInvoice,
  invoiceOfTimesheet,
  nextInvoiceNumber,
  replaceInvoiceItems,
} from './invoices.repo.js';
import { INVOICE_LIMITS } from '@staffledger/contracts';

export const NO_BILLING =
  'No billing arrangement for this employee and vendor: create one before invoicing.';

type Sheet = {
  corpId: number;
  employeeId: number;
  vendorId: number;
  billingId: number | null;
  billingCode: string;
  start: string;
  end: string;
  /** Hours of the BILLABLE items, exact text. */
  hours: string;
};

type Arrangement = { id: number; billRate: string; itemDescription: string; dueDays: number };

async function readSheet(tx: Tx, id: number): Promise<Sheet> {
  const { rows } = await tx.query<Sheet>(
    `SELECT t.corp_id AS "corpId", t.employee_id AS "employeeId", t.vendor_id AS "vendorId",
            t.billing_id AS "billingId", t.billing_code AS "billingCode",
            to_char(t.period_start_date, 'YYYY-MM-DD') AS start,
            to_char(t.period_end_date, 'YYYY-MM-DD') AS "end",
            (SELECT COALESCE(sum(i.hours_worked + i.extra_hours), 0)::numeric(10, 2)::text
               FROM timesheet_items i
              WHERE i.timesheet_id = t.id AND i.type = 'BILLABLE') AS hours
       FROM timesheets t WHERE t.id = $1`,
    [id],
  );
  return rows[0];
}

/**
 * The sheet's own arrangement when it was generated from one; else the newest non-cancelled
 * arrangement of the same employee and vendor, one with the sheet's billing code first.
 */
async function findArrangement(tx: Tx, sheet: Sheet): Promise<Arrangement | undefined> {
  const select = `SELECT id, bill_rate::text AS "billRate", item_description AS "itemDescription",
                         invoice_due_days AS "dueDays" FROM billings`;
  if (sheet.billingId !== null) {
    const { rows } = await tx.query<Arrangement>(`${select} WHERE id = $1`, [sheet.billingId]);
    return rows[0];
  }
  const { rows } = await tx.query<Arrangement>(
    `${select}
      WHERE employee_id = $1 AND vendor_id = $2 AND status <> 'CANCELLED'
      ORDER BY lower(billing_code) = lower($3) DESC, id DESC
      LIMIT 1`,
    [sheet.employeeId, sheet.vendorId, sheet.billingCode],
  );
  return rows[0];
}

/**
 * Makes the Pending invoice of a timesheet being locked, in the caller's transaction (whose
 * timesheet row is already locked); answers its id. A sheet already invoiced keeps its invoice.
 */
export async function invoiceTimesheet(
  tx: Tx,
  request: FastifyRequest,
  timesheetId: number,
): Promise<number> {
  const existing = await invoiceOfTimesheet(tx, timesheetId);
  if (existing !== undefined) return existing;
  const sheet = await readSheet(tx, timesheetId);
  const billing = await findArrangement(tx, sheet);
  if (!billing) throw conflict(NO_BILLING);

  const amount = lineCents(textToCents(sheet.hours), textToCents(billing.billRate));
  if (amount > textToCents(INVOICE_LIMITS.maxAmount.toFixed(2))) {
    throw conflict('This timesheet’s amount is larger than an invoice can hold.');
  }
  // the line stays within what the invoice form accepts, so the invoice can be saved as it is
  const period = ` (${formatUsDate(sheet.start)} - ${formatUsDate(sheet.end)})`;
  const item = billing.itemDescription.slice(0, INVOICE_LIMITS.description - period.length);
  const line = {
    description: `${item.trimEnd()}${period}`,
    quantity: sheet.hours,
    price: billing.billRate,
  };
  const invoiceDate = businessToday();
  const values = {
    vendorId: sheet.vendorId,
    amount: centsToText(amount),
    invoiceDate,
    dueDate: addDays(invoiceDate, billing.dueDays),
    status: 'PENDING' as const,
  };
  const number = await nextInvoiceNumber(tx, sheet.corpId);
  const id = await insertInvoice(tx, sheet.corpId, { ...values, number, timesheetId });
  await replaceInvoiceItems(tx, sheet.corpId, id, [line]);
  await recordAudit(tx, request, {
    entity: 'invoice',
    entityId: id,
    action: 'create',
    changes: {
      number,
      timesheetId,
      billingId: billing.id,
      ...values,
      amount: Number(values.amount),
      items: [{ ...line, quantity: Number(line.quantity), price: Number(line.price) }],
    },
  });
  return id;
}
