import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { todayIso } from '@staffledger/shared';
import type { FakeApi } from '@staffledger/shared/testing';
import {
  optionsOf,
  peopleChoices,
  renderRemote,
  setupEmployerApi,
} from '@staffledger/shared/testing';
import InvoicesRoutes from './InvoicesRoutes';
import { paid, pendingUnsent, withItems } from './test-data';

const renderApp = (url: string) => renderRemote(url, { '/on/invoices': <InvoicesRoutes /> });

let api: FakeApi;
// a required field's label ends with its ' *' mark
const control = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
const total = () => screen.getByText(/^Total: /);
const lineAmounts = () =>
  within(screen.getByRole('table', { name: 'Line Items' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3].textContent);
const atList = () => expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/invoices$/);

beforeEach(() => {
  api = setupEmployerApi();
  api.on('GET', '/invoices', { body: [] });
  api.on('GET', '/invoices/statuses', { body: [] });
  api.on('GET', '/vendors', { body: peopleChoices.vendors });
  api.on('GET', '/invoices/:id', { body: withItems });
  api.on('GET', '/invoices/:id/reminders', { body: [] });
});
afterEach(() => jest.useRealTimers());

async function addLine(
  description: string,
  quantity: string,
  price: string,
  user: UserEvent = userEvent.setup(),
) {
  await user.click(screen.getByRole('button', { name: 'Add Item' }));
  const n =
    within(screen.getByRole('table', { name: 'Line Items' })).getAllByRole('row').length - 1;
  await user.type(control(`Description ${n}`), description);
  await user.clear(control(`Quantity ${n}`));
  await user.type(control(`Quantity ${n}`), quantity);
  await user.clear(control(`Price ${n}`));
  await user.type(control(`Price ${n}`), price);
}

test('new: empty number "assigned on save", vendors by name, Pending, dated today, no lines', async () => {
  renderApp('/on/invoices/new');
  await screen.findByRole('option', { name: 'Acme Corp' });
  const number = screen.getByRole('textbox', { name: 'Number' });
  expect(number).toHaveValue('');
  expect(number).toHaveAttribute('readonly');
  expect(number).toHaveAttribute('placeholder', 'assigned on save');
  expect(optionsOf('Vendor')).toEqual(['Select vendor', 'Acme Corp', 'Globex']);
  expect(control('Vendor')).toBeRequired();
  expect(api.callsTo('GET', '/employees')).toHaveLength(0);
  expect(optionsOf('Status')).toEqual(['Pending', 'Paid', 'Overdue', 'Cancelled']);
  expect(control('Status')).toHaveValue('PENDING');
  expect(control('Invoice Date')).toHaveValue(todayIso());
  expect(control('Due Date')).toHaveValue('');
  expect(control('Due Date')).toHaveAccessibleDescription(
    'Left empty: the invoice date plus the corporation’s default due days.',
  );
  const amount = screen.getByRole('spinbutton', { name: 'Amount' });
  expect(amount).toHaveAttribute('step', '0.01');
  expect(amount).not.toHaveAttribute('readonly');
  expect(total()).toHaveTextContent('Total: $0.00');
});

test('a new line has quantity 1 and price 0; its amount and the total follow in cents', async () => {
  renderApp('/on/invoices/new');
  await userEvent.click(await screen.findByRole('button', { name: 'Add Item' }));
  expect(control('Quantity 1')).toHaveValue(1);
  expect(control('Price 1')).toHaveValue(0);
  expect(lineAmounts()).toEqual(['$0.00']);
  await userEvent.clear(control('Price 1'));
  await userEvent.type(control('Price 1'), '33.33');
  await userEvent.clear(control('Quantity 1'));
  await userEvent.type(control('Quantity 1'), '3');
  expect(lineAmounts()).toEqual(['$99.99']);
  expect(total()).toHaveTextContent('Total: $99.99');
  // with lines, the amount is their total and cannot be typed
  const amount = screen.getByRole('textbox', { name: 'Amount' });
  expect(amount).toHaveValue('$99.99');
  expect(amount).toHaveAttribute('readonly');
});

test('0.1 + 0.2 totals $0.30, and removing a line updates the total', async () => {
  renderApp('/on/invoices/new');
  await screen.findByRole('option', { name: 'Acme Corp' });
  await addLine('Pens', '1', '0.1');
  await addLine('Paper', '1', '0.2');
  await addLine('Ink', '1.5', '33.33');
  expect(lineAmounts()).toEqual(['$0.10', '$0.20', '$50.00']);
  expect(total()).toHaveTextContent('Total: $50.30');
  await userEvent.click(screen.getByRole('button', { name: 'Remove item 3' }));
  expect(total()).toHaveTextContent('Total: $0.30');
  expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('$0.30');
  expect(control('Description 2')).toHaveValue('Paper');
  await userEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
  expect(control('Description 1')).toHaveValue('Paper');
});

