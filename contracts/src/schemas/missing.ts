import { Type, type Static } from '@sinclair/typebox';
import { SETTING_DECLARATIONS } from '../settings.js';
import { TIMESHEET_STATUSES } from '../timesheet.js';
import { sheetOfEmployee } from './billable.js';
import { oneOf, positiveId } from './common.js';

/** The last reminder about a sheet: when, by whom (null: the daily job), to which address. */
export const SheetReminder = Type.Object({
  at: Type.String({ format: 'date-time' }),
  by: Type.Union([Type.String(), Type.Null()]),
  to: Type.String(),
  delivery: Type.String({ description: 'sent, or failed: …' }),
});

/**
 * A row of GET /timesheets/missing: a sheet of an active arrangement's employee and vendor, not
 * submitted the corporation's missingAfterDays after its period ended.
 */
export const MissingTimesheet = Type.Object({
  ...sheetOfEmployee,
  status: oneOf(TIMESHEET_STATUSES),
  daysOverdue: Type.Integer({ description: 'Days since the sheet became missing' }),
  reminders: Type.Integer({ description: 'Reminders sent about it so far' }),
  lastReminder: Type.Union([SheetReminder, Type.Null()]),
});
export type MissingTimesheet = Static<typeof MissingTimesheet>;

/** POST /timesheets/missing/remind: the employees to remind of all their missing sheets. */
export const RemindMissingBody = Type.Object(
  { employeeIds: Type.Array(positiveId, { minItems: 1, maxItems: 10_000 }) },
  { additionalProperties: false },
);

export const RemindMissingAnswer = Type.Object({
  reminded: Type.Array(
    Type.Object({
      employeeId: Type.Integer(),
      to: Type.String(),
      sheets: Type.Integer(),
      delivery: Type.String(),
    }),
  ),
  skipped: Type.Array(
    Type.Object({ employeeId: Type.Integer(), employeeName: Type.String(), reason: Type.String() }),
  ),
});
export type RemindMissingAnswer = Static<typeof RemindMissingAnswer>;

/** GET /timesheets/counts: what the landing page shows staff. */
export const TimesheetCounts = Type.Object({
  missing: Type.Integer(),
  awaitingApproval: Type.Integer({ description: 'Submitted, not yet accepted or rejected' }),
  awaitingClient: Type.Integer({ description: 'Submitted and waiting for the vendor’s approver' }),
  /** The corporation's TIMESHEET clientApproval: with `off`, Awaiting client shows only while weeks wait. */
  clientApproval: oneOf(SETTING_DECLARATIONS.TIMESHEET.clientApproval.type.values),
});
export type TimesheetCounts = Static<typeof TimesheetCounts>;
