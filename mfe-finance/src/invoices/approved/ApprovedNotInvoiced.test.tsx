import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillableTimesheet, BillableVendor } from '@staffledger/shared';
import type { FakeApi, FakeReply, FakeRequest } from '@staffledger/shared/testing';
import {
  columnHeaders,
  expectListTexts,
  renderRemote,
  setupEmployerApi,
} from '@staffledger/shared/testing';
import InvoicesRoutes from '../InvoicesRoutes';
import { hasArrangement } from './billable.selection';
import {
  annLee,
  bobKay,
  globex,
  globexWeeks,
  initech,
  initechWeeks,
  madeOfTwo,
  vendors,
} from './test-data';

const renderApp = (url = '/on/invoices/approved') =>
  renderRemote(url, { '/on/invoices': <InvoicesRoutes /> });

let api: FakeApi;
const vendorCalls = () => api.callsTo('GET', '/invoices/billable/vendors');
const sheetCalls = () => api.callsTo('GET', '/invoices/billable');
const posts = () => api.callsTo('POST', '/invoices/from-timesheets');

const box = (name: string) => screen.getByRole('checkbox', { name });
const ann = () => box('Select Ann Lee, 03/03/2025 - 03/09/2025');
const bob = () => box('Select Bob Kay, 03/03/2025 - 03/09/2025');
const carla = () => box('Select Carla Diaz, 03/10/2025 - 03/16/2025');
const dan = () => box('Select Dan Ito, 03/10/2025 - 03/16/2025');
const button = (name: string) => screen.getByRole('button', { name });
const createButton = () => button('Create invoice');
const group = (vendor: string) => screen.getByRole('region', { name: vendor });
const cells = (employee: string) =>
  within(screen.getByRole('link', { name: new RegExp(`^${employee},`) }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

/** Answers a page of `rows` as the API does: `limit` from `offset`, the total in its header. */
function page<T>(req: FakeRequest, rows: T[]): FakeReply {
  const offset = Number(req.query.get('offset') ?? 0);
  const limit = Number(req.query.get('limit') ?? 25);
  return {
    body: rows.slice(offset, offset + limit),
    headers: { 'X-Total-Count': String(rows.length) },
  };
}

/** The fake API's Approved, not invoiced: these vendors, and these weeks waiting. */
function answerBillable(groups: BillableVendor[], weeks: BillableTimesheet[]) {
  api.on('GET', '/invoices/billable', (req) => {
    const vendorId = req.query.get('vendorId');
    const ids = req.query.get('ids')?.split(',').map(Number);
    const rows = weeks.filter(
      (r) =>
        (vendorId === null || r.vendorId === Number(vendorId)) &&
        (req.query.get('invoiceable') !== 'true' || hasArrangement(r)) &&
        (ids === undefined || ids.includes(r.timesheetId)),
    );
    return page(req, rows);
  });
  api.on('GET', '/invoices/billable/vendors', (req) => page(req, groups));
}

/** Shows the view and waits for its vendors. */
async function openView(url?: string) {
  renderApp(url);
  await screen.findByRole('heading', { name: 'Initech' });
}

/** Shows a vendor's weeks and waits for them. */
async function showWeeks(vendor: string, first: string) {
  await userEvent.click(button(`Show weeks of ${vendor}`));
  await screen.findByRole('checkbox', { name: new RegExp(`^Select ${first},`) });
}

beforeEach(() => {
  api = setupEmployerApi();
  answerBillable(vendors, [...initechWeeks, ...globexWeeks]);
});

/** What the invoice form loads when Create invoice opens it. */
function answerInvoiceForm() {
  api.on('GET', '/invoices/:id', { body: madeOfTwo });
  api.on('GET', '/vendors', { body: [{ id: 7, name: 'Initech' }] });
  // `/invoices/:id` would answer the billable list too: the later route wins
  answerBillable(vendors, [...initechWeeks, ...globexWeeks]);
}

test("shows 'Loading approved timesheets...', then each vendor with its weeks and totals", async () => {
  let answer: (reply: FakeReply) => void = () => undefined;
  api.on('GET', '/invoices/billable/vendors', () => new Promise((r) => (answer = r)));
  renderApp();
  expect(await screen.findByText('Loading approved timesheets...')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Approved, not invoiced' })).toBeInTheDocument();
  answer({ body: vendors, headers: { 'X-Total-Count': '2' } });
  await screen.findByRole('heading', { name: 'Initech' });
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Globex',
    'Initech',
  ]);
  expect(group('Initech')).toHaveTextContent('2 weeks: 72.25 hours, $7,693.23');
  expect(group('Globex')).toHaveTextContent(
    '2 weeks: 8.00 hours, $9,876.00; 1 without a billing arrangement',
  );
  // one page of vendors, their weeks read only when shown
  expect(vendorCalls()[0].query.toString()).toBe('limit=20&offset=0');
  expect(sheetCalls()).toHaveLength(0);
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.getByText('No timesheets selected.')).toBeInTheDocument();
  expect(createButton()).toBeDisabled();
});

