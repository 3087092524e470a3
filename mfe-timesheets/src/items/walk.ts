import type { Timesheet } from '@staffledger/shared';
import { byPeriod, firstNotLocked, firstSheet } from '@staffledger/shared/sheet';
import { fetchAllTimesheets, fetchEmployeeTimesheets, fetchTimesheet } from './timesheetItems.api';

/**
 * Which timesheets << and >> walk through (docs/screens.md#the-items-screen): a signed-in
 * employee's own; for staff, the employee's of the sheet in the URL, else the corporation's.
 */
export type WalkScope = `employee:${number}` | `sheet:${number}` | 'all';

export type LoadedWalk = { scope: WalkScope; sheets: Timesheet[] };

/** A positive integer id from the URL, or null. */
export function parseId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The scope for the session and URL. Moving to a sheet that is already in the loaded list keeps
 * the scope, so << and >> never fetch the list again.
 */
export function scopeOf(
  employeeId: number | null,
  requestedId: number | null,
  loaded: LoadedWalk | null,
): WalkScope {
  if (employeeId) return `employee:${employeeId}`;
  if (requestedId === null) return loaded?.scope ?? 'all';
  if (loaded?.sheets.some((s) => s.id === requestedId)) return loaded.scope;
  return `sheet:${requestedId}`;
}

export async function loadScope(scope: WalkScope): Promise<Timesheet[]> {
  const [kind, raw] = scope.split(':');
  const id = Number(raw);
  if (kind === 'employee') return (await fetchEmployeeTimesheets(id)).sort(byPeriod);
  if (kind === 'all') return (await fetchAllTimesheets()).sort(byPeriod);
  const sheet = await fetchTimesheet(id);
  const sheets = await fetchEmployeeTimesheets(sheet.employeeId);
  // the sheet asked for is always walkable, even if the employee list leaves it out
  return (sheets.some((s) => s.id === sheet.id) ? sheets : [...sheets, sheet]).sort(byPeriod);
}

/**
 * The sheet asked for when it is in the list; else, for an employee (`today` given, the business
 * day), the one that needs them first (`firstSheet`: rejected, open past, current); for staff the
 * first not Locked, else the last.
 */
export function selectedIndex(
  sheets: readonly Timesheet[],
  requestedId: number | null,
  today: string | null,
): number {
  const asked = requestedId === null ? -1 : sheets.findIndex((s) => s.id === requestedId);
  if (asked >= 0) return asked;
  const first = today === null ? firstNotLocked(sheets) : firstSheet(sheets, today);
  return first ? sheets.indexOf(first) : -1;
}
