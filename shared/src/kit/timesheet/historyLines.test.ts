import type { SheetHistoryEntry } from '@staffledger/contracts/schemas';
import { entry, sheetLife } from './fakeSheetApi';
import { historyLines, type HistoryLine } from './historyLines';

/** A line as the panel reads it, the invoice number in its place. */
const sentence = (line: HistoryLine) =>
  `${line.when} ${line.who} ${line.what}${line.invoice?.number ?? ''}${line.rest}`;
const one = (e: Partial<SheetHistoryEntry>) => sentence(historyLines([entry(e)])[0]);

test('a sheet’s life reads newest first, Submit’s own save folded into the submission', () => {
  expect(historyLines(sheetLife).map(sentence)).toEqual([
    '11/25/2026 8:01 AM boss@acme.example invoiced it on INV-000012',
    '11/25/2026 8:00 AM boss@acme.example accepted it',
    '11/24/2026 11:00 AM a guest submitted it again after a rejection',
    '11/24/2026 4:15 AM boss@acme.example rejected it: Wednesday has 12 hours;\nthe client approved 8.',
    '11/23/2026 9:32 AM ann@acme.example submitted it',
    '11/23/2026 9:30 AM ann@acme.example saved the hours',
    '11/23/2026 5:00 AM the billing job created the timesheet',
  ]);
});

test('keys follow the API’s order, so a refresh that adds an entry keeps the others’', () => {
  const before = historyLines(sheetLife).map((l) => l.key);
  const later = entry({ at: '2026-11-26T10:00:00.000Z', event: 'edited', actorKind: 'staff' });
  const after = historyLines([...sheetLife, later]).map((l) => l.key);
  expect(after.slice(1)).toEqual(before);
  expect(new Set(after).size).toBe(after.length);
});

test('a save is folded only into a submission of the same person at the same instant', () => {
  const saved = entry({ at: '2026-11-23T14:32:00.000Z', event: 'saved' });
  const submit = (over: Partial<SheetHistoryEntry>) =>
    entry({ at: saved.at, event: 'submitted', ...over });
  const events = (entries: SheetHistoryEntry[]) => historyLines(entries).map((l) => l.what);
  expect(events([saved, submit({})])).toEqual(['submitted it']);
  expect(events([saved, submit({ event: 'resubmitted' })])).toEqual([
    'submitted it again after a rejection',
  ]);
  expect(events([saved, submit({ at: '2026-11-23T14:33:00.000Z' })])).toEqual([
    'submitted it',
    'saved the hours',
  ]);
  expect(events([saved, submit({ actorKind: 'guest', actorName: null })])).toEqual([
    'submitted it',
    'saved the hours',
  ]);
  expect(events([saved, entry({ at: saved.at, event: 'accepted' })])).toEqual([
    'accepted it',
    'saved the hours',
  ]);
});

test.each<[string, Partial<SheetHistoryEntry>, string]>([
  ['staff by name', { actorKind: 'staff', actorName: 'dana@acme.example' }, 'dana@acme.example'],
  ['staff to a guest', { actorKind: 'staff', actorName: null }, 'staff'],
  ['an employee by name', { actorKind: 'employee' }, 'ann@acme.example'],
  ['an employee to a guest', { actorKind: 'employee', actorName: null }, 'the employee'],
  ['a guest', { actorKind: 'guest', actorName: null }, 'a guest'],
  [
    'a job making the sheet',
    { actorKind: 'job', actorName: null, event: 'created' },
    'the billing job',
  ],
  [
    'a job doing anything else',
    { actorKind: 'job', actorName: null, event: 'moved' },
    'the daily job',
  ],
  ['an older row of no kind', { actorKind: null, actorName: null }, 'someone'],
])('who: %s', (_, over, who) => {
  expect(historyLines([entry(over)])[0].who).toBe(who);
});