test("Show weeks lists the vendor's sheets, each linked to its items screen", async () => {
  await openView();
  const show = button('Show weeks of Initech');
  expect(show).toHaveAttribute('aria-expanded', 'false');
  await showWeeks('Initech', 'Ann Lee');
  expect(button('Hide weeks of Initech')).toHaveAttribute('aria-expanded', 'true');
  expect(sheetCalls()[0].query.toString()).toBe('vendorId=7&limit=25&offset=0');
  expect(columnHeaders()).toEqual([
    'Select',
    'Employee',
    'Billing Code',
    'Start Date',
    'End Date',
    'Hours',
    'Bill Rate',
    'Amount',
  ]);
  expect(cells('Bob Kay').slice(1)).toEqual([
    'Bob Kay',
    'INI-QA',
    '03/03/2025',
    '03/09/2025',
    '32.25',
    '$120.10',
    '$3,873.23',
  ]);
  expect(screen.getByRole('link', { name: 'Ann Lee, 03/03/2025 - 03/09/2025' })).toHaveAttribute(
    'href',
    '/on/timesheet-items?timesheetId=11',
  );
  await userEvent.click(button('Hide weeks of Initech'));
  expect(screen.queryByRole('table')).toBeNull();
});

test('a page holding one vendor shows its weeks at once; no arrangement: — and cannot be selected', async () => {
  answerBillable([globex], globexWeeks);
  renderApp();
  await screen.findByRole('checkbox', { name: /Carla Diaz/ });
  expect(cells('Dan Ito').slice(6)).toEqual(['—', '—No billing arrangement']);
  expect(dan()).toBeDisabled();
  expect(dan()).toHaveAccessibleDescription('No billing arrangement');
  expect(carla()).toBeEnabled();
  expect(carla()).not.toHaveAccessibleDescription();
});

test('the empty and error texts', () =>
  expectListTexts(api, {
    apiPath: '/invoices/billable/vendors',
    render: () => renderApp(),
    empty: 'No approved timesheets are waiting for an invoice.',
    failed: 'Failed to load approved timesheets',
  }));

test('selecting tells how many sheets and their total; other vendors cannot join, and say why', async () => {
  await openView();
  await showWeeks('Initech', 'Ann Lee');
  await showWeeks('Globex', 'Carla Diaz');
  await userEvent.click(ann());
  expect(screen.getByText('1 timesheet selected, total $3,820.00')).toBeInTheDocument();
  expect(createButton()).toBeEnabled();
  await userEvent.click(bob());
  expect(screen.getByText('2 timesheets selected, total $7,693.23')).toBeInTheDocument();

  const reason = 'One invoice bills one vendor: only timesheets of Initech can be added.';
  expect(screen.getByText(reason)).toBeVisible();
  expect(carla()).toBeDisabled();
  expect(carla()).toHaveAccessibleDescription(reason);
  expect(button('Select all weeks of Globex')).toBeDisabled();
  expect(button('Select all weeks of Globex')).toHaveAccessibleDescription(reason);

  await userEvent.click(ann());
  await userEvent.click(bob());
  expect(screen.getByText('No timesheets selected.')).toBeInTheDocument();
  expect(screen.queryByText(reason)).not.toBeInTheDocument();
  expect(carla()).toBeEnabled();
  expect(createButton()).toBeDisabled();
});

test("Select all takes the vendor's invoiceable weeks; Clear Selection unchecks them", async () => {
  await openView();
  await userEvent.click(button('Select all weeks of Globex'));
  expect(await screen.findByText('1 timesheet selected, total $9,876.00')).toBeInTheDocument();
  const read = sheetCalls().at(-1)!;
  expect(read.query.toString()).toBe('vendorId=8&invoiceable=true&limit=100&withTotal=false');
  // the weeks shown afterwards show it checked
  await showWeeks('Globex', 'Carla Diaz');
  expect(carla()).toBeChecked();
  expect(dan()).not.toBeChecked();
  await userEvent.click(button('Clear Selection'));
  expect(carla()).not.toBeChecked();
  expect(screen.getByText('No timesheets selected.')).toBeInTheDocument();
});

