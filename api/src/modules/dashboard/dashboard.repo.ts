/**
 * The landing page's figures (docs/screens.md#the-money-at-a-glance), one query each, over the
 * tenant transaction's rows only. Sums are numeric in the database and leave it as text, so that no
 * amount is ever added up in floating point; `today` is the corporation's business day.
 */
import {
  AGING_BUCKETS,
  AGING_DAYS,
  APPROVED_WEEKS,
  BILLED_MONTHS,
  TOP_DEBTORS,
  type AgingBucket,
  type AgingAnswer,
  type ApprovedHoursAnswer,
  type BilledByMonthAnswer,
  type TopDebtorsAnswer,
} from '@staffledger/contracts/schemas';
import type { Tx } from '../../db/tenant.js';
import { addDays } from '../common/business-day.js';

/** Unpaid as the invoices module means it: stored Pending or Overdue (no partial payments exist). */
const UNPAID = `status IN ('PENDING', 'OVERDUE')`;

/** An exact numeric sum as JSON's number: its text has at most 2 decimals, so it reads back exact. */
const exact = (text: string) => Number(text);

/** The due dates of a bucket on `today`: days past due from..to is due (today - to)..(today - from). */
function dueRange(bucket: AgingBucket, today: string) {
  const { from, to } = AGING_DAYS[bucket];
  return {
    dueFrom: to === null ? null : addDays(today, -to),
    dueTo: from === null ? null : addDays(today, -from),
  };
}

/** SQL true for an invoice of `bucket`, its due date compared with $1 (today). */
function inBucket(bucket: AgingBucket): string {
  const { from, to } = AGING_DAYS[bucket];
  const past = `($1::date - due_date)`;
  return [from === null ? null : `${past} >= ${from}`, to === null ? null : `${past} <= ${to}`]
    .filter(Boolean)
    .join(' AND ');
}

export async function aging(tx: Tx, today: string): Promise<AgingAnswer> {
  const columns = AGING_BUCKETS.map(
    (b, n) =>
      `COALESCE(sum(amount) FILTER (WHERE ${inBucket(b)}), 0)::text AS a${n},
       count(*) FILTER (WHERE ${inBucket(b)})::int AS c${n}`,
  ).join(',\n');
  const { rows } = await tx.query<Record<string, string | number>>(
    `SELECT ${columns} FROM invoices WHERE ${UNPAID}`,
    [today],
  );
  const row = rows[0];
  return {
    today,
    buckets: AGING_BUCKETS.map((bucket, n) => ({
      bucket,
      amount: exact(String(row[`a${n}`])),
      invoices: Number(row[`c${n}`]),
      ...dueRange(bucket, today),
    })),
  };
}

export async function billedByMonth(tx: Tx, today: string): Promise<BilledByMonthAnswer> {
  const { rows } = await tx.query<{
    month: string;
    from: string;
    to: string;
    amount: string;
    invoices: number;
  }>(
    `WITH m AS (
       SELECT s::date AS start, (s + interval '1 month')::date AS next
         FROM generate_series(date_trunc('month', $1::timestamp) - make_interval(months => $2 - 1),
                              date_trunc('month', $1::timestamp), interval '1 month') AS s),
     -- the range first, so that the invoice date index reads only these months
     billed AS (
       SELECT date_trunc('month', invoice_date)::date AS start, sum(amount) AS amount,
              count(*)::int AS invoices
         FROM invoices
        WHERE invoice_date >= (SELECT min(start) FROM m) AND invoice_date < (SELECT max(next) FROM m)
          AND status <> 'CANCELLED'
        GROUP BY 1)
     SELECT to_char(m.start, 'YYYY-MM') AS month, to_char(m.start, 'YYYY-MM-DD') AS "from",
            to_char(m.next - 1, 'YYYY-MM-DD') AS "to",
            COALESCE(b.amount, 0)::text AS amount, COALESCE(b.invoices, 0) AS invoices
       FROM m LEFT JOIN billed b ON b.start = m.start
      ORDER BY m.start`,
    [today, BILLED_MONTHS],
  );
  return { months: rows.map((r) => ({ ...r, amount: exact(r.amount) })) };
}

export async function approvedHours(tx: Tx, today: string): Promise<ApprovedHoursAnswer> {
  const { rows } = await tx.query<{
    weekStart: string;
    weekEnd: string;
    hours: string;
    timesheets: number;
  }>(
    `WITH w AS (
       SELECT s::date AS start
         FROM generate_series(date_trunc('week', $1::timestamp) - make_interval(weeks => $2 - 1),
                              date_trunc('week', $1::timestamp), interval '1 week') AS s),
     -- the range first, so that the period start index reads only these weeks
     approved AS (
       SELECT date_trunc('week', period_start_date)::date AS start, sum(total_hours) AS hours,
              count(*)::int AS timesheets
         FROM timesheets
        WHERE period_start_date >= (SELECT min(start) FROM w)
          AND period_start_date < (SELECT max(start) + 7 FROM w)
          AND status IN ('APPROVED', 'LOCKED')
        GROUP BY 1)
     SELECT to_char(w.start, 'YYYY-MM-DD') AS "weekStart",
            to_char(w.start + 6, 'YYYY-MM-DD') AS "weekEnd",
            COALESCE(a.hours, 0)::text AS hours, COALESCE(a.timesheets, 0) AS timesheets
       FROM w LEFT JOIN approved a ON a.start = w.start
      ORDER BY w.start`,
    [today, APPROVED_WEEKS],
  );
  return { weeks: rows.map((r) => ({ ...r, hours: exact(r.hours) })) };
}

export async function topDebtors(tx: Tx): Promise<TopDebtorsAnswer> {
  const { rows } = await tx.query<{
    vendorId: number;
    name: string;
    amount: string;
    invoices: number;
  }>(
    `WITH owed AS (
       SELECT vendor_id, sum(amount) AS amount, count(*)::int AS invoices
         FROM invoices WHERE ${UNPAID} GROUP BY vendor_id
        ORDER BY sum(amount) DESC, vendor_id LIMIT $1)
     SELECT o.vendor_id::int AS "vendorId", v.name, o.amount::text AS amount, o.invoices
       FROM owed o JOIN vendors v ON v.id = o.vendor_id
      ORDER BY o.amount DESC, o.vendor_id`,
    [TOP_DEBTORS],
  );
  return { vendors: rows.map((r) => ({ ...r, amount: exact(r.amount) })) };
}
