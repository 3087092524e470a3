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
import EmployeesRoutes from './EmployeesRoutes';
import { jane, sam } from './test-data';

const renderApp = (url: string) => renderRemote(url, { '/on/employees': <EmployeesRoutes /> });

let api: FakeApi;
const lastList = () => api.callsTo('GET', '/employees').at(-1)!.query;

beforeEach(() => {
  api = setupEmployerApi();
  api.on('GET', '/employees', { body: [jane, sam], headers: { 'X-Total-Count': '2' } });
});

test("shows 'Loading employees...', then the columns with full names, readable statuses, US dates", async () => {
  renderApp('/on/employees');
  expect(screen.getByText('Loading employees...')).toBeInTheDocument();
  await screen.findByRole('link', { name: '101' });
  expect(columnHeaders()).toEqual([
    'Employee ID',
    'Name',
    'Designation',
    'Status',
    'Category',
    'Work Auth',
    'Start Date',
    'End Date',
  ]);
  const row = screen.getByRole('row', { name: /Sam Lee/ });
  for (const text of ['Analyst', 'On Leave', 'C2C', 'H1B', '05/01/2023', '05/01/2025']) {
    expect(within(row).getByText(text)).toBeInTheDocument();
  }
  expect(screen.getByRole('row', { name: /Jane Q Doe/ })).toBeInTheDocument();
});

test('the empty and error texts', () =>
  expectListTexts(api, {
    apiPath: '/employees',
    render: () => renderApp('/on/employees'),
    empty: 'No employees found.',
    failed: 'Failed to fetch employees',
  }));

test('filters name, designation and status (On Leave → ON_LEAVE); Name sorts by name', async () => {
  renderApp('/on/employees');
  await screen.findByRole('link', { name: '101' });
  const status = screen.getByRole('combobox', { name: 'Status' });
  expect(
    within(status)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['All Statuses', 'Active', 'Inactive', 'On Leave']);
  await userEvent.selectOptions(status, 'On Leave');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Name' }), 'lee');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Designation' }), 'ana');
  await waitFor(() =>
    expect(Object.fromEntries(lastList())).toMatchObject({
      status: 'ON_LEAVE',
      name: 'lee',
      designation: 'ana',
    }),
  );
  await screen.findByRole('link', { name: '101' });
  await userEvent.click(screen.getByRole('button', { name: /Work Auth/ }));
  await waitFor(() => expect(lastList().get('sort')).toBe('workAuth'));
  await screen.findByRole('link', { name: '101' });
  await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
  await waitFor(() => expect(lastList().get('sort')).toBe('name'));
  await screen.findByRole('link', { name: '101' });
  await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
  await waitFor(() => expect(lastList().get('status')).toBeNull());
});

test('Download Excel writes employees.xlsx, sheet Employees, with real dates', async () => {
  renderApp('/on/employees');
  await screen.findByRole('link', { name: '101' });
  await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
  const book = await downloadedWorkbook();
  expect(book.file).toBe('employees.xlsx');
  expect(book.sheet).toBe('Employees');
  const [header, janeRow, samRow] = book.rows;
  const start = header.indexOf('Start Date');
  expect(header[start + 1]).toBe('End Date');
  expect(janeRow.slice(start, start + 2)).toEqual([{ t: 'n', v: 45299, z: 'mm/dd/yyyy' }, '']);
  expect(samRow.slice(start, start + 2)).toEqual([
    { t: 'n', v: 45047, z: 'mm/dd/yyyy' },
    { t: 'n', v: 45778, z: 'mm/dd/yyyy' },
  ]);
});

test('clicking the Employee ID opens the edit form', async () => {
  api.on('GET', '/employees/:id', { body: jane });
  renderApp('/on/employees');
  await userEvent.click(await screen.findByRole('link', { name: '101' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/on/employees/edit/101');
  expect(await screen.findByRole('textbox', { name: 'First Name' })).toHaveValue('Jane');
});
