import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi, FakeReply } from '@staffledger/shared/testing';
import {
  optionsOf,
  peopleChoices,
  renderRemote,
  setupEmployerApi,
} from '@staffledger/shared/testing';
import BillingsRoutes from './BillingsRoutes';
import { active, cancelled } from './test-data';

const renderApp = (url: string) => renderRemote(url, { '/on/billings': <BillingsRoutes /> });

let api: FakeApi;
let alertSpy: jest.SpyInstance;
// a required field's label ends with its ' *' mark
const control = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
const atList = () =>
  waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/billings$/));

const REQUIRED = [
  'Employee',
  'Vendor',
  'Bill Rate',
  'Invoice Due Days',
  'Invoice Frequency',
  'Billing Code',
  'Item Description',
  'Start Date',
  'First Period End Date',
  'Status',
];

beforeEach(() => {
  api = setupEmployerApi();
  api.on('GET', '/billing', { body: [] });
  api.on('GET', '/employees', { body: peopleChoices.employees });
  api.on('GET', '/vendors', { body: peopleChoices.vendors });
  api.on('GET', '/billing/:id', { body: active });
  api.on('GET', '/admin', { body: [dueDaysSetting('45')] });
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alertSpy.mockRestore());

/** The corporation's INVOICE defaultDueDays setting, as GET /admin answers it. */
const dueDaysSetting = (value: string) => ({
  id: 3,
  category: 'INVOICE',
  feature: 'defaultDueDays',
  description: 'Days from the invoice date to its due date',
  value,
  updateDate: '2026-01-05T10:00:00Z',
});

async function fillNew(user = userEvent.setup()) {
  await screen.findByRole('option', { name: 'Jane Q Doe' });
  // the corporation's default arrives first; this arrangement has its own
  await waitFor(() => expect(control('Invoice Due Days')).toHaveValue(45));
  await user.clear(control('Invoice Due Days'));
  await user.selectOptions(control('Employee'), 'Jane Q Doe');
  await user.selectOptions(control('Vendor'), 'Acme Corp');
  await user.type(control('Bill Rate'), '87.35');
  await user.type(control('Invoice Due Days'), '30');
  await user.selectOptions(control('Invoice Frequency'), 'Bi-weekly');
  await user.type(control('Billing Code'), ' ACME-09 ');
  await user.type(control('Item Description'), 'Consulting');
  await user.type(control('Start Date'), '2026-04-06');
  await user.type(control('First Period End Date'), '2026-04-12');
}

test('new: dropdowns sorted by name, frequencies, statuses with Pending first, required marks', async () => {
  renderApp('/on/billings/new');
  await screen.findByRole('option', { name: 'Jane Q Doe' });
  expect(optionsOf('Employee')).toEqual(['Select employee', 'adam Baker', 'Jane Q Doe', 'Sam Lee']);
  expect(optionsOf('Vendor')).toEqual(['Select vendor', 'Acme Corp', 'Globex']);
  expect(optionsOf('Invoice Frequency')).toEqual([
    'Select frequency',
    'Weekly',
    'Bi-weekly',
    'Monthly',
  ]);
  expect(optionsOf('Status')).toEqual(['Pending', 'Active', 'Inactive', 'Cancelled']);
  expect(control('Status')).toHaveValue('PENDING');
  expect(screen.queryByRole('textbox', { name: 'ID' })).not.toBeInTheDocument();
  expect(control('Bill Rate')).toHaveAttribute('step', '0.01');
  expect(control('Invoice Due Days')).toHaveAttribute('type', 'number');
  for (const label of ['Start Date', 'First Period End Date', 'End Date']) {
    expect(control(label)).toHaveAttribute('type', 'date');
  }
  for (const label of REQUIRED) {
    expect(control(label)).toBeRequired();
    expect(control(label).closest('.sl-field')!.querySelector('label')).toHaveTextContent(
      `${label} *`,
    );
  }
  expect(control('End Date')).not.toBeRequired();
  expect(screen.getByRole('textbox', { name: 'Notes' })).not.toBeRequired();
});

test('empty required fields are refused without calling the API', async () => {
  api.on('GET', '/admin', { status: 500 });
  renderApp('/on/billings/new');
  await screen.findByRole('option', { name: 'Jane Q Doe' });
  // past the browser's own check, the form's check still holds
  document.querySelectorAll('[required]').forEach((el) => el.removeAttribute('required'));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  for (const label of REQUIRED.filter((l) => l !== 'Status')) {
    expect(await screen.findByText(`${label} is required`)).toBeInTheDocument();
  }
  expect(control('Employee')).toHaveAccessibleDescription('Employee is required');
  expect(api.callsTo('POST', '/billing')).toHaveLength(0);
});

test.each([
  ['First Period End Date', '2026-04-05', 'First Period End Date cannot be before Start Date'],
  ['First Period End Date', '2026-06-07', 'The first period must be shorter than 62 days'],
  ['End Date', '2026-04-01', 'End Date cannot be before Start Date'],
])('%s %s is refused: %s', async (label, value, message) => {
  renderApp('/on/billings/new');
  await fillNew();
  await userEvent.clear(control(label));
  await userEvent.type(control(label), value);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(api.callsTo('POST', '/billing')).toHaveLength(0);
});

test('a rate with 3 decimals and fractional due days are refused', async () => {
  renderApp('/on/billings/new');
  await fillNew();
  await userEvent.clear(control('Bill Rate'));
  await userEvent.type(control('Bill Rate'), '10.005');
  await userEvent.clear(control('Invoice Due Days'));
  await userEvent.type(control('Invoice Due Days'), '2.5');
  // past the browser's own step check, the form's check still holds
  for (const label of ['Bill Rate', 'Invoice Due Days']) control(label).setAttribute('step', 'any');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText(
      'Bill Rate must be between 0 and 99,999,999.99 with at most 2 decimals',
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Invoice Due Days must be a whole number from 0 to 365'),
  ).toBeInTheDocument();
  expect(api.callsTo('POST', '/billing')).toHaveLength(0);
});

test('create sends the billing plus corpId and returns to the list', async () => {
  api.on('POST', '/billing', (req) => ({ status: 201, body: { ...(req.body as object), id: 30 } }));
  renderApp('/on/billings/new');
  await fillNew();
  await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'Spring project');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await atList();
  const posts = api.callsTo('POST', '/billing');
  expect(posts).toHaveLength(1);
  expect(posts[0].body).toEqual({
    employeeId: 101,
    vendorId: 7,
    billRate: 87.35,
    invoiceDueDays: 30,
    invoiceFrequency: 'BIWEEKLY',
    billingCode: 'ACME-09',
    itemDescription: 'Consulting',
    startDate: '2026-04-06',
    firstPeriodEndDate: '2026-04-12',
    endDate: null,
    status: 'PENDING',
    notes: 'Spring project',
    corpId: '1',
  });
  expect(await screen.findByText('No billings found.')).toBeInTheDocument();
});

