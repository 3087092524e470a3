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

/**
 * A status workflow with what its refusals say: the one source of every status change's rule, the
 * API's 409 and the screens' menus.
 */
export type Workflow<S extends string> = {
  /** The record in a sentence: 'timesheet', 'invoice', 'billing'. */
  noun: string;
  moves: TransitionTable<S>;
};

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** The statuses from which the table allows moving to `to`, in the table's order. */
export function movesInto<S extends string>(table: TransitionTable<S>, to: string): S[] {
  return (Object.keys(table) as S[]).filter((from) => canMove(table, from, to));
}

/** `Cannot change a pending timesheet to approved.`: a move refused, named. */
export function cannotChange(workflow: Workflow<string>, from: string, to: string): string {
  const was = from.toLowerCase();
  return `Cannot change ${article(was)} ${was} ${workflow.noun} to ${to.toLowerCase()}.`;
}

/**
 * Why moving a record from `from` to `to` (any case) is refused, or null when the table allows it.
 * Nothing leaves a final status (`A paid invoice can no longer change.`); any other move the table
 * does not list is `Cannot change a pending timesheet to approved.`.
 */
export function moveRefusal<S extends string>(
  workflow: Workflow<S>,
  from: string,
  to: string,
): string | null {
  if (canMove(workflow.moves, from, to)) return null;
  const was = from.toLowerCase();
  if (isFinalStatus(workflow.moves, from)) {
    const text = `${article(was)} ${was} ${workflow.noun} can no longer change.`;
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  return cannotChange(workflow, from, to);
}

/**
 * A form's save of a record in `from` with the status `to` (the same one when it stays): 'write',
 * 'unchanged' for a final record saved again as it is (answered as it is, nothing written), or the
 * refusal's text. A final record refuses any other save; a status that stays is no move.
 */
export function saveVerdict<S extends string>(
  workflow: Workflow<S>,
  from: string,
  to: string,
  changed: boolean,
): 'write' | 'unchanged' | { refusal: string } {
  if (isFinalStatus(workflow.moves, from)) {
    if (!changed && from.toUpperCase() === to.toUpperCase()) return 'unchanged';
    return { refusal: moveRefusal(workflow, from, from) as string };
  }
  if (from.toUpperCase() === to.toUpperCase()) return 'write';
  const refusal = moveRefusal(workflow, from, to);
  return refusal === null ? 'write' : { refusal };
}

/**
 * The statuses a form offers for a record saved in `saved`, in the order of `statuses`: that one
 * and the moves the table allows out of it; every one for a record not saved yet ('').
 */
export function statusChoices<S extends string>(
  table: TransitionTable<S>,
  statuses: readonly S[],
  saved: string,
): S[] {
  if (!saved) return [...statuses];
  const key = saved.toUpperCase();
  return statuses.filter((s) => s === key || canMove(table, key, s));
}
