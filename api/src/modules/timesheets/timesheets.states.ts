/**
 * The timesheet state machine of DESIGN §5: PENDING → SUBMITTED → APPROVED → LOCKED,
 * SUBMITTED → REJECTED, REJECTED → SUBMITTED. DRAFT (older rows) behaves like PENDING.
 */
export const TIMESHEET_STATUSES = [
  'DRAFT',
  'PENDING',
  'SUBMITTED',
  'APPROVED',
  'REJECTED',
  'LOCKED',
] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

const NEXT: Record<TimesheetStatus, readonly TimesheetStatus[]> = {
  DRAFT: ['SUBMITTED'],
  PENDING: ['SUBMITTED'],
  SUBMITTED: ['APPROVED', 'REJECTED'],
  APPROVED: ['LOCKED'],
  REJECTED: ['SUBMITTED'],
  LOCKED: [],
};

export function canMove(from: string, to: string): boolean {
  return (NEXT[from as TimesheetStatus] ?? []).includes(to as TimesheetStatus);
}

/** Items and attachments change only in these states: the open timesheets. */
export const EDITABLE_STATUSES: readonly TimesheetStatus[] = ['DRAFT', 'PENDING', 'REJECTED'];

export function isTimesheetEditable(status: string): boolean {
  return (EDITABLE_STATUSES as readonly string[]).includes(status);
}
