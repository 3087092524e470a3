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
import TimesheetsRoutes from './TimesheetsRoutes';
import { approved, pending, submitted } from './test-data';

const renderApp = (url: string) => renderRemote(url, { '/on/timesheets': <TimesheetsRoutes /> });

let api: FakeApi;
const listCalls = () => api.callsTo('GET', '/timesheets');
const lastList = () => listCalls().at(-1)!.query;
const statusToggle = () =>
  screen.getByRole('button', { name: /^Status (All Statuses|\d+ selected)$/ });

beforeEach(() => {
  jest.clearAllMocks();
  api = setupEmployerApi();
  api.on('GET', '/timesheets', {
    body: [submitted, approved, pending],
    headers: { 'X-Total-Count': '3' },
  });
});

test("shows 'Loading timesheets...', then the columns with US dates, 2-decimal hours and status labels", async () => {
  renderApp('/on/timesheets');
  expect(screen.getByText('Loading timesheets...')).toBeInTheDocument();
  await screen.findByRole('link', { name: '12' });
  // first the selection's column, whose checkbox is named 'Select all on this page'
  expect(columnHeaders()).toEqual([
    '',
    'ID',
    'Employee',
    'Vendor',
    'Billing Code',
    'Start Date',
    'End Date',
    'Total Hours',
    'Status',
    'Notes',
    'Actions',
  ]);
  const cells = (id: string) =>
    within(screen.getByRole('link', { name: id }).closest('tr')!)
      .getAllByRole('cell')
      .slice(1) // the row's checkbox
      .map((c) => c.textContent);
  expect(cells('12').slice(0, 9)).toEqual([
    '12',
    'Jane Q Doe',
    'Acme Corp',
    'ACME-01',
    '03/02/2026',
    '03/08/2026',
    '40.00',
    'Submitted',
    'First week',
  ]);
  expect(cells('13').slice(4, 9)).toEqual(['03/09/2026', '03/15/2026', '37.50', 'Approved', '']);
  // the week the clocks go back keeps its own calendar days
  expect(cells('14').slice(4, 8)).toEqual(['10/26/2026', '11/01/2026', '0.00', 'Pending']);
  expect(lastList().get('limit')).toBe('50');
});

test('the empty and error texts', () =>
  expectListTexts(api, {
    apiPath: '/timesheets',
    render: () => renderApp('/on/timesheets'),
    empty: 'No timesheets found.',
    failed: 'Failed to load timesheets',
  }));

test('filters employee name and vendor name; the status dropdown sends several statuses', async () => {
  renderApp('/on/timesheets');
  await screen.findByRole('link', { name: '12' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Employee Name' }), 'jane');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Vendor Name' }), 'acme');
  await waitFor(() =>
    expect(Object.fromEntries(lastList())).toMatchObject({
      employeeName: 'jane',
      vendorName: 'acme',
    }),
  );
  expect(statusToggle()).toHaveTextContent('All Statuses');
  await userEvent.click(statusToggle());
  const panel = screen.getByRole('group', { name: 'Status' });
  expect(
    within(panel)
      .getAllByRole('checkbox')
      .map((c) => c.closest('label')!.textContent),
  ).toEqual(['Draft', 'Pending', 'Submitted', 'Approved', 'Rejected', 'Locked']);
  await userEvent.click(within(panel).getByRole('checkbox', { name: 'Approved' }));
  await userEvent.click(within(panel).getByRole('checkbox', { name: 'Submitted' }));
  await waitFor(() => expect(lastList().get('status')).toBe('SUBMITTED,APPROVED'));
  expect(statusToggle()).toHaveTextContent('2 selected');
  expect(screen.getByTestId('location')).toHaveTextContent('status=SUBMITTED%2CAPPROVED');
  await userEvent.click(within(panel).getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('group', { name: 'Status' })).not.toBeInTheDocument();

  await userEvent.click(statusToggle());
  await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(lastList().get('status')).toBeNull());
  expect(statusToggle()).toHaveTextContent('All Statuses');
  expect(lastList().get('employeeName')).toBe('jane');
});

test('the filters come from the URL, and Clear Filters clears every one', async () => {
  renderApp('/on/timesheets?status=APPROVED,LOCKED&vendorName=acme');
  await screen.findByRole('link', { name: '12' });
  expect(lastList().get('status')).toBe('APPROVED,LOCKED');
  expect(lastList().get('vendorName')).toBe('acme');
  expect(statusToggle()).toHaveTextContent('2 selected');
  await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
  await waitFor(() => expect(lastList().get('status')).toBeNull());
  expect(lastList().get('vendorName')).toBeNull();
  expect(statusToggle()).toHaveTextContent('All Statuses');
  expect(screen.getByRole('searchbox', { name: 'Vendor Name' })).toHaveValue('');
});

