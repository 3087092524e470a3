/**
 * The one guard of every status change (timesheets, invoices, billings): the workflow's table in
 * `contracts` decides, and a refusal is a 409 with the sentence `moveRefusal` makes of it.
 */
import { moveRefusal, saveVerdict, type Workflow } from '@staffledger/contracts';
import { conflict } from '../../errors.js';
import { UNCHANGED } from '../audit/audited-update.js';

/** A move asked for (a status call, an action): the 409 unless the table lists it. */
export function assertMove<S extends string>(workflow: Workflow<S>, from: string, to: string) {
  const refusal = moveRefusal(workflow, from, to);
  if (refusal !== null) throw conflict(refusal);
}

/**
 * A form's save with the status `to` (the same one when it stays): UNCHANGED for a final record
 * saved again as it is, which the caller answers as it is; the 409 for any other save the workflow
 * refuses; otherwise nothing, and the caller writes.
 */
export function guardSave<S extends string>(
  workflow: Workflow<S>,
  from: string,
  to: string,
  changed: boolean,
): typeof UNCHANGED | undefined {
  const verdict = saveVerdict(workflow, from, to, changed);
  if (verdict === 'unchanged') return UNCHANGED;
  if (verdict !== 'write') throw conflict(verdict.refusal);
  return undefined;
}
