import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@staffledger/shared';
import type { FakeApi } from '@staffledger/shared/testing';
import {
  columnHeaders,
  downloadedWorkbook,
  expectListTexts,
  renderRemote,
  setupSuperApi,
} from '@staffledger/shared/testing';
import CorpsRoutes from './CorpsRoutes';
import { acme, globex, initech } from './test-data';

const renderApp = (url: string) => renderRemote(url, { '/on/corps': <CorpsRoutes /> });

let api: FakeApi;
const lastList = () => api.callsTo('GET', '/corps').at(-1)!.query;

beforeEach(() => {
  api = setupSuperApi(2);
  api.on('GET', '/corps', { body: [acme, globex, initech], headers: { 'X-Total-Count': '3' } });
  api.on('GET', '/corps/:id/logo', { body: new Blob(['png'], { type: 'image/png' }) });
  URL.createObjectURL = jest.fn(() => 'blob:logo');
  URL.revokeObjectURL = jest.fn();
});

test("shows 'Loading corps...', then the columns and rows with readable statuses", async () => {
  renderApp('/on/corps');
  expect(screen.getByText('Loading corps...')).toBeInTheDocument();
  await screen.findByRole('link', { name: 'Acme Staffing' });
  expect(columnHeaders()).toEqual([
    'Logo',
    'Name',
    'Address',
    'City',
    'State',
    'Zip',
    'Status',
    'Start Date',
    'Actions',
  ]);
  expect(screen.getByRole('columnheader', { name: 'Logo' })).not.toHaveAttribute('aria-sort');
  expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');
  expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none');
  expect(screen.getByRole('columnheader', { name: 'Start Date' })).toHaveAttribute(
    'aria-sort',
    'none',
  );
  const row = screen.getByRole('row', { name: /Initech/ });
  expect(within(row).getByText('Onboarding')).toBeInTheDocument();
  expect(within(row).getByText('02/01/2024')).toBeInTheDocument();
  expect(lastList().get('sort')).toBe('name');
});

test('the empty and error texts', () =>
  expectListTexts(api, {
    apiPath: '/corps',
    render: () => renderApp('/on/corps'),
    empty: 'No corps found.',
    failed: 'Failed to fetch corporations',
  }));

test('filters by text and status, sorts by a column, clears filters', async () => {
  renderApp('/on/corps');
  await screen.findByRole('link', { name: 'Acme Staffing' });
  const status = screen.getByRole('combobox', { name: 'Status' });
  expect(
    within(status)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['All Statuses', 'Active', 'Inactive', 'Onboarding']);
  await userEvent.type(screen.getByRole('searchbox', { name: 'City' }), 'aus');
  await userEvent.selectOptions(status, 'Inactive');
  await waitFor(() => expect(lastList().get('status')).toBe('INACTIVE'));
  await waitFor(() => expect(lastList().get('city')).toBe('aus'));
  await userEvent.click(screen.getByRole('button', { name: /Start Date/ }));
  await waitFor(() => expect(lastList().get('sort')).toBe('startDate'));
  await screen.findByRole('link', { name: 'Acme Staffing' });
  await userEvent.click(screen.getByRole('button', { name: /Start Date/ }));
  await waitFor(() => expect(lastList().get('order')).toBe('desc'));
  expect(await screen.findByRole('columnheader', { name: /Start Date/ })).toHaveTextContent('▼');
  await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
  await waitFor(() => expect(lastList().get('status')).toBeNull());
  expect(lastList().get('city')).toBeNull();
});

test("'Switch' selects a corporation; the selected one reads 'Active'", async () => {
  renderApp('/on/corps');
  await screen.findByRole('link', { name: 'Acme Staffing' });
  const globexRow = screen.getByRole('row', { name: /Globex/ });
  expect(within(globexRow).getByRole('button', { name: 'Active' })).toBeDisabled();
  const acmeRow = screen.getByRole('row', { name: /Acme Staffing/ });
  await userEvent.click(within(acmeRow).getByRole('button', { name: 'Switch' }));
  expect(useSession.getState().selectedCorpId).toBe(1);
  expect(useSession.getState().selectedCorpData).toMatchObject({ name: 'Acme Staffing' });
  expect(localStorage.getItem('selectedCorpId')).toBe('1');
  expect(within(acmeRow).getByRole('button', { name: 'Active' })).toBeInTheDocument();
  expect(within(globexRow).getByRole('button', { name: 'Switch' })).toBeInTheDocument();
});

test('clicking the name opens the edit form', async () => {
  api.on('GET', '/corps/:id', { body: acme });
  renderApp('/on/corps');
  await userEvent.click(await screen.findByRole('link', { name: 'Acme Staffing' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/on/corps/edit/1');
  expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Acme Staffing');
});

test('Create New opens the create form', async () => {
  renderApp('/on/corps');
  await userEvent.click(await screen.findByRole('button', { name: 'Create New' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/on/corps/new');
});

test('Download Excel writes corps.xlsx with the start date as a real date', async () => {
  renderApp('/on/corps');
  await screen.findByRole('link', { name: 'Acme Staffing' });
  await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
  const book = await downloadedWorkbook();
  expect(book.file).toBe('corps.xlsx');
  const [header, first] = book.rows;
  expect(header).toEqual(['Name', 'Address', 'City', 'State', 'Zip', 'Status', 'Start Date']);
  expect(first).toEqual([
    'Acme Staffing',
    '1 Main St',
    'Austin',
    'TX',
    '73301',
    'Active',
    { t: 'n', v: 45323, z: 'mm/dd/yyyy' },
  ]);
});
