import type {
  Attachment,
  SheetHistoryEntry,
  SheetSummary,
  TimesheetItem,
} from '@staffledger/contracts/schemas';
import type { TimesheetSheetApi } from './sheetApi';

/** An in-memory TimesheetSheetApi for the kit's tests: jest mocks over editable arrays. */
export function fakeSheetApi(
  items: TimesheetItem[],
  attachments: Attachment[] = [],
  history: SheetHistoryEntry[] = [],
) {
  const state = { items, attachments, history };
  const api = {
    items: jest.fn(async () => state.items),
    save: jest.fn(async () => undefined),
    submit: jest.fn(async () => undefined),
    attachments: jest.fn(async () => state.attachments),
    upload: jest.fn(async () => undefined),
    download: jest.fn(async () => new Blob(['%PDF'], { type: 'application/pdf' })),
    remove: jest.fn(async () => undefined),
    history: jest.fn(async () => state.history),
  } satisfies TimesheetSheetApi;
  return { api, state };
}

/** The week the editor's tests open: Jane Doe's, Pending (her own to edit), unless `over` says. */
export function summary(over: Partial<SheetSummary> = {}): SheetSummary {
  return {
    id: 3,
    employeeName: 'Jane Doe',
    vendorName: 'Acme',
    periodStartDate: '2026-11-23',
    periodEndDate: '2026-11-29',
    status: 'PENDING',
    totalHours: 8,
    rejectionReason: null,
    ...over,
  };
}

export function item(id: number, date: string, over: Partial<TimesheetItem> = {}): TimesheetItem {
  return {
    id,
    calendarDate: date,
    dayOfWeek: '',
    type: 'BILLABLE',
    hoursWorked: 8,
    extraHours: 0,
    totalHours: 8,
    comment: 'Work',
    ...over,
  };
}

export const pdf: Attachment = {
  id: 7,
  filename: 'hours.pdf',
  contentType: 'application/pdf',
  size: 10,
  createdAt: '2026-11-20T10:00:00Z',
};

/** A history entry as the API answers it; what a test does not name is empty. */
export function entry(over: Partial<SheetHistoryEntry> = {}): SheetHistoryEntry {
  return {
    at: '2026-11-23T19:05:00.000Z',
    event: 'saved',
    actorKind: 'employee',
    actorName: 'ann@acme.example',
    reason: null,
    invoice: null,
    from: null,
    to: null,
    approvalLink: null,
    ...over,
  };
}

const STAFF = { actorKind: 'staff', actorName: 'boss@acme.example' } as const;
const ANN = { actorKind: 'employee', actorName: 'ann@acme.example' } as const;

/**
 * One sheet's life, oldest first, as staff read it: made by the billing job, saved, submitted
 * (Submit's own save at the same instant), rejected with a reason, submitted again by a guest,
 * accepted and invoiced on INV-000012.
 */
export const sheetLife: SheetHistoryEntry[] = [
  entry({ at: '2026-11-23T10:00:00.000Z', event: 'created', actorKind: 'job', actorName: null }),
  entry({ at: '2026-11-23T14:30:00.000Z', event: 'saved', ...ANN }),
  entry({ at: '2026-11-23T14:32:00.000Z', event: 'saved', ...ANN }),
  entry({ at: '2026-11-23T14:32:00.000Z', event: 'submitted', ...ANN, to: 'SUBMITTED' }),
  entry({
    at: '2026-11-24T09:15:00.000Z',
    event: 'rejected',
    ...STAFF,
    reason: 'Wednesday has 12 hours;\nthe client approved 8.',
    from: 'SUBMITTED',
    to: 'REJECTED',
  }),
  entry({
    at: '2026-11-24T16:00:00.000Z',
    event: 'resubmitted',
    actorKind: 'guest',
    actorName: null,
    from: 'REJECTED',
    to: 'SUBMITTED',
  }),
  entry({ at: '2026-11-25T13:00:00.000Z', event: 'accepted', ...STAFF, to: 'APPROVED' }),
  entry({
    at: '2026-11-25T13:01:00.000Z',
    event: 'invoiced',
    ...STAFF,
    invoice: { id: 12, number: 'INV-000012' },
    from: 'APPROVED',
    to: 'LOCKED',
  }),
];
