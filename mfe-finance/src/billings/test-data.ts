import type { Billing } from '@staffledger/shared';

export const active: Billing = {
  id: 21,
  employeeId: 101,
  vendorId: 7,
  employeeName: 'Jane Q Doe',
  vendorName: 'Acme Corp',
  billRate: 87.5,
  invoiceDueDays: 30,
  invoiceFrequency: 'WEEKLY',
  billingCode: 'ACME-01',
  itemDescription: 'Consulting services',
  startDate: '2026-03-02',
  firstPeriodEndDate: '2026-03-08',
  endDate: null,
  status: 'ACTIVE',
  notes: 'Renewed yearly',
  updateDate: '2026-03-01T10:00:00Z',
};

export const cancelled: Billing = {
  ...active,
  id: 22,
  employeeId: 102,
  vendorId: 8,
  employeeName: 'Sam Lee',
  vendorName: 'Globex',
  billRate: 120,
  invoiceDueDays: 15,
  invoiceFrequency: 'BIWEEKLY',
  billingCode: 'GLX-7',
  itemDescription: 'Support',
  startDate: '2026-10-26',
  firstPeriodEndDate: '2026-11-01',
  endDate: '2026-12-31',
  status: 'CANCELLED',
  notes: null,
};
