import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi, FakeReply } from '@staffledger/shared/testing';
import {
  columnHeaders,
  expectListTexts,
  optionsOf,
  renderRemote,
  setupEmployerApi,
} from '@staffledger/shared/testing';
import InvoicesRoutes from '../InvoicesRoutes';
import { annLee, billable, bobKay, carlaDiaz, danNoArrangement, madeOfTwo } from './test-data';

const renderApp = (url = '/on/invoices/approved') =>
  renderRemote(url, { '/on/invoices': <InvoicesRoutes /> });

let api: FakeApi;
const billableCalls = () => api.callsTo('GET', '/invoices/billable');
const posts = () => api.callsTo('POST', '/invoices/from-timesheets');

const box = (name: string) => screen.getByRole('checkbox', { name });
const ann = () => box('Select Ann Lee, 03/03/2025 - 03/09/2025');
const bob = () => box('Select Bob Kay, 03/03/2025 - 03/09/2025');
const carla = () => box('Select Carla Diaz, 03/10/2025 - 03/16/2025');
const dan = () => box('Select Dan Ito, 03/10/2025 - 03/16/2025');
const createButton = () => screen.getByRole('button', { name: 'Create invoice' });
const cells = (employee: string) =>
  within(screen.getByRole('cell', { name: employee }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

/** Shows the view and waits for its rows. */
async function openView(url?: string) {
  renderApp(url);
  await screen.findByRole('checkbox', { name: /Ann Lee/ });
}

beforeEach(() => {
  api = setupEmployerApi();
  api.on('GET', '/invoices/billable', { body: billable });
});

/** What the invoice form loads when Create invoice opens it. */
function answerInvoiceForm() {
  api.on('GET', '/invoices/:id', { body: madeOfTwo });
  api.on('GET', '/vendors', { body: [{ id: 7, name: 'Initech' }] });
  // `/invoices/:id` would answer the billable list too: the later route wins
  api.on('GET', '/invoices/billable', { body: billable });
}

test("shows 'Loading approved timesheets...', then the sheets with their dates, hours and amounts", async () => {
  let answer: (reply: FakeReply) => void = () => undefined;
  api.on('GET', '/invoices/billable', () => new Promise((r) => (answer = r)));
  renderApp();
  expect(await screen.findByText('Loading approved timesheets...')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Approved, not invoiced' })).toBeInTheDocument();
  answer({ body: billable });
  await screen.findByRole('checkbox', { name: /Ann Lee/ });
  expect(columnHeaders()).toEqual([
    'Select',
    'Employee',
    'Vendor',
    'Billing Code',
    'Start Date',
    'End Date',
    'Hours',
    'Bill Rate',
    'Amount',
  ]);
  expect(cells('Bob Kay').slice(1)).toEqual([
    'Bob Kay',
    'Initech',
    'INI-QA',
    '03/03/2025',
    '03/09/2025',
    '32.25',
    '$120.10',
    '$3,873.23',
  ]);
  expect(cells('Carla Diaz').slice(6)).toEqual(['8.00', '$1,234.50', '$9,876.00']);
  expect(screen.getByText('No timesheets selected.')).toBeInTheDocument();
  expect(createButton()).toBeDisabled();
  // the whole list, filtered on screen, so the vendor filter can offer every vendor present
  expect(billableCalls()[0].query.toString()).toBe('');
});

test('a sheet no arrangement bills shows — for its amount and cannot be selected, saying why', async () => {
  await openView();
  expect(cells('Dan Ito').slice(7)).toEqual(['—', '—No billing arrangement']);
  expect(dan()).toBeDisabled();
  expect(dan()).toHaveAccessibleDescription('No billing arrangement');
  expect(ann()).toBeEnabled();
  expect(ann()).not.toHaveAccessibleDescription();
});

test('the empty and error texts', () =>
  expectListTexts(api, {
    apiPath: '/invoices/billable',
    render: () => renderApp(),
    empty: 'No approved timesheets are waiting for an invoice.',
    failed: 'Failed to load approved timesheets',
  }));

test('selecting tells how many sheets and their total; other vendors cannot join, and say why', async () => {
  await openView();
  await userEvent.click(ann());
  expect(screen.getByText('1 timesheet selected, total $3,820.00')).toBeInTheDocument();
  expect(createButton()).toBeEnabled();
  await userEvent.click(bob());
  expect(screen.getByText('2 timesheets selected, total $7,693.23')).toBeInTheDocument();

  const reason = 'One invoice bills one vendor: only timesheets of Initech can be added.';
  expect(screen.getByText(reason)).toBeVisible();
  expect(carla()).toBeDisabled();
  expect(carla()).toHaveAccessibleDescription(reason);
  await userEvent.click(carla());
  expect(carla()).not.toBeChecked();
  expect(screen.getByText('2 timesheets selected, total $7,693.23')).toBeInTheDocument();

  await userEvent.click(ann());
  await userEvent.click(bob());
  expect(screen.getByText('No timesheets selected.')).toBeInTheDocument();
  expect(screen.queryByText(reason)).not.toBeInTheDocument();
  expect(carla()).toBeEnabled();
  expect(createButton()).toBeDisabled();
});

test('Clear Selection unchecks every sheet', async () => {
  await openView();
  await userEvent.click(carla());
  expect(ann()).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Clear Selection' }));
  expect(carla()).not.toBeChecked();
  expect(ann()).toBeEnabled();
  expect(screen.getByText('No timesheets selected.')).toBeInTheDocument();
});

test('the vendor filter offers the vendors present and keeps its choice in the URL', async () => {
  await openView();
  expect(optionsOf('Vendor')).toEqual(['All Vendors', 'Globex', 'Initech']);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Vendor' }), 'Globex');
  await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Ann Lee/ })).toBeNull());
  expect(carla()).toBeInTheDocument();
  expect(dan()).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/on/invoices/approved?vendorId=8');

  await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
  expect(await screen.findByRole('checkbox', { name: /Ann Lee/ })).toBeInTheDocument();
});

