/** Invoices and their line items as the API returns them (spec §3, §4; GET /invoices). */
export const INVOICE_STATUSES = ['PENDING', 'PAID', 'OVERDUE', 'CANCELLED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  PENDING: 'Pending',
  PAID: 'Paid',
  OVERDUE: 'Overdue',
  CANCELLED: 'Cancelled',
};

/** Display label of an invoice status in any case ('OVERDUE' → 'Overdue'). */
export function invoiceStatusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return INVOICE_STATUS_LABELS[status.toUpperCase() as InvoiceStatus] ?? status;
}

/**
 * Paid and Cancelled are final: such an invoice no longer changes (saving it unchanged is
 * allowed). A paid invoice cannot be deleted.
 */
export function isInvoiceFinal(status: string | null | undefined): boolean {
  const s = (status ?? '').toUpperCase();
  return s === 'PAID' || s === 'CANCELLED';
}

/** The gear menu of an invoice row (spec §2): Remind/Send and Paid only for Pending ones. */
export type InvoiceAction = 'view' | 'download' | 'delete' | 'remind' | 'paid';

export function invoiceActions(status: string | null | undefined): InvoiceAction[] {
  const pending = (status ?? '').toUpperCase() === 'PENDING';
  return pending
    ? ['view', 'download', 'delete', 'remind', 'paid']
    : ['view', 'download', 'delete'];
}

/** The label of the remind action: Send until the invoice has been sent once, then Remind. */
export function remindLabel(sent: boolean): 'Send' | 'Remind' {
  return sent ? 'Remind' : 'Send';
}

/** One line of an invoice. `amount` (read) = quantity × price, rounded half-up to cents. */
export type InvoiceItem = {
  id?: number;
  description: string;
  quantity: number;
  price: number;
  amount?: number;
};

/** A row of GET /invoices, also GET /invoices/{id} (which adds `items`). */
export type Invoice = {
  id: number;
  /** Assigned by the server from the tenant's gap-free sequence, e.g. 'INV-000042'. */
  number: string;
  vendorId: number;
  /** The vendor's name. */
  customer: string;
  /** Exact to 2 decimals; the total of the items when there are items. */
  amount: number;
  /** YYYY-MM-DD */
  invoiceDate: string;
  /** YYYY-MM-DD */
  dueDate: string;
  status: InvoiceStatus;
  /** Whether Send has e-mailed it at least once. */
  sent: boolean;
  /** The timesheet this invoice bills, when it was made by invoicing one. */
  timesheetId: number | null;
  updateDate: string | null;
  items?: InvoiceItem[];
};

/** Body of POST /invoices and PUT /invoices/{id}. */
export type InvoiceInput = {
  vendorId: number | null;
  amount: number | null;
  invoiceDate: string;
  dueDate: string;
  status: string;
  items: { description: string; quantity: number; price: number }[];
  corpId: string | number;
};

/** Largest quantity and price of a line, and most lines on one invoice. */
export const INVOICE_LIMITS = {
  maxItems: 200,
  maxQuantity: 999_999.99,
  maxPrice: 99_999_999.99,
  maxAmount: 9_999_999_999.99,
  description: 500,
} as const;

/** Cents of a decimal with at most 2 places, without floating-point drift (12.35 → 1235). */
export function toCents(value: number): number {
  return Math.round(value * 100);
}

/** quantity × price in cents, half-up, computed on integers (1.5 × 33.33 → 5000). */
export function lineAmountCents(quantity: number, price: number): number {
  const product = toCents(quantity) * toCents(price); // hundredths × hundredths = 1/10000
  return Math.sign(product) * Math.floor((Math.abs(product) + 50) / 100);
}

/** The invoice total in cents: the sum of its lines. */
export function invoiceTotalCents(items: { quantity: number; price: number }[]): number {
  return items.reduce((sum, i) => sum + lineAmountCents(i.quantity, i.price), 0);
}

/** '$1,234.50' from cents. */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}
