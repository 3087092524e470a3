/**
 * One Active arrangement per employee and vendor on any day (README.md#one-active-arrangement).
 * The database refuses the second one (constraint `billings_one_active_per_placement`, migration
 * 038), so two saves at once cannot both pass; this turns that refusal into a 409 that names the
 * arrangement already Active.
 */
import { inSavepoint } from '../../db/savepoint.js';
import type { Tx } from '../../db/tenant.js';
import { conflict } from '../../errors.js';
import type { BillingValues } from './billings.repo.js';

const CONSTRAINT = 'billings_one_active_per_placement';

function isOverlap(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string };
  return e?.code === '23P01' && e.constraint === CONSTRAINT;
}

type Other = { id: string; billingCode: string; startDate: string; endDate: string | null };

/** The sentence of the refusal, naming the arrangement that holds the dates. */
export function overlapMessage(other: {
  id: number;
  billingCode: string;
  startDate: string;
  endDate: string | null;
}): string {
  const dates = other.endDate
    ? `from ${other.startDate} to ${other.endDate}`
    : `from ${other.startDate}, open-ended`;
  return (
    `Billing ${other.id} (${other.billingCode}, ${dates}) is already Active for this employee ` +
    'and vendor over these dates. Make it Inactive or change the dates first.'
  );
}

/**
 * Runs the insert or update of `v` in a savepoint; when it would make a second Active arrangement
 * over the same days, nothing of it stays and the 409 names the other one. `ownId` is the billing
 * being replaced (null on a create).
 */
export async function refusingOverlap<T>(
  tx: Tx,
  v: Pick<BillingValues, 'employeeId' | 'vendorId' | 'startDate' | 'endDate'>,
  ownId: number | null,
  write: () => Promise<T>,
): Promise<T> {
  const saved = await inSavepoint(tx, 'one_active_billing', isOverlap, write);
  if (saved.done) return saved.value;
  // the other arrangement is committed (the constraint waited for it), so this statement sees it
  const { rows } = await tx.query<Other>(
    `SELECT id, billing_code AS "billingCode", to_char(start_date, 'YYYY-MM-DD') AS "startDate",
            to_char(end_date, 'YYYY-MM-DD') AS "endDate"
       FROM billings
      WHERE status = 'ACTIVE' AND employee_id = $1 AND vendor_id = $2 AND id <> $3
        AND daterange(start_date, end_date, '[]') && daterange($4::date, $5::date, '[]')
      ORDER BY id LIMIT 1`,
    [v.employeeId, v.vendorId, ownId ?? 0, v.startDate, v.endDate],
  );
  if (!rows[0]) {
    throw conflict(
      'Another billing became Active for this employee and vendor over these dates. Try again.',
    );
  }
  throw conflict(overlapMessage({ ...rows[0], id: Number(rows[0].id) }));
}
