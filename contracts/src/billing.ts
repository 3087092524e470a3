/** The billing arrangement's workflow and invoice frequencies. */
import { labelOf, moveRefusal, type TransitionTable, type Workflow } from './workflow.js';

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

/** What a cancelled billing's form says: `A cancelled billing can no longer change.` */
export const BILLING_FINAL_MESSAGE = moveRefusal(
  BILLING_WORKFLOW,
  'CANCELLED',
  'CANCELLED',
) as string;

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
