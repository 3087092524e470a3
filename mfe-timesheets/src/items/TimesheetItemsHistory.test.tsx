import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type SheetHistoryEntry, type Timesheet } from '@staffledger/shared';
import type { FakeApi } from '@staffledger/shared/testing';
import { renderRemote, setupEmployerApi, signIn } from '@staffledger/shared/testing';
import TimesheetItemsRoutes from './TimesheetItemsRoutes';
import { historyOf, itemsOf, janeSheets, locked, pending, timesheetPdf } from './test-data';

let api: FakeApi;
let sheets: Timesheet[];
let history: Map<number, SheetHistoryEntry[]>;

beforeEach(() => {
  sheets = [...janeSheets];
  history = new Map(janeSheets.map((s) => [s.id, historyOf(s.id)]));
  api = setupEmployerApi();
  api.on('GET', '/timesheets/employee/:employeeId', () => ({ body: sheets }));
  api.on('GET', '/timesheets/:id', (req) => ({
    body: sheets.find((s) => s.id === Number(req.params.id)),
  }));
  api.on('GET', '/timesheets/:id/items', (req) => ({ body: itemsOf(Number(req.params.id)) }));
  api.on('GET', '/timesheets/:id/attachments', { body: [timesheetPdf] });
  api.on('GET', '/timesheets/:id/history', (req) => ({
    body: history.get(Number(req.params.id)),
  }));
});

const LOCKED_LINES = [
  '11/10/2026 10:31 AM boss@acme.example invoiced it on INV-000009',
  '11/10/2026 10:30 AM boss@acme.example accepted it',
  '11/09/2026 9:00 AM jane@acme.example submitted it',
  '11/01/2026 7:00 AM the billing job created the timesheet',
];

const panel = () => screen.getByRole('region', { name: 'History' });
const lines = () =>
  within(panel())
    .getAllByRole('listitem')
    .map((li) => li.textContent);

async function open(id: number) {
  renderRemote(`/on/timesheet-items?timesheetId=${id}`, {
    '/on/timesheet-items': <TimesheetItemsRoutes />,
    '/on/invoices/edit/:id': <h1>Invoice form</h1>,
  });
  const region = await screen.findByRole('region', { name: 'History' });
  await within(region).findAllByRole('listitem');
}

test('staff read the sheet’s history under it and open its invoice from the number', async () => {
  await open(locked.id);
  expect(lines()).toEqual(LOCKED_LINES);
  expect(api.callsTo('GET', '/timesheets/:id/history').map((c) => c.path)).toEqual([
    '/timesheets/20/history',
  ]);
  await userEvent.click(within(panel()).getByRole('link', { name: 'INV-000009' }));
  expect(await screen.findByRole('heading', { name: 'Invoice form' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/on/invoices/edit/9');
});

test('the employee reads the same lines, the invoice number without a link', async () => {
  signIn({ authorities: ['ROLE_EMPLOYEE'], corpid: 1, empid: 101 }, 1);
  useSession.setState({ employeeId: 101 });
  await open(locked.id);
  expect(lines()).toEqual(LOCKED_LINES);
  expect(within(panel()).queryByRole('link')).not.toBeInTheDocument();
});

test('Save and Submit bring their entries in at once; << and >> show each sheet’s own', async () => {
  const user = userEvent.setup();
  const add = (event: SheetHistoryEntry['event'], at: string) =>
    history.set(pending.id, [
      ...history.get(pending.id)!,
      {
        ...historyOf(pending.id)[0],
        at,
        event,
        actorKind: 'staff',
        actorName: 'boss@acme.example',
      },
    ]);
  api.on('PUT', '/timesheets/:id/items/save', () => {
    add('saved', '2026-11-16T15:00:00Z');
    return { body: itemsOf(pending.id) };
  });
  api.on('PUT', '/timesheets/:id/items/submit', (req) => {
    add('submitted', '2026-11-16T15:10:00Z');
    sheets = sheets.map((s) => (s.id === pending.id ? { ...s, status: 'SUBMITTED' } : s));
    return { body: { timesheet: sheets[1], items: req.body } };
  });
  await open(pending.id);
  expect(lines()).toEqual(['11/01/2026 7:00 AM the billing job created the timesheet']);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(lines()[0]).toBe('11/16/2026 10:00 AM boss@acme.example saved the hours'),
  );
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() =>
    expect(lines()[0]).toBe('11/16/2026 10:10 AM boss@acme.example submitted it'),
  );
  expect(lines()).toHaveLength(3);

  await user.click(screen.getByRole('button', { name: 'Previous timesheet' }));
  await waitFor(() => expect(lines()).toEqual(LOCKED_LINES));
  await user.click(screen.getByRole('button', { name: 'Next timesheet' }));
  await user.click(screen.getByRole('button', { name: 'Next timesheet' }));
  await waitFor(() =>
    expect(lines()[0]).toBe(
      '11/24/2026 4:00 AM boss@acme.example rejected it: Tuesday has 12 hours; the client approved 8.',
    ),
  );
});

test('a history that cannot be read says so under a sheet that still works', async () => {
  api.on('GET', '/timesheets/:id/history', { status: 500 });
  renderRemote(`/on/timesheet-items?timesheetId=${pending.id}`, {
    '/on/timesheet-items': <TimesheetItemsRoutes />,
  });
  const region = await screen.findByRole('region', { name: 'History' });
  expect(await within(region).findByRole('alert')).toHaveTextContent('Failed to load history');
  expect(screen.getByRole('spinbutton', { name: 'Hours Worked 11/09/2026' })).toBeEnabled();
});
