/** Checks and normalises the billing form beyond its schema: required fields, money, dates, enums. */
import { clean, FieldChecks, given } from '../common/validate.js';
import type { BillingValues } from './billings.repo.js';
import {
  BILLING_LIMITS as LIMITS,
  BILLING_STATUSES,
  billingRuleErrors,
  INVOICE_FREQUENCIES,
} from '@staffledger/contracts';
import type { BillingInput } from '@staffledger/contracts/schemas';

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
  // the rules the form checks too, on the dates that are well formed
  const valid = (field: string, value: string | null) => (errors[field] ? null : value);
  const rules = billingRuleErrors({
    startDate: valid('startDate', startDate),
    firstPeriodEndDate: valid('firstPeriodEndDate', firstPeriodEndDate),
    endDate: valid('endDate', endDate),
  });
  Object.assign(errors, rules);
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

  // the range and the decimals of the rate and the due days are the rules the form checks too;
  // whether they are there and are numbers, the API says
  const rules = billingRuleErrors({
    billRate: input.billRate,
    invoiceDueDays: input.invoiceDueDays,
  });
  const rate = rules.billRate
    ? null
    : form.money('billRate', input.billRate, 'Rate', LIMITS.maxBillRate);
  if (rules.billRate) errors.billRate = rules.billRate;

  const dueDays = input.invoiceDueDays;
  if (dueDays === undefined || dueDays === null) errors.invoiceDueDays = 'Due days are required';
  else if (rules.invoiceDueDays) errors.invoiceDueDays = rules.invoiceDueDays;

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