test('every header but Actions sorts by its API field, toggling ascending and descending', async () => {
  renderApp('/on/timesheets');
  await screen.findByRole('link', { name: '12' });
  expect(lastList().get('sort')).toBe('periodStartDate');
  expect(lastList().get('order')).toBe('desc');
  expect(
    within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button'),
  ).not.toBeInTheDocument();
  const fields: Array<[string, string]> = [
    ['ID', 'id'],
    ['Employee', 'employeeName'],
    ['Vendor', 'vendorName'],
    ['Billing Code', 'billingCode'],
    ['Start Date', 'periodStartDate'],
    ['End Date', 'periodEndDate'],
    ['Total Hours', 'totalHours'],
    ['Status', 'status'],
    ['Notes', 'notes'],
  ];
  for (const [label, field] of fields) {
    const header = screen.getByRole('columnheader', { name: new RegExp(`^${label}`) });
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastList().get('sort')).toBe(field));
    expect(lastList().get('order')).toBe('asc');
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
  }
  const hours = screen.getByRole('columnheader', { name: /^Total Hours/ });
  await userEvent.click(within(hours).getByRole('button'));
  await waitFor(() => expect(hours).toHaveAttribute('aria-sort', 'ascending'));
  await userEvent.click(within(hours).getByRole('button'));
  await waitFor(() => expect(hours).toHaveAttribute('aria-sort', 'descending'));
  expect(lastList().get('sort')).toBe('totalHours');
  expect(lastList().get('order')).toBe('desc');
  expect(hours).toHaveTextContent('Total Hours ▼');
});

test('Download Excel writes timesheets.xlsx, sheet Timesheets, with real dates and hours', async () => {
  renderApp('/on/timesheets?employeeName=jane');
  await screen.findByRole('link', { name: '12' });
  await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
  const book = await downloadedWorkbook();
  expect(book.file).toBe('timesheets.xlsx');
  expect(book.sheet).toBe('Timesheets');
  const exportQuery = listCalls().at(-1)!.query;
  expect(exportQuery.get('employeeName')).toBe('jane');
  expect(exportQuery.get('limit')).toBeNull();
  const data = book.rows;
  expect(data[0]).toEqual([
    'ID',
    'Employee',
    'Vendor',
    'Billing Code',
    'Start Date',
    'End Date',
    'Total Hours',
    'Status',
    'Notes',
  ]);
  expect(data[2]).toEqual([
    13,
    'Sam Lee',
    'Acme Corp',
    'ACME-02',
    { t: 'n', v: 46090, z: 'mm/dd/yyyy' },
    { t: 'n', v: 46096, z: 'mm/dd/yyyy' },
    { t: 'n', v: 37.5, z: '#,##0.00' },
    'Approved',
    '',
  ]);
});

test('clicking the ID opens the edit form', async () => {
  api.on('GET', '/timesheets/:id', { body: submitted });
  renderApp('/on/timesheets');
  await userEvent.click(await screen.findByRole('link', { name: '12' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/on/timesheets/edit/12');
  expect(await screen.findByRole('textbox', { name: 'ID' })).toHaveValue('12');
});

test('Create New opens the empty form', async () => {
  renderApp('/on/timesheets');
  await userEvent.click(await screen.findByRole('button', { name: 'Create New' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/timesheets\/new$/);
});

test("a week from the landing page's approved hours: accepted sheets starting in it, shown in the bar", async () => {
  renderApp(
    '/on/timesheets?status=APPROVED,LOCKED&periodStartFrom=2026-11-16&periodStartTo=2026-11-22',
  );
  await waitFor(() => expect(lastList().get('periodStartFrom')).toBe('2026-11-16'));
  expect(lastList().get('periodStartTo')).toBe('2026-11-22');
  expect(lastList().get('status')).toBe('APPROVED,LOCKED');
  expect(screen.getByRole('searchbox', { name: 'Starts from' })).toHaveValue('2026-11-16');
  expect(screen.getByRole('searchbox', { name: 'Starts to' })).toHaveValue('2026-11-22');

  await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
  await waitFor(() => expect(lastList().get('periodStartFrom')).toBeNull());
  expect(screen.queryByRole('searchbox', { name: 'Starts from' })).not.toBeInTheDocument();
});