test('a vendor with more weeks than one invoice bills offers its first 100, saying so', async () => {
  const big = { ...initech, weeks: 160, invoiceable: 160 };
  const weeks = Array.from({ length: 160 }, (_, i) => ({ ...annLee, timesheetId: 1000 + i }));
  answerBillable([big], weeks);
  renderApp();
  const note = 'One invoice bills up to 100 timesheets. Select first 100 takes its earliest weeks.';
  expect(await screen.findByText(note)).toBeInTheDocument();
  // the one vendor's weeks show, a page of them
  await screen.findAllByRole('checkbox', { name: /^Select Ann Lee/ });
  expect(screen.getAllByRole('checkbox', { name: /^Select Ann Lee/ })).toHaveLength(25);
  expect(screen.getByRole('navigation', { name: 'Pages of Initech' })).toHaveTextContent(
    'Page 1 of 7 (160 total)',
  );

  const selectFirst = button('Select first 100 weeks of Initech');
  expect(selectFirst).toHaveAccessibleDescription(note);
  await userEvent.click(selectFirst);
  expect(await screen.findByText(/^100 timesheets selected, total/)).toBeInTheDocument();
  expect(screen.getByText('One invoice bills up to 100 timesheets.')).toBeInTheDocument();
  // the weeks after the first 100 cannot join, and say why
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.getByText(/Page 5 of 7/)).toBeInTheDocument());
  const boxes = await screen.findAllByRole('checkbox', { name: /^Select Ann Lee/ });
  expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual(
    Array.from({ length: 25 }, () => false),
  );
  expect(boxes[0]).toBeDisabled();
  expect(boxes[0]).toHaveAccessibleDescription('One invoice bills up to 100 timesheets.');
});

test('the Vendor filter narrows the vendors by name and keeps it in the URL; vendors come by page', async () => {
  const many = Array.from({ length: 45 }, (_, i) => ({
    ...initech,
    vendorId: 100 + i,
    vendorName: `Vendor ${String(i + 1).padStart(2, '0')}`,
  }));
  answerBillable([initech, ...many], []);
  await openView();
  const pager = screen.getByRole('navigation', { name: 'Pages of vendors' });
  expect(pager).toHaveTextContent('Page 1 of 3 (46 total)');
  await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Vendor 20' });
  expect(vendorCalls().at(-1)!.query.get('offset')).toBe('20');
  expect(screen.getByTestId('location')).toHaveTextContent('/on/invoices/approved?page=2');

  await userEvent.type(screen.getByRole('searchbox', { name: 'Vendor' }), 'init');
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/on/invoices/approved?vendor=init'),
  );
  await waitFor(() => expect(vendorCalls().at(-1)!.query.get('vendor')).toBe('init'));
  expect(vendorCalls().at(-1)!.query.get('offset')).toBe('0');
});

test('a vendor filter that matches none says so and stays to be changed', async () => {
  answerBillable([], []);
  renderApp('/on/invoices/approved?vendor=zzz');
  expect(
    await screen.findByText('No vendor with approved timesheets matches.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Vendor' })).toHaveValue('zzz');
});

test('a page past the last (its vendors invoiced meanwhile) still offers the way back', async () => {
  renderApp('/on/invoices/approved?page=3');
  expect(
    await screen.findByText('No vendor with approved timesheets matches.'),
  ).toBeInTheDocument();
  const pager = screen.getByRole('navigation', { name: 'Pages of vendors' });
  await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/on/invoices/approved?page=2');
});

test('Create invoice posts the sheets with a key of its own, then opens the invoice with a notice', async () => {
  let answer: (reply: FakeReply) => void = () => undefined;
  api.on('POST', '/invoices/from-timesheets', () => new Promise((r) => (answer = r)));
  answerInvoiceForm();
  await openView();
  await showWeeks('Initech', 'Ann Lee');
  await userEvent.click(ann());
  await userEvent.click(bob());
  await userEvent.click(createButton());

  expect(createButton()).toBeDisabled();
  expect(ann()).toBeDisabled();
  expect(button('Select all weeks of Initech')).toBeDisabled();
  await userEvent.click(createButton());
  expect(posts()).toHaveLength(1);
  expect(posts()[0].body).toEqual({ timesheetIds: [annLee.timesheetId, bobKay.timesheetId] });
  expect(posts()[0].headers['Idempotency-Key']).toMatch(
    /^"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"$/,
  );

  answer({ status: 201, body: madeOfTwo });
  expect(
    await screen.findByText('Invoice INV-000012 created from 2 timesheets.'),
  ).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/invoices\/edit\/12$/);
  expect(await screen.findByRole('textbox', { name: 'Number' })).toHaveValue('INV-000012');
  expect(screen.getByText('Total: $7,693.23')).toBeInTheDocument();
});

