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
import VendorsRoutes from './VendorsRoutes';
import { contoso, northwind } from './test-data';

const renderApp = (url: string) => renderRemote(url, { '/on/vendors': <VendorsRoutes /> });

let api: FakeApi;
const lastList = () => api.callsTo('GET', '/vendors').at(-1)!.query;

beforeEach(() => {
  api = setupEmployerApi();
  api.on('GET', '/vendors', { body: [northwind, contoso], headers: { 'X-Total-Count': '2' } });
});

test("shows 'Loading vendors...', then the columns, readable statuses and Yes/No", async () => {
  renderApp('/on/vendors');
  expect(screen.getByText('Loading vendors...')).toBeInTheDocument();
  await screen.findByRole('link', { name: 'Northwind Traders' });
  expect(columnHeaders()).toEqual([
    'Name',
    'Address',
    'City',
    'State',
    'Zip',
    'Status',
    'Start Date',
    'Invoiced',
  ]);
  for (const h of screen.getAllByRole('columnheader')) expect(h).toHaveAttribute('aria-sort');
  const first = screen.getByRole('row', { name: /Northwind/ });
  expect(within(first).getByText('Active')).toBeInTheDocument();
  expect(within(first).getByText('Yes')).toBeInTheDocument();
  expect(within(first).getByText('03/01/2024')).toBeInTheDocument();
  const second = screen.getByRole('row', { name: /Contoso/ });
  expect(within(second).getByText('Onboarding')).toBeInTheDocument();
  expect(within(second).getByText('No')).toBeInTheDocument();
  expect(lastList().get('sort')).toBe('name');
});

test('the empty and error texts', () =>
  expectListTexts(api, {
    apiPath: '/vendors',
    render: () => renderApp('/on/vendors'),
    empty: 'No vendors found.',
    failed: 'Failed to load vendors',
  }));

test('filters name, state, status and Invoiced only (invoiced=true); Clear Filters', async () => {
  renderApp('/on/vendors');
  await screen.findByRole('link', { name: 'Northwind Traders' });
  const status = screen.getByRole('combobox', { name: 'Status' });
  expect(
    within(status)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['All Statuses', 'Active', 'Inactive', 'Onboarding']);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Name' }), 'north');
  await userEvent.type(screen.getByRole('searchbox', { name: 'State' }), 'wa');
  await userEvent.selectOptions(status, 'Inactive');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Invoiced only' }));
  await waitFor(() =>
    expect(Object.fromEntries(lastList())).toMatchObject({
      name: 'north',
      state: 'wa',
      status: 'INACTIVE',
      invoiced: 'true',
    }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
  await waitFor(() => expect(lastList().get('invoiced')).toBeNull());
  expect(lastList().get('name')).toBeNull();
  expect(lastList().get('status')).toBeNull();
});

test('sorts by a header, ascending then descending', async () => {
  renderApp('/on/vendors');
  await screen.findByRole('link', { name: 'Northwind Traders' });
  await userEvent.click(screen.getByRole('button', { name: /Invoiced/ }));
  await waitFor(() => expect(lastList().get('sort')).toBe('invoiced'));
  expect(lastList().get('order')).toBe('asc');
  await screen.findByRole('link', { name: 'Northwind Traders' });
  await userEvent.click(screen.getByRole('button', { name: /Invoiced/ }));
  await waitFor(() => expect(lastList().get('order')).toBe('desc'));
});

test('Download Excel writes vendors.xlsx, sheet Vendors, with the filtered rows', async () => {
  renderApp('/on/vendors?invoiced=true');
  await screen.findByRole('link', { name: 'Northwind Traders' });
  await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
  const book = await downloadedWorkbook();
  expect(book.file).toBe('vendors.xlsx');
  expect(book.sheet).toBe('Vendors');
  expect(lastList().get('invoiced')).toBe('true');
  expect(lastList().get('limit')).toBeNull();
  const data = book.rows;
  expect(data[0]).toEqual([
    'Name',
    'Address',
    'City',
    'State',
    'Zip',
    'Status',
    'Start Date',
    'Invoiced',
  ]);
  expect(data[1]).toEqual([
    'Northwind Traders',
    '12 Harbor Rd',
    'Seattle',
    'WA',
    '98101',
    'Active',
    { t: 'n', v: 45352, z: 'mm/dd/yyyy' },
    'Yes',
  ]);
});

test('clicking the name opens the edit form; Create New opens the create form', async () => {
  api.on('GET', '/vendors/:id', { body: northwind });
  const { unmount } = renderApp('/on/vendors');
  await userEvent.click(await screen.findByRole('link', { name: 'Northwind Traders' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/on/vendors/edit/1');
  expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Northwind Traders');
  unmount();
  renderApp('/on/vendors');
  await userEvent.click(await screen.findByRole('button', { name: 'Create New' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/on/vendors/new');
});
