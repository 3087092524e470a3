import type { Attachment, TimesheetItem } from '@staffledger/contracts/schemas';
import type { TimesheetSheetApi } from './sheetApi';

/** An in-memory TimesheetSheetApi for the kit's tests: jest mocks over editable arrays. */
export function fakeSheetApi(items: TimesheetItem[], attachments: Attachment[] = []) {
  const state = { items, attachments };
  const api = {
    items: jest.fn(async () => state.items),
    save: jest.fn(async () => undefined),
    submit: jest.fn(async () => undefined),
    attachments: jest.fn(async () => state.attachments),
    upload: jest.fn(async () => undefined),
    download: jest.fn(async () => new Blob(['%PDF'], { type: 'application/pdf' })),
    remove: jest.fn(async () => undefined),
  } satisfies TimesheetSheetApi;
  return { api, state };
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