test('edit loads the billing into read-only ID and the fields, and saves with PUT', async () => {
  api.on('PUT', '/billing/:id', (req) => ({ body: { ...active, ...(req.body as object) } }));
  renderApp('/on/billings/edit/21');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  const idBox = await screen.findByRole('textbox', { name: 'ID' });
  expect(idBox).toHaveValue('21');
  expect(idBox).toHaveAttribute('readonly');
  await screen.findByRole('option', { name: 'Sam Lee' });
  expect(control('Employee')).toHaveValue('101');
  expect(control('Vendor')).toHaveValue('7');
  expect(control('Bill Rate')).toHaveValue(87.5);
  expect(control('Invoice Due Days')).toHaveValue(30);
  expect(control('Invoice Frequency')).toHaveValue('WEEKLY');
  expect(control('Start Date')).toHaveValue('2026-03-02');
  expect(control('End Date')).toHaveValue('');
  expect(control('Status')).toHaveValue('ACTIVE');
  expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Renewed yearly');

  await userEvent.selectOptions(control('Status'), 'Inactive');
  await userEvent.type(control('End Date'), '2026-12-31');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await atList();
  const put = api.callsTo('PUT', '/billing/:id');
  expect(put[0].path).toBe('/billing/21');
  expect(put[0].body).toMatchObject({
    employeeId: 101,
    vendorId: 7,
    billRate: 87.5,
    endDate: '2026-12-31',
    status: 'INACTIVE',
    notes: 'Renewed yearly',
    corpId: '1',
  });
});

test('a cancelled billing shows read-only, says why, offers only Cancelled and no Save', async () => {
  api.on('GET', '/billing/:id', { body: cancelled });
  renderApp('/on/billings/edit/22');
  await screen.findByRole('textbox', { name: 'ID' });
  expect(optionsOf('Status')).toEqual(['Cancelled']);
  expect(screen.getByText('A cancelled billing can no longer change.')).toBeInTheDocument();
  for (const label of ['Bill Rate', 'Billing Code', 'Start Date', 'Employee']) {
    expect(control(label)).toBeDisabled();
  }
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
});

