import { formatDollars, formatUsDate, toCents, type BillableTimesheet } from '@staffledger/shared';

export type VendorChoice = { id: number; name: string };

/** What the checked sheets make: their ids in list order, their one vendor, their total. */
export type Selection = { ids: number[]; vendor: VendorChoice | null; totalCents: number };

/**
 * Why a sheet cannot be checked: no arrangement bills it (the API would refuse it), or the
 * selection already holds another vendor's sheets (one invoice has one vendor).
 */
export type Blocked = 'no-arrangement' | 'other-vendor';

/** Whether an arrangement bills the sheet; without one it has no amount and cannot be invoiced. */
export const hasArrangement = (row: BillableTimesheet) =>
  row.billingId !== null && row.amount !== null;

/** The period as the product writes it: '03/03/2025 - 03/09/2025'. */
export const periodText = (row: BillableTimesheet) =>
  `${formatUsDate(row.periodStartDate)} - ${formatUsDate(row.periodEndDate)}`;

/** The vendors present, each once, by name (the vendor filter's choices). */
export function vendorsOf(rows: readonly BillableTimesheet[]): VendorChoice[] {
  const byId = new Map<number, string>();
  for (const r of rows) if (!byId.has(r.vendorId)) byId.set(r.vendorId, r.vendorName);
  return Array.from(byId, ([id, name]) => ({ id, name })).sort(
    (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id,
  );
}

/** The rows of one vendor (its id as the filter holds it), or all of them for ''. */
export function rowsOfVendor(
  rows: readonly BillableTimesheet[],
  vendorId: string,
): BillableTimesheet[] {
  return vendorId === '' ? [...rows] : rows.filter((r) => String(r.vendorId) === vendorId);
}

/**
 * The checked sheets that are still on the list and can still be invoiced: after a reload, the
 * sheets someone else invoiced meanwhile are gone.
 */
export function keepSelectable(
  checked: ReadonlySet<number>,
  rows: readonly BillableTimesheet[],
): Set<number> {
  return new Set(
    rows.filter((r) => checked.has(r.timesheetId) && hasArrangement(r)).map((r) => r.timesheetId),
  );
}

/** The selection the checked ids make; the total is summed in cents, never in floating point. */
export function selectionOf(
  rows: readonly BillableTimesheet[],
  checked: ReadonlySet<number>,
): Selection {
  const picked = rows.filter((r) => checked.has(r.timesheetId));
  const first = picked[0];
  return {
    ids: picked.map((r) => r.timesheetId),
    vendor: first ? { id: first.vendorId, name: first.vendorName } : null,
    totalCents: picked.reduce((sum, r) => sum + toCents(r.amount ?? 0), 0),
  };
}

/** Why the sheet's checkbox is disabled, or null when it may be checked. */
export function blockedReason(row: BillableTimesheet, selection: Selection): Blocked | null {
  if (!hasArrangement(row)) return 'no-arrangement';
  if (selection.vendor && selection.vendor.id !== row.vendorId) return 'other-vendor';
  return null;
}

const timesheets = (count: number) => `${count} ${count === 1 ? 'timesheet' : 'timesheets'}`;

/** The line under the filters: how many sheets are checked and what they bill together. */
export function selectionSummary(selection: Selection): string {
  if (selection.ids.length === 0) return 'No timesheets selected.';
  return `${timesheets(selection.ids.length)} selected, total ${formatDollars(selection.totalCents)}`;
}

/** The success notice the new invoice's form shows. */
export function createdNotice(invoiceNumber: string, count: number): string {
  return `Invoice ${invoiceNumber} created from ${timesheets(count)}.`;
}
