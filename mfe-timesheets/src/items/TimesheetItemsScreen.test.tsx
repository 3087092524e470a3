import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@staffledger/shared';
import type { FakeApi } from '@staffledger/shared/testing';
import { renderRemote, setupEmployerApi, signIn } from '@staffledger/shared/testing';
import TimesheetItemsRoutes from './TimesheetItemsRoutes';
import {
  historyOf,
  itemsOf,
  janeSheets,
  locked,
  pending,
  rejected,
  timesheetPdf,
} from './test-data';
import { headerValue, shownSheet } from './testing/sheet';

const renderApp = (url: string) =>
  renderRemote(url, { '/on/timesheet-items': <TimesheetItemsRoutes /> });

let api: FakeApi;

beforeEach(() => {
  api = setupEmployerApi();
  api.on('GET', '/timesheets/employee/:employeeId', { body: janeSheets });
  api.on('GET', '/timesheets/:id', (req) => ({
    body: janeSheets.find((s) => s.id === Number(req.params.id)),
  }));
  api.on('GET', '/timesheets/:id/items', (req) => ({ body: itemsOf(Number(req.params.id)) }));
  api.on('GET', '/timesheets/:id/attachments', { body: [timesheetPdf] });
  api.on('GET', '/timesheets/:id/history', (req) => ({ body: historyOf(Number(req.params.id)) }));
});

function signInEmployee(employeeId: number) {
  signIn({ authorities: ['ROLE_EMPLOYEE'], corpid: 1, empid: employeeId }, 1);
  useSession.setState({ employeeId });
}

const location = () => screen.getByTestId('location').textContent;
const previous = () => screen.getByRole('button', { name: 'Previous timesheet' });
const next = () => screen.getByRole('button', { name: 'Next timesheet' });

test('an employee walks their own sheets; the one asked for in the URL opens', async () => {
  signInEmployee(101);
  renderApp('/on/timesheet-items?timesheetId=21');
  await shownSheet(pending.id);
  expect(headerValue('Status')).toBe('Pending');
  expect(headerValue('Period')).toBe('11/09/2026 – 11/15/2026');
  expect(headerValue('Total Hours')).toBe('16.00');
  expect(screen.getByRole('spinbutton', { name: 'Hours Worked 11/09/2026' })).toBeEnabled();
  expect(api.callsTo('GET', '/timesheets/employee/101')).toHaveLength(1);
  expect(api.callsTo('GET', '/timesheets')).toHaveLength(0);
});

