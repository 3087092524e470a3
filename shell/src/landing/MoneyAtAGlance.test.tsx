import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, signIn, type FakeApi } from '@staffledger/shared/testing';
import { renderApp } from '../testing/renderApp';

jest.mock('../mf/federation', () => ({
  startFederation: jest.fn(),
  loadRemoteModule: jest.fn(() => new Promise(() => {})),
  registerRemotes: jest.fn(),
}));

const REMOTES = ['mfe_corps', 'mfe_finance', 'mfe_timesheets'];
const zeroMonths = Array.from({ length: 12 }, (_, n) => {
  const m = String(n + 1).padStart(2, '0');
  return { month: `2026-${m}`, from: `2026-${m}-01`, to: `2026-${m}-28`, amount: 0, invoices: 0 };
});
const AGING = {
  today: '2026-11-27',
  buckets: [
    { bucket: 'current', amount: 1200.5, invoices: 2, dueFrom: '2026-11-27', dueTo: null },
    { bucket: '1-30', amount: 0.3, invoices: 1, dueFrom: '2026-10-28', dueTo: '2026-11-26' },
    { bucket: '31-60', amount: 0, invoices: 0, dueFrom: '2026-09-28', dueTo: '2026-10-27' },
    { bucket: '61-90', amount: 0, invoices: 0, dueFrom: '2026-08-29', dueTo: '2026-09-27' },
    { bucket: '90+', amount: 99999.99, invoices: 3, dueFrom: null, dueTo: '2026-08-28' },
  ],
};
const MONTHS = {
  months: zeroMonths.map((m, n) => (n === 10 ? { ...m, amount: 4321.09, invoices: 4 } : m)),
};
const WEEKS = {
  weeks: Array.from({ length: 12 }, (_, n) => ({
    weekStart: `2026-09-${String(n + 1).padStart(2, '0')}`,
    weekEnd: `2026-09-${String(n + 7).padStart(2, '0')}`,
    hours: n === 11 ? 40.25 : 0,
    timesheets: n === 11 ? 1 : 0,
  })),
};
const VENDORS = {
  vendors: [{ vendorId: 7, name: 'Globex & Sons', amount: 100000.29, invoices: 4 }],
};

let api: FakeApi;
let monthsDown: boolean;

beforeEach(() => {
  monthsDown = false;
  api = createFakeApi().install();
  api.on('GET', '/timesheets/counts', {
    body: { missing: 0, awaitingApproval: 0, awaitingClient: 0 },
  });
  api.on('GET', '/dashboard/aging', { body: AGING });
  api.on('GET', '/dashboard/billed-by-month', () => {
    if (monthsDown) throw new TypeError('Failed to fetch');
    return { body: MONTHS };
  });
  api.on('GET', '/dashboard/approved-hours', { body: WEEKS });
  api.on('GET', '/dashboard/top-debtors', { body: VENDORS });
  signIn({ given_name: 'Dana', family_name: 'Kim', authorities: ['ROLE_EMPLOYER'], corpid: 4 }, 4);
});

const chart = async (name: string) => screen.findByRole('group', { name });

