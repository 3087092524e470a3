import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi, FakeReply } from '@staffledger/shared/testing';
import {
  columnHeaders,
  expectListTexts,
  renderRemote,
  setupEmployerApi,
} from '@staffledger/shared/testing';
import TimesheetsRoutes from '../TimesheetsRoutes';
import {
  annReminded,
  annRemindedAnswer,
  bobKay,
  everyoneAnswer,
  missing,
  nomail,
  timesheetSettings,
} from './test-data';

const renderApp = (url = '/on/timesheets/missing') =>
  renderRemote(url, { '/on/timesheets': <TimesheetsRoutes /> });

let api: FakeApi;
const listCalls = () => api.callsTo('GET', '/timesheets/missing');
const posts = () => api.callsTo('POST', '/timesheets/missing/remind');
const remindButton = (name: string) => screen.getByRole('button', { name: `Remind ${name}` });
const remindAll = () => screen.getByRole('button', { name: 'Remind all' });
const rowOf = (timesheetLabel: RegExp) =>
  screen.getByRole('link', { name: timesheetLabel }).closest('tr')!;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

/** Shows the view and waits for its rows. */
async function openView(url?: string) {
  renderApp(url);
  await screen.findByRole('button', { name: 'Remind Ann Lee' });
}

beforeEach(() => {
  api = setupEmployerApi();
  api.on('GET', '/timesheets/missing', { body: missing });
});

test("shows 'Loading missing timesheets...', then each sheet by employee with its reminder", async () => {
  let answer: (reply: FakeReply) => void = () => undefined;
  api.on('GET', '/timesheets/missing', () => new Promise((r) => (answer = r)));
  renderApp();
  expect(await screen.findByText('Loading missing timesheets...')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Missing timesheets' })).toBeInTheDocument();
  expect(remindAll()).toBeDisabled();
  answer({ body: missing });
  await screen.findByRole('button', { name: 'Remind Ann Lee' });
  expect(columnHeaders()).toEqual([
    'Employee',
    'Vendor',
    'Billing Code',
    'Start Date',
    'End Date',
    'Status',
    'Days Overdue',
    'Last Reminder',
    'Actions',
  ]);
  expect(screen.getByText('5 timesheets of 3 employees are missing.')).toBeInTheDocument();
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  expect(rows.map((r) => cells(r)[0])).toEqual([
    'Ann LeeRemind',
    'Ann Lee',
    'Ann Lee',
    'Bob KayRemind',
    'Nomail LeeRemind',
  ]);
  expect(cells(rows[0]).slice(1)).toEqual([
    'Initech',
    'INI-DEV',
    '11/02/2026',
    '11/08/2026',
    'Pending',
    '12',
    '—',
    'View',
  ]);
  expect(cells(rows[2]).slice(1, 7)).toEqual([
    'Globex',
    'GLX-7',
    '11/02/2026',
    '11/08/2026',
    'Rejected',
    '5',
  ]);
  expect(cells(rows[3])[7]).toBe(
    '11/23/2026 9:00 PM by the daily job to bob@example.com2 reminders so far',
  );
  // a reminder the mail server refused says so
  const failed = within(rows[4]).getAllByRole('cell')[7];
  expect(failed).toHaveTextContent('11/24/2026 9:05 AM by boss@a.example to old@example.com');
  expect(failed).toHaveTextContent('Not delivered: 550 mailbox unavailable');
  // one Remind per employee, on their first row
  expect(screen.getAllByRole('button', { name: /^Remind (?!all)/ })).toHaveLength(3);
  expect(remindAll()).toBeEnabled();
});

test('the empty and error texts', () =>
  expectListTexts(api, {
    apiPath: '/timesheets/missing',
    render: () => renderApp(),
    empty: 'No timesheets are missing.',
    failed: 'Failed to load missing timesheets',
  }));

test('an empty list has nobody to remind', async () => {
  api.on('GET', '/timesheets/missing', { body: [] });
  renderApp();
  await screen.findByText('No timesheets are missing.');
  expect(remindAll()).toBeDisabled();
});

test('Remind sends one request for the employee, disables every button meanwhile, then says what it did and reloads', async () => {
  let answer: (reply: FakeReply) => void = () => undefined;
  api.on('POST', '/timesheets/missing/remind', () => new Promise((r) => (answer = r)));
  await openView();
  await userEvent.click(remindButton('Ann Lee'));
  expect(posts()).toHaveLength(1);
  expect(posts()[0].body).toEqual({ employeeIds: [1] });
  expect(remindButton('Ann Lee')).toBeDisabled();
  expect(remindButton('Bob Kay')).toBeDisabled();
  expect(remindAll()).toBeDisabled();
  await userEvent.click(remindButton('Ann Lee'));
  await userEvent.click(remindAll());
  expect(posts()).toHaveLength(1);

  api.on('GET', '/timesheets/missing', {
    body: [...annReminded('boss@a.example'), bobKay, nomail],
  });
  answer({ body: annRemindedAnswer });
  const said = await screen.findByText('Reminded Ann Lee (3 timesheets) at ann@example.com.');
  const banner = screen.getAllByRole('status').find((s) => s.contains(said))!;
  expect(banner).toHaveTextContent(/^Reminded Ann Lee \(3 timesheets\) at ann@example\.com\.×$/);
  await waitFor(() => expect(listCalls()).toHaveLength(2));
  const annRow = rowOf(/^View timesheet of Ann Lee at Initech, 11\/02\/2026 - 11\/08\/2026$/);
  await waitFor(() =>
    expect(cells(annRow)[7]).toBe('11/24/2026 9:05 AM by boss@a.example to ann@example.com'),
  );
  expect(remindButton('Ann Lee')).toBeEnabled();
  expect(remindAll()).toBeEnabled();
  await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByText(/^Reminded Ann Lee/)).not.toBeInTheDocument();
});

