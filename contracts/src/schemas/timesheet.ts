import { Type, type Static } from '@sinclair/typebox';
import { TIMESHEET_LIST } from '../lists.js';
import { TIMESHEET_LIMITS as LIMITS } from '../limits.js';
import { TIMESHEET_ITEM_TYPES, TIMESHEET_STATUSES } from '../timesheet.js';
import { echoed, nullableId, nullableString, oneOf, optionalText, positiveId } from './common.js';
import { listQueryOf } from './list-query.js';

/**
 * A total of hours echoed back as it was loaded: never taken (the server sums the hours), but
 * checked like any hours, a number within what the days can hold (or null), so that a client
 * sending garbage learns it rather than seeing it silently dropped.
 */
const echoedHours = (maximum: number) =>
  Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum }), Type.Null()]));

/**
 * The timesheet form (POST /timesheets, PUT /timesheets/{id}). Required fields are checked after
 * the schema so that every missing one gets its own field error. `totalHours`, `employeeName`,
 * `vendorName` and `awaitingClient` are read-only too: the server computes the hours.
 */
export const TimesheetInput = Type.Object(
  {
    employeeId: nullableId,
    vendorId: nullableId,
    periodStartDate: optionalText(20),
    periodEndDate: optionalText(20),
    status: optionalText(20),
    billingCode: optionalText(LIMITS.billingCode),
    notes: optionalText(LIMITS.notes),
    id: echoed.id,
    totalHours: echoedHours(LIMITS.maxPeriodDays * LIMITS.dayHours * 2),
    employeeName: echoed.name,
    vendorName: echoed.name,
    rejectionReason: Type.Optional(
      Type.Union([Type.String({ maxLength: LIMITS.rejectionReason }), Type.Null()]),
    ),
    /** Read-only, echoed as loaded: only Submit and the decisions set or clear it. */
    awaitingClient: Type.Optional(Type.Boolean()),
    updateDate: echoed.updateDate,
  },
  { additionalProperties: false },
);
export type TimesheetInput = Static<typeof TimesheetInput>;

/** A row of GET /timesheets and GET /timesheets/employee/{employeeId}; also GET /timesheets/{id}. */
export const Timesheet = Type.Object({
  id: Type.Integer(),
  employeeId: Type.Integer(),
  vendorId: Type.Integer(),
  employeeName: Type.String(),
  vendorName: Type.String(),
  periodStartDate: Type.String({ format: 'date' }),
  periodEndDate: Type.String({ format: 'date' }),
  totalHours: Type.Number({ description: 'Sum of the items’ hours, 2 decimals' }),
  status: oneOf(TIMESHEET_STATUSES),
  billingCode: Type.String(),
  notes: nullableString,
  rejectionReason: Type.Union([Type.String(), Type.Null()], {
    description:
      'The reason of the latest rejection, null when it was rejected without one or never',
  }),
  awaitingClient: Type.Boolean({
    description: 'Submitted and waiting for its vendor’s approver (client approval on)',
  }),
  updateDate: Type.String({ format: 'date-time' }),
});
export type Timesheet = Static<typeof Timesheet>;

/** What the items screen shows of a timesheet, and all that a guest sees of one (no staff notes). */
export const SheetSummary = Type.Pick(Timesheet, [
  'id',
  'employeeName',
  'vendorName',
  'periodStartDate',
  'periodEndDate',
  'totalHours',
  'status',
  'rejectionReason',
]);
export type SheetSummary = Static<typeof SheetSummary>;

/**
 * PUT /timesheets/{id}/status. A `reason` goes with REJECTED, and with APPROVED of a week waiting
 * for the client (required when the corporation's clientApproval is `required`).
 */
export const TimesheetStatusBody = Type.Object(
  {
    status: Type.String({ maxLength: 20, description: 'PENDING, SUBMITTED, … (any case)' }),
    reason: Type.Optional(
      Type.Union([
        Type.String({
          maxLength: LIMITS.rejectionReason,
          description:
            'Why the sheet is rejected (shown to the employee), or accepted without the client',
        }),
        Type.Null(),
      ]),
    ),
  },
  { additionalProperties: false },
);

