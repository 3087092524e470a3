/**
 * The columns of each list's Excel file, declared once: the screens' Download Excel and the API's
 * corporation archive (one .xlsx per resource) both write them, so the two files agree cell for
 * cell. A column with a kind takes the row's field as it is (a typed cell); the others the text
 * the list shows (a status's label, not its code).
 */
import { billingStatusLabel, invoiceFrequencyLabel } from './billing.js';
import { invoiceStatusLabel } from './invoice.js';
import { corpStatusLabel, employeeStatusLabel, vendorStatusLabel } from './people.js';
import type {
  AdminSetting,
  Billing,
  CorpRow,
  EmployeeRow,
  InvoiceRow,
  Timesheet,
  TimesheetItem,
  VendorRow,
} from './schemas/index.js';
import { timesheetStatusLabel } from './timesheet.js';
import type { ExportColumn } from './xlsx/columns.js';

export type { ExportColumn, ValueKind } from './xlsx/columns.js';

const yesNo = (v: boolean | null | undefined) => (v ? 'Yes' : 'No');

export const CORP_EXPORT: ExportColumn<CorpRow>[] = [
  { label: 'Name', value: (c) => c.name },
  { label: 'Address', value: (c) => c.address },
  { label: 'City', value: (c) => c.city },
  { label: 'State', value: (c) => c.state },
  { label: 'Zip', value: (c) => c.zip },
  { label: 'Status', value: (c) => corpStatusLabel(c.status) },
  { label: 'Start Date', value: (c) => c.startDate, kind: 'date' },
];

export const VENDOR_EXPORT: ExportColumn<VendorRow>[] = [
  { label: 'Name', value: (v) => v.name },
  { label: 'Address', value: (v) => v.address },
  { label: 'City', value: (v) => v.city },
  { label: 'State', value: (v) => v.state },
  { label: 'Zip', value: (v) => v.zip },
  { label: 'Status', value: (v) => vendorStatusLabel(v.status) },
  { label: 'Start Date', value: (v) => v.startDate, kind: 'date' },
  { label: 'Invoiced', value: (v) => yesNo(v.invoiced) },
];

export const EMPLOYEE_EXPORT: ExportColumn<EmployeeRow>[] = [
  { label: 'Employee ID', value: (e) => e.id },
  { label: 'Name', value: (e) => e.fullName },
  { label: 'Designation', value: (e) => e.designation },
  { label: 'Status', value: (e) => employeeStatusLabel(e.status) },
  { label: 'Category', value: (e) => e.category },
  { label: 'Work Auth', value: (e) => e.workAuth },
  { label: 'Start Date', value: (e) => e.startDate, kind: 'date' },
  { label: 'End Date', value: (e) => e.endDate, kind: 'date' },
];

export const BILLING_EXPORT: ExportColumn<Billing>[] = [
  { label: 'Billing ID', value: (b) => b.id },
  { label: 'Employee', value: (b) => b.employeeName },
  { label: 'Vendor', value: (b) => b.vendorName },
  { label: 'Billing Code', value: (b) => b.billingCode },
  { label: 'Rate', value: (b) => b.billRate, kind: 'money' },
  { label: 'Frequency', value: (b) => invoiceFrequencyLabel(b.invoiceFrequency) },
  { label: 'Due Days', value: (b) => b.invoiceDueDays },
  { label: 'Description', value: (b) => b.itemDescription },
  { label: 'Start', value: (b) => b.startDate, kind: 'date' },
  { label: 'First Period End', value: (b) => b.firstPeriodEndDate, kind: 'date' },
  { label: 'End', value: (b) => b.endDate, kind: 'date' },
  { label: 'Status', value: (b) => billingStatusLabel(b.status) },
];

export const TIMESHEET_EXPORT: ExportColumn<Timesheet>[] = [
  { label: 'ID', value: (t) => t.id },
  { label: 'Employee', value: (t) => t.employeeName },
  { label: 'Vendor', value: (t) => t.vendorName },
  { label: 'Billing Code', value: (t) => t.billingCode },
  { label: 'Start Date', value: (t) => t.periodStartDate, kind: 'date' },
  { label: 'End Date', value: (t) => t.periodEndDate, kind: 'date' },
  { label: 'Total Hours', value: (t) => t.totalHours, kind: 'hours' },
  { label: 'Status', value: (t) => timesheetStatusLabel(t.status) },
  { label: 'Notes', value: (t) => t.notes },
];

/** A day of a timesheet with the sheet it belongs to: the archive's sheet of every day. */
export type TimesheetItemExportRow = TimesheetItem & { timesheetId: number };

export const TIMESHEET_ITEM_EXPORT: ExportColumn<TimesheetItemExportRow>[] = [
  { label: 'Timesheet ID', value: (i) => i.timesheetId },
  { label: 'Date', value: (i) => i.calendarDate, kind: 'date' },
  { label: 'Day', value: (i) => i.dayOfWeek },
  { label: 'Type', value: (i) => i.type },
  { label: 'Hours Worked', value: (i) => i.hoursWorked, kind: 'hours' },
  { label: 'Extra Hours', value: (i) => i.extraHours, kind: 'hours' },
  { label: 'Total Hours', value: (i) => i.totalHours, kind: 'hours' },
  { label: 'Comment', value: (i) => i.comment },
];

export const INVOICE_EXPORT: ExportColumn<InvoiceRow>[] = [
  { label: 'Number', value: (i) => i.number },
  { label: 'Customer', value: (i) => i.customer },
  { label: 'Amount', value: (i) => i.amount, kind: 'money' },
  { label: 'Invoice Date', value: (i) => i.invoiceDate, kind: 'date' },
  { label: 'Due Date', value: (i) => i.dueDate, kind: 'date' },
  { label: 'Status', value: (i) => invoiceStatusLabel(i.status) },
  // when the client last heard from us; an invoice never sent leaves the cell empty
  { label: 'Sent', value: (i) => i.sentAt, kind: 'datetime' },
];

export const ADMIN_SETTING_EXPORT: ExportColumn<AdminSetting>[] = [
  // the file keeps the key, which a new setting is created with
  { label: 'Feature', value: (s) => s.feature },
  { label: 'Category', value: (s) => s.category },
  { label: 'Description', value: (s) => s.description },
  { label: 'Value', value: (s) => s.value },
  { label: 'Last Updated', value: (s) => s.updateDate, kind: 'datetime' },
];
