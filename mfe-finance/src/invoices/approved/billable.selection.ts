import {
  formatDollars,
  formatMoney,
  formatUsDate,
  formatValue,
  MAX_SHEETS_PER_INVOICE,
  toCents,
  type BillableTimesheet,
  type BillableVendor,
} from '@staffledger/shared';

export type VendorChoice = { id: number; name: string };

/** What the checked sheets make: their ids in the order checked, their one vendor, their total. */
export type Selection = { ids: number[]; vendor: VendorChoice | null; totalCents: number };

/** The checked sheets by id, each as it was listed when checked. */
export type Picked = ReadonlyMap<number, BillableTimesheet>;

/**
 * Why a sheet cannot be checked: no arrangement bills it (the API would refuse it), the selection
 * already holds another vendor's sheets (one invoice has one vendor), or it holds as many sheets as
 * one invoice bills.
 */
export type Blocked = 'no-arrangement' | 'other-vendor' | 'full';

/** Whether an arrangement bills the sheet; without one it has no amount and cannot be invoiced. */
export const hasArrangement = (row: BillableTimesheet) =>
  row.billingId !== null && row.amount !== null;

/** The period as the product writes it: '03/03/2025 - 03/09/2025'. */
export const periodText = (row: BillableTimesheet) =>
  `${formatUsDate(row.periodStartDate)} - ${formatUsDate(row.periodEndDate)}`;

/** The selection the checked sheets make; the total is summed in cents, never in floating point. */
export function selectionOf(picked: Picked): Selection {
  const rows = [...picked.values()];
  const first = rows[0];
  return {
    ids: rows.map((r) => r.timesheetId),
    vendor: first ? { id: first.vendorId, name: first.vendorName } : null,
    totalCents: rows.reduce((sum, r) => sum + toCents(r.amount ?? 0), 0),
  };
}

/** Why the unchecked sheet's checkbox is disabled, or null when it may be checked. */
export function blockedReason(row: BillableTimesheet, selection: Selection): Blocked | null {
  if (!hasArrangement(row)) return 'no-arrangement';
  if (selection.vendor && selection.vendor.id !== row.vendorId) return 'other-vendor';
  if (selection.ids.length >= MAX_SHEETS_PER_INVOICE) return 'full';
  return null;
}

/** Why a full selection takes no more sheets. */
export const FULL_REASON = `One invoice bills up to ${MAX_SHEETS_PER_INVOICE} timesheets.`;

const timesheets = (count: number) => `${count} ${count === 1 ? 'timesheet' : 'timesheets'}`;
const weeks = (count: number) => `${count} ${count === 1 ? 'week' : 'weeks'}`;

/** The line above the vendors: how many sheets are checked and what they bill together. */
export function selectionSummary(selection: Selection): string {
  if (selection.ids.length === 0) return 'No timesheets selected.';
  return `${timesheets(selection.ids.length)} selected, total ${formatDollars(selection.totalCents)}`;
}

/**
 * A vendor's line: its weeks waiting, and what those an arrangement bills come to
 * ('16 weeks: 640.00 hours, $55,904.00'), then how many no arrangement bills.
 */
export function vendorSummary(group: BillableVendor): string {
  const billed =
    group.invoiceable === 0
      ? 'none can be invoiced'
      : `${formatValue(group.hours, 'hours')} hours, ${formatMoney(group.amount)}`;
  const unbilled = group.weeks - group.invoiceable;
  const without = unbilled === 0 ? '' : `; ${unbilled} without a billing arrangement`;
  return `${weeks(group.weeks)}: ${billed}${without}`;
}

/** Whether Select all takes only the first sheets of the vendor, one invoice's worth. */
export const selectsFirstOnly = (group: BillableVendor) =>
  group.invoiceable > MAX_SHEETS_PER_INVOICE;

/** The success notice the new invoice's form shows. */
export function createdNotice(invoiceNumber: string, count: number): string {
  return `Invoice ${invoiceNumber} created from ${timesheets(count)}.`;
}
