/** Checks and normalises the timesheet form beyond its schema: required fields, dates, status. */
import { isIsoDate } from '../../db/list-query.js';
import { badRequest, type FieldErrors } from '../../errors.js';
import type { TimesheetValues } from './timesheets.repo.js';
import { MAX_PERIOD_DAYS, type TimesheetInput } from './timesheets.schemas.js';
import { TIMESHEET_STATUSES } from '@staffledger/contracts';

/** Trimmed text, or null when absent or blank. */
const clean = (v: string | null | undefined): string | null => {
  const t = v?.trim() ?? '';
  return t === '' ? null : t;
};

const given = (id: unknown) => id !== undefined && id !== null && id !== '';

/** Days from `start` to `end`, both ends included (dates already checked). */
export function periodDays(start: string, end: string): number {
  return (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
}

/** A status named in any case, upper-case; a 400 when it is not a timesheet status. */
export function toStatus(text: string, field = 'status'): string {
  const status = text.trim().toUpperCase();
  if (!(TIMESHEET_STATUSES as readonly string[]).includes(status)) {
    throw badRequest(`Status must be one of: ${TIMESHEET_STATUSES.join(', ')}`, {
      [field]: `Status must be one of: ${TIMESHEET_STATUSES.join(', ')}`,
    });
  }
  return status;
}

/**
 * The values to store, or a 400 naming every bad field. `pathId` is the id of the timesheet being
 * replaced: an `id` in the body that differs from it is refused (on create any id is ignored).
 * Whether the employee and vendor exist is checked against the database by the caller.
 */
export function toTimesheetValues(input: TimesheetInput, pathId?: number): TimesheetValues {
  const errors: FieldErrors = {};

  if (!given(input.employeeId)) errors.employeeId = 'Employee is required';
  if (!given(input.vendorId)) errors.vendorId = 'Vendor is required';

  const start = clean(input.periodStartDate);
  if (start === null) errors.periodStartDate = 'Start date is required';
  else if (!isIsoDate(start)) {
    errors.periodStartDate = 'Start date must be a valid date written YYYY-MM-DD';
  }
  const end = clean(input.periodEndDate);
  if (end === null) errors.periodEndDate = 'End date is required';
  else if (!isIsoDate(end))
    errors.periodEndDate = 'End date must be a valid date written YYYY-MM-DD';
  if (!errors.periodStartDate && !errors.periodEndDate) {
    const days = periodDays(start as string, end as string);
    if (days < 1) errors.periodEndDate = 'End date must be on or after the start date';
    else if (days > MAX_PERIOD_DAYS) {
      errors.periodEndDate = `A timesheet covers at most ${MAX_PERIOD_DAYS} days`;
    }
  }

  const billingCode = clean(input.billingCode);
  if (billingCode === null) errors.billingCode = 'Billing code is required';

  let status = clean(input.status)?.toUpperCase() ?? null;
  if (status !== null && !(TIMESHEET_STATUSES as readonly string[]).includes(status)) {
    errors.status = `Status must be one of: ${TIMESHEET_STATUSES.join(', ')}`;
    status = null;
  }

  if (pathId !== undefined && given(input.id) && String(input.id) !== String(pathId)) {
    errors.id = 'id does not match the address';
  }

  if (Object.keys(errors).length > 0) {
    throw badRequest(Object.values(errors)[0] ?? 'The timesheet is not valid', errors);
  }
  return {
    employeeId: input.employeeId as number,
    vendorId: input.vendorId as number,
    periodStartDate: start as string,
    periodEndDate: end as string,
    status,
    billingCode: billingCode as string,
    notes: clean(input.notes),
  };
}
