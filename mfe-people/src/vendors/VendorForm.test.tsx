import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@staffledger/shared/testing';
import { optionsOf, renderRemote, setupEmployerApi } from '@staffledger/shared/testing';
import VendorsRoutes from './VendorsRoutes';
import { northwind } from './test-data';
import { vendorSaveError } from './vendors.form';

const renderApp = (url: string) => renderRemote(url, { '/on/vendors': <VendorsRoutes /> });

let api: FakeApi;

beforeEach(() => {
  api = setupEmployerApi();
  api.on('GET', '/vendors', { body: [] });
  api.on('GET', '/vendors/:id', { body: northwind });
});
afterEach(() => jest.useRealTimers());

const primaryBox = (n: number) =>
  screen.getByRole('checkbox', { name: `Contact ${n} Primary Contact` });
/** A card is a group named by its legend, 'Contact N' and its roles, e.g. 'Contact 2 (billing)'. */
const card = (n: number) => screen.getByRole('group', { name: new RegExp(`^Contact ${n}\\b`) });
const billingBox = (n: number) =>
  within(card(n)).getByRole<HTMLInputElement>('checkbox', { name: 'Billing contact' });

test('the Info tab: fields, 50 states by code, statuses and Invoiced Yes/No', async () => {
  renderApp('/on/vendors/new');
  expect(await screen.findByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Contact' })).toBeInTheDocument();
  for (const label of ['Name', 'Address', 'City', 'Zip']) {
    expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
  }
  const states = within(screen.getByRole('combobox', { name: 'State' }))
    .getAllByRole('option')
    .filter((o) => (o as HTMLOptionElement).value !== '');
  expect(states).toHaveLength(50);
  expect(states.every((o) => /^[A-Z]{2}$/.test((o as HTMLOptionElement).value))).toBe(true);
  expect(optionsOf('Status')).toEqual(['Select status', 'Active', 'Inactive', 'Onboarding']);
  expect(screen.getByLabelText('Start Date')).toHaveAttribute('type', 'date');
  const invoiced = screen.getByRole('combobox', { name: 'Invoiced' });
  expect(optionsOf('Invoiced')).toEqual(['Yes', 'No']);
  expect(invoiced).toHaveDisplayValue('No');
});

test('primary contact: first added is primary, only one, cannot uncheck, removal moves it', async () => {
  renderApp('/on/vendors/new');
  await userEvent.click(await screen.findByRole('tab', { name: 'Contact' }));
  const add = screen.getByRole('button', { name: 'Add Contact' });
  await userEvent.click(add);
  await userEvent.click(add);
  await userEvent.click(add);
  expect(primaryBox(1)).toBeChecked();
  expect(primaryBox(2)).not.toBeChecked();
  expect(primaryBox(3)).not.toBeChecked();
  expect(screen.getByRole('textbox', { name: 'Contact 2 Email' })).toHaveAttribute('type', 'email');
  await userEvent.type(screen.getByRole('textbox', { name: 'Contact 1 Name' }), 'Ann');
  await userEvent.type(screen.getByRole('textbox', { name: 'Contact 2 Name' }), 'Bob');
  await userEvent.type(screen.getByRole('textbox', { name: 'Contact 3 Name' }), 'Cy');

  await userEvent.click(primaryBox(3));
  expect(primaryBox(1)).not.toBeChecked();
  expect(primaryBox(3)).toBeChecked();

  await userEvent.click(primaryBox(3)); // the only primary stays checked
  expect(primaryBox(3)).toBeChecked();

  await userEvent.click(screen.getByRole('button', { name: 'Remove Contact 3' }));
  expect(screen.getByRole('textbox', { name: 'Contact 1 Name' })).toHaveValue('Ann');
  expect(primaryBox(1)).toBeChecked();
  expect(primaryBox(2)).not.toBeChecked();

  await userEvent.click(primaryBox(2));
  await userEvent.click(screen.getByRole('button', { name: 'Remove Contact 1' }));
  expect(screen.getByRole('textbox', { name: 'Contact 1 Name' })).toHaveValue('Bob');
  expect(primaryBox(1)).toBeChecked();
});

test('create: sends the state code, invoiced as a boolean and the contacts; success then the list after 1 s', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  api.on('POST', '/vendors', (req) => ({ status: 201, body: { ...(req.body as object), id: 7 } }));
  renderApp('/on/vendors/new');
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Initrode');
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'NY');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Onboarding');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Invoiced' }), 'Yes');
  await user.type(screen.getByLabelText('Start Date'), '2025-01-15');
  await user.click(screen.getByRole('tab', { name: 'Contact' }));
  await user.click(screen.getByRole('button', { name: 'Add Contact' }));
  await user.type(screen.getByRole('textbox', { name: 'Contact 1 Name' }), 'Pat');
  await user.type(screen.getByRole('textbox', { name: 'Contact 1 Email' }), 'pat@initrode.example');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Vendor created successfully!')).toBeInTheDocument();
  expect(api.callsTo('POST', '/vendors')[0].body).toEqual({
    name: 'Initrode',
    address: null,
    city: null,
    state: 'NY',
    zip: null,
    status: 'ONBOARDING',
    startDate: '2025-01-15',
    invoiced: true,
    contacts: [
      {
        name: 'Pat',
        role: null,
        email: 'pat@initrode.example',
        phone: null,
        isPrimary: true,
        isBilling: false,
        isApprover: false,
      },
    ],
  });
  expect(screen.getByTestId('location')).toHaveTextContent('/on/vendors/new');
  act(() => jest.advanceTimersByTime(1000));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/vendors$/));
  await screen.findByText('No vendors found.');
});

