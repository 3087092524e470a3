import { Type, type Static } from '@sinclair/typebox';
import { TIMESHEET_STATUSES } from '../timesheet.js';
import { oneOf, oneOfOrNull } from './common.js';

/** What happened to a timesheet, in the words of its History panel. */
export const SHEET_EVENTS = [
  'created',
  'saved',
  'edited',
  'submitted',
  'resubmitted',
  'accepted',
  'rejected',
  'invoiced',
  'returned',
  'released',
  'moved',
  'sent to client',
] as const;
export type SheetEvent = (typeof SHEET_EVENTS)[number];

export const ACTOR_KINDS = ['staff', 'employee', 'guest', 'job', 'approver'] as const;

/**
 * One entry of GET /timesheets/{id}/history (and the guest's): when, who (their kind; a name where
 * the caller may see it), what, and what goes with it: the reason of a rejection, the invoice of an
 * invoicing or of a deleted or cancelled invoice that returned the sheet, the statuses of any
 * other move.
 */
export const SheetHistoryEntry = Type.Object({
  at: Type.String({ format: 'date-time' }),
  event: oneOf(SHEET_EVENTS),
  actorKind: oneOfOrNull(ACTOR_KINDS),
  actorName: Type.Union([Type.String(), Type.Null()], {
    description:
      'The user name of staff and employees (null for a guest caller); an approver’s "Name (e-mail)"; null for jobs',
  }),
  reason: Type.Union([Type.String(), Type.Null()]),
  invoice: Type.Union([Type.Object({ id: Type.Integer(), number: Type.String() }), Type.Null()]),
  from: oneOfOrNull(TIMESHEET_STATUSES),
  to: oneOfOrNull(TIMESHEET_STATUSES),
  approvalLink: Type.Union(
    [
      Type.Object({ id: Type.Integer(), sentAt: Type.String({ format: 'date-time' }) }),
      Type.Null(),
    ],
    { description: 'The approval link an approver’s decision came from; null otherwise' },
  ),
});
export type SheetHistoryEntry = Static<typeof SheetHistoryEntry>;
