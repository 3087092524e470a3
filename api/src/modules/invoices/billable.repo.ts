import type { BillableTimesheet } from '@staffledger/contracts/schemas';
import type { Tx } from '../../db/tenant.js';
import { arrangementOf } from './from-timesheet.js';

type DbRow = Omit<BillableTimesheet, 'hours' | 'billRate' | 'amount'> & {
  hours: string;
  billRate: string | null;
  amount: string | null;
};

/**
 * The tenant's approved timesheets, none of which is invoiced yet (invoicing locks a sheet), with
 * what each would bill: by vendor, then period, then employee.
 */
export async function listBillable(
  tx: Tx,
  corpId: number,
  vendorId: number | null,
): Promise<BillableTimesheet[]> {
  const { rows } = await tx.query<DbRow>(
    `SELECT t.id AS "timesheetId", t.employee_id AS "employeeId", e.full_name AS "employeeName",
            t.vendor_id AS "vendorId", v.name AS "vendorName", t.billing_code AS "billingCode",
            to_char(t.period_start_date, 'YYYY-MM-DD') AS "periodStartDate",
            to_char(t.period_end_date, 'YYYY-MM-DD') AS "periodEndDate",
            h.hours::text AS hours, a.id AS "billingId", a.bill_rate::text AS "billRate",
            round(h.hours * a.bill_rate, 2)::text AS amount
       FROM timesheets t
       JOIN employees e ON e.id = t.employee_id
       JOIN vendors v ON v.id = t.vendor_id
       CROSS JOIN LATERAL (
         SELECT COALESCE(sum(i.hours_worked + i.extra_hours), 0)::numeric(10, 2) AS hours
           FROM timesheet_items i WHERE i.timesheet_id = t.id AND i.type = 'BILLABLE'
       ) h
       LEFT JOIN LATERAL (${arrangementOf('t')}) a ON true
      WHERE t.corp_id = $1 AND t.status = 'APPROVED' AND ($2::bigint IS NULL OR t.vendor_id = $2)
      ORDER BY lower(v.name), v.id, t.period_start_date, lower(e.full_name), t.id`,
    [corpId, vendorId],
  );
  return rows.map((r) => ({
    ...r,
    hours: Number(r.hours),
    billRate: r.billRate === null ? null : Number(r.billRate),
    amount: r.amount === null ? null : Number(r.amount),
  }));
}
