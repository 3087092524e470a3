/** Checks and normalises the billing form beyond its schema: required fields, money, dates, enums. */
import { isIsoDate } from '../../db/list-query.js';
import { badRequest, forbidden, type FieldErrors } from '../../errors.js';
import type { BillingValues } from './billings.repo.js';
import {
  BILLING_STATUSES,
  INVOICE_FREQUENCIES,
  LIMITS,
  type BillingInput,
} from './billings.schemas.js';

/** Trimmed text, or null when absent or blank. */
const clean = (v: string | null | undefined): string | null => {
  const t = v?.trim() ?? '';
  return t === '' ? null : t;
};

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** Whole days from `start` to `end` (dates already checked). */
const daysBetween = (start: string, end: string) =>
  (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;

/**
 * The body's `corpId` is never taken: the corporation is the request's. It may echo the request's
 * corporation or be 0 (the form's default); naming another one is refused rather than ignored.
 */
export function assertOwnCorporation(corpId: BillingInput['corpId'], requestCorpId: number | null) {
  if (!given(corpId)) return;
  const asked = Number(corpId);
  if (asked !== 0 && asked !== requestCorpId) {
    throw forbidden('You may not act for another corporation.');
  }
}

/** The rate as exact text with 2 places, or the reason it is refused. */
function toRate(rate: number): { text: string } | { error: string } {
  if (!Number.isFinite(rate) || rate < 0) return { error: 'Rate must be 0 or more' };
  if (rate > LIMITS.maxBillRate) return { error: 'Rate must be at most 99,999,999.99' };
  // a JSON number with more than 2 decimals does not survive rounding to cents
  const text = rate.toFixed(2);
  if (Number(text) !== rate) return { error: 'Rate has at most 2 decimals' };
  return { text };
}

function oneOf(text: string | null, allowed: readonly string[]): string | null {
  const upper = text?.toUpperCase() ?? null;
  return upper !== null && allowed.includes(upper) ? upper : null;
}

function checkDates(input: BillingInput, errors: FieldErrors) {
  const dateOf = (field: 'startDate' | 'firstPeriodEndDate' | 'endDate', label: string) => {
    const d = clean(input[field]);
    if (d !== null && !isIsoDate(d)) {
      errors[field] = `${label} must be a valid date written YYYY-MM-DD`;
    }
    return d;
  };
  const startDate = dateOf('startDate', 'Start date');
  const firstPeriodEndDate = dateOf('firstPeriodEndDate', 'First period end');
  const endDate = dateOf('endDate', 'End date');
  if (startDate === null) errors.startDate = 'Start date is required';
  if (firstPeriodEndDate === null) errors.firstPeriodEndDate = 'First period end is required';
  if (startDate !== null && !errors.startDate) {
    if (firstPeriodEndDate !== null && !errors.firstPeriodEndDate) {
      const days = daysBetween(startDate, firstPeriodEndDate);
      if (days < 0) {
        errors.firstPeriodEndDate = 'First period end must be on or after the start date';
      } else if (days >= LIMITS.firstPeriodDays) {
        errors.firstPeriodEndDate = `First period end must be less than ${LIMITS.firstPeriodDays} days after the start date`;
      }
    }
    if (endDate !== null && !errors.endDate && daysBetween(startDate, endDate) < 0) {
      errors.endDate = 'End date must be on or after the start date';
    }
  }
  return { startDate, firstPeriodEndDate, endDate };
}

/**
 * The values to store, or a 400 naming every bad field. `pathId` is the id of the billing being
 * replaced: an `id` in the body that differs from it is refused (on create any id is ignored).
 * Whether the employee and vendor exist is checked against the database by the caller.
 */
export function toBillingValues(input: BillingInput, pathId?: number): BillingValues {
  const errors: FieldErrors = {};

  if (!given(input.employeeId)) errors.employeeId = 'Employee is required';
  if (!given(input.vendorId)) errors.vendorId = 'Vendor is required';

  let billRate = '';
  if (input.billRate === undefined || input.billRate === null) errors.billRate = 'Rate is required';
  else {
    const rate = toRate(input.billRate);
    if ('error' in rate) errors.billRate = rate.error;
    else billRate = rate.text;
  }

  const dueDays = input.invoiceDueDays;
  if (dueDays === undefined || dueDays === null) errors.invoiceDueDays = 'Due days are required';
  else if (dueDays < 0 || dueDays > LIMITS.maxDueDays) {
    errors.invoiceDueDays = `Due days must be from 0 to ${LIMITS.maxDueDays}`;
  }

  const frequencyText = clean(input.invoiceFrequency);
  const invoiceFrequency = oneOf(frequencyText, INVOICE_FREQUENCIES);
  if (frequencyText === null) errors.invoiceFrequency = 'Frequency is required';
  else if (invoiceFrequency === null) {
    errors.invoiceFrequency = `Frequency must be one of: ${INVOICE_FREQUENCIES.join(', ')}`;
  }

  const billingCode = clean(input.billingCode);
  if (billingCode === null) errors.billingCode = 'Billing code is required';
  const itemDescription = clean(input.itemDescription);
  if (itemDescription === null) errors.itemDescription = 'Description is required';

  const dates = checkDates(input, errors);

  const statusText = clean(input.status);
  const status = oneOf(statusText, BILLING_STATUSES);
  if (statusText !== null && status === null) {
    errors.status = `Status must be one of: ${BILLING_STATUSES.join(', ')}`;
  }

  if (pathId !== undefined && given(input.id) && String(input.id) !== String(pathId)) {
    errors.id = 'id does not match the address';
  }

  if (Object.keys(errors).length > 0) {
    throw badRequest(Object.values(errors)[0] ?? 'The billing is not valid', errors);
  }
  return {
    employeeId: input.employeeId as number,
    vendorId: input.vendorId as number,
    billRate,
    invoiceDueDays: dueDays as number,
    invoiceFrequency: invoiceFrequency as string,
    billingCode: billingCode as string,
    itemDescription: itemDescription as string,
    startDate: dates.startDate as string,
    firstPeriodEndDate: dates.firstPeriodEndDate as string,
    endDate: dates.endDate,
    status,
    notes: clean(input.notes),
  };
}
