/** Invoices and their line items as the API returns them (GET /invoices). */
import type { InvoiceStatus } from '@staffledger/contracts';

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
