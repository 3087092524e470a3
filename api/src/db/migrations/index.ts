import core from './001_core.js';
import corpsAdmin from './002_corps_admin.js';
import vendors from './003_vendors.js';
import employees from './004_employees.js';
import timesheets from './005_timesheets.js';
import billings from './006_billings.js';
import invoices from './007_invoices.js';
import guestCodes from './008_guest_codes.js';
import listSearch from './009_list_search.js';
import idempotencyKeys from './010_idempotency_keys.js';
import billedPeriods from './011_billed_periods.js';
import rejectionReason from './012_rejection_reason.js';
import auditActorKind from './013_audit_actor_kind.js';
import timesheetReminders from './014_timesheet_reminders.js';
import invoiceAnnexSetting from './015_invoice_annex_setting.js';
import dunning from './016_dunning.js';
import timesheetCounts from './017_timesheet_counts.js';
import searchByCorp from './018_search_by_corp.js';
import passwordChangedAt from './019_password_changed_at.js';
import invitations from './020_invitations.js';
import federalHolidays from './023_federal_holidays.js';
import invoiceSheetLines from './027_invoice_sheet_lines.js';
import retriesAndLeases from './029_retries_and_leases.js';
import guestIdempotencyKeys from './030_guest_idempotency_keys.js';
import reminderClaims from './032_reminder_claims.js';
import billableByVendor from './035_billable_by_vendor.js';
import unpaidInvoicesIdx from './036_unpaid_invoices_idx.js';
import oneActiveBilling from './038_one_active_billing.js';
import outboxAttachments from './039_outbox_attachments.js';
import invoiceItemsTimesheetIdx from './042_invoice_items_timesheet_idx.js';
import clientApproval from './043_client_approval.js';
import broadNameProbe from './044_broad_name_probe.js';
import refuseUnless from './045_refuse_unless.js';

export type Migration = { id: number; name: string; sql: string };

/** Every migration, in order. A new one is appended here; applied ones never change. */
export const migrations: Migration[] = [
  { id: 1, name: '001_core', sql: core },
  { id: 2, name: '002_corps_admin', sql: corpsAdmin },
  { id: 3, name: '003_vendors', sql: vendors },
  { id: 4, name: '004_employees', sql: employees },
  { id: 5, name: '005_timesheets', sql: timesheets },
  { id: 6, name: '006_billings', sql: billings },
  { id: 7, name: '007_invoices', sql: invoices },
  { id: 8, name: '008_guest_codes', sql: guestCodes },
  { id: 9, name: '009_list_search', sql: listSearch },
  { id: 10, name: '010_idempotency_keys', sql: idempotencyKeys },
  { id: 11, name: '011_billed_periods', sql: billedPeriods },
  { id: 12, name: '012_rejection_reason', sql: rejectionReason },
  { id: 13, name: '013_audit_actor_kind', sql: auditActorKind },
  { id: 14, name: '014_timesheet_reminders', sql: timesheetReminders },
  { id: 15, name: '015_invoice_annex_setting', sql: invoiceAnnexSetting },
  { id: 16, name: '016_dunning', sql: dunning },
  { id: 17, name: '017_timesheet_counts', sql: timesheetCounts },
  { id: 18, name: '018_search_by_corp', sql: searchByCorp },
  { id: 19, name: '019_password_changed_at', sql: passwordChangedAt },
  { id: 20, name: '020_invitations', sql: invitations },
  { id: 23, name: '023_federal_holidays', sql: federalHolidays },
  { id: 27, name: '027_invoice_sheet_lines', sql: invoiceSheetLines },
  { id: 29, name: '029_retries_and_leases', sql: retriesAndLeases },
  { id: 30, name: '030_guest_idempotency_keys', sql: guestIdempotencyKeys },
  { id: 32, name: '032_reminder_claims', sql: reminderClaims },
  { id: 35, name: '035_billable_by_vendor', sql: billableByVendor },
  { id: 36, name: '036_unpaid_invoices_idx', sql: unpaidInvoicesIdx },
  { id: 38, name: '038_one_active_billing', sql: oneActiveBilling },
  { id: 39, name: '039_outbox_attachments', sql: outboxAttachments },
  { id: 42, name: '042_invoice_items_timesheet_idx', sql: invoiceItemsTimesheetIdx },
  { id: 43, name: '043_client_approval', sql: clientApproval },
  { id: 44, name: '044_broad_name_probe', sql: broadNameProbe },
  { id: 45, name: '045_refuse_unless', sql: refuseUnless },
];
