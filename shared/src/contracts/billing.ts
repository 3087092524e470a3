/** Billing arrangements as the API returns them (GET /billing). */
import type { BillingStatus, InvoiceFrequency } from '@staffledger/contracts';

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
