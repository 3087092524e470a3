import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createFakeApi, signIn } from '@staffledger/shared/testing';
import { loadRemoteModule } from './federation';
import { resetRemoteComponents } from './RemoteRoute';
import { renderApp } from '../testing/renderApp';

jest.mock('./federation', () => ({ loadRemoteModule: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function CorpsRoutes() {
  return (
    <Routes>
      <Route index element={<h1>Corporations list</h1>} />
      <Route path="edit/:id" element={<h1>Edit corporation</h1>} />
    </Routes>
  );
}

beforeEach(() => {
  load.mockReset();
  resetRemoteComponents();
  createFakeApi().install();
  signIn({ authorities: ['ROLE_SUPER'] }, { id: 1, name: 'Acme Staffing' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('remote routes', () => {
  it('loads the exposed module only when its route is visited and renders its relative routes', async () => {
    load.mockResolvedValue({ default: CorpsRoutes });
    renderApp('/on/landing');
    expect(await screen.findByText('You are signed in successfully.')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Corporations' }));
    expect(await screen.findByRole('heading', { name: 'Corporations list' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mfe_corps/Corps');
  });

  it('mounts ./Admin at /on/admin and passes the rest of the path to the remote', async () => {
    load.mockResolvedValue({ default: CorpsRoutes });
    renderApp('/on/admin/edit/4');
    expect(await screen.findByRole('heading', { name: 'Edit corporation' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mfe_corps/Admin');
  });

  it('shows an error with Retry when the remote fails, and loads it on Retry', async () => {
    load
      .mockRejectedValueOnce(new Error('RUNTIME-003 manifest fetch failed'))
      .mockResolvedValue({ default: CorpsRoutes });
    renderApp('/on/corps');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of StaffLedger (Corporations) could not be loaded.');
    // the rest of the shell still works around the failed part
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Corporations list' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps other routes working while a remote is down', async () => {
    load.mockRejectedValue(new Error('offline'));
    renderApp('/on/corps');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Security' }));
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Admin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('(Admin) could not be loaded');
  });

  it('keeps a failed remote failed until Retry, even after visiting another screen', async () => {
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: CorpsRoutes });
    renderApp('/on/corps');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Security' }));
    await userEvent.click(screen.getByRole('link', { name: 'Corporations' }));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Corporations list' })).toBeInTheDocument();
  });

  it('renders a loaded remote again at once, without fetching it again', async () => {
    load.mockResolvedValue({ default: CorpsRoutes });
    renderApp('/on/corps');
    expect(await screen.findByRole('heading', { name: 'Corporations list' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Security' }));
    await userEvent.click(screen.getByRole('link', { name: 'Corporations' }));
    expect(screen.getByRole('heading', { name: 'Corporations list' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('treats a module without a default component as a failure', async () => {
    load.mockResolvedValue({} as never);
    renderApp('/on/corps');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });

  it('does not route to a remote that is not in the manifest', async () => {
    renderApp('/on/vendors', ['mfe_corps']);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});

it('a failed remote keeps the screen heading above its error', async () => {
  load.mockRejectedValue(new Error('offline'));
  renderApp('/on/corps');
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Corporations' })).toBeInTheDocument();
});
