import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@staffledger/shared';
import type { FakeApi } from '@staffledger/shared/testing';
import { renderRemote, setupEmployerApi, setupSuperApi } from '@staffledger/shared/testing';
import CorpsRoutes from './CorpsRoutes';
import { acme, globex } from './test-data';

const renderApp = (url: string) => renderRemote(url, { '/on/corps': <CorpsRoutes /> });

let api: FakeApi;

beforeEach(() => {
  api = setupSuperApi(1);
  api.on('GET', '/corps', { body: [acme, globex] });
  api.on('GET', '/corps/:id', { body: acme });
});

async function openDialog() {
  renderApp('/on/corps/edit/1');
  await userEvent.click(await screen.findByRole('button', { name: 'Delete corporation' }));
  return screen.findByRole('alertdialog', { name: 'Delete corporation' });
}

test('Delete is enabled only once the name typed matches; the focus starts in the field', async () => {
  const dialog = await openDialog();
  const field = screen.getByRole('textbox', { name: 'Type the corporation’s name to confirm' });
  expect(field).toHaveFocus();
  expect(dialog).toHaveTextContent('This deletes Acme Staffing and everything of it');
  const remove = screen.getByRole('button', { name: 'Delete' });
  expect(remove).toBeDisabled();
  await userEvent.type(field, 'acme staffing');
  expect(remove).toBeDisabled();
  await userEvent.clear(field);
  await userEvent.type(field, 'Acme Staffing ');
  expect(remove).toBeEnabled();
});

test('deleting sends the name, clears the selection of that corporation and returns to the list with a message', async () => {
  api.on('DELETE', '/corps/:id', { status: 204 });
  await openDialog();
  await userEvent.type(screen.getByRole('textbox', { name: /name to confirm/ }), 'Acme Staffing');
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('Corporation Acme Staffing deleted.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Corporations' })).toBeInTheDocument();
  const [call] = api.callsTo('DELETE', '/corps/1');
  expect(call.body).toEqual({ name: 'Acme Staffing' });
  expect(useSession.getState().selectedCorpId).toBe(0);
});

test('a 409 shows the server’s message in the dialog and deletes nothing; Escape closes it', async () => {
  const message =
    'This corporation is in use by another request (an export, or a change being saved). Nothing was deleted; try again in a moment.';
  api.on('DELETE', '/corps/:id', { status: 409, body: { error: 'conflict', message } });
  await openDialog();
  await userEvent.type(screen.getByRole('textbox', { name: /name to confirm/ }), 'Acme Staffing');
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('heading', { name: 'Edit Corporation' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Delete corporation' })).toHaveFocus(),
  );
});

test('a new corporation has no Delete corporation', async () => {
  renderApp('/on/corps/new');
  expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete corporation' })).not.toBeInTheDocument();
});

test('only a super user sees Delete corporation', async () => {
  api = setupEmployerApi();
  api.on('GET', '/corps/:id', { body: acme });
  renderApp('/on/corps/edit/1');
  expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Acme Staffing');
  expect(screen.queryByRole('button', { name: 'Delete corporation' })).not.toBeInTheDocument();
});
