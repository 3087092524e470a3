import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type Timesheet } from '@staffledger/shared';
import type { FakeApi } from '@staffledger/shared/testing';
import {
  fixBusinessDay,
  renderRemote,
  setupEmployerApi,
  signIn,
} from '@staffledger/shared/testing';
import TimesheetItemsRoutes from './TimesheetItemsRoutes';
import {
  approvedWeek,
  historyOf,
  itemsOf,
  lastWeek,
  rejectedWeek,
  samWeeks,
  thisWeek,
  timesheetPdf,
} from './test-data';
import { headerValue, shownSheet } from './testing/sheet';

// The business day of these tests: Thursday 26 November 2026 in New York.
fixBusinessDay('2026-11-26T15:00:00Z');

let api: FakeApi;
let stored: Timesheet[];

beforeEach(() => {
  stored = samWeeks.map((s) => ({ ...s }));
  api = setupEmployerApi();
  api.on('GET', '/timesheets/employee/:employeeId', () => ({ body: stored }));
  api.on('GET', '/timesheets/:id', (req) => ({
    body: stored.find((s) => s.id === Number(req.params.id)),
  }));
  api.on('GET', '/timesheets/:id/items', (req) => ({ body: itemsOf(Number(req.params.id)) }));
  api.on('GET', '/timesheets/:id/attachments', { body: [timesheetPdf] });
  api.on('GET', '/timesheets/:id/history', (req) => ({ body: historyOf(Number(req.params.id)) }));
});

const renderApp = (url = '/on/timesheet-items') =>
  renderRemote(url, { '/on/timesheet-items': <TimesheetItemsRoutes /> });

function signInEmployee() {
  signIn({ authorities: ['ROLE_EMPLOYEE'], corpid: 1, empid: 101 }, 1);
  useSession.setState({ employeeId: 101 });
}

const location = () => screen.getByTestId('location').textContent;
const myTimesheets = () => screen.getByRole('button', { name: /^My timesheets/ });
const weekButton = (period: string) => screen.getByRole('button', { name: period });
const rowOf = (period: string) => weekButton(period).closest('tr')!;

test('an employee lands on the Rejected week, older than last week and this one, and the URL names it', async () => {
  signInEmployee();
  renderApp();
  await shownSheet(rejectedWeek.id);
  expect(headerValue('Status')).toBe('Rejected');
  await waitFor(() => expect(location()).toBe('/on/timesheet-items?timesheetId=31'));
});

test('with nothing rejected, last week’s open sheet comes before this week’s', async () => {
  stored = stored.filter((s) => s.id !== rejectedWeek.id);
  signInEmployee();
  renderApp();
  await shownSheet(lastWeek.id);
});

test('the week named in the URL still opens first', async () => {
  signInEmployee();
  renderApp('/on/timesheet-items?timesheetId=30');
  await shownSheet(approvedWeek.id);
  expect(location()).toBe('/on/timesheet-items?timesheetId=30');
});

test('"My timesheets" says what waits and lists every week with status and hours', async () => {
  signInEmployee();
  const user = userEvent.setup();
  renderApp();
  await shownSheet(rejectedWeek.id);
  expect(myTimesheets()).toHaveAccessibleName('My timesheets 1 rejected, 2 to fill in');
  expect(myTimesheets()).toHaveAttribute('aria-expanded', 'false');
  await user.click(myTimesheets());
  const rows = within(screen.getByRole('table', { name: 'My timesheets' }))
    .getAllByRole('row')
    .slice(1);
  expect(rows.map((r) => r.textContent)).toEqual([
    '11/23/2026 – 11/29/2026Includes todayPending8.00',
    '11/16/2026 – 11/22/2026Pending0.00',
    '11/02/2026 – 11/08/2026Rejected38.50',
    '10/26/2026 – 11/01/2026Approved40.00',
  ]);
  expect(weekButton('11/02/2026 – 11/08/2026')).toHaveAttribute('aria-current', 'true');
  // the list is the walk's own: no call of its own
  expect(api.callsTo('GET', '/timesheets/employee/:id')).toHaveLength(1);
});

test('choosing a week opens it, as << and >> do: URL, editor and the mark follow', async () => {
  signInEmployee();
  const user = userEvent.setup();
  renderApp();
  await shownSheet(rejectedWeek.id);
  await user.click(myTimesheets());
  // hours saved meanwhile on the week being left show once it is left
  stored = stored.map((s) => (s.id === rejectedWeek.id ? { ...s, totalHours: 40 } : s));
  await user.click(weekButton('11/23/2026 – 11/29/2026'));
  await shownSheet(thisWeek.id);
  expect(location()).toBe('/on/timesheet-items?timesheetId=33');
  expect(weekButton('11/23/2026 – 11/29/2026')).toHaveAttribute('aria-current', 'true');
  expect(weekButton('11/02/2026 – 11/08/2026')).not.toHaveAttribute('aria-current');
  await waitFor(() => expect(rowOf('11/02/2026 – 11/08/2026')).toHaveTextContent('40.00'));
  expect(api.callsTo('GET', '/timesheets/:id').map((c) => c.path)).toEqual(['/timesheets/31']);

  // by keyboard: Enter on another week; << then walks from there
  weekButton('10/26/2026 – 11/01/2026').focus();
  await user.keyboard('{Enter}');
  await shownSheet(approvedWeek.id);
  expect(location()).toBe('/on/timesheet-items?timesheetId=30');
  expect(screen.getByRole('button', { name: 'Previous timesheet' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Next timesheet' }));
  await shownSheet(rejectedWeek.id);
  expect(weekButton('11/02/2026 – 11/08/2026')).toHaveAttribute('aria-current', 'true');
});

test('submitting the first week keeps it on screen, Submitted, rather than moving on', async () => {
  signInEmployee();
  const user = userEvent.setup();
  api.on('PUT', '/timesheets/:id/items/submit', (req) => {
    stored = stored.map((s) => (s.id === rejectedWeek.id ? { ...s, status: 'SUBMITTED' } : s));
    return { body: req.body };
  });
  renderApp();
  await shownSheet(rejectedWeek.id);
  await waitFor(() => expect(location()).toBe('/on/timesheet-items?timesheetId=31'));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Timesheet submitted successfully')).toBeInTheDocument();
  await waitFor(() => expect(headerValue('Status')).toBe('Submitted'));
  expect(headerValue('ID')).toBe(String(rejectedWeek.id));
  expect(myTimesheets()).toHaveAccessibleName('My timesheets 2 to fill in');
});

test('staff get no list: they open a sheet from the Timesheets list', async () => {
  renderApp('/on/timesheet-items?timesheetId=31');
  await shownSheet(rejectedWeek.id);
  expect(screen.queryByRole('button', { name: /^My timesheets/ })).not.toBeInTheDocument();
  // and their URL is left as they opened it
  expect(location()).toBe('/on/timesheet-items?timesheetId=31');
});
