import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@staffledger/shared/testing';
import {
  optionsOf,
  peopleChoices,
  renderRemote,
  setupEmployerApi,
} from '@staffledger/shared/testing';
import TimesheetsRoutes from './TimesheetsRoutes';
import { approved, pending, submitted, submittedHistory } from './test-data';

const renderApp = (url: string) => renderRemote(url, { '/on/timesheets': <TimesheetsRoutes /> });

let api: FakeApi;
let alertSpy: jest.SpyInstance;
// a required field's label ends with its ' *' mark
const dateInput = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

beforeEach(() => {
  api = setupEmployerApi();
  api.on('GET', '/timesheets', { body: [] });
  api.on('GET', '/employees', { body: peopleChoices.employees });
  api.on('GET', '/vendors', { body: peopleChoices.vendors });
  api.on('GET', '/timesheets/:id', { body: submitted });
  api.on('GET', '/timesheets/:id/history', { body: submittedHistory });
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alertSpy.mockRestore());

async function fillNew(user = userEvent.setup()) {
  await screen.findByRole('option', { name: 'Jane Q Doe' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Employee' }), 'Jane Q Doe');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Vendor' }), 'Acme Corp');
  await user.type(dateInput('Period Start Date'), '2026-04-06');
  await user.type(dateInput('Period End Date'), '2026-04-12');
  await user.type(screen.getByRole('textbox', { name: 'Billing Code' }), ' ACME-09 ');
}

test('new: dropdowns sorted by name, Total Hours 0.00 read-only, status Pending only, required marks', async () => {
  renderApp('/on/timesheets/new');
  await screen.findByRole('option', { name: 'Jane Q Doe' });
  expect(optionsOf('Employee')).toEqual(['Select employee', 'adam Baker', 'Jane Q Doe', 'Sam Lee']);
  expect(optionsOf('Vendor')).toEqual(['Select vendor', 'Acme Corp', 'Globex']);
  const employeeQuery = api.callsTo('GET', '/employees')[0].query;
  expect(Object.fromEntries(employeeQuery)).toEqual({ sort: 'name', order: 'asc', limit: '1000' });
  const vendorQuery = api.callsTo('GET', '/vendors')[0].query;
  expect(Object.fromEntries(vendorQuery)).toEqual({ sort: 'name', order: 'asc', limit: '1000' });

  expect(screen.queryByRole('textbox', { name: 'ID' })).not.toBeInTheDocument();
  const total = screen.getByRole('textbox', { name: 'Total Hours' });
  expect(total).toHaveValue('0.00');
  expect(total).toHaveAttribute('readonly');
  expect(optionsOf('Status')).toEqual(['Pending']);
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('PENDING');
  for (const label of ['Period Start Date', 'Period End Date']) {
    expect(dateInput(label)).toHaveAttribute('type', 'date');
  }
  const required = ['Employee', 'Vendor', 'Period Start Date', 'Period End Date', 'Status'];
  for (const label of [...required, 'Billing Code']) {
    const control = screen.getByLabelText(new RegExp(`^${label}`));
    expect(control).toBeRequired();
    expect(control.closest('.sl-field')!.querySelector('label')).toHaveTextContent(`${label} *`);
  }
  expect(screen.getByRole('textbox', { name: 'Notes' })).not.toBeRequired();
});

test('empty required fields and an end before the start are refused without calling the API', async () => {
  renderApp('/on/timesheets/new');
  await screen.findByRole('option', { name: 'Jane Q Doe' });
  // past the browser's own check, the form's check still holds
  document.querySelectorAll('[required]').forEach((el) => el.removeAttribute('required'));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  for (const text of [
    'Employee is required',
    'Vendor is required',
    'Period Start Date is required',
    'Period End Date is required',
    'Billing Code is required',
  ]) {
    expect(await screen.findByText(text)).toBeInTheDocument();
  }
  expect(screen.getByRole('combobox', { name: 'Employee' })).toHaveAccessibleDescription(
    'Employee is required',
  );
  await fillNew();
  await userEvent.clear(dateInput('Period End Date'));
  await userEvent.type(dateInput('Period End Date'), '2026-04-05');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('Period End Date cannot be before Period Start Date'),
  ).toBeInTheDocument();
  expect(api.callsTo('POST', '/timesheets')).toHaveLength(0);
});

test('create sends the body and returns to the list', async () => {
  api.on('POST', '/timesheets', (req) => ({
    status: 201,
    body: { ...(req.body as object), id: 30 },
  }));
  renderApp('/on/timesheets/new');
  await fillNew();
  await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Easter week');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/timesheets$/),
  );
  const posts = api.callsTo('POST', '/timesheets');
  expect(posts).toHaveLength(1);
  expect(posts[0].body).toEqual({
    employeeId: 101,
    vendorId: 7,
    periodStartDate: '2026-04-06',
    periodEndDate: '2026-04-12',
    status: 'PENDING',
    billingCode: 'ACME-09',
    notes: 'Easter week',
  });
  expect(await screen.findByText('No timesheets found.')).toBeInTheDocument();
});