test.each<[Partial<SheetHistoryEntry>, string]>([
  [{ event: 'created' }, 'created the timesheet'],
  [{ event: 'saved' }, 'saved the hours'],
  [{ event: 'edited' }, "changed the timesheet's details"],
  [{ event: 'submitted' }, 'submitted it'],
  [{ event: 'resubmitted' }, 'submitted it again after a rejection'],
  [{ event: 'accepted' }, 'accepted it'],
  [{ event: 'rejected', reason: '  Wrong client code. ' }, 'rejected it: Wrong client code.'],
  [{ event: 'rejected', reason: null }, 'rejected it'],
  [{ event: 'rejected', reason: '   ' }, 'rejected it'],
  [{ event: 'invoiced', invoice: { id: 4, number: 'INV-000004' } }, 'invoiced it on INV-000004'],
  [{ event: 'invoiced', invoice: null }, 'invoiced it'],
  [
    { event: 'returned', invoice: { id: 4, number: 'INV-000004' } },
    'returned it to Approved when invoice INV-000004 was deleted',
  ],
  [{ event: 'returned', invoice: null }, 'returned it to Approved when its invoice was deleted'],
  [
    { event: 'released', invoice: { id: 4, number: 'INV-000004' } },
    'returned it to Approved when invoice INV-000004 was cancelled',
  ],
  [{ event: 'released', invoice: null }, 'returned it to Approved when its invoice was cancelled'],
  [{ event: 'moved', from: 'PENDING', to: 'APPROVED' }, 'moved it from Pending to Approved'],
  [{ event: 'moved', from: null, to: 'LOCKED' }, 'moved it to Locked'],
  [{ event: 'moved', from: null, to: null }, 'changed its status'],
])('what: %j', (over, words) => {
  expect(one({ actorName: 'x', ...over })).toBe(`11/23/2026 2:05 PM x ${words}`);
});

test('an invoice opens while it exists: the one a return names was deleted, and so cannot', () => {
  const inv4 = { id: 4, number: 'INV-000004' };
  const inv5 = { id: 5, number: 'INV-000005' };
  const lines = historyLines([
    entry({ event: 'invoiced', invoice: inv4 }),
    entry({ event: 'returned', invoice: inv4 }),
    entry({ event: 'invoiced', invoice: inv5 }),
  ]);
  expect(lines.map((l) => l.invoice)).toEqual([
    { ...inv5, open: true },
    { ...inv4, open: false },
    { ...inv4, open: false },
  ]);
});

test('the time is the product’s: New York, 12-hour clock, summer or winter', () => {
  expect(historyLines([entry({ at: '2026-07-01T03:07:00Z' })])[0].when).toBe('06/30/2026 11:07 PM');
  expect(historyLines([entry({ at: '2026-01-15T17:00:00Z' })])[0].when).toBe('01/15/2026 12:00 PM');
  expect(historyLines([])).toEqual([]);
});

test('client approval: sent to the approvers, their decision by name, e-mail and link, staff’s reason', () => {
  const link = { id: 12, sentAt: '2026-11-23T14:35:00.000Z' };
  const approver = {
    actorKind: 'approver',
    actorName: 'Pat Approver (pat@globex.example)',
  } as const;
  expect(
    one({
      at: '2026-11-23T14:35:00.000Z',
      event: 'sent to client',
      actorKind: 'job',
      actorName: null,
    }),
  ).toBe("11/23/2026 9:35 AM StaffLedger sent it to the client's approvers");
  expect(
    one({ at: '2026-11-24T15:00:00.000Z', event: 'accepted', ...approver, approvalLink: link }),
  ).toBe(
    "11/24/2026 10:00 AM the client's approver Pat Approver (pat@globex.example) accepted it through approval link 12, sent 11/23/2026 9:35 AM",
  );
  expect(
    one({
      at: '2026-11-24T15:00:00.000Z',
      event: 'rejected',
      ...approver,
      reason: 'Tuesday was a holiday.',
      approvalLink: link,
    }),
  ).toBe(
    "11/24/2026 10:00 AM the client's approver Pat Approver (pat@globex.example) rejected it through approval link 12, sent 11/23/2026 9:35 AM: Tuesday was a holiday.",
  );
  expect(
    one({
      at: '2026-11-24T15:00:00.000Z',
      event: 'accepted',
      actorKind: 'staff',
      actorName: 'boss@acme.example',
      reason: 'approved by phone',
    }),
  ).toBe('11/24/2026 10:00 AM boss@acme.example accepted it: approved by phone');
});
