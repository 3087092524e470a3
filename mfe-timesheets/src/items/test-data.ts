import type { Attachment, SheetHistoryEntry, Timesheet, TimesheetItem } from '@staffledger/shared';

const sheet = (id: number, start: string, end: string, status: Timesheet['status']): Timesheet => ({
  id,
  employeeId: 101,
  vendorId: 7,
  employeeName: 'Jane Q Doe',
  vendorName: 'Acme Corp',
  periodStartDate: start,
  periodEndDate: end,
  totalHours: 16,
  status,
  billingCode: 'ACME-01',
  notes: null,
  rejectionReason: null,
  awaitingClient: false,
  updateDate: '2026-11-01T12:00:00.000Z',
});

/** Jane's sheets, oldest first: invoiced (Locked), open (Pending), sent back (Rejected). */
export const locked = sheet(20, '2026-11-02', '2026-11-08', 'LOCKED');
export const pending = sheet(21, '2026-11-09', '2026-11-15', 'PENDING');
export const rejected = sheet(22, '2026-11-16', '2026-11-22', 'REJECTED');
export const janeSheets = [locked, pending, rejected];

/**
 * Sam's weeks around Thursday 26 November 2026, the week tests' business day: the week he sent
 * long ago (Approved), one sent back (Rejected), last week still open (Pending) and this week.
 */
export const approvedWeek = {
  ...sheet(30, '2026-10-26', '2026-11-01', 'APPROVED'),
  totalHours: 40,
};
export const rejectedWeek = {
  ...sheet(31, '2026-11-02', '2026-11-08', 'REJECTED'),
  totalHours: 38.5,
};
export const lastWeek = { ...sheet(32, '2026-11-16', '2026-11-22', 'PENDING'), totalHours: 0 };
export const thisWeek = { ...sheet(33, '2026-11-23', '2026-11-29', 'PENDING'), totalHours: 8 };
export const samWeeks = [approvedWeek, rejectedWeek, lastWeek, thisWeek];

/** Two worked days of a sheet: item ids are the sheet id * 10 + day. */
export function itemsOf(sheetId: number): TimesheetItem[] {
  const s = [...janeSheets, ...samWeeks].find((t) => t.id === sheetId) ?? pending;
  const day = (n: number, date: string): TimesheetItem => ({
    id: sheetId * 10 + n,
    calendarDate: date,
    dayOfWeek: '',
    type: 'BILLABLE',
    hoursWorked: 8,
    extraHours: 0,
    totalHours: 8,
    comment: 'Feature work',
  });
  const [y, m, d] = s.periodStartDate.split('-').map(Number);
  const next = `${y}-${String(m).padStart(2, '0')}-${String(d + 1).padStart(2, '0')}`;
  return [day(1, s.periodStartDate), day(2, next)];
}

export const timesheetPdf: Attachment = {
  id: 5,
  filename: 'signed-timesheet.pdf',
  contentType: 'application/pdf',
  size: 2048,
  createdAt: '2026-11-16T09:00:00Z',
};

const step = (
  at: string,
  event: SheetHistoryEntry['event'],
  over: Partial<SheetHistoryEntry> = {},
): SheetHistoryEntry => ({
  at,
  event,
  actorKind: 'employee',
  actorName: 'jane@acme.example',
  reason: null,
  invoice: null,
  from: null,
  to: null,
  approvalLink: null,
  ...over,
});
const BOSS = { actorKind: 'staff', actorName: 'boss@acme.example' } as const;

/** What the API answers for a sheet's history (oldest first): each week's life up to its status. */
export function historyOf(sheetId: number): SheetHistoryEntry[] {
  const created = step('2026-11-01T12:00:00Z', 'created', { actorKind: 'job', actorName: null });
  if (sheetId === locked.id) {
    return [
      created,
      step('2026-11-09T14:00:00Z', 'submitted', { from: 'PENDING', to: 'SUBMITTED' }),
      step('2026-11-10T15:30:00Z', 'accepted', { ...BOSS, from: 'SUBMITTED', to: 'APPROVED' }),
      step('2026-11-10T15:31:00Z', 'invoiced', {
        ...BOSS,
        from: 'APPROVED',
        to: 'LOCKED',
        invoice: { id: 9, number: 'INV-000009' },
      }),
    ];
  }
  if (sheetId === rejected.id) {
    return [
      created,
      step('2026-11-23T14:00:00Z', 'submitted', { from: 'PENDING', to: 'SUBMITTED' }),
      step('2026-11-24T09:00:00Z', 'rejected', {
        ...BOSS,
        from: 'SUBMITTED',
        to: 'REJECTED',
        reason: 'Tuesday has 12 hours; the client approved 8.',
      }),
    ];
  }
  return [created];
}
