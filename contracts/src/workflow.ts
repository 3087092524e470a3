/**
 * A status workflow as data: each status → the statuses it may move to. The API refuses a move the
 * table does not list, and the screens offer only the moves it lists, from the same table.
 */
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

/** Whether `status` is a known one that nothing leaves (a paid invoice, a cancelled billing). */
export function isFinalStatus<S extends string>(
  table: TransitionTable<S>,
  status: string | null | undefined,
): boolean {
  const key = (status ?? '').toUpperCase();
  return Object.prototype.hasOwnProperty.call(table, key) && table[key as S].length === 0;
}

/** The label of a value in any case ('SUBMITTED' → 'Submitted'); unknown text as it is. */
export function labelOf<K extends string>(
  labels: Readonly<Record<K, string>>,
  value: string | null | undefined,
): string {
  if (!value) return '';
  const key = value.toUpperCase();
  return Object.prototype.hasOwnProperty.call(labels, key) ? labels[key as K] : value;
}
