import {
  allowedMoves,
  bodyText,
  fieldCode,
  fieldDate,
  fieldId,
  fieldText,
  optionsFromLabels,
  TIMESHEET_STATUS_LABELS,
  TIMESHEET_TRANSITIONS,
  type SelectOption,
  type Timesheet,
  type TimesheetInput,
} from '@staffledger/shared';

/** The form's values: ids as the selects hold them (strings); names only to label a missing choice. */
export type TimesheetValues = {
  id: number | null;
  employeeId: string;
  employeeName: string;
  vendorId: string;
  vendorName: string;
  periodStartDate: string;
  periodEndDate: string;
  /** Read-only: the server sums the items. */
  totalHours: number | string;
  status: string;
  /** The status as loaded: it decides which statuses the form offers. */
  savedStatus: string;
  billingCode: string;
  notes: string;
};

/** A new timesheet is Pending (docs/workflows.md#the-timesheet-form). */
export const INITIAL_TIMESHEET: TimesheetValues = {
  id: null,
  employeeId: '',
  employeeName: '',
  vendorId: '',
  vendorName: '',
  periodStartDate: '',
  periodEndDate: '',
  totalHours: 0,
  status: 'PENDING',
  savedStatus: 'PENDING',
  billingCode: '',
  notes: '',
};

export function timesheetToValues(record: Record<string, unknown>): TimesheetValues {
  const t = record as Partial<Timesheet>;
  const status = fieldCode(t.status, 'PENDING');
  return {
    id: fieldId(t.id),
    employeeId: fieldText(t.employeeId),
    employeeName: fieldText(t.employeeName),
    vendorId: fieldText(t.vendorId),
    vendorName: fieldText(t.vendorName),
    periodStartDate: fieldDate(t.periodStartDate),
    periodEndDate: fieldDate(t.periodEndDate),
    totalHours: t.totalHours ?? 0,
    status,
    savedStatus: status,
    billingCode: fieldText(t.billingCode),
    notes: fieldText(t.notes),
  };
}

/** The JSON of POST /timesheets and PUT /timesheets/{id} (no id, no total: the server owns them). */
export function timesheetToBody(v: TimesheetValues): TimesheetInput {
  return {
    employeeId: Number(v.employeeId),
    vendorId: Number(v.vendorId),
    periodStartDate: v.periodStartDate,
    periodEndDate: v.periodEndDate,
    status: v.status,
    billingCode: v.billingCode.trim(),
    notes: bodyText(v.notes),
  };
}

/** Beyond TIMESHEET_REQUIRED, which the form kit checks: the period's end is not before its start. */
export function validateTimesheet(v: TimesheetValues): Record<string, string> {
  const errors: Record<string, string> = {};
  // YYYY-MM-DD strings compare in calendar order
  if (v.periodStartDate && v.periodEndDate && v.periodEndDate < v.periodStartDate) {
    errors.periodEndDate = 'Period End Date cannot be before Period Start Date';
  }
  return errors;
}

/** New: Pending only. Edit: the saved status and the moves TIMESHEET_TRANSITIONS allows from it. */
export function statusOptions(savedStatus: string, isEdit: boolean): SelectOption[] {
  const statuses = isEdit
    ? [savedStatus, ...allowedMoves(TIMESHEET_TRANSITIONS, savedStatus)]
    : [INITIAL_TIMESHEET.status];
  return optionsFromLabels(TIMESHEET_STATUS_LABELS, statuses);
}
