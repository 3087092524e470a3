import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@staffledger/shared/testing';
import {
  columnHeaders,
  downloadedWorkbook,
  expectListTexts,
  renderRemote,
  setupEmployerApi,
} from '@staffledger/shared/testing';
import { BILLING_LIST } from '@staffledger/shared';
import BillingsRoutes from './BillingsRoutes';
import { active, cancelled } from './test-data';

const renderApp = (url: string) => renderRemote(url, { '/on/billings': <BillingsRoutes /> });

let api: FakeApi;
const listCalls = () => api.callsTo('GET', '/billing');
const lastList = () => listCalls().at(-1)!.query;
const cells = (id: string) =>
  within(screen.getByRole('link', { name: id }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

const HEADERS = [
  'Billing ID',
  'Employee',
  'Vendor',
  'Billing Code',
  'Rate',
  'Frequency',
  'Due Days',
  'Description',
  'Start',
  'First Period End',
  'End',
  'Status',
];

beforeEach(() => {
  jest.clearAllMocks();
  api = setupEmployerApi();
  api.on('GET', '/billing', { body: [active, cancelled], headers: { 'X-Total-Count': '2' } });
});

test("shows 'Loading billings...', then the columns: rates in dollars, frequency labels, US dates", async () => {
  renderApp('/on/billings');
  expect(screen.getByText('Loading billings...')).toBeInTheDocument();
  await screen.findByRole('link', { name: '21' });
  expect(columnHeaders()).toEqual(HEADERS);
  expect(cells('21')).toEqual([
    '21',
    'Jane Q Doe',
    'Acme Corp',
    'ACME-01',
    '$87.50',
    'Weekly',
    '30',
    'Consulting services',
    '03/02/2026',
    '03/08/2026',
    '',
    'Active',
  ]);
  expect(cells('22').slice(4, 12)).toEqual([
    '$120.00',
    'Bi-weekly',
    '15',
    'Support',
    '10/26/2026',
    '11/01/2026',
    '12/31/2026',
    'Cancelled',
  ]);
  expect(lastList().get('sort')).toBe('id');
  expect(lastList().get('order')).toBe('desc');
  expect(lastList().get('limit')).toBe('50');
});

test('the empty and error texts', () =>
  expectListTexts(api, {
    apiPath: '/billing',
    render: () => renderApp('/on/billings'),
    empty: 'No billings found.',
    failed: 'Failed to load billings',
  }));

test('filters employee name, vendor name and status (All Statuses + the four statuses)', async () => {
  renderApp('/on/billings');
  await screen.findByRole('link', { name: '21' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Employee Name' }), 'jane');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Vendor Name' }), 'acme');
  const status = screen.getByRole('combobox', { name: 'Status' });
  expect(
    within(status)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['All Statuses', 'Pending', 'Active', 'Inactive', 'Cancelled']);
  await userEvent.selectOptions(status, 'Inactive');
  await waitFor(() =>
    expect(Object.fromEntries(lastList())).toMatchObject({
      employeeName: 'jane',
      vendorName: 'acme',
      status: 'INACTIVE',
    }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
  await waitFor(() => expect(lastList().get('status')).toBeNull());
  expect(lastList().get('employeeName')).toBeNull();
});

test('every header sorts by its API field', async () => {
  renderApp('/on/billings');
  await screen.findByRole('link', { name: '21' });
  // the columns, in order, are the declared sort fields
  const fields = BILLING_LIST.sortable;
  const headers = screen.getAllByRole('columnheader');
  for (const [i, field] of fields.entries()) {
    await userEvent.click(within(headers[i]).getByRole('button'));
    await waitFor(() => expect(lastList().get('sort')).toBe(field));
    expect(lastList().get('order')).toBe('asc');
  }
});

test('Download Excel writes billings.xlsx, sheet Billings, with real dates and rates', async () => {
  renderApp('/on/billings?vendorName=acme');
  await screen.findByRole('link', { name: '21' });
  await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
  const book = await downloadedWorkbook();
  expect(book.file).toBe('billings.xlsx');
  expect(book.sheet).toBe('Billings');
  expect(listCalls().at(-1)!.query.get('vendorName')).toBe('acme');
  const data = book.rows;
  expect(data[0]).toEqual(HEADERS);
  expect(data[2]).toEqual([
    22,
    'Sam Lee',
    'Globex',
    'GLX-7',
    { t: 'n', v: 120, z: '"$"#,##0.00' },
    'Bi-weekly',
    15,
    'Support',
    { t: 'n', v: 46321, z: 'mm/dd/yyyy' },
    { t: 'n', v: 46327, z: 'mm/dd/yyyy' },
    { t: 'n', v: 46387, z: 'mm/dd/yyyy' },
    'Cancelled',
  ]);
});

test('clicking the Billing ID opens the edit form; Create New the empty one', async () => {
  api.on('GET', '/billing/:id', { body: active });
  api.on('GET', '/employees', { body: [] });
  api.on('GET', '/vendors', { body: [] });
  const { unmount } = renderApp('/on/billings');
  await userEvent.click(await screen.findByRole('link', { name: '21' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/on/billings/edit/21');
  expect(await screen.findByRole('textbox', { name: 'ID' })).toHaveValue('21');
  unmount();
  renderApp('/on/billings');
  await userEvent.click(await screen.findByRole('button', { name: 'Create New' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/billings\/new$/);
});
