import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@staffledger/shared/testing';
import { renderRemote, setupSuperApi } from '@staffledger/shared/testing';
import AdminRoutes from './AdminRoutes';
import { annex, dueDays, holidays, inviteOnSave } from './admin.test-data';

const renderApp = (url: string) => renderRemote(url, { '/on/admin': <AdminRoutes /> });

let api: FakeApi;

beforeEach(() => {
  api = setupSuperApi();
  api.on('GET', '/admin', { body: [] });
  api.on('GET', '/admin/:id', { body: holidays });
});

test('edit: id, category, feature and description are read-only; Value is required and editable', async () => {
  api.on('PUT', '/admin/:id', (req) => ({ body: req.body as object }));
  renderApp('/on/admin/edit/4');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  const value = await screen.findByRole('textbox', { name: 'Value' });
  for (const label of ['ID', 'Category', 'Feature', 'Description']) {
    expect(screen.getByRole('textbox', { name: label })).toHaveAttribute('readonly');
  }
  expect(screen.getByRole('textbox', { name: 'ID' })).toHaveValue('4');
  expect(value).toBeRequired();
  expect(value).not.toHaveAttribute('readonly');
  await userEvent.clear(value);
  await userEvent.type(value, '2025-12-24,2025-12-25');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/admin$/));
  const body = api.callsTo('PUT', '/admin/:id')[0].body as Record<string, unknown>;
  expect(body).toMatchObject({
    id: 4,
    category: 'Timesheets',
    feature: 'holidays',
    description: 'Tenant holidays',
    value: '2025-12-24,2025-12-25',
    corpId: '0',
  });
  expect(new Date(body.updateDate as string).toISOString()).toBe(body.updateDate);
});

test('an empty Value is refused without calling the API', async () => {
  renderApp('/on/admin/edit/4');
  const value = await screen.findByRole('textbox', { name: 'Value' });
  await userEvent.clear(value);
  value.removeAttribute('required'); // past the browser's own check, the form's check still holds
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Value is required')).toBeInTheDocument();
  expect(api.callsTo('PUT', '/admin/:id')).toHaveLength(0);
});

test('create: every field is entered; the body carries the selected corporation id', async () => {
  api = setupSuperApi(3);
  api.on('GET', '/admin', { body: [] });
  api.on('POST', '/admin', (req) => ({ status: 201, body: { ...(req.body as object), id: 8 } }));
  renderApp('/on/admin/new');
  expect(screen.queryByRole('textbox', { name: 'ID' })).not.toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Category' }), 'Billing');
  await userEvent.type(screen.getByRole('textbox', { name: 'Feature' }), 'dueDays');
  await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Default due days');
  await userEvent.type(screen.getByRole('textbox', { name: 'Value' }), '30');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/admin$/));
  expect(api.callsTo('POST', '/admin')[0].body).toMatchObject({
    category: 'Billing',
    feature: 'dueDays',
    description: 'Default due days',
    value: '30',
    corpId: '3',
  });
  expect(api.callsTo('POST', '/admin')[0].body).not.toHaveProperty('id');
});

test("a save failure shows 'Failed to save admin' in the page and stays on the form", async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  api.on('PUT', '/admin/:id', {
    status: 400,
    body: { error: 'bad_request', message: 'Bad value', fieldErrors: { value: 'Bad value' } },
  });
  renderApp('/on/admin/edit/4');
  await screen.findByRole('textbox', { name: 'Value' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save admin: Bad value');
  expect(alert).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: 'Value' })).toHaveAccessibleDescription('Bad value');
  expect(screen.getByTestId('location')).toHaveTextContent('/on/admin/edit/4');
  alert.mockRestore();
});

test("a load failure shows '❌ Error loading admin data: {message}'", async () => {
  api.on('GET', '/admin/:id', {
    status: 404,
    body: { error: 'not_found', message: 'Setting not found.' },
  });
  renderApp('/on/admin/edit/99');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '❌ Error loading admin data: Setting not found.',
  );
});

describe('Value is edited as the setting declares it', () => {
  const saved = () => api.callsTo('PUT', '/admin/:id')[0]?.body as Record<string, unknown>;
  beforeEach(() => api.on('PUT', '/admin/:id', (req) => ({ body: req.body as object })));

  test('a true/false setting is a switch, under its readable name; Space turns it, Save sends false', async () => {
    api.on('GET', '/admin/:id', { body: annex });
    renderApp('/on/admin/edit/6');
    const toggle = await screen.findByRole('switch', { name: 'Value' });
    expect(screen.getByRole('textbox', { name: 'Setting' })).toHaveValue('Annex timesheets');
    expect(screen.getByRole('textbox', { name: 'Feature' })).toHaveValue('annexTimesheets');
    expect(screen.queryByRole('textbox', { name: 'Value' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toMatchObject({ value: 'false' }));
  });

  test('a true/false value stored in capitals shows as on and saves as it is', async () => {
    api.on('GET', '/admin/:id', { body: { ...annex, value: 'TRUE' } });
    renderApp('/on/admin/edit/6');
    expect(await screen.findByRole('switch', { name: 'Value' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toMatchObject({ value: 'TRUE' }));
  });

  test('a whole-number setting is a number field with its range; out of range is refused', async () => {
    api.on('GET', '/admin/:id', { body: dueDays });
    renderApp('/on/admin/edit/7');
    const days = await screen.findByRole('spinbutton', { name: 'Value' });
    expect(days).toHaveValue(30);
    expect(days).toHaveAttribute('min', '0');
    expect(days).toHaveAttribute('max', '365');
    expect(days).toHaveAccessibleDescription('A whole number from 0 to 365');
    await userEvent.clear(days);
    await userEvent.type(days, '400');
    days.removeAttribute('max'); // past the browser's own check, the form's check still holds
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Value must be a whole number from 0 to 365'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', '/admin/:id')).toHaveLength(0);
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toMatchObject({ value: '45' }));
  });

  test('a setting of a few words is a select of them', async () => {
    api.on('GET', '/admin/:id', { body: inviteOnSave });
    renderApp('/on/admin/edit/8');
    const mode = await screen.findByRole('combobox', { name: 'Value' });
    expect(mode).toHaveValue('send');
    expect(Array.from((mode as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      'send',
      'offer',
      'off',
    ]);
    await userEvent.selectOptions(mode, 'offer');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toMatchObject({ value: 'offer' }));
  });

  test('a new setting of a known key gets its type as soon as the key is typed', async () => {
    renderApp('/on/admin/new');
    expect(await screen.findByRole('textbox', { name: 'Value' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Category' }), 'timesheet');
    await userEvent.type(screen.getByRole('textbox', { name: 'Feature' }), 'autoRemind');
    expect(screen.getByRole('switch', { name: 'Value' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('textbox', { name: 'Setting' })).toHaveValue('Automatic reminders');
    api.on('POST', '/admin', (req) => ({ status: 201, body: { ...(req.body as object), id: 9 } }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // the switch showed Off and was never turned: Off is what is saved
    await waitFor(() =>
      expect(api.callsTo('POST', '/admin')[0]?.body).toMatchObject({ value: 'false' }),
    );
  });
});
