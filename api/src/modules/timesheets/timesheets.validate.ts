/** Checks and normalises the timesheet form beyond its schema: required fields, dates, status. */
import { badRequest } from '../../errors.js';
import { clean, FieldChecks, given, mustBeOneOf } from '../common/validate.js';
import type { TimesheetValues } from './timesheets.repo.js';
import { TIMESHEET_LIMITS } from '@staffledger/contracts';
import type { TimesheetInput } from '@staffledger/contracts/schemas';
import { TIMESHEET_STATUSES } from '@staffledger/contracts';

/** Days from `start` to `end`, both ends included (dates already checked). */
export function periodDays(start: string, end: string): number {
  return (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
}

/**
 * A status named in any case, upper-case; a 400 when it is not a timesheet status, a blank one
 * included (a move must name where it goes).
 */
export function toStatus(text: string, field = 'status'): string {
  const status = text.trim().toUpperCase();
  if (!(TIMESHEET_STATUSES as readonly string[]).includes(status)) {
    const message = mustBeOneOf('Status', TIMESHEET_STATUSES);
    throw badRequest(message, { [field]: message });
  }
  return status;
}

/**
 * The reason of a status change, trimmed: a rejection's, or an Accept's (why staff accept a week
 * without the client, docs/client-approval.md); no other move takes one, and a blank one is a 400.
 * Null when none is given.
 */
export function toRejectionReason(reason: string | null | undefined, to: string): string | null {
  if (reason === undefined || reason === null) return null;
  const text = reason.trim();
  const refuse = (message: string) => badRequest(message, { reason: message });
  if (to !== 'REJECTED' && to !== 'APPROVED') {
    throw refuse('Only a rejection or an Accept takes a reason');
  }
  if (!text) {
    throw refuse(
      `Enter the reason for ${to === 'REJECTED' ? 'rejecting' : 'accepting'}, or send none`,
    );
  }
  return text;
}

/**
 * The values to store, or a 400 naming every bad field. `pathId` is the id of the timesheet being
 * replaced: an `id` in the body that differs from it is refused (on create any id is ignored).
 * Whether the employee and vendor exist is checked against the database by the caller.
 */
export function toTimesheetValues(input: TimesheetInput, pathId?: number): TimesheetValues {
  const form = new FieldChecks();
  const { errors } = form;

  if (!given(input.employeeId)) errors.employeeId = 'Employee is required';
  if (!given(input.vendorId)) errors.vendorId = 'Vendor is required';

  const start = form.date('periodStartDate', input.periodStartDate, 'Start date', true);
  const end = form.date('periodEndDate', input.periodEndDate, 'End date', true);
  if (!errors.periodStartDate && !errors.periodEndDate) {
    const days = periodDays(start as string, end as string);
    if (days < 1) errors.periodEndDate = 'End date must be on or after the start date';
    else if (days > TIMESHEET_LIMITS.maxPeriodDays) {
      errors.periodEndDate = `A timesheet covers at most ${TIMESHEET_LIMITS.maxPeriodDays} days`;
    }
  }

  const billingCode = form.required('billingCode', input.billingCode, 'Billing code');
  const status = form.oneOf('status', input.status, TIMESHEET_STATUSES, 'Status');
  form.bodyId(input.id, pathId);

  form.assertValid();
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