test('the vendor is required, and blank line descriptions are refused, without calling the API', async () => {
  renderApp('/on/invoices/new');
  await screen.findByRole('option', { name: 'Acme Corp' });
  await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
  // past the browser's own check, the form's check still holds
  control('Vendor').removeAttribute('required');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Vendor is required')).toBeInTheDocument();
  expect(control('Vendor')).toHaveAccessibleDescription('Vendor is required');
  expect(control('Description 1')).toHaveAccessibleDescription('Description is required');
  expect(api.callsTo('POST', '/invoices')).toHaveLength(0);
});

test("create sends the lines, their total and corpId; '✅ Invoice created successfully', then the list after 1 s", async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  api.on('POST', '/invoices', (req) => ({
    status: 201,
    body: { ...pendingUnsent, ...(req.body as object), id: 50, number: 'INV-000050' },
  }));
  renderApp('/on/invoices/new');
  await screen.findByRole('option', { name: 'Acme Corp' });
  await user.selectOptions(control('Vendor'), 'Globex');
  await user.clear(control('Invoice Date'));
  await user.type(control('Invoice Date'), '2026-05-01');
  await user.type(control('Due Date'), '2026-05-31');
  await addLine(' Consulting ', '3', '33.33', user);
  await addLine('Travel', '1', '0.3', user);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('✅ Invoice created successfully')).toBeInTheDocument();
  expect(api.callsTo('POST', '/invoices')[0].body).toEqual({
    vendorId: 8,
    amount: 100.29,
    invoiceDate: '2026-05-01',
    dueDate: '2026-05-31',
    status: 'PENDING',
    items: [
      { description: 'Consulting', quantity: 3, price: 33.33 },
      { description: 'Travel', quantity: 1, price: 0.3 },
    ],
    corpId: '1',
  });
  act(() => jest.advanceTimersByTime(900));
  expect(screen.getByTestId('location')).toHaveTextContent('/on/invoices/new');
  act(() => jest.advanceTimersByTime(100));
  await waitFor(atList);
  await screen.findByText('No invoices found.');
});

test('without lines the typed amount is sent', async () => {
  api.on('POST', '/invoices', (req) => ({ status: 201, body: { ...(req.body as object) } }));
  renderApp('/on/invoices/new');
  await screen.findByRole('option', { name: 'Acme Corp' });
  await userEvent.selectOptions(control('Vendor'), 'Acme Corp');
  await userEvent.type(screen.getByRole('spinbutton', { name: 'Amount' }), '250.75');
  expect(total()).toHaveTextContent('Total: $250.75');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('✅ Invoice created successfully');
  expect(api.callsTo('POST', '/invoices')[0].body).toMatchObject({ amount: 250.75, items: [] });
});

test("edit loads the invoice and its lines, and saves with PUT: '✅ Invoice updated successfully'", async () => {
  api.on('PUT', '/invoices/:id', (req) => ({ body: { ...withItems, ...(req.body as object) } }));
  renderApp('/on/invoices/edit/41');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: 'Number' })).toHaveValue('INV-000041');
  await screen.findByRole('option', { name: 'Globex' });
  expect(control('Vendor')).toHaveValue('7');
  expect(control('Invoice Date')).toHaveValue('2026-03-02');
  expect(control('Due Date')).toHaveValue('2026-04-01');
  expect(control('Description 1')).toHaveValue('Consulting');
  expect(lineAmounts()).toEqual(['$99.99', '$0.30']);
  expect(total()).toHaveTextContent('Total: $100.29');
  await userEvent.clear(control('Quantity 2'));
  await userEvent.type(control('Quantity 2'), '2');
  expect(total()).toHaveTextContent('Total: $100.59');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('✅ Invoice updated successfully')).toBeInTheDocument();
  const put = api.callsTo('PUT', '/invoices/:id');
  expect(put[0].path).toBe('/invoices/41');
  expect(put[0].body).toMatchObject({ vendorId: 7, amount: 100.59, status: 'PENDING' });
  await waitFor(atList, { timeout: 2_000 });
});

