/**
 * The timesheet workflow: PENDING → SUBMITTED → APPROVED → LOCKED, SUBMITTED → REJECTED → SUBMITTED.
 * DRAFT is found only on older rows and behaves like PENDING.
 */
import { labelOf, type TransitionTable, type Workflow } from './workflow.js';

/** Every status a timesheet can be stored in. */
export const TIMESHEET_STATUSES = [
  'DRAFT',
  'PENDING',
  'SUBMITTED',
  'APPROVED',
  'REJECTED',
  'LOCKED',
] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

export const TIMESHEET_STATUS_LABELS: Readonly<Record<TimesheetStatus, string>> = {
  DRAFT: 'Draft',
  PENDING: 'Pending',
  SUBMITTED: 'Submitted',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  LOCKED: 'Locked',
};

/** Display label of a timesheet status in any case ('SUBMITTED' → 'Submitted'). */
export function timesheetStatusLabel(status: string | null | undefined): string {
  return labelOf(TIMESHEET_STATUS_LABELS, status);
}

/** From → the statuses a timesheet may move to. */
export const TIMESHEET_TRANSITIONS: TransitionTable<TimesheetStatus> = {
  DRAFT: ['SUBMITTED'],
  PENDING: ['SUBMITTED'],
  SUBMITTED: ['APPROVED', 'REJECTED'],
  APPROVED: ['LOCKED'],
  REJECTED: ['SUBMITTED'],
  LOCKED: [],
};

/** The timesheet workflow: the table and what its refusals say (`moveRefusal`). */
export const TIMESHEET_WORKFLOW: Workflow<TimesheetStatus> = {
  noun: 'timesheet',
  moves: TIMESHEET_TRANSITIONS,
};

/** Items and attachments change only while a timesheet is open: in these states. */
export const TIMESHEET_EDITABLE_STATUSES: readonly TimesheetStatus[] = [
  'DRAFT',
  'PENDING',
  'REJECTED',
];

/** Whether items and attachments may change in `status` (any case; empty means a new sheet). */
export function isTimesheetEditable(status: string | null | undefined): boolean {
  const s = (status ?? '').toUpperCase();
  return s === '' || (TIMESHEET_EDITABLE_STATUSES as readonly string[]).includes(s);
}

/** The fields that place a timesheet: they change only while it is editable. */
export const TIMESHEET_PLACEMENT_FIELDS = [
  'employeeId',
  'vendorId',
  'periodStartDate',
  'periodEndDate',
] as const;
/** The fields that describe it: they change until it is locked. */
export const TIMESHEET_TITLE_FIELDS = ['billingCode', 'notes'] as const;
export type TimesheetHeadField =
  (typeof TIMESHEET_PLACEMENT_FIELDS)[number] | (typeof TIMESHEET_TITLE_FIELDS)[number];

/**
 * Why `field` of a saved timesheet in `status` (any case) can no longer change, in the words the
 * API refuses it with (409); null while it can. The form shows such a field read-only with it.
 */
export function timesheetFieldLock(
  status: string | null | undefined,
  field: TimesheetHeadField,
): string | null {
  const s = (status ?? '').toUpperCase();
  if (s === 'LOCKED') return 'This timesheet is locked; it can no longer change.';
  const placement: readonly string[] = TIMESHEET_PLACEMENT_FIELDS;
  if (placement.includes(field) && !isTimesheetEditable(s)) {
    return `This timesheet is ${s.toLowerCase()}; its employee, vendor and period can no longer change.`;
  }
  return null;
}

export const TIMESHEET_ITEM_TYPES = ['BILLABLE', 'HOLIDAY', 'NON_BILLABLE'] as const;
export type TimesheetItemType = (typeof TIMESHEET_ITEM_TYPES)[number];

export const TIMESHEET_ITEM_TYPE_LABELS: Readonly<Record<TimesheetItemType, string>> = {
  BILLABLE: 'Billable',
  HOLIDAY: 'Holiday',
  NON_BILLABLE: 'Non-billable',
};

/** The rules of saving and submitting a week, in the words both the server and the screen use. */
export const ITEM_RULE_MESSAGE = 'All non-holiday rows must have Hours Worked > 0 and a Comment';
export const ATTACHMENT_RULE_MESSAGE =
  'At least one attachment is required for Billable timesheets';

/** Whether a day meets the row rule: a non-holiday day needs hours above 0 and a comment. */
export function itemMeetsRule(item: {
  type?: string | null;
  hoursWorked: number | string;
  comment: string | null;
}): boolean {
  if ((item.type ?? 'BILLABLE').toUpperCase() === 'HOLIDAY') return true;
  return Number(item.hoursWorked) > 0 && (item.comment ?? '').trim() !== '';
}

/** Accepted attachment types: by MIME type and by extension. */
export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const ATTACHMENT_EXTENSIONS = ['.pdf', '.jpeg', '.jpg', '.png'] as const;

/** Whether a picked or dropped file is one the screen sends (others are silently dropped). */
export function isAcceptedAttachment(file: { name: string; type: string }): boolean {
  if ((ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return true;
  const name = file.name.toLowerCase();
  return ATTACHMENT_EXTENSIONS.some((ext) => name.endsWith(ext));
}