test('<< and >> move through the sheets, put the id in the URL and stop at the ends', async () => {
  signInEmployee(101);
  const user = userEvent.setup();
  renderApp('/on/timesheet-items?timesheetId=21');
  await shownSheet(pending.id);
  await user.click(next());
  await shownSheet(rejected.id);
  expect(location()).toBe('/on/timesheet-items?timesheetId=22');
  expect(next()).toBeDisabled();
  expect(screen.getByRole('spinbutton', { name: 'Hours Worked 11/16/2026' })).toBeEnabled();
  await user.click(previous());
  await user.click(previous());
  await shownSheet(locked.id);
  expect(location()).toBe('/on/timesheet-items?timesheetId=20');
  expect(previous()).toBeDisabled();
  expect(next()).toBeEnabled();
  expect(screen.getByRole('spinbutton', { name: 'Hours Worked 11/02/2026' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  // walking reads each sheet's items, never the list again
  expect(api.callsTo('GET', '/timesheets/employee/:id')).toHaveLength(1);
});

test('staff with ?timesheetId= open that sheet and walk its employee’s sheets', async () => {
  renderApp('/on/timesheet-items?timesheetId=22');
  await shownSheet(rejected.id);
  expect(api.callsTo('GET', '/timesheets/:id')[0].path).toBe('/timesheets/22');
  expect(api.callsTo('GET', '/timesheets/employee/:id')[0].path).toBe('/timesheets/employee/101');
  expect(previous()).toBeEnabled();
  expect(next()).toBeDisabled();
  await userEvent.click(previous());
  await shownSheet(pending.id);
  expect(location()).toBe('/on/timesheet-items?timesheetId=21');
  expect(api.callsTo('GET', '/timesheets/:id')).toHaveLength(1);
});

test("staff without a sheet in the URL walk the corporation's sheets, oldest first", async () => {
  api.on('GET', '/timesheets', { body: [rejected, locked, pending] });
  renderApp('/on/timesheet-items');
  await shownSheet(pending.id);
  const [call] = api.callsTo('GET', '/timesheets');
  expect(Object.fromEntries(call.query)).toEqual({
    sort: 'periodStartDate',
    order: 'asc',
    limit: '200',
  });
  expect(previous()).toBeEnabled();
});

test('with no timesheet the screen says so', async () => {
  api.on('GET', '/timesheets', { body: [] });
  renderApp('/on/timesheet-items');
  expect(await screen.findByText('No timesheet items found')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});

test('a failed load shows the spec text with the reason', async () => {
  signInEmployee(101);
  api.on('GET', '/timesheets/employee/:employeeId', {
    status: 500,
    body: { error: 'internal', message: 'Database unavailable' },
  });
  renderApp('/on/timesheet-items');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to fetch timesheet items: Database unavailable',
  );
});

test('Save sends the JSON array; Submit sends it too and the sheet comes back read-only', async () => {
  signInEmployee(101);
  const user = userEvent.setup();
  api.on('PUT', '/timesheets/:id/items/save', { body: itemsOf(21) });
  api.on('PUT', '/timesheets/:id/items/submit', (req) => {
    api.on('GET', '/timesheets/:id', { body: { ...pending, status: 'SUBMITTED' } });
    return { body: req.body };
  });
  renderApp('/on/timesheet-items?timesheetId=21');
  await shownSheet(pending.id);
  const extra = screen.getByRole('spinbutton', { name: 'Extra Hours 11/10/2026' });
  await user.clear(extra);
  await user.type(extra, '1.5');
  expect(headerValue('Total Hours')).toBe('17.50');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Timesheet saved successfully')).toBeInTheDocument();
  const [save] = api.callsTo('PUT', '/timesheets/21/items/save');
  expect(save.body).toEqual([
    { id: 211, type: 'BILLABLE', hoursWorked: 8, extraHours: 0, comment: 'Feature work' },
    { id: 212, type: 'BILLABLE', hoursWorked: 8, extraHours: 1.5, comment: 'Feature work' },
  ]);
  expect(save.headers['Content-Type']).toBe('application/json');
  await waitFor(() => expect(headerValue('Total Hours')).toBe('16.00'));

  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Timesheet submitted successfully')).toBeInTheDocument();
  expect(api.callsTo('PUT', '/timesheets/21/items/submit')[0].body).toHaveLength(2);
  await waitFor(() => expect(headerValue('Status')).toBe('Submitted'));
  expect(screen.getByRole('spinbutton', { name: 'Hours Worked 11/09/2026' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
});

test("the server's 400 message is shown when it refuses a submit", async () => {
  signInEmployee(101);
  api.on('PUT', '/timesheets/:id/items/submit', {
    status: 400,
    body: {
      error: 'validation',
      message: 'At least one attachment is required for Billable timesheets',
    },
  });
  renderApp('/on/timesheet-items?timesheetId=21');
  await shownSheet(pending.id);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    /^At least one attachment is required for Billable timesheets/,
  );
});

test('an unknown path under the screen goes back to it', async () => {
  api.on('GET', '/timesheets', { body: [] });
  renderApp('/on/timesheet-items/elsewhere');
  expect(await screen.findByText('No timesheet items found')).toBeInTheDocument();
  expect(location()).toBe('/on/timesheet-items');
});
