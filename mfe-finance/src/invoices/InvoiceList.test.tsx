import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@staffledger/shared/testing';
import {
  columnHeaders,
  downloadedWorkbook,
  expectListTexts,
  optionsOf,
  renderRemote,
  setupEmployerApi,
} from '@staffledger/shared/testing';
import InvoicesRoutes from './InvoicesRoutes';
import { overdue, paid, pendingSent, pendingUnsent } from './test-data';

/** The list's columns: the spec's, with Sent before Actions. */
const COLUMNS = [
  'Number',
  'Customer',
  'Amount',
  'Invoice Date',
  'Due Date',
  'Status',
  'Sent',
  'Actions',
];

const renderApp = (url: string) => renderRemote(url, { '/on/invoices': <InvoicesRoutes /> });

let api: FakeApi;
const listCalls = () => api.callsTo('GET', '/invoices');
const lastList = () => listCalls().at(-1)!.query;
const cells = (number: string) =>
  within(screen.getByRole('link', { name: number }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

beforeEach(() => {
  jest.clearAllMocks();
  api = setupEmployerApi();
  api.on('GET', '/invoices', {
    body: [pendingUnsent, pendingSent, paid],
    headers: { 'X-Total-Count': '3' },
  });
  api.on('GET', '/invoices/statuses', { body: ['PENDING', 'PAID'] });
});

test("shows 'Loading invoices...', then Number, Customer, Amount in dollars, US dates, Status, Sent, Actions", async () => {
  renderApp('/on/invoices');
  expect(screen.getByText('Loading invoices...')).toBeInTheDocument();
  await screen.findByRole('link', { name: 'INV-000041' });
  expect(columnHeaders()).toEqual(COLUMNS);
  expect(cells('INV-000041').slice(0, 7)).toEqual([
    'INV-000041',
    'Acme Corp',
    '$1,234.50',
    '03/02/2026',
    '04/01/2026',
    'Pending',
    'Not sent',
  ]);
  // when it was last e-mailed, in New York time
  expect(cells('INV-000042')[6]).toBe('03/05/2026 10:05 AM');
  expect(cells('INV-000043').slice(2, 6)).toEqual(['$20.00', '10/26/2026', '11/25/2026', 'Paid']);
  expect(
    screen.getByRole('button', { name: 'Actions for invoice INV-000042' }),
  ).toBeInTheDocument();
  expect(lastList().get('sort')).toBe('id');
  expect(lastList().get('order')).toBe('desc');
});

test('the empty and error texts', () =>
  expectListTexts(api, {
    apiPath: '/invoices',
    render: () => renderApp('/on/invoices'),
    empty: 'No invoices found.',
    failed: 'Failed to fetch invoices',
  }));

test('the status filter offers All Statuses and exactly the statuses present in the data', async () => {
  renderApp('/on/invoices');
  await screen.findByRole('link', { name: 'INV-000041' });
  await waitFor(() => expect(optionsOf('Status')).toEqual(['All Statuses', 'Pending', 'Paid']));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paid');
  await waitFor(() => expect(lastList().get('status')).toBe('PAID'));
  expect(screen.getByTestId('location')).toHaveTextContent('status=PAID');
});

test('without the statuses the filter still offers every status', async () => {
  api.on('GET', '/invoices/statuses', { status: 500 });
  renderApp('/on/invoices');
  await screen.findByRole('link', { name: 'INV-000041' });
  await waitFor(() =>
    expect(optionsOf('Status')).toEqual([
      'All Statuses',
      'Pending',
      'Paid',
      'Overdue',
      'Cancelled',
    ]),
  );
});

test('filters number and customer (contains), and Clear Filters clears them', async () => {
  renderApp('/on/invoices');
  await screen.findByRole('link', { name: 'INV-000041' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Number' }), '0004');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Customer' }), 'acme');
  await waitFor(() =>
    expect(Object.fromEntries(lastList())).toMatchObject({ number: '0004', customer: 'acme' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
  await waitFor(() => expect(lastList().get('number')).toBeNull());
  expect(lastList().get('customer')).toBeNull();
});

test('every header but Actions sorts by its API field', async () => {
  renderApp('/on/invoices');
  await screen.findByRole('link', { name: 'INV-000041' });
  const fields = ['number', 'customer', 'amount', 'invoiceDate', 'dueDate', 'status', 'sentAt'];
  const headers = screen.getAllByRole('columnheader');
  for (const [i, field] of fields.entries()) {
    await userEvent.click(within(headers[i]).getByRole('button'));
    await waitFor(() => expect(lastList().get('sort')).toBe(field));
  }
  expect(within(headers[7]).queryByRole('button')).not.toBeInTheDocument();
});

test('Download Excel writes invoices.xlsx, sheet Invoices, without the Actions column', async () => {
  renderApp('/on/invoices?customer=acme');
  await screen.findByRole('link', { name: 'INV-000041' });
  await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
  const book = await downloadedWorkbook();
  expect(book.file).toBe('invoices.xlsx');
  expect(book.sheet).toBe('Invoices');
  expect(listCalls().at(-1)!.query.get('customer')).toBe('acme');
  const data = book.rows;
  expect(data[0]).toEqual(COLUMNS.slice(0, -1));
  expect(data[1]).toEqual([
    'INV-000041',
    'Acme Corp',
    { t: 'n', v: 1234.5, z: '"$"#,##0.00' },
    { t: 'n', v: 46083, z: 'mm/dd/yyyy' },
    { t: 'n', v: 46113, z: 'mm/dd/yyyy' },
    'Pending',
    // never sent: an empty cell
    '',
  ]);
});

test('clicking the number opens the edit form; Create New the empty one', async () => {
  api.on('GET', '/invoices/:id', { body: { ...pendingUnsent, items: [] } });
  api.on('GET', '/vendors', { body: [] });
  const { unmount } = renderApp('/on/invoices');
  await userEvent.click(await screen.findByRole('link', { name: 'INV-000041' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/on/invoices/edit/41');
  expect(await screen.findByRole('textbox', { name: 'Number' })).toHaveValue('INV-000041');
  unmount();
  renderApp('/on/invoices');
  await userEvent.click(await screen.findByRole('button', { name: 'Create New' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/invoices\/new$/);
});

test('an unpaid invoice past due shows its days overdue after its status badge; the export keeps the status', async () => {
  api.on('GET', '/invoices', {
    body: [pendingUnsent, overdue, { ...pendingSent, daysOverdue: 1 }],
    headers: { 'X-Total-Count': '3' },
  });
  renderApp('/on/invoices');
  await screen.findByRole('link', { name: 'INV-000044' });
  expect(cells('INV-000044').slice(4, 6)).toEqual(['02/15/2026', 'Overdue 12 days overdue']);
  expect(cells('INV-000042')[5]).toBe('Pending 1 day overdue');
  expect(cells('INV-000041')[5]).toBe('Pending');
  // every column of the spec is still there
  expect(columnHeaders()).toEqual(COLUMNS);
  await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
  const book = await downloadedWorkbook();
  expect(book.rows[2][5]).toBe('Overdue');
});

test('Overdue lists the overdue invoices through the status filter, in the URL, and toggles back', async () => {
  renderApp('/on/invoices?customer=acme&page=2');
  await screen.findByRole('link', { name: 'INV-000041' });
  const toggle = screen.getByRole('button', { name: 'Overdue' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await userEvent.click(toggle);
  await waitFor(() => expect(lastList().get('status')).toBe('OVERDUE'));
  // other filters stay; the page goes back to the first
  expect(lastList().get('customer')).toBe('acme');
  expect(screen.getByTestId('location')).toHaveTextContent('status=OVERDUE');
  expect(screen.getByTestId('location')).not.toHaveTextContent('page=');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // no invoice of the data is Overdue yet, and the select still says what filters
  expect(optionsOf('Status')).toEqual(['All Statuses', 'Pending', 'Paid', 'Overdue']);
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('OVERDUE');

  await userEvent.click(toggle);
  await waitFor(() => expect(lastList().get('status')).toBeNull());
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(lastList().get('customer')).toBe('acme');
});

test('choosing Overdue in the Status filter presses the Overdue button; the keyboard releases it', async () => {
  api.on('GET', '/invoices/statuses', { body: ['PENDING', 'OVERDUE'] });
  renderApp('/on/invoices');
  await screen.findByRole('link', { name: 'INV-000041' });
  await waitFor(() => expect(optionsOf('Status')).toEqual(['All Statuses', 'Pending', 'Overdue']));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Overdue');
  const toggle = screen.getByRole('button', { name: 'Overdue' });
  await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
  toggle.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(lastList().get('status')).toBeNull());
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
});

test("a link from the landing page's figures filters by unpaid and due dates, shown in the bar", async () => {
  renderApp('/on/invoices?unpaid=true&dueFrom=2026-09-28&dueTo=2026-10-27');
  await screen.findByRole('link', { name: 'INV-000041' });
  expect(lastList().get('unpaid')).toBe('true');
  expect(lastList().get('dueFrom')).toBe('2026-09-28');
  expect(lastList().get('dueTo')).toBe('2026-10-27');
  expect(screen.getByRole('checkbox', { name: 'Unpaid' })).toBeChecked();
  expect(screen.getByRole('searchbox', { name: 'Due from' })).toHaveValue('2026-09-28');
  expect(screen.getByRole('searchbox', { name: 'Due to' })).toHaveValue('2026-10-27');
  expect(screen.queryByRole('searchbox', { name: 'Dated from' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
  await waitFor(() => expect(lastList().get('dueFrom')).toBeNull());
  expect(lastList().get('unpaid')).toBeNull();
  expect(screen.queryByRole('searchbox', { name: 'Due from' })).not.toBeInTheDocument();
});

test('a month from the landing page: the invoices dated in it', async () => {
  renderApp('/on/invoices?invoiceDateFrom=2026-10-01&invoiceDateTo=2026-10-31');
  await screen.findByRole('link', { name: 'INV-000041' });
  expect(lastList().get('invoiceDateFrom')).toBe('2026-10-01');
  expect(lastList().get('invoiceDateTo')).toBe('2026-10-31');
  expect(screen.getByRole('searchbox', { name: 'Dated from' })).toHaveValue('2026-10-01');
  expect(screen.getByRole('checkbox', { name: 'Unpaid' })).not.toBeChecked();
});

test("a vendor from the landing page: that vendor's invoices, the vendor named in the bar", async () => {
  api.on('GET', '/vendors/:id', { body: { id: 7, name: 'Globex & Sons' } });
  renderApp('/on/invoices?unpaid=true&vendorId=7');
  await screen.findByRole('link', { name: 'INV-000041' });
  expect(lastList().get('vendorId')).toBe('7');
  const vendor = screen.getByRole('combobox', { name: 'Vendor' });
  await waitFor(() => expect(vendor).toHaveDisplayValue('Globex & Sons'));
  expect(optionsOf('Vendor')).toEqual(['All Vendors', 'Globex & Sons']);

  await userEvent.selectOptions(vendor, 'All Vendors');
  await waitFor(() => expect(lastList().get('vendorId')).toBeNull());
  expect(screen.queryByRole('combobox', { name: 'Vendor' })).not.toBeInTheDocument();
});

test('a vendor that cannot be read is named by its number', async () => {
  api.on('GET', '/vendors/:id', { status: 404, body: { message: 'Vendor not found.' } });
  renderApp('/on/invoices?vendorId=9');
  await screen.findByRole('link', { name: 'INV-000041' });
  await waitFor(() => expect(api.callsTo('GET', '/vendors/:id')).toHaveLength(1));
  expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveDisplayValue('#9');
});