test('edit: loads the vendor and sends invoiced false once set to No', async () => {
  api.on('PUT', '/vendors/:id', (req) => ({ body: { ...(req.body as object), id: 1 } }));
  renderApp('/on/vendors/edit/1');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Northwind Traders');
  expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('WA');
  const invoiced = screen.getByRole('combobox', { name: 'Invoiced' });
  expect(invoiced).toHaveDisplayValue('Yes');
  await userEvent.selectOptions(invoiced, 'No');
  await userEvent.click(screen.getByRole('tab', { name: 'Contact' }));
  expect(primaryBox(1)).toBeChecked();
  expect(primaryBox(2)).not.toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Vendor updated successfully!')).toBeInTheDocument();
  const body = api.callsTo('PUT', '/vendors/:id')[0].body as Record<string, unknown>;
  expect(body.invoiced).toBe(false);
  expect(body.contacts).toHaveLength(2);
});

test("a load failure reads '❌ Error loading vendor data: {message}'", async () => {
  api.on('GET', '/vendors/:id', {
    status: 404,
    body: { error: 'not_found', message: 'Vendor not found' },
  });
  renderApp('/on/vendors/edit/99');
  expect(
    await screen.findByText('❌ Error loading vendor data: Vendor not found'),
  ).toBeInTheDocument();
});

test("save failures: '❌ Error: {message}', server field errors on their fields, and the tab opens", async () => {
  api.on('PUT', '/vendors/:id', {
    status: 400,
    body: {
      error: 'validation',
      message: 'Contact email is invalid',
      fieldErrors: { 'contacts.1.email': 'Invalid email' },
    },
  });
  renderApp('/on/vendors/edit/1');
  await screen.findByRole('textbox', { name: 'Name' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('❌ Error: Contact email is invalid')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true'),
  );
  expect(screen.getByRole('textbox', { name: 'Contact 2 Email' })).toHaveAccessibleDescription(
    'Invalid email',
  );
  expect(screen.getByTestId('location')).toHaveTextContent('/on/vendors/edit/1');
});

test("a save that got no answer names the cause; without a message, '❌ Failed to save: Unknown error'", async () => {
  api.on('POST', '/vendors', () => {
    throw new TypeError('Failed to fetch');
  });
  renderApp('/on/vendors/new');
  await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'X');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText(
      '❌ Error: The server could not be reached. Check your connection and try again.',
    ),
  ).toBeInTheDocument();
  expect(vendorSaveError('')).toBe('❌ Failed to save: Unknown error');
});

