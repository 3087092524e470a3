/** Billing arrangements as the API returns them (spec §3, §4; GET /billing). */
export const BILLING_STATUSES = ['PENDING', 'ACTIVE', 'INACTIVE', 'CANCELLED'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

export const BILLING_STATUS_LABELS: Record<BillingStatus, string> = {
  PENDING: 'Pending',
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  CANCELLED: 'Cancelled',
};

export const INVOICE_FREQUENCIES = ['WEEKLY', 'BIWEEKLY', 'MONTHLY'] as const;
export type InvoiceFrequency = (typeof INVOICE_FREQUENCIES)[number];

export const INVOICE_FREQUENCY_LABELS: Record<InvoiceFrequency, string> = {
  WEEKLY: 'Weekly',
  BIWEEKLY: 'Bi-weekly',
  MONTHLY: 'Monthly',
};

/** Display label of a billing status in any case ('ACTIVE' → 'Active'). */
export function billingStatusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return BILLING_STATUS_LABELS[status.toUpperCase() as BillingStatus] ?? status;
}

/** Display label of an invoice frequency in any case ('BIWEEKLY' → 'Bi-weekly'). */
export function invoiceFrequencyLabel(frequency: string | null | undefined): string {
  if (!frequency) return '';
  return INVOICE_FREQUENCY_LABELS[frequency.toUpperCase() as InvoiceFrequency] ?? frequency;
}

/** A row of GET /billing, also GET /billing/{id}. */
export type Billing = {
  id: number;
  employeeId: number;
  vendorId: number;
  employeeName: string;
  vendorName: string;
  /** Exact to 2 decimals. */
  billRate: number;
  invoiceDueDays: number;
  invoiceFrequency: InvoiceFrequency;
  billingCode: string;
  itemDescription: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD */
  firstPeriodEndDate: string;
  /** YYYY-MM-DD, null when open-ended. */
  endDate: string | null;
  status: BillingStatus;
  notes: string | null;
  updateDate: string | null;
};

/** Body of POST /billing and PUT /billing/{id} (corpId is added by the API helper's caller). */
export type BillingInput = {
  employeeId: number | null;
  vendorId: number | null;
  billRate: number | null;
  invoiceDueDays: number | null;
  invoiceFrequency: string;
  billingCode: string;
  itemDescription: string;
  startDate: string;
  firstPeriodEndDate: string;
  endDate: string | null;
  status: string;
  notes: string | null;
  corpId: string | number;
};