test("a refusal shows the server's reason and reloads: the sheet billed meanwhile is gone", async () => {
  api.on('POST', '/invoices/from-timesheets', {
    status: 409,
    body: {
      error: 'conflict',
      message: 'The period 03/03/2025 - 03/09/2025 is already billed on invoice INV-000011.',
    },
  });
  await openView();
  await userEvent.click(button('Select all weeks of Initech'));
  await screen.findByText('2 timesheets selected, total $7,693.23');
  // someone else invoiced Ann's sheet a moment ago
  answerBillable(
    [{ ...initech, weeks: 1, invoiceable: 1, hours: 32.25, amount: 3873.23 }],
    [bobKay, ...globexWeeks],
  );
  await userEvent.click(createButton());

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to create invoice: The period 03/03/2025 - 03/09/2025 is already billed on invoice INV-000011.',
  );
  // the rest of the selection stays, ready for another try with a new key
  expect(await screen.findByText('1 timesheet selected, total $3,873.23')).toBeInTheDocument();
  expect(sheetCalls().at(-1)!.query.get('ids')).toBe('11,12');
  expect(vendorCalls()).toHaveLength(2);
  expect(group('Initech')).toHaveTextContent('1 week: 32.25 hours, $3,873.23');
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/invoices\/approved$/);
  await userEvent.click(createButton());
  await waitFor(() => expect(posts()).toHaveLength(2));
  expect(posts()[1].body).toEqual({ timesheetIds: [bobKay.timesheetId] });
  expect(posts()[1].headers['Idempotency-Key']).not.toBe(posts()[0].headers['Idempotency-Key']);
});

test('a Select all that cannot be read says why and selects nothing', async () => {
  await openView();
  api.on('GET', '/invoices/billable', { status: 500 });
  await userEvent.click(button('Select all weeks of Initech'));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    /^Failed to select the weeks of Initech: /,
  );
  expect(screen.getByText('No timesheets selected.')).toBeInTheDocument();
});

test('the whole view works with the keyboard', async () => {
  api.on('POST', '/invoices/from-timesheets', { status: 201, body: { ...madeOfTwo, id: 13 } });
  answerInvoiceForm();
  await openView();
  screen.getByRole('link', { name: 'Back to Invoices' }).focus();
  await userEvent.tab();
  expect(screen.getByRole('searchbox', { name: 'Vendor' })).toHaveFocus();
  await userEvent.tab(); // Clear Filters; Clear Selection and Create invoice are disabled yet
  await userEvent.tab();
  expect(button('Select all weeks of Globex')).toHaveFocus();
  await userEvent.tab();
  await userEvent.tab();
  expect(button('Select all weeks of Initech')).toHaveFocus();
  await userEvent.tab();
  expect(button('Show weeks of Initech')).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('checkbox', { name: /Ann Lee/ });
  await userEvent.tab();
  await userEvent.tab(); // past Ann's checkbox to her sheet's link
  await userEvent.tab();
  expect(bob()).toHaveFocus();
  await userEvent.keyboard(' ');
  expect(screen.getByText('1 timesheet selected, total $3,873.23')).toBeInTheDocument();
  // Select all of Initech, with Enter
  button('Select all weeks of Initech').focus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('2 timesheets selected, total $7,693.23')).toBeInTheDocument();
  createButton().focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/on/invoices/edit/13'),
  );
  expect(posts()[0].body).toEqual({ timesheetIds: [annLee.timesheetId, bobKay.timesheetId] });
});

test('reached from the Invoices list by Approved, not invoiced, and back by Back to Invoices', async () => {
  api.on('GET', '/invoices', { body: [] });
  renderApp('/on/invoices');
  await screen.findByText('No invoices found.');
  // beside the list's own controls, which stay as they are
  expect(screen.getByRole('button', { name: 'Create New' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download Excel' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Approved, not invoiced' }));
  expect(
    await screen.findByRole('heading', { name: 'Approved, not invoiced' }),
  ).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/invoices\/approved$/);
  await screen.findByRole('heading', { name: 'Initech' });
  await userEvent.click(screen.getByRole('link', { name: 'Back to Invoices' }));
  expect(await screen.findByText('No invoices found.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/invoices$/);
});