test('a vendor in the URL with no sheet left filters nothing, as its select shows', async () => {
  await openView('/on/invoices/approved?vendorId=99');
  expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveDisplayValue('All Vendors');
  expect(screen.getAllByRole('checkbox', { name: /^Select / })).toHaveLength(4);
});

test('Create invoice posts the sheets with a key of its own, then opens the invoice with a notice', async () => {
  let answer: (reply: FakeReply) => void = () => undefined;
  api.on('POST', '/invoices/from-timesheets', () => new Promise((r) => (answer = r)));
  answerInvoiceForm();
  await openView();
  await userEvent.click(ann());
  await userEvent.click(bob());
  await userEvent.click(createButton());

  expect(createButton()).toBeDisabled();
  expect(ann()).toBeDisabled();
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
  expect(screen.getByLabelText('Description 2')).toHaveValue(
    'Consulting services, Bob Kay (03/03/2025 - 03/09/2025)',
  );
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
  await userEvent.click(ann());
  await userEvent.click(bob());
  // someone else invoiced Ann's sheet a moment ago
  api.on('GET', '/invoices/billable', { body: [bobKay, carlaDiaz, danNoArrangement] });
  await userEvent.click(createButton());

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to create invoice: The period 03/03/2025 - 03/09/2025 is already billed on invoice INV-000011.',
  );
  await waitFor(() => expect(screen.queryByRole('checkbox', { name: /Ann Lee/ })).toBeNull());
  expect(billableCalls()).toHaveLength(2);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/invoices\/approved$/);
  // the rest of the selection stays, ready for another try with a new key
  expect(bob()).toBeChecked();
  expect(screen.getByText('1 timesheet selected, total $3,873.23')).toBeInTheDocument();
  await userEvent.click(createButton());
  await waitFor(() => expect(posts()).toHaveLength(2));
  expect(posts()[1].body).toEqual({ timesheetIds: [bobKay.timesheetId] });
  expect(posts()[1].headers['Idempotency-Key']).not.toBe(posts()[0].headers['Idempotency-Key']);
});

test('the whole view works with the keyboard', async () => {
  api.on('POST', '/invoices/from-timesheets', { status: 201, body: { ...madeOfTwo, id: 13 } });
  answerInvoiceForm();
  await openView();
  screen.getByRole('link', { name: 'Back to Invoices' }).focus();
  await userEvent.tab();
  expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveFocus();
  await userEvent.tab(); // Clear Filters
  await userEvent.tab(); // Ann's checkbox: Clear Selection and Create invoice are disabled yet
  expect(ann()).toHaveFocus();
  await userEvent.keyboard(' ');
  await userEvent.tab();
  expect(bob()).toHaveFocus();
  await userEvent.keyboard(' ');
  expect(screen.getByText('2 timesheets selected, total $7,693.23')).toBeInTheDocument();
  // back past Ann's checkbox to the buttons above the table
  await userEvent.tab({ shift: true });
  await userEvent.tab({ shift: true });
  expect(createButton()).toHaveFocus();
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
  await screen.findByRole('checkbox', { name: /Ann Lee/ });
  await userEvent.click(screen.getByRole('link', { name: 'Back to Invoices' }));
  expect(await screen.findByText('No invoices found.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/invoices$/);
});
