import type {
  Attachment,
  SheetHistoryEntry,
  SheetSummary,
  TimesheetItem,
} from '@staffledger/shared';

export const CODE = 'Gc4bF0d1x-_Zq8PaLm3vRt7uWy2sK5jN';

const sheet = (id: number, start: string, end: string, status: SheetSummary['status']) => ({
  id,
  employeeName: 'Gina Guest',
  vendorName: 'Globex',
  periodStartDate: start,
  periodEndDate: end,
  totalHours: 0,
  status,
  rejectionReason: null,
});

/** The guest's open sheets as verify answers them: newest first. */
export const draftWeek = sheet(33, '2026-11-16', '2026-11-22', 'DRAFT');
export const pendingWeek = sheet(32, '2026-11-09', '2026-11-15', 'PENDING');
export const openSheets: SheetSummary[] = [draftWeek, pendingWeek];
/** A week submitted before the page reloaded. */
export const submittedWeek = sheet(31, '2026-11-02', '2026-11-08', 'SUBMITTED');

/**
 * Verify's answer around Thursday 26 November 2026 (newest first): this week, last week still
 * open, a week sent back long ago, and one sent and not yet reviewed (read-only).
 */
export const thisWeek = { ...sheet(43, '2026-11-23', '2026-11-29', 'PENDING'), totalHours: 8 };
export const lastWeek = sheet(42, '2026-11-16', '2026-11-22', 'PENDING');
export const rejectedWeek = {
  ...sheet(41, '2026-11-02', '2026-11-08', 'REJECTED'),
  totalHours: 38.5,
  rejectionReason: 'Monday is missing.',
};
export const sentWeek = { ...sheet(40, '2026-10-26', '2026-11-01', 'SUBMITTED'), totalHours: 40 };
export const guestWeeks: SheetSummary[] = [thisWeek, lastWeek, rejectedWeek, sentWeek];

/** A Monday and a Saturday of a sheet: item ids are the sheet id * 10 + day. */
export function itemsOf(sheetId: number): TimesheetItem[] {
  const s =
    [...openSheets, submittedWeek, ...guestWeeks].find((t) => t.id === sheetId) ?? pendingWeek;
  const [y, m, d] = s.periodStartDate.split('-').map(Number);
  const saturday = `${y}-${String(m).padStart(2, '0')}-${String(d + 5).padStart(2, '0')}`;
  return [
    {
      id: sheetId * 10 + 1,
      calendarDate: s.periodStartDate,
      dayOfWeek: 'MONDAY',
      type: 'BILLABLE',
      hoursWorked: 0,
      extraHours: 0,
      totalHours: 0,
      comment: null,
    },
    {
      id: sheetId * 10 + 6,
      calendarDate: saturday,
      dayOfWeek: 'SATURDAY',
      type: 'HOLIDAY',
      hoursWorked: 0,
      extraHours: 0,
      totalHours: 0,
      comment: null,
    },
  ];
}

export const weekPdf: Attachment = {
  id: 9,
  filename: 'week.pdf',
  contentType: 'application/pdf',
  size: 2048,
  createdAt: '2026-11-17T09:00:00Z',
};

/**
 * A week's history as a guest reads it (oldest first): staff and the employee by their kind only,
 * the guest's own steps as a guest's.
 */
export const guestHistory: SheetHistoryEntry[] = [
  {
    at: '2026-11-16T13:00:00.000Z',
    event: 'created',
    actorKind: 'staff',
    actorName: null,
    reason: null,
    invoice: null,
    from: null,
    to: null,
    approvalLink: null,
  },
  {
    at: '2026-11-17T22:45:00.000Z',
    event: 'saved',
    actorKind: 'employee',
    actorName: null,
    reason: null,
    invoice: null,
    from: null,
    to: null,
    approvalLink: null,
  },
  {
    at: '2026-11-18T08:20:00.000Z',
    event: 'saved',
    actorKind: 'guest',
    actorName: null,
    reason: null,
    invoice: null,
    from: null,
    to: null,
    approvalLink: null,
  },
];