test('a contact without a name is refused before calling the API', async () => {
  renderApp('/on/vendors/new');
  await userEvent.click(await screen.findByRole('tab', { name: 'Contact' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(api.callsTo('POST', '/vendors')).toHaveLength(0);
});

test('billing contact: beside the primary box, one at a time, may be unchecked, named in the card title', async () => {
  renderApp('/on/vendors/new');
  await userEvent.click(await screen.findByRole('tab', { name: 'Contact' }));
  expect(
    screen.getByText(
      'Invoices and their reminders go to the billing contact, or to the primary contact when no contact is the billing contact.',
    ),
  ).toBeInTheDocument();
  const add = screen.getByRole('button', { name: 'Add Contact' });
  await userEvent.click(add);
  await userEvent.click(add);
  await userEvent.click(add);
  // a new contact is not the billing contact: the primary receives the invoices
  expect([1, 2, 3].map((n) => billingBox(n).checked)).toEqual([false, false, false]);
  expect(
    within(card(1)).getByRole('checkbox', { name: 'Contact 1 Primary Contact' }),
  ).toBeChecked();
  expect(card(1)).toHaveAccessibleName('Contact 1 (primary)');

  await userEvent.click(billingBox(2));
  expect([1, 2, 3].map((n) => billingBox(n).checked)).toEqual([false, true, false]);
  expect(card(2)).toHaveAccessibleName('Contact 2 (billing)');
  await userEvent.click(billingBox(1));
  expect([1, 2, 3].map((n) => billingBox(n).checked)).toEqual([true, false, false]);
  expect(card(1)).toHaveAccessibleName('Contact 1 (primary, billing)');
  expect(card(2)).toHaveAccessibleName('Contact 2');
  // the primary stays as it was
  expect(primaryBox(1)).toBeChecked();

  await userEvent.click(billingBox(1));
  expect([1, 2, 3].map((n) => billingBox(n).checked)).toEqual([false, false, false]);
  expect(card(1)).toHaveAccessibleName('Contact 1 (primary)');
});

test('edit: shows the loaded billing contact and saves the one chosen as isBilling', async () => {
  api.on('GET', '/vendors/:id', {
    body: {
      ...northwind,
      contacts: northwind.contacts.map((c, i) => ({ ...c, isBilling: i === 0 })),
    },
  });
  api.on('PUT', '/vendors/:id', (req) => ({ body: { ...(req.body as object), id: 1 } }));
  renderApp('/on/vendors/edit/1');
  await userEvent.click(await screen.findByRole('tab', { name: 'Contact' }));
  expect(billingBox(1)).toBeChecked();
  expect(billingBox(2)).not.toBeChecked();
  await userEvent.click(billingBox(2));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Vendor updated successfully!')).toBeInTheDocument();
  const body = api.callsTo('PUT', '/vendors/:id')[0].body as {
    contacts: { name: string; isPrimary: boolean; isBilling: boolean }[];
  };
  expect(
    body.contacts.map(({ name, isPrimary, isBilling }) => ({ name, isPrimary, isBilling })),
  ).toEqual([
    { name: 'Nina Park', isPrimary: true, isBilling: false },
    { name: 'Omar Diaz', isPrimary: false, isBilling: true },
  ]);
});

test("the server's refusal of a second billing contact shows on the Contact tab", async () => {
  api.on('PUT', '/vendors/:id', {
    status: 400,
    body: {
      error: 'validation',
      message: 'Only one contact can be the billing contact',
      fieldErrors: { contacts: 'Only one contact can be the billing contact' },
    },
  });
  renderApp('/on/vendors/edit/1');
  await screen.findByRole('textbox', { name: 'Name' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('❌ Error: Only one contact can be the billing contact'),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true'),
  );
  expect(within(screen.getByRole('tabpanel')).getByRole('alert')).toHaveTextContent(
    'Only one contact can be the billing contact',
  );
});
