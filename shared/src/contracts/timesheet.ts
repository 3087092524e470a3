/** Timesheets, their day-by-day items and attachments, as the API returns them (spec §3, §4). */
export const TIMESHEET_STATUSES = [
  'PENDING',
  'SUBMITTED',
  'APPROVED',
  'REJECTED',
  'LOCKED',
] as const;
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number] | 'DRAFT';

export const TIMESHEET_STATUS_LABELS: Record<TimesheetStatus, string> = {
  DRAFT: 'Draft',
  PENDING: 'Pending',
  SUBMITTED: 'Submitted',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  LOCKED: 'Locked',
};

/** Display label of a timesheet status in any case ('SUBMITTED' → 'Submitted'). */
export function timesheetStatusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return TIMESHEET_STATUS_LABELS[status.toUpperCase() as TimesheetStatus] ?? status;
}

/**
 * Items (and attachments) can be changed only in these states (DESIGN §5); an empty status or
 * DRAFT comes from older rows and is editable too.
 */
export function isTimesheetEditable(status: string | null | undefined): boolean {
  const s = (status ?? '').toUpperCase();
  return s === '' || s === 'DRAFT' || s === 'PENDING' || s === 'REJECTED';
}

/** Status changes of the list's actions (DESIGN §5): from → the statuses it may move to. */
export const TIMESHEET_TRANSITIONS: Readonly<Record<TimesheetStatus, readonly TimesheetStatus[]>> =
  {
    DRAFT: ['SUBMITTED'],
    PENDING: ['SUBMITTED'],
    SUBMITTED: ['APPROVED', 'REJECTED'],
    APPROVED: ['LOCKED'],
    REJECTED: ['SUBMITTED'],
    LOCKED: [],
  };

export const TIMESHEET_ITEM_TYPES = ['BILLABLE', 'HOLIDAY', 'NON_BILLABLE'] as const;
export type TimesheetItemType = (typeof TIMESHEET_ITEM_TYPES)[number];

export const TIMESHEET_ITEM_TYPE_LABELS: Record<TimesheetItemType, string> = {
  BILLABLE: 'Billable',
  HOLIDAY: 'Holiday',
  NON_BILLABLE: 'Non-billable',
};

/** A row of GET /timesheets and GET /timesheets/employee/{employeeId}; also GET /timesheets/{id}. */
export type Timesheet = {
  id: number;
  employeeId: number;
  vendorId: number;
  employeeName: string;
  vendorName: string;
  /** YYYY-MM-DD */
  periodStartDate: string;
  /** YYYY-MM-DD */
  periodEndDate: string;
  /** Sum of the items' total hours, 2 decimals. */
  totalHours: number;
  status: TimesheetStatus;
  billingCode: string;
  notes: string | null;
  updateDate: string | null;
};

/** Body of POST /timesheets and PUT /timesheets/{id} (totalHours is computed by the server). */
export type TimesheetInput = {
  employeeId: number;
  vendorId: number;
  periodStartDate: string;
  periodEndDate: string;
  status?: string;
  billingCode: string;
  notes?: string | null;
};

/** One calendar day of a timesheet (GET /timesheets/{id}/items). */
export type TimesheetItem = {
  id: number;
  /** YYYY-MM-DD */
  calendarDate: string;
  /** Upper-case English day name: MONDAY … SUNDAY. */
  dayOfWeek: string;
  type: TimesheetItemType;
  hoursWorked: number;
  extraHours: number;
  /** hoursWorked + extraHours, 2 decimals. */
  totalHours: number;
  comment: string | null;
};

/** One element of the array sent to PUT /timesheets/{id}/items/save and …/items/submit. */
export type TimesheetItemInput = {
  id: number;
  type?: string;
  hoursWorked: number;
  extraHours: number;
  comment: string | null;
};

/** GET /timesheets/{id}/attachments. */
export type Attachment = {
  id: number;
  filename: string;
  contentType: string;
  size: number;
  createdAt: string;
};

/** The item rules of Save and Submit (spec §5), as the server words them too. */
export const ITEM_RULE_MESSAGE = 'All non-holiday rows must have Hours Worked > 0 and a Comment';
export const ATTACHMENT_RULE_MESSAGE =
  'At least one attachment is required for Billable timesheets';

/** Whether an item satisfies spec §5's row rule (non-holiday rows need hours > 0 and a comment). */
export function itemMeetsRule(item: Pick<TimesheetItem, 'type' | 'hoursWorked' | 'comment'>) {
  if ((item.type ?? 'BILLABLE').toUpperCase() === 'HOLIDAY') return true;
  return Number(item.hoursWorked) > 0 && (item.comment ?? '').trim() !== '';
}

/** Accepted attachment types (spec §5, §9): by MIME type and by extension. */
export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const ATTACHMENT_EXTENSIONS = ['.pdf', '.jpeg', '.jpg', '.png'] as const;

/** Whether a picked or dropped file is one the screen sends (others are silently dropped). */
export function isAcceptedAttachment(file: { name: string; type: string }): boolean {
  if ((ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return true;
  const name = file.name.toLowerCase();
  return ATTACHMENT_EXTENSIONS.some((ext) => name.endsWith(ext));
}
