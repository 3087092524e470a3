import type {
  BillableQuery,
  BillableTimesheet,
  BillableVendor,
  BillableVendorQuery,
} from '@staffledger/contracts/schemas';
import type { Tx } from '../../db/tenant.js';
import { escapeLike } from '../../db/list-query.js';
import type { ListPage } from '../common/list-route.js';
import { arrangementOf } from './from-timesheet.js';

/**
 * The sheets Approved, not invoiced lists (docs/workflows.md#never-billing-a-week-twice): the
 * tenant's Approved sheets (invoicing locks a sheet) whose week is over on `$2`, New York's today,
 * since no invoice may be dated before the end of a week it bills. `t` is the sheet, `$1` the
 * corporation. The partial index of migration 035 serves it by vendor and period.
 */
const WAITING = (t: string) =>
  `${t}.corp_id = $1 AND ${t}.status = 'APPROVED' AND ${t}.period_end_date <= $2::date`;

/** A sheet's billable hours (`h.hours`) and the arrangement that bills it (`a`, maybe none). */
const BILLS = (t: string) => `
  CROSS JOIN LATERAL (
    SELECT COALESCE(sum(i.hours_worked + i.extra_hours), 0)::numeric(10, 2) AS hours
      FROM timesheet_items i WHERE i.timesheet_id = ${t}.id AND i.type = 'BILLABLE'
  ) h
  LEFT JOIN LATERAL (${arrangementOf(t)}) a ON true`;

const DEFAULT_PAGE = 25;

type SheetRow = Omit<BillableTimesheet, 'hours' | 'billRate' | 'amount'> & {
  hours: string;
  billRate: string | null;
  amount: string | null;
};

/**
 * One page of the waiting sheets, by vendor, then period, then employee: each with what it would
 * bill, the line's amount rounded as the invoice rounds it. `vendorId` narrows them to a vendor,
 * `invoiceable` to the sheets an arrangement bills, `ids` to some sheets.
 */
export async function listBillable(
  tx: Tx,
  corpId: number,
  today: string,
  query: BillableQuery,
): Promise<ListPage<BillableTimesheet>> {
  const ids = query.ids ? query.ids.split(',').map(Number) : null;
  const values = [corpId, today, query.vendorId ?? null, query.invoiceable ?? false, ids];
  const where = `
      WHERE ${WAITING('t')} AND ($3::bigint IS NULL OR t.vendor_id = $3)
        AND (NOT $4::boolean OR a.id IS NOT NULL)
        AND ($5::bigint[] IS NULL OR t.id = ANY($5::bigint[]))`;
  const limit = query.limit ?? DEFAULT_PAGE;
  const { rows } = await tx.query<SheetRow>(
    `SELECT t.id AS "timesheetId", t.employee_id AS "employeeId", e.full_name AS "employeeName",
            t.vendor_id AS "vendorId", v.name AS "vendorName", t.billing_code AS "billingCode",
            to_char(t.period_start_date, 'YYYY-MM-DD') AS "periodStartDate",
            to_char(t.period_end_date, 'YYYY-MM-DD') AS "periodEndDate",
            h.hours::text AS hours, a.id AS "billingId", a.bill_rate::text AS "billRate",
            round(h.hours * a.bill_rate, 2)::text AS amount
       FROM timesheets t
       JOIN employees e ON e.id = t.employee_id
       JOIN vendors v ON v.id = t.vendor_id
       ${BILLS('t')}
       ${where}
      ORDER BY lower(v.name), v.id, t.period_start_date, lower(e.full_name), t.id
      LIMIT $6 OFFSET $7`,
    [...values, limit, query.offset ?? 0],
  );
  // the count reads each sheet's arrangement only when it filters on it
  const countFrom = query.invoiceable
    ? `FROM timesheets t LEFT JOIN LATERAL (${arrangementOf('t')}) a ON true`
    : 'FROM timesheets t CROSS JOIN (SELECT 1 AS id) a';
  const total =
    query.withTotal === 'false'
      ? undefined
      : (await tx.query<{ n: number }>(`SELECT count(*)::int AS n ${countFrom} ${where}`, values))
          .rows[0].n;
  return {
    rows: rows.map((r) => ({
      ...r,
      hours: Number(r.hours),
      billRate: r.billRate === null ? null : Number(r.billRate),
      amount: r.amount === null ? null : Number(r.amount),
    })),
    total,
  };
}

type VendorRow = Omit<BillableVendor, 'hours' | 'amount'> & { hours: string; amount: string };

/**
 * One page of the vendors that have waiting sheets, by name, each with its count of weeks and,
 * for the sheets an arrangement bills, their hours and what they bill: the sum of each line's
 * amount rounded to cents, as the invoice of them all would add it up. The page of vendors is
 * chosen first, so only its vendors' sheets are read, however many the corporation has.
 */
export async function listBillableVendors(
  tx: Tx,
  corpId: number,
  today: string,
  query: BillableVendorQuery,
): Promise<ListPage<BillableVendor>> {
  const name = query.vendor?.trim() ? `%${escapeLike(query.vendor.trim().toLowerCase())}%` : null;
  const values = [corpId, today, query.vendorId ?? null, name];
  const vendors = `
       FROM vendors v
      WHERE v.corp_id = $1 AND ($3::bigint IS NULL OR v.id = $3)
        AND ($4::text IS NULL OR lower(v.name) LIKE $4 ESCAPE '\\')
        AND EXISTS (SELECT 1 FROM timesheets w WHERE w.vendor_id = v.id AND ${WAITING('w')})`;
  const limit = query.limit ?? DEFAULT_PAGE;
  const { rows } = await tx.query<VendorRow>(
    `WITH page AS (
       SELECT v.id, v.name ${vendors}
        ORDER BY lower(v.name), v.id
        LIMIT $5 OFFSET $6
     )
     SELECT p.id AS "vendorId", p.name AS "vendorName", count(*)::int AS weeks,
            count(a.id)::int AS invoiceable,
            COALESCE(sum(h.hours) FILTER (WHERE a.id IS NOT NULL), 0)::text AS hours,
            COALESCE(sum(round(h.hours * a.bill_rate, 2)), 0)::text AS amount
       FROM page p
       JOIN timesheets t ON t.vendor_id = p.id AND ${WAITING('t')}
       ${BILLS('t')}
      GROUP BY p.id, p.name
      ORDER BY lower(p.name), p.id`,
    [...values, limit, query.offset ?? 0],
  );
  const total =
    query.withTotal === 'false'
      ? undefined
      : (await tx.query<{ n: number }>(`SELECT count(*)::int AS n ${vendors}`, values)).rows[0].n;
  return {
    rows: rows.map((r) => ({ ...r, hours: Number(r.hours), amount: Number(r.amount) })),
    total,
  };
}