test('edit loads an open timesheet, offers its status and the allowed moves, and saves with PUT', async () => {
  api.on('GET', '/timesheets/:id', { body: pending });
  api.on('PUT', '/timesheets/:id', (req) => ({ body: { ...pending, ...(req.body as object) } }));
  renderApp('/on/timesheets/edit/14');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  const idBox = await screen.findByRole('textbox', { name: 'ID' });
  expect(idBox).toHaveValue('14');
  expect(idBox).toHaveAttribute('readonly');
  await screen.findByRole('option', { name: 'Sam Lee' });
  expect(screen.getByRole('combobox', { name: 'Employee' })).toHaveValue('101');
  expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveValue('8');
  expect(dateInput('Period Start Date')).toHaveValue('2026-10-26');
  expect(dateInput('Period End Date')).not.toHaveAttribute('readonly');
  expect(screen.getByRole('textbox', { name: 'Billing Code' })).toHaveValue('GLX-7');
  expect(optionsOf('Status')).toEqual(['Pending', 'Submitted']);

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Submitted');
  // the choices follow the saved status, not the one just picked
  expect(optionsOf('Status')).toEqual(['Pending', 'Submitted']);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Vendor' }), 'Acme Corp');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/timesheets$/),
  );
  const put = api.callsTo('PUT', '/timesheets/:id');
  expect(put[0].path).toBe('/timesheets/14');
  expect(put[0].body).toEqual({
    employeeId: 101,
    vendorId: 7,
    periodStartDate: '2026-10-26',
    periodEndDate: '2026-11-01',
    status: 'SUBMITTED',
    billingCode: 'GLX-7',
    notes: null,
  });
});

const PLACED = 'This timesheet is submitted; its employee, vendor and period can no longer change.';

test('a submitted sheet shows its employee, vendor and period read-only with the reason; code, notes and status still change', async () => {
  api.on('PUT', '/timesheets/:id', (req) => ({ body: { ...submitted, ...(req.body as object) } }));
  renderApp('/on/timesheets/edit/12');
  const employee = await screen.findByRole('textbox', { name: 'Employee' });
  expect(employee).toHaveValue('Jane Q Doe');
  expect(employee).toHaveAttribute('readonly');
  expect(employee).toHaveAccessibleDescription(PLACED);
  const vendor = screen.getByRole('textbox', { name: 'Vendor' });
  expect(vendor).toHaveValue('Acme Corp');
  expect(vendor).toHaveAccessibleDescription(PLACED);
  expect(screen.queryByRole('combobox', { name: 'Employee' })).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Vendor' })).not.toBeInTheDocument();
  for (const label of ['Period Start Date', 'Period End Date']) {
    expect(dateInput(label)).toHaveAttribute('readonly');
    expect(dateInput(label)).toHaveAccessibleDescription(PLACED);
  }
  expect(dateInput('Period Start Date')).toHaveValue('2026-03-02');
  const code = screen.getByRole('textbox', { name: 'Billing Code' });
  expect(code).not.toHaveAttribute('readonly');
  expect(optionsOf('Status')).toEqual(['Submitted', 'Approved', 'Rejected']);

  await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), ', checked');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Approved');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/timesheets$/),
  );
  expect(api.callsTo('PUT', '/timesheets/:id')[0].body).toEqual({
    employeeId: 101,
    vendorId: 7,
    periodStartDate: '2026-03-02',
    periodEndDate: '2026-03-08',
    status: 'APPROVED',
    billingCode: 'ACME-01',
    notes: 'First week, checked',
  });
});

test('a locked sheet shows every field read-only with the reason', async () => {
  api.on('GET', '/timesheets/:id', { body: { ...approved, status: 'LOCKED' } });
  renderApp('/on/timesheets/edit/13');
  const reason = 'This timesheet is locked; it can no longer change.';
  expect(await screen.findByRole('textbox', { name: 'Employee' })).toHaveAccessibleDescription(
    reason,
  );
  for (const label of ['Vendor', 'Billing Code', 'Notes']) {
    const field = screen.getByRole('textbox', { name: label });
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(reason);
  }
  expect(dateInput('Period End Date')).toHaveAccessibleDescription(reason);
});

test.each([
  ['APPROVED', ['Approved', 'Locked']],
  ['PENDING', ['Pending', 'Submitted']],
  ['REJECTED', ['Rejected', 'Submitted']],
  ['LOCKED', ['Locked']],
])('a %s timesheet offers %j', async (status, expected) => {
  api.on('GET', '/timesheets/:id', { body: { ...approved, status } });
  renderApp('/on/timesheets/edit/13');
  await screen.findByRole('textbox', { name: 'ID' });
  expect(optionsOf('Status')).toEqual(expected);
});