/**
 * What a rejection told the employee (docs/workflows.md#rejecting-with-a-reason): `emailed` when
 * the e-mail was queued to their address, false when they have none (so none went).
 */
export const RejectionNotice = Type.Object({
  employeeName: Type.String(),
  emailed: Type.Boolean(),
});
export type RejectionNotice = Static<typeof RejectionNotice>;

/** The answer of PUT /timesheets/{id}/status: the moved sheet and, after a Reject, its notice. */
export const TimesheetStatusAnswer = Type.Composite([
  Timesheet,
  Type.Object({ rejectionNotice: Type.Optional(RejectionNotice) }),
]);
export type TimesheetStatusAnswer = Static<typeof TimesheetStatusAnswer>;

/**
 * POST /timesheets/status: one move for many sheets (docs/workflows.md#bulk-accept-and-reject).
 * A repeated id counts once; more than TIMESHEET_LIMITS.bulkStatus distinct ids is a 400.
 */
export const BulkStatusBody = Type.Object(
  {
    ids: Type.Array(positiveId, { minItems: 1, maxItems: 10_000 }),
    status: TimesheetStatusBody.properties.status,
    reason: TimesheetStatusBody.properties.reason,
  },
  { additionalProperties: false },
);
export type BulkStatusBody = Static<typeof BulkStatusBody>;

/** Per sheet, in the order asked: the ones moved (with a Reject's notice) and the ones refused. */
export const BulkStatusAnswer = Type.Object({
  moved: Type.Array(
    Type.Object({
      id: Type.Integer(),
      employeeName: Type.String(),
      status: oneOf(TIMESHEET_STATUSES),
      rejectionNotice: Type.Optional(RejectionNotice),
    }),
  ),
  refused: Type.Array(
    Type.Object({
      id: Type.Integer(),
      reason: Type.String(),
      /** The refusal's code, as the `error` of a single call's answer (`not_found`, `client_reason_required`, …). */
      error: Type.String(),
    }),
  ),
});
export type BulkStatusAnswer = Static<typeof BulkStatusAnswer>;

const hours = Type.Number({
  minimum: 0,
  maximum: LIMITS.dayHours,
  description: '0 to 24, 2 decimals',
});

/**
 * One row of the items screen as sent back on save or submit. `calendarDate`, `dayOfWeek` and
 * `totalHours` are read-only echoes of what the screen loaded: accepted, never taken, but checked
 * (hours within a day by the schema, a real date and a day name in any case after it).
 */
export const TimesheetItemInput = Type.Object(
  {
    id: positiveId,
    type: optionalText(20),
    hoursWorked: hours,
    extraHours: hours,
    comment: Type.Union([Type.String({ maxLength: LIMITS.comment }), Type.Null()]),
    calendarDate: optionalText(20),
    dayOfWeek: optionalText(20),
    totalHours: echoedHours(LIMITS.dayHours * 2),
  },
  { additionalProperties: false },
);
export type TimesheetItemInput = Static<typeof TimesheetItemInput>;

/** The body of PUT /timesheets/{id}/items/save and …/items/submit: one element per day at most. */
export const TimesheetItemsBody = Type.Array(TimesheetItemInput, {
  maxItems: LIMITS.maxPeriodDays,
});

/** One calendar day of a timesheet (GET /timesheets/{id}/items). */
export const TimesheetItem = Type.Object({
  id: Type.Integer(),
  calendarDate: Type.String({ format: 'date' }),
  dayOfWeek: Type.String({ description: 'MONDAY … SUNDAY' }),
  type: oneOf(TIMESHEET_ITEM_TYPES),
  hoursWorked: Type.Number(),
  extraHours: Type.Number(),
  totalHours: Type.Number({ description: 'hoursWorked + extraHours' }),
  comment: nullableString,
});
export type TimesheetItem = Static<typeof TimesheetItem>;

/** One attachment of a timesheet, without its bytes (GET /timesheets/{id}/attachments). */
export const Attachment = Type.Object({
  id: Type.Integer(),
  filename: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ description: 'Bytes' }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Attachment = Static<typeof Attachment>;

/** The query string of GET /timesheets. */
export const TimesheetListQuery = listQueryOf(TIMESHEET_LIST);
