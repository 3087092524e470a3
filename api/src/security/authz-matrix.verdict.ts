/**
 * How the authorization matrix judges one answer against its cell: a leak is a success where the
 * table refuses, a refused request that changed data anyway, or an answer holding data of a side
 * its caller may not see; an unexpected code is any other answer than the table's.
 */
import type { Actor, Expected, IdKind, Scope } from './authz-matrix.table.js';
import { MARKS } from './authz-matrix.world.js';

/** What an allowed actor may get: success, or the route's own rules refusing the body sent. */
const ALLOWED = new Set([200, 201, 204, 400, 409, 413, 415, 422]);

export type Verdict = 'pass' | 'leak' | 'unexpected';

export type Answer = {
  status: number;
  body: string;
  /** Whether the request left an audit row (every write leaves one). */
  wrote: boolean;
};

export function judge(
  expected: Expected,
  { status, body, wrote }: Answer,
  forbiddenMarks: readonly string[],
): Verdict {
  const text = body.toLowerCase();
  if (forbiddenMarks.some((mark) => text.includes(mark))) return 'leak';
  if (expected === 'allowed') return ALLOWED.has(status) ? 'pass' : 'unexpected';
  if ((status >= 200 && status < 300) || wrote) return 'leak';
  return status === expected ? 'pass' : 'unexpected';
}

type SideName = keyof typeof MARKS;

/** The sides whose data a cell's caller may see (see Scope in the table). */
function visibleSides(scope: Scope, actor: Actor, kind: IdKind, namesRow: boolean): SideName[] {
  if (scope === 'public') return [];
  // a guest sees the code's own employee: A's employee, or B's
  if (scope === 'guest') return kind === 'own' ? ['A'] : kind === 'otherTenant' ? ['B'] : [];
  // an approval link shows its vendor's waiting weeks, whichever employee's of A
  if (scope === 'approval') {
    return kind === 'own' ? ['A', 'other'] : kind === 'otherTenant' ? ['B'] : [];
  }
  switch (actor) {
    case 'super':
      if (scope === 'global') return ['A', 'B', 'other'];
      // the X-Corp-ID corporation: A, unless a route without an id selects B or a missing one
      if (namesRow || kind === 'own') return ['A', 'other'];
      return kind === 'otherTenant' ? ['B'] : [];
    case 'employerA':
      return ['A', 'other'];
    case 'employeeA':
    case 'employeeOther':
      return ['A'];
    case 'employerB':
      return ['B'];
    default:
      return [];
  }
}

/** The marks that no answer of the cell may hold. */
export function forbiddenMarks(scope: Scope, actor: Actor, kind: IdKind, namesRow: boolean) {
  const visible = visibleSides(scope, actor, kind, namesRow);
  return (Object.keys(MARKS) as SideName[])
    .filter((s) => !visible.includes(s))
    .map((s) => MARKS[s]);
}
