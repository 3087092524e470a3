import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@staffledger/shared/testing';
import { renderRemote, setupSuperApi } from '@staffledger/shared/testing';
import CorpsRoutes from './CorpsRoutes';
import { acme, globex } from './test-data';

const renderApp = (url: string) => renderRemote(url, { '/on/corps': <CorpsRoutes /> });

let api: FakeApi;
const png = () => new File(['png'], 'logo.png', { type: 'image/png' });

beforeEach(() => {
  api = setupSuperApi();
  api.on('GET', '/corps', { body: [acme, globex], headers: { 'X-Total-Count': '2' } });
  api.on('GET', '/corps/:id/logo', { body: new Blob(['png'], { type: 'image/png' }) });
  URL.createObjectURL = jest.fn(() => 'blob:acme-logo');
  URL.revokeObjectURL = jest.fn();
});

test("the logo is fetched with the token only for rows that have one; others show '+'", async () => {
  renderApp('/on/corps');
  const acmeBox = await screen.findByRole('button', { name: 'Upload logo for Acme Staffing' });
  await waitFor(() =>
    expect(acmeBox.querySelector('img')).toHaveAttribute('src', 'blob:acme-logo'),
  );
  expect(screen.getByRole('img', { name: 'Acme Staffing logo' })).toBeInTheDocument();
  const logoCalls = api.callsTo('GET', '/corps/:id/logo');
  expect(logoCalls.map((c) => c.path)).toEqual(['/corps/1/logo']);
  expect(logoCalls[0].headers.Accept).toBe('image/*');
  expect(logoCalls[0].headers.Authorization).toMatch(/^Bearer /);
  expect(screen.getByRole('button', { name: 'Upload logo for Globex' })).toHaveTextContent('+');
});

test("a logo that fails to load shows '+'", async () => {
  api.on('GET', '/corps/:id/logo', { status: 404 });
  renderApp('/on/corps');
  const acmeBox = await screen.findByRole('button', { name: 'Upload logo for Acme Staffing' });
  await waitFor(() => expect(api.callsTo('GET', '/corps/:id/logo')).toHaveLength(1));
  expect(acmeBox).toHaveTextContent('+');
  expect(acmeBox.querySelector('img')).toBeNull();
});

test("an upload shows 'Uploading...', sends the file as 'logo', then reloads the list after 0.5 s", async () => {
  let finish: () => void = () => undefined;
  api.on(
    'PUT',
    '/corps/:id/logo',
    () => new Promise((r) => (finish = () => r({ body: { id: 2, hasLogo: true } }))),
  );
  renderApp('/on/corps');
  const input = await screen.findByLabelText('Logo file for Globex');
  expect(input).toHaveAttribute('accept', 'image/*');
  await userEvent.upload(input as HTMLInputElement, png());
  const box = screen.getByRole('button', { name: 'Upload logo for Globex' });
  expect(within(box).getByText('Uploading...')).toBeInTheDocument();
  const put = api.callsTo('PUT', '/corps/:id/logo')[0];
  expect(put.path).toBe('/corps/2/logo');
  expect((put.body as FormData).get('logo')).toBeInstanceOf(File);
  const listCalls = api.callsTo('GET', '/corps').length;
  finish();
  await new Promise((r) => setTimeout(r, 300));
  expect(api.callsTo('GET', '/corps')).toHaveLength(listCalls);
  await waitFor(() => expect(api.callsTo('GET', '/corps')).toHaveLength(listCalls + 1), {
    timeout: 1500,
  });
  expect(
    await screen.findByRole('button', { name: 'Upload logo for Globex' }),
  ).not.toHaveTextContent('Uploading...');
  await waitFor(() =>
    expect(api.callsTo('GET', '/corps/:id/logo').map((c) => c.path)).toContain('/corps/2/logo'),
  );
});

test('a failed upload is said above the list and restores the cell', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  api.on('PUT', '/corps/:id/logo', {
    status: 415,
    body: { error: 'unsupported_media_type', message: 'No' },
  });
  renderApp('/on/corps');
  const input = await screen.findByLabelText('Logo file for Globex');
  await userEvent.upload(input as HTMLInputElement, png());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to upload logo. Please try again.',
  );
  expect(alert).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Upload logo for Globex' })).toHaveTextContent('+');
  alert.mockRestore();
});

test('the logo box opens the file picker from the keyboard', async () => {
  renderApp('/on/corps');
  const box = await screen.findByRole('button', { name: 'Upload logo for Globex' });
  const input = screen.getByLabelText('Logo file for Globex') as HTMLInputElement;
  const click = jest.spyOn(input, 'click');
  box.focus();
  await userEvent.keyboard('{Enter}');
  expect(click).toHaveBeenCalled();
});
