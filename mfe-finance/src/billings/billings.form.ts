import {
  BILLING_STATUS_LABELS,
  BILLING_TRANSITIONS,
  bodyCorpId,
  bodyId,
  bodyText,
  fieldCode,
  fieldDate,
  fieldId,
  fieldNumber,
  fieldText,
  INVOICE_FREQUENCY_LABELS,
  optionsFromLabels,
  statusChoices,
  type Billing,
  type BillingInput,
  type SelectOption,
} from '@staffledger/shared';
import { hasAtMostTwoDecimals } from '../finance.format';

/** The form's values: ids as the selects hold them (strings); names only to label a missing choice. */
export type BillingValues = {
  id: number | null;
  employeeId: string;
  employeeName: string;
  vendorId: string;
  vendorName: string;
  billRate: number | null;
  invoiceDueDays: number | null;
  invoiceFrequency: string;
  billingCode: string;
  itemDescription: string;
  startDate: string;
  firstPeriodEndDate: string;
  endDate: string;
  status: string;
  /** The status as loaded: a cancelled billing can no longer move. */
  savedStatus: string;
  notes: string;
};

/** A new billing is Pending (docs/screens.md#forms). */
export const INITIAL_BILLING: BillingValues = {
  id: null,
  employeeId: '',
  employeeName: '',
  vendorId: '',
  vendorName: '',
  billRate: null,
  invoiceDueDays: null,
  invoiceFrequency: '',
  billingCode: '',
  itemDescription: '',
  startDate: '',
  firstPeriodEndDate: '',
  endDate: '',
  status: 'PENDING',
  savedStatus: '',
  notes: '',
};

/** Said under a Pending arrangement's status: only an Active one makes timesheets. */
export const PENDING_HINT = 'A Pending arrangement makes no timesheets until it is Active.';

export const FREQUENCY_OPTIONS: SelectOption[] = optionsFromLabels(INVOICE_FREQUENCY_LABELS);

/** The saved status and the moves BILLING_TRANSITIONS allows from it (every one for a new one). */
export function billingStatusOptions(savedStatus: string): SelectOption[] {
  const statuses = Object.keys(BILLING_STATUS_LABELS) as (keyof typeof BILLING_STATUS_LABELS)[];
  return optionsFromLabels(
    BILLING_STATUS_LABELS,
    statusChoices(BILLING_TRANSITIONS, statuses, savedStatus),
  );
}

export function billingToValues(record: Record<string, unknown>): BillingValues {
  const b = record as Partial<Billing>;
  const status = fieldCode(b.status, 'PENDING');
  return {
    id: fieldId(b.id),
    employeeId: fieldText(b.employeeId),
    employeeName: fieldText(b.employeeName),
    vendorId: fieldText(b.vendorId),
    vendorName: fieldText(b.vendorName),
    billRate: fieldNumber(b.billRate),
    invoiceDueDays: fieldNumber(b.invoiceDueDays),
    invoiceFrequency: fieldCode(b.invoiceFrequency),
    billingCode: fieldText(b.billingCode),
    itemDescription: fieldText(b.itemDescription),
    startDate: fieldDate(b.startDate),
    firstPeriodEndDate: fieldDate(b.firstPeriodEndDate),
    endDate: fieldDate(b.endDate),
    status,
    savedStatus: status,
    notes: fieldText(b.notes),
  };
}

/**
 * The JSON of POST /billing and PUT /billing/{id}: the billing plus corpId ('0' when none;
 * docs/api-conventions.md#ids).
 */
export function billingToBody(v: BillingValues, selectedCorpId: number): BillingInput {
  return {
    employeeId: bodyId(v.employeeId),
    vendorId: bodyId(v.vendorId),
    billRate: v.billRate,
    invoiceDueDays: v.invoiceDueDays,
    invoiceFrequency: v.invoiceFrequency,
    billingCode: v.billingCode.trim(),
    itemDescription: v.itemDescription.trim(),
    startDate: v.startDate,
    firstPeriodEndDate: v.firstPeriodEndDate,
    endDate: bodyText(v.endDate),
    status: v.status,
    notes: bodyText(v.notes),
    corpId: bodyCorpId(selectedCorpId),
  };
}

const MAX_RATE = 99_999_999.99;
const MAX_DUE_DAYS = 365;
/** The first period is shorter than this many days (the API's rule). */
const MAX_FIRST_PERIOD_DAYS = 62;
const DAY_MS = 24 * 60 * 60 * 1000;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The checks the API makes too, so the user sees them on the field before a round trip (the
 * required fields are BILLING_REQUIRED, checked by the form kit).
 */
export function validateBilling(v: BillingValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (
    v.billRate !== null &&
    (v.billRate < 0 || v.billRate > MAX_RATE || !hasAtMostTwoDecimals(v.billRate))
  ) {
    errors.billRate = 'Bill Rate must be between 0 and 99,999,999.99 with at most 2 decimals';
  }
  if (
    v.invoiceDueDays !== null &&
    (!Number.isInteger(v.invoiceDueDays) || v.invoiceDueDays < 0 || v.invoiceDueDays > MAX_DUE_DAYS)
  ) {
    errors.invoiceDueDays = 'Invoice Due Days must be a whole number from 0 to 365';
  }
  // YYYY-MM-DD strings compare in calendar order
  if (v.startDate && v.firstPeriodEndDate && !errors.firstPeriodEndDate) {
    if (v.firstPeriodEndDate < v.startDate)
      errors.firstPeriodEndDate = 'First Period End Date cannot be before Start Date';
    else if (daysBetween(v.startDate, v.firstPeriodEndDate) >= MAX_FIRST_PERIOD_DAYS)
      errors.firstPeriodEndDate = 'The first period must be shorter than 62 days';
  }
  if (v.startDate && v.endDate && v.endDate < v.startDate) {
    errors.endDate = 'End Date cannot be before Start Date';
  }
  return errors;
}