test('four charts whose bars are links to the lists they sum, each naming its value', async () => {
  renderApp('/on/landing', REMOTES);
  expect(await screen.findByRole('heading', { name: 'The money at a glance' })).toBeInTheDocument();

  const aging = await chart('Receivables by days past due');
  const over90 = within(aging).getByRole('link', { name: 'Over 90 days past due: $99,999.99' });
  expect(over90).toHaveAttribute('href', '/on/invoices?unpaid=true&dueTo=2026-08-28');
  expect(
    within(aging).getByRole('link', { name: 'Current (not yet due): $1,200.50' }),
  ).toHaveAttribute('href', '/on/invoices?unpaid=true&dueFrom=2026-11-27');
  expect(
    within(aging).getByRole('link', { name: '1–30 days past due: $0.30' }).getAttribute('href'),
  ).toBe('/on/invoices?unpaid=true&dueFrom=2026-10-28&dueTo=2026-11-26');

  const months = await chart('Billed per month');
  expect(within(months).getAllByRole('link')).toHaveLength(12);
  expect(within(months).getByRole('link', { name: 'Nov 2026: $4,321.09' })).toHaveAttribute(
    'href',
    '/on/invoices?invoiceDateFrom=2026-11-01&invoiceDateTo=2026-11-28',
  );

  const weeks = await chart('Approved hours per week');
  expect(
    within(weeks).getByRole('link', { name: 'Week of Sep 12, 2026: 40.25 h' }),
  ).toHaveAttribute(
    'href',
    '/on/timesheets?status=APPROVED%2CLOCKED&periodStartFrom=2026-09-12&periodStartTo=2026-09-18',
  );

  const vendors = await chart('Vendors owing most');
  expect(within(vendors).getByRole('link', { name: 'Globex & Sons: $100,000.29' })).toHaveAttribute(
    'href',
    '/on/invoices?unpaid=true&vendorId=7',
  );
});

test('hover and keyboard focus show the value of a bar', async () => {
  renderApp('/on/landing', REMOTES);
  const aging = await chart('Receivables by days past due');
  const bar = within(aging).getByRole('link', { name: 'Over 90 days past due: $99,999.99' });
  await userEvent.hover(bar);
  expect(within(aging).getAllByText('Over 90 days past due: $99,999.99').length).toBeGreaterThan(1);
  await userEvent.unhover(bar);
  expect(within(aging).getAllByText('Over 90 days past due: $99,999.99')).toHaveLength(1); // its <title>
  // the keyboard's focus on a bar shows its value as well (the browser test tabs to it)
  fireEvent.focus(within(aging).getByRole('link', { name: 'Current (not yet due): $1,200.50' }));
  expect(within(aging).getAllByText('Current (not yet due): $1,200.50').length).toBeGreaterThan(1);
});

test('Show as table gives the same numbers, each row a link, and the chart back', async () => {
  renderApp('/on/landing', REMOTES);
  await chart('Receivables by days past due');
  const toggles = screen.getAllByRole('button', { name: 'Show as table' });
  await userEvent.click(toggles[0]);
  const table = screen.getByRole('table', { name: 'Receivables by days past due' });
  const rows = within(table)
    .getAllByRole('row')
    .map((r) => r.textContent);
  expect(rows).toEqual([
    'Days past dueUnpaid',
    'Current (not yet due)$1,200.50',
    '1–30 days past due$0.30',
    '31–60 days past due$0.00',
    '61–90 days past due$0.00',
    'Over 90 days past due$99,999.99',
  ]);
  expect(within(table).getByRole('link', { name: 'Over 90 days past due' })).toHaveAttribute(
    'href',
    '/on/invoices?unpaid=true&dueTo=2026-08-28',
  );
  expect(toggles[0]).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(toggles[0]);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a figure with nothing to show says so instead of drawing', async () => {
  api.on('GET', '/dashboard/aging', {
    body: { ...AGING, buckets: AGING.buckets.map((b) => ({ ...b, amount: 0, invoices: 0 })) },
  });
  api.on('GET', '/dashboard/billed-by-month', { body: { months: zeroMonths } });
  api.on('GET', '/dashboard/top-debtors', { body: { vendors: [] } });
  renderApp('/on/landing', REMOTES);
  expect(await screen.findByText('No unpaid invoices.')).toBeInTheDocument();
  expect(await screen.findByText('Nothing billed in the last 12 months.')).toBeInTheDocument();
  expect(await screen.findByText('No vendor owes anything.')).toBeInTheDocument();
  expect(await chart('Approved hours per week')).toBeInTheDocument();
});

test('a chart that cannot be read says so with Retry, and the others still show', async () => {
  monthsDown = true;
  renderApp('/on/landing', REMOTES);
  const line = (await screen.findByText('Billed per month unavailable')).closest<HTMLElement>(
    '[role="status"]',
  )!;
  expect(line).toHaveTextContent('The server could not be reached');
  expect(await chart('Vendors owing most')).toBeInTheDocument();
  monthsDown = false;
  await userEvent.click(within(line).getByRole('button', { name: 'Retry' }));
  expect(await chart('Billed per month')).toBeInTheDocument();
  expect(screen.queryByText('Billed per month unavailable')).not.toBeInTheDocument();
});

