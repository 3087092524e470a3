/** A status workflow: each status → the statuses it may move to (e.g. TIMESHEET_TRANSITIONS). */
export type TransitionTable<S extends string> = Readonly<Record<S, readonly S[]>>;

/** The statuses a record in `status` (any case) may move to; none for an unknown status. */
export function allowedMoves<S extends string>(
  table: TransitionTable<S>,
  status: string | null | undefined,
): readonly S[] {
  const key = (status ?? '').toUpperCase();
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key as S] : [];
}

/** Whether the table allows moving from `from` to `to` (both in any case). */
export function canMove<S extends string>(
  table: TransitionTable<S>,
  from: string | null | undefined,
  to: string,
): boolean {
  return allowedMoves(table, from).includes(to.toUpperCase() as S);
}
