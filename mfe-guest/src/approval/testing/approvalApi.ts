import type { ApprovalPage, ApprovalWeek, Attachment, TimesheetItem } from '@staffledger/shared';
import { createFakeApi, type FakeApi } from '@staffledger/shared/testing';

/** A link's token: 43 base64url characters, as the API makes them. */
export const TOKEN = 'Ap7-qR2_vX9kLm4NwZ0sTy6uHc3bJd8eFg5iKo1pQrS';

const week = (id: number, employeeName: string, start: string, end: string): ApprovalWeek => ({
  id,
  employeeName,
  periodStartDate: start,
  periodEndDate: end,
  totalHours: 40,
  submittedAt: '2026-11-23T14:30:00.000Z',
  attachmentCount: 1,
});

/** Two weeks waiting, oldest first, as the page lists them. */
export const samWeek = week(51, 'Sam Rivera', '2026-11-09', '2026-11-15');
export const ginaWeek = { ...week(52, 'Gina Guest', '2026-11-16', '2026-11-22'), totalHours: 37.5 };

export const approvalPage = (weeks: ApprovalWeek[] = [samWeek, ginaWeek]): ApprovalPage => ({
  corpName: 'Acme Staffing',
  vendorName: 'Globex Corporation',
  approver: { name: 'Pat Approver', email: 'pat@globex.example' },
  expiresAt: '2026-12-07T14:30:00.000Z',
  weeks,
});

/** Monday to Sunday: 8 hours a weekday with a comment, the weekend a holiday. */
export function itemsOf(timesheetId: number, start: string): TimesheetItem[] {
  return Array.from({ length: 7 }, (_, day) => {
    const date = new Date(`${start}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + day);
    const weekend = day >= 5;
    return {
      id: timesheetId * 10 + day,
      calendarDate: date.toISOString().slice(0, 10),
      dayOfWeek: date
        .toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' })
        .toUpperCase(),
      type: weekend ? 'HOLIDAY' : 'BILLABLE',
      hoursWorked: weekend ? 0 : 8,
      extraHours: 0,
      totalHours: weekend ? 0 : 8,
      comment: weekend ? null : 'Ward rounds',
    };
  });
}

export const signedPdf: Attachment = {
  id: 7,
  filename: 'signed-week.pdf',
  contentType: 'application/pdf',
  size: 2048,
  createdAt: '2026-11-23T14:00:00.000Z',
};

/**
 * The fake API of one approval link: the page lists `weeks`; each week has its items and the one
 * signed PDF; Approve, Reject and Approve all go through, and the page afterwards lists what is
 * left.
 */
export function installApprovalApi(weeks: ApprovalWeek[] = [samWeek, ginaWeek]): FakeApi {
  let waiting = [...weeks];
  const api = createFakeApi().install();
  const decided = (id: number) => {
    waiting = waiting.filter((w) => w.id !== id);
  };
  api.on('GET', '/approval/:token', () => ({ body: approvalPage(waiting) }));
  api.on('GET', '/approval/:token/ts/:id/items', (req) => {
    const shown = weeks.find((w) => w.id === Number(req.params.id));
    return shown ? { body: itemsOf(shown.id, shown.periodStartDate) } : { status: 404 };
  });
  api.on('GET', '/approval/:token/ts/:id/attachments', { body: [signedPdf] });
  api.on('POST', '/approval/:token/ts/:id/approve', (req) => {
    decided(Number(req.params.id));
    return { body: { id: Number(req.params.id), status: 'APPROVED' } };
  });
  api.on('POST', '/approval/:token/ts/:id/reject', (req) => {
    decided(Number(req.params.id));
    return { body: { id: Number(req.params.id), status: 'REJECTED' } };
  });
  api.on('POST', '/approval/:token/approve-all', (req) => {
    const ids = (req.body as { ids: number[] }).ids;
    ids.forEach(decided);
    return { body: { approved: ids, refused: [] } };
  });
  return api;
}
