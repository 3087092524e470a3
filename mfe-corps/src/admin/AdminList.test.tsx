import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@staffledger/shared/testing';
import {
  columnHeaders,
  downloadedWorkbook,
  renderRemote,
  setupSuperApi,
} from '@staffledger/shared/testing';
import AdminRoutes from './AdminRoutes';
import { annex, holidays, maxUpload } from './admin.test-data';

const renderApp = (url: string) => renderRemote(url, { '/on/admin': <AdminRoutes /> });

let api: FakeApi;
const lastList = () => api.callsTo('GET', '/admin').at(-1)!.query;

beforeEach(() => {
  api = setupSuperApi(1);
  api.on('GET', '/admin', { body: [holidays, maxUpload], headers: { 'X-Total-Count': '2' } });
});

test('lists the settings with their columns; Feature opens edit', async () => {
  api.on('GET', '/admin/:id', { body: holidays });
  renderApp('/on/admin');
  expect(screen.getByText('Loading admin settings...')).toBeInTheDocument();
  await screen.findByRole('link', { name: 'Holidays holidays' });
  const headers = columnHeaders();
  expect(headers).toEqual(['Feature', 'Category', 'Description', 'Value', 'Last Updated']);
  // 2025-01-02T03:04:05Z, in New York the evening before
  expect(screen.getByRole('cell', { name: '01/01/2025 10:04 PM' })).toBeInTheDocument();
  expect(api.calls[0].headers['X-Corp-ID']).toBe('1');
  await userEvent.click(screen.getByRole('link', { name: 'Holidays holidays' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/on/admin/edit/4');
});

test('filters on category, feature, description and value; sorts on Value', async () => {
  renderApp('/on/admin');
  await screen.findByRole('link', { name: 'Holidays holidays' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Category' }), 'time');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Value' }), '25');
  await waitFor(() => expect(lastList().get('value')).toBe('25'));
  expect(lastList().get('category')).toBe('time');
  expect(screen.getByRole('searchbox', { name: 'Feature' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Description' })).toBeInTheDocument();
  await screen.findByRole('link', { name: 'Holidays holidays' });
  await userEvent.click(screen.getByRole('button', { name: /^Value/ }));
  await waitFor(() => expect(lastList().get('sort')).toBe('value'));
});

test('the empty and error texts', async () => {
  api.on('GET', '/admin', { body: [] });
  const { unmount } = renderApp('/on/admin');
  expect(await screen.findByText('No admin settings found.')).toBeInTheDocument();
  unmount();
  api.on('GET', '/admin', { status: 403, body: { error: 'forbidden', message: 'Not allowed' } });
  renderApp('/on/admin');
  expect(await screen.findByText('Failed to load admins')).toBeInTheDocument();
});

test('Download Excel writes Last Updated as a real date and time, New York time', async () => {
  renderApp('/on/admin');
  await screen.findByRole('link', { name: 'Holidays holidays' });
  await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
  const book = await downloadedWorkbook();
  expect(book.file).toBe('admin-settings.xlsx');
  const [header, first] = book.rows;
  expect(header.at(-1)).toBe('Last Updated');
  // 2025-01-02T03:04:05Z is 01/01/2025 10:04:05 PM in New York
  const serial = 45658 + (22 * 3600 + 4 * 60 + 5) / 86_400;
  expect(first.at(-1)).toEqual({
    t: 'n',
    v: expect.closeTo(serial, 9),
    z: 'mm/dd/yyyy h:mm AM/PM',
  });
});

test('a setting reads by its readable name, the raw key under it; Excel keeps the key', async () => {
  api.on('GET', '/admin', { body: [annex, maxUpload], headers: { 'X-Total-Count': '2' } });
  renderApp('/on/admin');
  const link = await screen.findByRole('link', { name: 'Annex timesheets annexTimesheets' });
  // the name and the key are separate words, so the cell wraps between words, never inside one
  expect(link).toHaveTextContent(/^Annex timesheets annexTimesheets$/);
  expect(screen.getByText('annexTimesheets').tagName).toBe('CODE');
  // a setting staff added reads by its key in words
  expect(screen.getByRole('link', { name: 'Max upload mb maxUploadMb' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
  const book = await downloadedWorkbook();
  expect(book.rows[1][0]).toBe('annexTimesheets');
});
