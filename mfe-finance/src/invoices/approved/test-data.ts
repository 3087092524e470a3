import type { BillableTimesheet, BillableVendor, Invoice } from '@staffledger/shared';

/** Initech, week of 03/03/2025: 40 hours at $95.50. */
export const annLee: BillableTimesheet = {
  timesheetId: 11,
  employeeId: 1,
  employeeName: 'Ann Lee',
  vendorId: 7,
  vendorName: 'Initech',
  billingCode: 'INI-DEV',
  periodStartDate: '2025-03-03',
  periodEndDate: '2025-03-09',
  hours: 40,
  billingId: 101,
  billRate: 95.5,
  amount: 3820,
};

/** Initech, same week: 32.25 hours at $120.10 ($3,873.23 after rounding). */
export const bobKay: BillableTimesheet = {
  ...annLee,
  timesheetId: 12,
  employeeId: 2,
  employeeName: 'Bob Kay',
  billingCode: 'INI-QA',
  hours: 32.25,
  billingId: 102,
  billRate: 120.1,
  amount: 3873.23,
};

/** Globex, week of 03/10/2025: 8 hours at $1,234.50. */
export const carlaDiaz: BillableTimesheet = {
  ...annLee,
  timesheetId: 13,
  employeeId: 3,
  employeeName: 'Carla Diaz',
  vendorId: 8,
  vendorName: 'Globex',
  billingCode: 'GLX-OPS',
  periodStartDate: '2025-03-10',
  periodEndDate: '2025-03-16',
  hours: 8,
  billingId: 103,
  billRate: 1234.5,
  amount: 9876,
};

/** Globex, no arrangement bills this sheet: it cannot be invoiced. */
export const danNoArrangement: BillableTimesheet = {
  ...carlaDiaz,
  timesheetId: 14,
  employeeId: 4,
  employeeName: 'Dan Ito',
  billingCode: 'GLX-OLD',
  hours: 12.5,
  billingId: null,
  billRate: null,
  amount: null,
};

/** Initech's weeks, as GET /invoices/billable?vendorId=7 answers: by period, employee. */
export const initechWeeks = [annLee, bobKay];

/** Globex's weeks: Carla's, and Dan's that no arrangement bills. */
export const globexWeeks = [carlaDiaz, danNoArrangement];

/** Initech as GET /invoices/billable/vendors lists it: Ann's and Bob's weeks. */
export const initech: BillableVendor = {
  vendorId: 7,
  vendorName: 'Initech',
  weeks: 2,
  invoiceable: 2,
  hours: 72.25,
  amount: 7693.23,
};

/** Globex: two weeks, one of them billed by no arrangement. */
export const globex: BillableVendor = {
  vendorId: 8,
  vendorName: 'Globex',
  weeks: 2,
  invoiceable: 1,
  hours: 8,
  amount: 9876,
};

/** The vendors by name, as GET /invoices/billable/vendors answers. */
export const vendors = [globex, initech];

/** The invoice POST /invoices/from-timesheets makes of Ann's and Bob's sheets. */
export const madeOfTwo: Invoice = {
  id: 12,
  number: 'INV-000012',
  vendorId: 7,
  customer: 'Initech',
  amount: 7693.23,
  invoiceDate: '2025-03-17',
  dueDate: '2025-04-16',
  status: 'PENDING',
  sent: false,
  sentAt: null,
  timesheetId: null,
  sheets: 2,
  daysOverdue: null,
  updateDate: '2025-03-17T10:00:00Z',
  items: [
    {
      id: 1,
      description: 'Consulting services, Ann Lee (03/03/2025 - 03/09/2025)',
      quantity: 40,
      price: 95.5,
      amount: 3820,
      timesheetId: annLee.timesheetId,
    },
    {
      id: 2,
      description: 'Consulting services, Bob Kay (03/03/2025 - 03/09/2025)',
      quantity: 32.25,
      price: 120.1,
      amount: 3873.23,
      timesheetId: bobKay.timesheetId,
    },
  ],
};