test('Remind all names everyone listed, and who was not reminded with the reason', async () => {
  api.on('POST', '/timesheets/missing/remind', { body: everyoneAnswer });
  await openView();
  await userEvent.click(remindAll());
  await userEvent.click(screen.getByRole('button', { name: 'Send reminders' }));
  expect(posts()[0].body).toEqual({ employeeIds: [1, 2, 3] });
  expect(
    await screen.findByText(
      'Reminded 2 employees: Ann Lee (3 timesheets) at ann@example.com, Bob Kay (1 timesheet) at bob@example.com.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Not reminded: Nomail Lee (no e-mail address).')).toBeInTheDocument();
  await waitFor(() => expect(listCalls()).toHaveLength(2));
});

test('a success goes after 5 s; a warning stays until dismissed', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.on('POST', '/timesheets/missing/remind', { body: annRemindedAnswer });
    await openView();
    await user.click(remindButton('Ann Lee'));
    const success = 'Reminded Ann Lee (3 timesheets) at ann@example.com.';
    expect(await screen.findByText(success)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText(success)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText(success)).not.toBeInTheDocument();

    api.on('POST', '/timesheets/missing/remind', { body: everyoneAnswer });
    await user.click(remindAll());
    await user.click(screen.getByRole('button', { name: 'Send reminders' }));
    const skipped = 'Not reminded: Nomail Lee (no e-mail address).';
    expect(await screen.findByText(skipped)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText(skipped)).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('Remind all asks first, naming how many employees; Cancel sends nothing', async () => {
  api.on('POST', '/timesheets/missing/remind', { body: everyoneAnswer });
  await openView();
  await userEvent.click(remindAll());
  const dialog = screen.getByRole('alertdialog', { name: 'Send a reminder to 3 employees?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(remindAll()).toHaveFocus();
  expect(posts()).toHaveLength(0);

  await userEvent.click(remindAll());
  await userEvent.click(screen.getByRole('button', { name: 'Send reminders' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await screen.findByText(/^Reminded 2 employees/);
  expect(posts()).toHaveLength(1);
});

test('by keyboard: Enter on Remind all asks, Escape cancels, Enter on Send reminders sends', async () => {
  api.on('POST', '/timesheets/missing/remind', { body: everyoneAnswer });
  await openView();
  remindAll().focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Send reminders' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(remindAll()).toHaveFocus();
  expect(posts()).toHaveLength(0);
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard('{Enter}');
  expect(posts()[0].body).toEqual({ employeeIds: [1, 2, 3] });
  await screen.findByText(/^Reminded 2 employees/);
});

test("a refused request shows the server's reason as an alert, and the buttons work again", async () => {
  api.on('POST', '/timesheets/missing/remind', {
    status: 403,
    body: { error: 'forbidden', message: 'Staff only' },
  });
  await openView();
  await userEvent.click(remindButton('Bob Kay'));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to send reminders: Staff only',
  );
  expect(remindButton('Bob Kay')).toBeEnabled();
  expect(remindAll()).toBeEnabled();
});

test("View opens the sheet's items, as the Timesheets list's View does", async () => {
  await openView();
  const view = screen.getByRole('link', {
    name: 'View timesheet of Bob Kay at Initech, 11/02/2026 - 11/08/2026',
  });
  expect(view).toHaveAttribute('href', '/on/timesheet-items?timesheetId=31');
  expect(view).toHaveTextContent(/^View$/);
});

test('a line tells when a sheet counts as missing and whether reminders go out by themselves', async () => {
  api.on('GET', '/admin', { body: timesheetSettings('3', 'false') });
  await openView();
  const line = await screen.findByText(/^Counted as missing/);
  expect(line).toHaveTextContent(
    'Counted as missing 3 days after the period ends; automatic reminders are off (Admin settings: TIMESHEET missingAfterDays, autoRemind).',
  );
  expect(within(line).getByRole('link', { name: 'Admin settings' })).toHaveAttribute(
    'href',
    '/on/admin?category=TIMESHEET',
  );
  expect(api.callsTo('GET', '/admin')[0].query.get('category')).toBe('TIMESHEET');
});

test('settings that cannot be read leave the line out, not the view', async () => {
  api.on('GET', '/admin', { status: 500 });
  await openView();
  await waitFor(() => expect(api.callsTo('GET', '/admin')).toHaveLength(1));
  expect(screen.queryByText(/^Counted as missing/)).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the keyboard reaches Remind all and each Remind, and Enter sends the reminder', async () => {
  let answer: (reply: FakeReply) => void = () => undefined;
  api.on('GET', '/admin', { body: timesheetSettings('2', 'false') });
  api.on('POST', '/timesheets/missing/remind', () => new Promise((r) => (answer = r)));
  await openView();
  await screen.findByRole('link', { name: 'Admin settings' });
  screen.getByRole('link', { name: 'Back to Timesheets' }).focus();
  await userEvent.tab();
  expect(remindAll()).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'Admin settings' })).toHaveFocus();
  await userEvent.tab();
  expect(remindButton('Ann Lee')).toHaveFocus();
  await userEvent.tab();
  expect(
    screen.getByRole('link', {
      name: 'View timesheet of Ann Lee at Initech, 11/02/2026 - 11/08/2026',
    }),
  ).toHaveFocus();
  await userEvent.tab({ shift: true });
  await userEvent.keyboard('{Enter}');
  expect(posts()[0].body).toEqual({ employeeIds: [1] });
  answer({ body: annRemindedAnswer });
  expect(
    await screen.findByText('Reminded Ann Lee (3 timesheets) at ann@example.com.'),
  ).toBeInTheDocument();
  // (the focus going back to the button, which a browser takes from it while it is disabled, is
  // the browser test's: jsdom leaves the focus on a disabled button)
  await waitFor(() => expect(remindButton('Ann Lee')).toBeEnabled());
});

test('reached from the Timesheets list by Missing timesheets, and back by Back to Timesheets', async () => {
  api.on('GET', '/timesheets', { body: [] });
  renderApp('/on/timesheets');
  await screen.findByText('No timesheets found.');
  // beside the list's own controls, which stay as they are
  expect(screen.getByRole('button', { name: 'Create New' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download Excel' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Missing timesheets' }));
  expect(await screen.findByRole('heading', { name: 'Missing timesheets' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/timesheets\/missing$/);
  await screen.findByRole('button', { name: 'Remind Ann Lee' });
  await userEvent.click(screen.getByRole('link', { name: 'Back to Timesheets' }));
  expect(await screen.findByText('No timesheets found.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/timesheets$/);
});
