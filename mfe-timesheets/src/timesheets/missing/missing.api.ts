import {
  apiFetch,
  type AdminSetting,
  type MissingTimesheet,
  type RemindMissingAnswer,
} from '@staffledger/shared';
import { TIMESHEETS_PATH } from '../timesheets.api';

/**
 * GET /timesheets/missing: every sheet not submitted the corporation's missingAfterDays after its
 * period ended, by employee, vendor and period, with its days overdue and last reminder.
 */
export async function fetchMissing(signal?: AbortSignal): Promise<MissingTimesheet[]> {
  const rows = await apiFetch<unknown>(`${TIMESHEETS_PATH}/missing`, { signal });
  if (!Array.isArray(rows)) throw new Error('Unexpected missing timesheets answer');
  return rows as MissingTimesheet[];
}

/** POST /timesheets/missing/remind: one e-mail per employee, about all their missing sheets. */
export function remindEmployees(employeeIds: number[]): Promise<RemindMissingAnswer> {
  return apiFetch<RemindMissingAnswer>(`${TIMESHEETS_PATH}/missing/remind`, {
    method: 'POST',
    body: { employeeIds },
  });
}

/** The corporation's TIMESHEET settings (missingAfterDays, autoRemind, holidays), from Admin. */
export async function fetchTimesheetSettings(signal?: AbortSignal): Promise<AdminSetting[]> {
  const rows = await apiFetch<unknown>('/admin?category=TIMESHEET', { signal });
  return Array.isArray(rows) ? (rows as AdminSetting[]) : [];
}