test('the aging that cannot be read says so with Retry, like every chart', async () => {
  let agingDown = true;
  api.on('GET', '/dashboard/aging', () => {
    if (agingDown) throw new TypeError('Failed to fetch');
    return { body: AGING };
  });
  renderApp('/on/landing', REMOTES);
  const line = (
    await screen.findByText('Receivables by days past due unavailable')
  ).closest<HTMLElement>('[role="status"]')!;
  expect(await chart('Vendors owing most')).toBeInTheDocument();
  agingDown = false;
  await userEvent.click(within(line).getByRole('button', { name: 'Retry' }));
  expect(await chart('Receivables by days past due')).toBeInTheDocument();
});

test('while the API does not answer the counts, the charts are neither fetched nor read', async () => {
  api.on('GET', '/timesheets/counts', () => {
    throw new TypeError('Failed to fetch');
  });
  renderApp('/on/landing', REMOTES);
  expect(await screen.findByText('Counts unavailable')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'The money at a glance' })).not.toBeInTheDocument();
  expect(api.callsTo('GET', '/dashboard/aging')).toHaveLength(0);
});

test('the charts stay when a later reading of the counts fails', async () => {
  let countsDown = false;
  api.on('GET', '/timesheets/counts', () => {
    if (countsDown) throw new TypeError('Failed to fetch');
    return { body: { missing: 0, awaitingApproval: 0, awaitingClient: 0 } };
  });
  renderApp('/on/landing', REMOTES);
  expect(await chart('Receivables by days past due')).toBeInTheDocument();
  countsDown = true;
  fireEvent.focus(window);
  expect(await screen.findByText('Counts unavailable')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'The money at a glance' })).toBeInTheDocument();
  expect(await chart('Billed per month')).toBeInTheDocument();
});

test('an employee, and staff who cannot open the invoices, see no charts and cause no call', async () => {
  signIn({ given_name: 'Eve', authorities: ['ROLE_EMPLOYEE'], corpid: 4, empid: 9 }, 4);
  const { unmount } = renderApp('/on/landing', REMOTES);
  expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'The money at a glance' })).not.toBeInTheDocument();
  unmount();
  signIn({ given_name: 'Dana', authorities: ['ROLE_EMPLOYER'], corpid: 4 }, 4);
  renderApp('/on/landing', ['mfe_corps', 'mfe_timesheets']);
  expect(await screen.findByRole('link', { name: /Missing timesheets/ })).toBeInTheDocument();
  expect(api.callsTo('GET', '/dashboard/aging')).toHaveLength(0);
});

test('a super user sees the charts only once a corporation is selected', async () => {
  signIn({ given_name: 'Sam', authorities: ['ROLE_SUPER'] }, 0);
  renderApp('/on/landing', REMOTES);
  expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'The money at a glance' })).not.toBeInTheDocument();
  expect(api.callsTo('GET', '/dashboard/aging')).toHaveLength(0);
});

test('labels under the bars never touch: twelve weeks are named every other week, the newest named', async () => {
  renderApp('/on/landing', REMOTES);
  const weeks = await chart('Approved hours per week');
  // every bar keeps its link's full name; only the text under it is thinned
  expect(within(weeks).getAllByRole('link')).toHaveLength(12);
  expect(within(weeks).getByText('Sep 12')).toBeInTheDocument();
  expect(within(weeks).queryByText('Sep 11')).not.toBeInTheDocument();
  expect(within(weeks).getByText('Sep 10')).toBeInTheDocument();
  // twelve months' three letters fit: all named
  const months = await chart('Billed per month');
  for (const m of ['Jan', 'Feb', 'Nov', 'Dec']) {
    expect(within(months).getByText(m)).toBeInTheDocument();
  }
});
