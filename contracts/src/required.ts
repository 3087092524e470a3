/**
 * The fields each form requires, with the label its '{label} is required' names
 * (docs/screens.md#forms). The screens mark them and check them before sending; the API refuses
 * them blank too. A key is the field's name in the form and in the request body.
 */

export const CORP_REQUIRED = { name: 'Name' } as const;

export const VENDOR_REQUIRED = { name: 'Name' } as const;

export const EMPLOYEE_REQUIRED = {
  firstName: 'First Name',
  lastName: 'Last Name',
  category: 'Category',
  workAuth: 'Work Auth',
  designation: 'Designation',
} as const;

export const INVOICE_REQUIRED = { vendorId: 'Vendor' } as const;

export const BILLING_REQUIRED = {
  employeeId: 'Employee',
  vendorId: 'Vendor',
  billRate: 'Bill Rate',
  invoiceDueDays: 'Invoice Due Days',
  invoiceFrequency: 'Invoice Frequency',
  billingCode: 'Billing Code',
  itemDescription: 'Item Description',
  startDate: 'Start Date',
  firstPeriodEndDate: 'First Period End Date',
  status: 'Status',
} as const;

/** Total Hours is the sum of the items, so not asked for. */
export const TIMESHEET_REQUIRED = {
  employeeId: 'Employee',
  vendorId: 'Vendor',
  periodStartDate: 'Period Start Date',
  periodEndDate: 'Period End Date',
  status: 'Status',
  billingCode: 'Billing Code',
} as const;
