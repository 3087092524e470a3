import {
  BILLING_LIST,
  BILLING_STATUS_LABELS,
  INVOICE_LIST,
  INVOICE_STATUS_LABELS,
} from '@staffledger/shared';
import { declaredStatuses, labelled, statusFilterChoices } from '@staffledger/shared/testing';
import { BILLING_FILTERS } from './billings/BillingList';
import { billingStatusOptions } from './billings/billings.form';
import { invoiceFilters } from './invoices/InvoiceList';
import { ALL_INVOICE_STATUSES } from './invoices/invoices.api';
import { invoiceStatusOptions } from './invoices/invoices.form';

test('the billing list filters by every status the form sets, and the contract declares', () => {
  const every = labelled(BILLING_STATUS_LABELS);
  expect(statusFilterChoices(BILLING_FILTERS)).toEqual(every);
  expect(every.map((o) => o.value)).toEqual(declaredStatuses(BILLING_LIST));
  expect(billingStatusOptions('')).toEqual(every);
  expect(billingStatusOptions('PENDING')).toEqual(every);
  // the moves of the table: nothing leaves Cancelled
  expect(billingStatusOptions('CANCELLED')).toEqual([{ value: 'CANCELLED', label: 'Cancelled' }]);
});

test('the invoice list offers the statuses in the data, each labelled as the form labels it', () => {
  const every = labelled(INVOICE_STATUS_LABELS);
  expect(every.map((o) => o.value)).toEqual(declaredStatuses(INVOICE_LIST));
  expect(ALL_INVOICE_STATUSES).toEqual(declaredStatuses(INVOICE_LIST));
  expect(invoiceStatusOptions('')).toEqual(every);
  expect(invoiceStatusOptions('OVERDUE')).toEqual(every);
  expect(invoiceStatusOptions('PAID')).toEqual([{ value: 'PAID', label: 'Paid' }]);
  expect(statusFilterChoices(invoiceFilters(ALL_INVOICE_STATUSES))).toEqual(every);
  expect(statusFilterChoices(invoiceFilters(['OVERDUE', 'PENDING']))).toEqual([
    { value: 'OVERDUE', label: 'Overdue' },
    { value: 'PENDING', label: 'Pending' },
  ]);
});
