import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@staffledger/shared/testing';
import { renderRemote, setupEmployerApi } from '@staffledger/shared/testing';
import TimesheetsRoutes from './TimesheetsRoutes';
import TimesheetItemsRoutes from '../items/TimesheetItemsRoutes';
import { approved, pending, submitted } from './test-data';
import { actionFailureText, listActionsFor } from './timesheets.actions';

const renderApp = (url: string) =>
  renderRemote(url, {
    '/on/timesheets': <TimesheetsRoutes />,
    '/on/timesheet-items': <TimesheetItemsRoutes />,
  });

let api: FakeApi;
let alertSpy: jest.SpyInstance;
const gear = (id: number) => screen.getByRole('button', { name: `Actions for timesheet ${id}` });
const menuItems = () => screen.getAllByRole('menuitem').map((m) => m.textContent);
const listCalls = () => api.callsTo('GET', '/timesheets');

beforeEach(() => {
  api = setupEmployerApi();
  api.on('GET', '/timesheets', { body: [submitted, approved, pending] });
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alertSpy.mockRestore());

async function openMenu(id: number) {
  renderApp('/on/timesheets');
  await screen.findByRole('link', { name: String(id) });
  await userEvent.click(gear(id));
}

test('the gear offers View always, Accept and Reject when Submitted, Invoice when Approved', async () => {
  await openMenu(12);
  expect(screen.getByRole('menu')).toBeInTheDocument();
  expect(menuItems()).toEqual(['View', 'Accept', 'Reject']);
  await userEvent.keyboard('{Escape}');
  await userEvent.click(gear(13));
  expect(menuItems()).toEqual(['View', 'Invoice']);
  await userEvent.keyboard('{Escape}');
  await userEvent.click(gear(14));
  expect(menuItems()).toEqual(['View']);
});

test('View opens the items screen of the timesheet', async () => {
  await openMenu(13);
  await userEvent.click(screen.getByRole('menuitem', { name: 'View' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/on/timesheet-items?timesheetId=13');
});

// Reject asks for a reason first: TimesheetReject.test.tsx
test.each([
  [12, 'Accept', 'APPROVED'],
  [13, 'Invoice', 'LOCKED'],
])('timesheet %d: %s sends %s, then the list reloads', async (id, action, status) => {
  api.on('PUT', '/timesheets/:id/status', (req) => ({ body: { id, status: req.body } }));
  await openMenu(id);
  expect(listCalls()).toHaveLength(1);
  await userEvent.click(screen.getByRole('menuitem', { name: action }));
  await waitFor(() => expect(listCalls()).toHaveLength(2));
  const put = api.callsTo('PUT', '/timesheets/:id/status');
  expect(put).toHaveLength(1);
  expect(put[0].path).toBe(`/timesheets/${id}/status`);
  expect(put[0].body).toEqual({ status });
  expect(alertSpy).not.toHaveBeenCalled();
});

test.each([
  [12, 'Accept', 'Failed to approve timesheet: Timesheet is not submitted'],
  [13, 'Invoice', 'Failed to lock timesheet: Timesheet is not submitted'],
])(
  'timesheet %d: a failed %s says "%s" in the page and does not reload',
  async (id, action, text) => {
    api.on('PUT', '/timesheets/:id/status', {
      status: 409,
      body: { error: 'conflict', message: 'Timesheet is not submitted' },
    });
    await openMenu(id);
    await userEvent.click(screen.getByRole('menuitem', { name: action }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(alertSpy).not.toHaveBeenCalled();
    expect(listCalls()).toHaveLength(1);
  },
);

test("a call that got no answer says its cause in the frame; no message at all, 'Failed to update timesheet status'", async () => {
  api.on('PUT', '/timesheets/:id/status', () => {
    throw new TypeError('Failed to fetch');
  });
  await openMenu(12);
  await userEvent.click(screen.getByRole('menuitem', { name: 'Accept' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to approve timesheet: The server could not be reached. Check your connection and try again.',
  );
  expect(alertSpy).not.toHaveBeenCalled();
  const [accept] = listActionsFor('SUBMITTED');
  expect(actionFailureText(accept, ' ')).toBe('Failed to update timesheet status');
});

test('the menu works by keyboard from the gear', async () => {
  api.on('PUT', '/timesheets/:id/status', { body: {} });
  renderApp('/on/timesheets');
  await screen.findByRole('link', { name: '12' });
  gear(12).focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('menuitem', { name: 'View' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(api.callsTo('PUT', '/timesheets/:id/status')).toHaveLength(1));
  expect(api.callsTo('PUT', '/timesheets/:id/status')[0].body).toEqual({ status: 'APPROVED' });
});
