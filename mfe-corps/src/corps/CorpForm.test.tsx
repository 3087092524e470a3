import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@staffledger/shared/testing';
import { optionsOf, renderRemote, setupSuperApi } from '@staffledger/shared/testing';
import CorpsRoutes from './CorpsRoutes';
import { acme } from './test-data';

const renderApp = (url: string) => renderRemote(url, { '/on/corps': <CorpsRoutes /> });

let api: FakeApi;

beforeEach(() => {
  api = setupSuperApi(1);
  api.on('GET', '/corps', { body: [acme] });
  api.on('GET', '/corps/:id', { body: acme });
});
afterEach(() => jest.useRealTimers());

test('the Info tab has the corporation fields with their types and statuses', async () => {
  renderApp('/on/corps/new');
  expect(await screen.findByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true');
  for (const label of ['Name', 'Address', 'City', 'State', 'Zip', 'Country']) {
    expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
  }
  expect(screen.getByLabelText('Start Date')).toHaveAttribute('type', 'date');
  expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAttribute('type', 'url');
  expect(optionsOf('Status')).toEqual(['Select status', 'Active', 'Inactive', 'Onboarding']);
  // Name alone is required, as the API requires it
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
  expect(screen.getByText('Name').closest('label')).toHaveTextContent('Name *');
  expect(screen.getAllByText('*')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
});

test('contacts are added and removed with labels unique per entry', async () => {
  renderApp('/on/corps/new');
  await userEvent.click(await screen.findByRole('tab', { name: 'Contact' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Contact 1 Name' }), 'Ann');
  await userEvent.type(screen.getByRole('textbox', { name: 'Contact 2 Name' }), 'Bob');
  expect(screen.getByRole('textbox', { name: 'Contact 2 Email' })).toHaveAttribute('type', 'email');
  expect(screen.getByRole('textbox', { name: 'Contact 2 Role' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Contact 2 Phone' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Remove Contact 1' }));
  expect(screen.getByRole('textbox', { name: 'Contact 1 Name' })).toHaveValue('Bob');
  expect(screen.queryByRole('textbox', { name: 'Contact 2 Name' })).not.toBeInTheDocument();
});

test("create: 'Saved successfully', then back to the list after 1 second", async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  api.on('POST', '/corps', (req) => ({ status: 201, body: { ...(req.body as object), id: 9 } }));
  renderApp('/on/corps/new');
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Umbrella');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Onboarding');
  await user.click(screen.getByRole('tab', { name: 'Contact' }));
  await user.click(screen.getByRole('button', { name: 'Add Contact' }));
  await user.type(screen.getByRole('textbox', { name: 'Contact 1 Name' }), 'Rob');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const ok = await screen.findByText('Saved successfully');
  expect(ok.closest('.sl-banner')).toHaveClass('sl-banner--success');
  expect(api.callsTo('POST', '/corps')[0].body).toEqual({
    name: 'Umbrella',
    address: null,
    city: null,
    state: null,
    zip: null,
    country: null,
    status: 'ONBOARDING',
    startDate: null,
    website: null,
    contacts: [{ name: 'Rob', role: null, email: null, phone: null }],
  });
  // (waiting for the message above already advanced the fake clock by a few ticks)
  act(() => jest.advanceTimersByTime(850));
  expect(screen.getByTestId('location')).toHaveTextContent('/on/corps/new');
  act(() => jest.advanceTimersByTime(150));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/corps$/);
});

test("edit: 'Loading...' while fetching, then the record; PUT on save", async () => {
  api.on('PUT', '/corps/:id', (req) => ({ body: req.body as object }));
  renderApp('/on/corps/edit/1');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Acme Staffing');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('ACTIVE');
  expect(screen.getByLabelText('Start Date')).toHaveValue('2024-02-01');
  await userEvent.click(screen.getByRole('tab', { name: 'Contact' }));
  expect(screen.getByRole('textbox', { name: 'Contact 1 Email' })).toHaveValue('ann@acme.example');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Saved successfully');
  expect(api.callsTo('PUT', '/corps/:id')[0].path).toBe('/corps/1');
});

test("a load failure shows 'Error: Failed to load corporation data'", async () => {
  api.on('GET', '/corps/:id', {
    status: 404,
    body: { error: 'not_found', message: 'Corporation not found.' },
  });
  renderApp('/on/corps/edit/77');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Error: Failed to load corporation data',
  );
});

test("a save failure shows 'Failed to save: {message}' in red, and opens the tab of the field error", async () => {
  api.on('PUT', '/corps/:id', {
    status: 400,
    body: {
      error: 'bad_request',
      message: 'Contact 1: email is not a valid e-mail address',
      fieldErrors: { 'contacts.0.email': 'Contact 1: email is not a valid e-mail address' },
    },
  });
  renderApp('/on/corps/edit/1');
  await screen.findByRole('textbox', { name: 'Name' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const error = await screen.findByRole('alert');
  expect(error).toHaveTextContent('Failed to save: Contact 1: email is not a valid e-mail address');
  expect(error.closest('.sl-banner')).toHaveClass('sl-banner--error');
  // no click: the form opens the tab that holds the first field error
  await waitFor(() =>
    expect(screen.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true'),
  );
  expect(screen.getByRole('textbox', { name: 'Contact 1 Email' })).toHaveAccessibleDescription(
    'Contact 1: email is not a valid e-mail address',
  );
  expect(screen.getByTestId('location')).toHaveTextContent('/on/corps/edit/1');
});

test('a blank Name is refused before sending; its error goes once a name is typed', async () => {
  renderApp('/on/corps/new');
  const name = await screen.findByRole('textbox', { name: 'Name' });
  await userEvent.type(name, '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(name).toHaveAccessibleDescription('Name is required');
  expect(api.callsTo('POST', '/corps')).toHaveLength(0);
  await userEvent.type(name, 'Umbrella');
  expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  expect(name).not.toHaveAttribute('aria-invalid');
});

test('the save failure banner goes with the last field error once that field is fixed', async () => {
  api.on('PUT', '/corps/:id', {
    status: 400,
    body: {
      error: 'bad_request',
      message: 'Name is at most 200 characters',
      fieldErrors: { name: 'Name is at most 200 characters' },
    },
  });
  renderApp('/on/corps/edit/1');
  const name = await screen.findByRole('textbox', { name: 'Name' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to save: Name is at most 200 characters',
  );
  expect(name).toHaveAccessibleDescription('Name is at most 200 characters');
  await userEvent.type(name, 'x');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText('Name is at most 200 characters')).not.toBeInTheDocument();
});

test('Cancel returns to the list', async () => {
  renderApp('/on/corps/edit/1');
  await screen.findByRole('textbox', { name: 'Name' });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/corps$/));
});
