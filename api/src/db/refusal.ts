/**
 * A check a statement makes in SQL, for the writes that commit in the round trip that runs them
 * (tenant.ts `Tx.last`): `refuse_unless(ok, what)` is true when `ok` is, and otherwise ends the
 * statement, and the transaction with it, with the error `REFUSED` whose message is `what`.
 * Nothing after it in the batch runs; the caller then says why in the request's own words.
 */
export const REFUSED = 'SL409';

export const REFUSE_UNLESS = 'staffledger_refuse_unless';

/** Whether a database error is a refusal of `refuse_unless`, and which. */
export function refusalOf(err: unknown): string | null {
  const e = err as { code?: unknown; message?: unknown } | null;
  return e && e.code === REFUSED && typeof e.message === 'string' ? e.message : null;
}
