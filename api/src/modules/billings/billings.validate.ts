/** Checks and normalises the billing form beyond its schema: required fields, money, dates, enums. */
import { clean, FieldChecks, given } from '../common/validate.js';
import type { BillingValues } from './billings.repo.js';
import {
  BILLING_LIMITS as LIMITS,
  BILLING_STATUSES,
  INVOICE_FREQUENCIES,
} from '@staffledger/contracts';
import type { BillingInput } from '@staffledger/contracts/schemas';

/** Whole days from `start` to `end` (dates already checked). */
const daysBetween = (start: string, end: string) =>
  (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;

/**
 * JSON reads a number beyond the largest double as ±Infinity. The rate has always refused it as
 * below range ("Rate must be 0 or more"), where the invoice's money fields call it not a number.
 */
const infinityAsNegative = (rate: number | null | undefined) =>
  rate === Infinity || rate === -Infinity ? -1 : rate;

function checkDates(input: BillingInput, form: FieldChecks) {
  const { errors } = form;
  // every format is checked before a missing date is named: that order is the field errors' order
  const startDate = form.date('startDate', input.startDate, 'Start date');
  const firstPeriodEndDate = form.date(
    'firstPeriodEndDate',
    input.firstPeriodEndDate,
    'First period end',
  );
  const endDate = form.date('endDate', input.endDate, 'End date');
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
  const form = new FieldChecks();
  const { errors } = form;

  if (!given(input.employeeId)) errors.employeeId = 'Employee is required';
  if (!given(input.vendorId)) errors.vendorId = 'Vendor is required';

  const rate = form.money(
    'billRate',
    infinityAsNegative(input.billRate),
    'Rate',
    LIMITS.maxBillRate,
  );

  const dueDays = input.invoiceDueDays;
  if (dueDays === undefined || dueDays === null) errors.invoiceDueDays = 'Due days are required';
  else if (dueDays < 0 || dueDays > LIMITS.maxDueDays) {
    errors.invoiceDueDays = `Due days must be from 0 to ${LIMITS.maxDueDays}`;
  }

  const invoiceFrequency = form.oneOf(
    'invoiceFrequency',
    input.invoiceFrequency,
    INVOICE_FREQUENCIES,
    'Frequency',
    { required: true },
  );

  const billingCode = form.required('billingCode', input.billingCode, 'Billing code');
  const itemDescription = form.required('itemDescription', input.itemDescription, 'Description');

  const dates = checkDates(input, form);
  const status = form.oneOf('status', input.status, BILLING_STATUSES, 'Status');
  form.bodyId(input.id, pathId);

  form.assertValid();
  return {
    employeeId: input.employeeId as number,
    vendorId: input.vendorId as number,
    billRate: rate?.text as string,
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
