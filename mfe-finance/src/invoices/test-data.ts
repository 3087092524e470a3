import type { Invoice, InvoiceRow } from '@staffledger/shared';

export const pendingUnsent: InvoiceRow = {
  id: 41,
  number: 'INV-000041',
  vendorId: 7,
  customer: 'Acme Corp',
  amount: 1234.5,
  invoiceDate: '2026-03-02',
  dueDate: '2026-04-01',
  status: 'PENDING',
  sent: false,
  sentAt: null,
  timesheetId: null,
  sheets: 0,
  daysOverdue: null,
  updateDate: '2026-03-02T10:00:00Z',
};

export const pendingSent: InvoiceRow = {
  ...pendingUnsent,
  id: 42,
  number: 'INV-000042',
  vendorId: 8,
  customer: 'Globex',
  amount: 99.99,
  sent: true,
  // 10:05 AM in New York
  sentAt: '2026-03-05T15:05:00Z',
};

export const paid: InvoiceRow = {
  ...pendingUnsent,
  id: 43,
  number: 'INV-000043',
  amount: 20,
  invoiceDate: '2026-10-26',
  dueDate: '2026-11-25',
  status: 'PAID',
  sent: true,
};

/** Past its due date, marked Overdue by the daily job. */
export const overdue: InvoiceRow = {
  ...pendingSent,
  id: 44,
  number: 'INV-000044',
  dueDate: '2026-02-15',
  status: 'OVERDUE',
  daysOverdue: 12,
};

/** GET /invoices/{id}: with its lines. */
export const withItems: Invoice = {
  ...pendingUnsent,
  amount: 100.29,
  items: [
    {
      id: 1,
      description: 'Consulting',
      quantity: 3,
      price: 33.33,
      amount: 99.99,
      timesheetId: null,
    },
    { id: 2, description: 'Travel', quantity: 1, price: 0.3, amount: 0.3, timesheetId: null },
  ],
};
