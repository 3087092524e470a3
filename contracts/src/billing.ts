/** The billing arrangement's workflow and invoice frequencies. */
import { daysBetween, isCalendarDay } from './dates.js';
import { BILLING_LIMITS } from './limits.js';
import { moneyRangeError } from './money.js';
import { labelOf, type TransitionTable, type Workflow } from './workflow.js';

export const BILLING_STATUSES = ['PENDING', 'ACTIVE', 'INACTIVE', 'CANCELLED'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

export const BILLING_STATUS_LABELS: Readonly<Record<BillingStatus, string>> = {
  PENDING: 'Pending',
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  CANCELLED: 'Cancelled',
};

/** Display label of a billing status in any case ('ACTIVE' → 'Active'). */
export function billingStatusLabel(status: string | null | undefined): string {
  return labelOf(BILLING_STATUS_LABELS, status);
}

/**
 * From → the statuses a billing may move to: freely between Pending, Active and Inactive, and on to
 * Cancelled, which nothing leaves.
 */
export const BILLING_TRANSITIONS: TransitionTable<BillingStatus> = {
  PENDING: ['ACTIVE', 'INACTIVE', 'CANCELLED'],
  ACTIVE: ['PENDING', 'INACTIVE', 'CANCELLED'],
  INACTIVE: ['PENDING', 'ACTIVE', 'CANCELLED'],
  CANCELLED: [],
};

/** The billing workflow: the table and what its refusals say (`moveRefusal`, `saveVerdict`). */
export const BILLING_WORKFLOW: Workflow<BillingStatus> = {
  noun: 'billing',
  moves: BILLING_TRANSITIONS,
};

/**
 * What a cancelled billing's form says: the sentence `moveRefusal` makes for it (a test holds the
 * two equal), written out so that the screens do not load the refusals' code for one sentence.
 */
export const BILLING_FINAL_MESSAGE = 'A cancelled billing can no longer change.';

export const INVOICE_FREQUENCIES = ['WEEKLY', 'BIWEEKLY', 'MONTHLY'] as const;
export type InvoiceFrequency = (typeof INVOICE_FREQUENCIES)[number];

export const INVOICE_FREQUENCY_LABELS: Readonly<Record<InvoiceFrequency, string>> = {
  WEEKLY: 'Weekly',
  BIWEEKLY: 'Bi-weekly',
  MONTHLY: 'Monthly',
};

/** Display label of an invoice frequency in any case ('BIWEEKLY' → 'Bi-weekly'). */
export function invoiceFrequencyLabel(frequency: string | null | undefined): string {
  return labelOf(INVOICE_FREQUENCY_LABELS, frequency);
}

/** The fields whose rules `billingRuleErrors` holds. */
export type BillingRuleField = 'billRate' | 'invoiceDueDays' | 'firstPeriodEndDate' | 'endDate';

/**
 * The rules of a billing arrangement that the form and the API both check, in one set of words:
 * field → message. Each value is judged only when it has its type (a number, a `YYYY-MM-DD` date);
 * what it is otherwise, and whether it is there at all, each side says for itself.
 */
export function billingRuleErrors(v: {
  billRate?: unknown;
  invoiceDueDays?: unknown;
  startDate?: unknown;
  firstPeriodEndDate?: unknown;
  endDate?: unknown;
}): Partial<Record<BillingRuleField, string>> {
  const errors: Partial<Record<BillingRuleField, string>> = {};
  const { maxBillRate, maxDueDays, firstPeriodDays } = BILLING_LIMITS;
  const rate = moneyRangeError('Bill Rate', v.billRate, maxBillRate);
  if (rate) errors.billRate = rate;
  const days = v.invoiceDueDays;
  if (typeof days === 'number' && !(Number.isInteger(days) && days >= 0 && days <= maxDueDays)) {
    errors.invoiceDueDays = `Invoice Due Days must be a whole number from 0 to ${maxDueDays}`;
  }
  const date = (d: unknown) => (isCalendarDay(d) ? d : null);
  const [start, firstEnd, end] = [date(v.startDate), date(v.firstPeriodEndDate), date(v.endDate)];
  if (start && firstEnd) {
    if (firstEnd < start) {
      errors.firstPeriodEndDate = 'First Period End Date cannot be before Start Date';
    } else if (daysBetween(start, firstEnd) >= firstPeriodDays) {
      errors.firstPeriodEndDate = `The first period must be shorter than ${firstPeriodDays} days`;
    }
  }
  if (start && end && end < start) errors.endDate = 'End Date cannot be before Start Date';
  return errors;
}