test('an employee missing from the dropdown list still shows by name', async () => {
  api.on('GET', '/timesheets/:id', {
    body: { ...pending, employeeId: 555, employeeName: 'Old Hand' },
  });
  renderApp('/on/timesheets/edit/14');
  await screen.findByRole('option', { name: 'Sam Lee' });
  expect(screen.getByRole('combobox', { name: 'Employee' })).toHaveDisplayValue('Old Hand');
});

test("a load failure shows 'Failed to load timesheet data'", async () => {
  api.on('GET', '/timesheets/:id', { status: 404, body: { error: 'not_found', message: 'Nope' } });
  renderApp('/on/timesheets/edit/99');
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load timesheet data$/);
});

test("failing dropdown lists show 'Failed to load data'", async () => {
  api.on('GET', '/vendors', { status: 500 });
  renderApp('/on/timesheets/new');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data');
});

test("a save failure shows 'Failed to save timesheet' in the page, puts field errors on their fields and stays", async () => {
  api.on('PUT', '/timesheets/:id', {
    status: 400,
    body: {
      error: 'validation',
      message: 'A timesheet covers at most 62 days',
      fieldErrors: { periodEndDate: 'A timesheet covers at most 62 days' },
    },
  });
  api.on('GET', '/timesheets/:id', { body: pending });
  renderApp('/on/timesheets/edit/14');
  await screen.findByRole('option', { name: 'Sam Lee' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to save timesheet: A timesheet covers at most 62 days',
  );
  expect(alertSpy).not.toHaveBeenCalled();
  expect(dateInput('Period End Date')).toHaveAccessibleDescription(
    'A timesheet covers at most 62 days',
  );
  expect(screen.getByTestId('location')).toHaveTextContent('/on/timesheets/edit/14');
});

test('Cancel returns to the list without saving', async () => {
  renderApp('/on/timesheets/edit/12');
  await screen.findByRole('textbox', { name: 'ID' });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/timesheets$/),
  );
  expect(api.callsTo('PUT', '/timesheets/:id')).toHaveLength(0);
});

describe('the History under the form', () => {
  const history = () => screen.findByRole('region', { name: 'History' });
  const lines = async () =>
    within(await history())
      .getAllByRole('listitem')
      .map((li) => li.textContent);

  test('edit shows who did what to the sheet, newest first, under Save and Cancel', async () => {
    renderApp('/on/timesheets/edit/12');
    const panel = await history();
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(3);
    expect(await lines()).toEqual([
      '03/09/2026 6:00 AM a guest submitted it',
      '03/09/2026 5:30 AM a guest saved the hours',
      '03/02/2026 8:00 AM dana@acme.example created the timesheet',
    ]);
    expect(api.callsTo('GET', '/timesheets/:id/history').map((c) => c.path)).toEqual([
      '/timesheets/12/history',
    ]);
    expect(screen.getByRole('form', { name: 'Edit Timesheet' })).not.toContainElement(panel);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel.compareDocumentPosition(panel)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  test('an invoiced sheet links its invoice number to the invoice form', async () => {
    api.on('GET', '/timesheets/:id', { body: { ...approved, status: 'LOCKED' } });
    api.on('GET', '/timesheets/:id/history', {
      body: [
        ...submittedHistory,
        {
          ...submittedHistory[0],
          at: '2026-03-10T15:00:00.000Z',
          event: 'invoiced',
          from: 'APPROVED',
          to: 'LOCKED',
          invoice: { id: 31, number: 'INV-000031' },
        },
      ],
    });
    renderApp('/on/timesheets/edit/13');
    const panel = await history();
    const link = await within(panel).findByRole('link', { name: 'INV-000031' });
    expect(link).toHaveAttribute('href', '/on/invoices/edit/31');
    expect((await lines())[0]).toBe(
      '03/10/2026 11:00 AM dana@acme.example invoiced it on INV-000031',
    );
  });

  test('a new timesheet has no history, and asks for none', async () => {
    renderApp('/on/timesheets/new');
    await screen.findByRole('option', { name: 'Jane Q Doe' });
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/timesheets/:id/history')).toHaveLength(0);
  });

  test('a history that fails says so; the form still saves', async () => {
    api.on('GET', '/timesheets/:id/history', { status: 500 });
    api.on('PUT', '/timesheets/:id', { body: submitted });
    renderApp('/on/timesheets/edit/12');
    expect(await within(await history()).findByRole('alert')).toHaveTextContent(
      'Failed to load history',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/timesheets$/),
    );
  });
});
