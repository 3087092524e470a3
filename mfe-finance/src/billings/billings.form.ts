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
  type Billing,
  type BillingInput,
  type SelectOption,
} from '@staffledger/shared';
import { billingRuleErrors, statusChoices } from '@staffledger/shared/rules';

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

/**
 * The checks the API makes too, in the same words (`billingRuleErrors` of the contract), so the
 * user sees them on the field before a round trip (the required fields are BILLING_REQUIRED,
 * checked by the form kit).
 */
export function validateBilling(v: BillingValues): Record<string, string> {
  return billingRuleErrors(v);
}