test('a new arrangement starts with the corporation’s default due days, read from Admin', async () => {
  renderApp('/on/billings/new');
  await waitFor(() => expect(control('Invoice Due Days')).toHaveValue(45));
  expect(Object.fromEntries(api.callsTo('GET', '/admin')[0].query)).toEqual({
    category: 'INVOICE',
    feature: 'defaultDueDays',
  });
  // an edit keeps its own and does not ask
  const asked = api.callsTo('GET', '/admin').length;
  renderApp('/on/billings/edit/21');
  expect(await screen.findByDisplayValue('Renewed yearly')).toBeInTheDocument();
  expect(api.callsTo('GET', '/admin')).toHaveLength(asked);
});

test.each([
  ['not a number of days', { body: [dueDaysSetting('soon')] }],
  ['too many days', { body: [dueDaysSetting('400')] }],
  ['not readable', { status: 500 }],
])('a default that is %s leaves Invoice Due Days empty to fill', async (_, answer) => {
  api.on('GET', '/admin', answer);
  renderApp('/on/billings/new');
  await screen.findByRole('option', { name: 'Jane Q Doe' });
  await waitFor(() => expect(api.callsTo('GET', '/admin')).toHaveLength(1));
  expect(control('Invoice Due Days')).toHaveValue(null);
});

test('due days typed before the default arrives are kept', async () => {
  let answer: (reply: FakeReply) => void = () => undefined;
  api.on('GET', '/admin', () => new Promise<FakeReply>((resolve) => (answer = resolve)));
  renderApp('/on/billings/new');
  await userEvent.type(await screen.findByLabelText(/^Invoice Due Days/), '14');
  answer({ body: [dueDaysSetting('45')] });
  await waitFor(() => expect(api.callsTo('GET', '/admin')).toHaveLength(1));
  await new Promise((r) => setTimeout(r, 50));
  expect(control('Invoice Due Days')).toHaveValue(14);
});

test('a Pending arrangement says it makes no timesheets until Active; an Active one does not', async () => {
  renderApp('/on/billings/new');
  const hint = 'A Pending arrangement makes no timesheets until it is Active.';
  expect(await screen.findByText(hint)).toBeInTheDocument();
  expect(control('Status')).toHaveAccessibleDescription(hint);
  await userEvent.selectOptions(control('Status'), 'Active');
  expect(screen.queryByText(hint)).not.toBeInTheDocument();
  await userEvent.selectOptions(control('Status'), 'Pending');
  expect(screen.getByText(hint)).toBeInTheDocument();
});

test('a second Active arrangement refused by the server shows its reason in the page', async () => {
  const reason =
    'Billing 21 (ACME-01, from 2026-03-02, open-ended) is already Active for this employee and ' +
    'vendor over these dates. Make it Inactive or change the dates first.';
  api.on('POST', '/billing', { status: 409, body: { error: 'conflict', message: reason } });
  renderApp('/on/billings/new');
  await fillNew();
  await userEvent.selectOptions(control('Status'), 'Active');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to save billing: ${reason}`);
  expect(alertSpy).not.toHaveBeenCalled();
  expect(screen.getByTestId('location')).toHaveTextContent('/on/billings/new');
});

test("a load failure shows 'Failed to load billing data'", async () => {
  api.on('GET', '/billing/:id', { status: 404, body: { error: 'not_found', message: 'Nope' } });
  renderApp('/on/billings/edit/99');
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load billing data$/);
});

test("failing dropdown lists show 'Failed to load data'", async () => {
  api.on('GET', '/employees', { status: 500 });
  renderApp('/on/billings/new');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data');
});

test("a save failure shows 'Failed to save billing' in the page, puts field errors on their fields and stays", async () => {
  api.on('PUT', '/billing/:id', {
    status: 400,
    body: {
      error: 'validation',
      message: 'No such vendor',
      fieldErrors: { vendorId: 'No such vendor' },
    },
  });
  renderApp('/on/billings/edit/21');
  await screen.findByRole('option', { name: 'Sam Lee' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to save billing: No such vendor',
  );
  expect(alertSpy).not.toHaveBeenCalled();
  expect(control('Vendor')).toHaveAccessibleDescription('No such vendor');
  expect(screen.getByTestId('location')).toHaveTextContent('/on/billings/edit/21');
});

test('Cancel returns to the list without saving', async () => {
  renderApp('/on/billings/edit/21');
  await screen.findByRole('textbox', { name: 'ID' });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await atList();
  expect(api.callsTo('PUT', '/billing/:id')).toHaveLength(0);
});