test.each(['PAID', 'CANCELLED'])(
  'a %s invoice opens read-only: fields disabled, no Save',
  async (status) => {
    api.on('GET', '/invoices/:id', {
      body: { ...withItems, ...paid, id: 43, status, items: withItems.items },
    });
    renderApp('/on/invoices/edit/43');
    await screen.findByRole('textbox', { name: 'Number' });
    expect(control('Vendor')).toBeDisabled();
    expect(control('Status')).toBeDisabled();
    expect(control('Due Date')).toBeDisabled();
    expect(control('Price 1')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove item 1' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByText(/can no longer change/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    atList();
  },
);

const sheetLines = withItems.items.map((line, i) => ({
  ...line,
  timesheetId: i === 0 ? 11 : null,
}));

test.each([
  ['made from timesheets', { ...withItems, items: sheetLines }],
  ['made by hand naming a timesheet', { ...withItems, timesheetId: 11 }],
])(
  'an invoice %s shows its vendor read-only, saying why, and saves it unchanged',
  async (_, invoice) => {
    api.on('GET', '/invoices/:id', { body: invoice });
    api.on('PUT', '/invoices/:id', (req) => ({ body: { ...invoice, ...(req.body as object) } }));
    renderApp('/on/invoices/edit/41');
    const vendor = await screen.findByRole('textbox', { name: 'Vendor' });
    expect(vendor).toHaveValue('Acme Corp');
    expect(vendor).toHaveAttribute('readonly');
    expect(vendor).toHaveAccessibleDescription(
      'This invoice was made from timesheets: its vendor cannot change.',
    );
    expect(screen.queryByRole('combobox', { name: /^Vendor/ })).not.toBeInTheDocument();
    expect(control('Due Date')).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('✅ Invoice updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/invoices/:id')[0].body).toMatchObject({ vendorId: 7 });
  },
);

test('the lines of its timesheets are read-only, saying why; its own lines still change', async () => {
  const invoice = { ...withItems, items: sheetLines };
  api.on('GET', '/invoices/:id', { body: invoice });
  api.on('PUT', '/invoices/:id', (req) => ({ body: { ...invoice, ...(req.body as object) } }));
  renderApp('/on/invoices/edit/41');
  await screen.findByRole('textbox', { name: 'Vendor' });
  for (const field of ['Description 1', 'Quantity 1', 'Price 1']) {
    expect(control(field)).toHaveAttribute('readonly');
  }
  expect(screen.getByRole('button', { name: 'Remove item 1' })).toBeDisabled();
  expect(
    screen.getByText('The lines of its timesheets cannot change or be removed.'),
  ).toBeInTheDocument();
  expect(control('Price 2')).not.toHaveAttribute('readonly');
  await userEvent.click(screen.getByRole('button', { name: 'Remove item 2' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('✅ Invoice updated successfully')).toBeInTheDocument();
  expect(api.callsTo('PUT', '/invoices/:id')[0].body).toMatchObject({
    amount: 99.99,
    items: [{ description: 'Consulting', quantity: 3, price: 33.33 }],
  });
});

test('an Overdue invoice stays editable', async () => {
  api.on('GET', '/invoices/:id', { body: { ...withItems, status: 'OVERDUE' } });
  renderApp('/on/invoices/edit/41');
  await screen.findByRole('textbox', { name: 'Number' });
  expect(control('Price 1')).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
});

test("a load failure shows '❌ Error loading invoice data: {message}'", async () => {
  api.on('GET', '/invoices/:id', {
    status: 404,
    body: { error: 'not_found', message: 'Invoice not found' },
  });
  renderApp('/on/invoices/edit/99');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    /^❌ Error loading invoice data: Invoice not found$/,
  );
});

test("a save failure shows '❌ Failed to save: {message}' with the field errors on their fields", async () => {
  api.on('PUT', '/invoices/:id', {
    status: 400,
    body: {
      error: 'validation',
      message: 'Invalid invoice',
      fieldErrors: { 'items[1].price': 'Price is too large', dueDate: 'Due date is required' },
    },
  });
  renderApp('/on/invoices/edit/41');
  await screen.findByRole('option', { name: 'Globex' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('❌ Failed to save: Invalid invoice');
  expect(control('Price 2')).toHaveAccessibleDescription('Price is too large');
  expect(control('Due Date')).toHaveAccessibleDescription('Due date is required');
  expect(screen.getByTestId('location')).toHaveTextContent('/on/invoices/edit/41');
  // editing the lines clears the server's line errors
  await userEvent.type(control('Description 1'), '!');
  expect(screen.queryByText('Price is too large')).not.toBeInTheDocument();
});

test("failing vendors show 'Failed to load vendors'", async () => {
  api.on('GET', '/vendors', { status: 500 });
  renderApp('/on/invoices/new');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load vendors');
});

test('Cancel returns to the list at once without saving', async () => {
  renderApp('/on/invoices/edit/41');
  await screen.findByRole('textbox', { name: 'Number' });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  atList();
  expect(api.callsTo('PUT', '/invoices/:id')).toHaveLength(0);
});
