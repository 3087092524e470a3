import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createFakeApi, signIn, type FakeApi } from '@staffledger/shared/testing';
import { loadRemoteModule, reRegisterRemote } from './federation';
import { notePageVersion, resetPageVersion } from './pageVersion';
import { unavailableRemote } from './remote-unavailable';
import { rememberRegistered, resetRegistered } from './remoteVersions';
import { resetRemoteComponents } from './RemoteRoute';
import { renderApp } from '../testing/renderApp';

jest.mock('./federation', () => ({
  startFederation: jest.fn(),
  loadRemoteModule: jest.fn(),
  registerRemotes: jest.fn(),
  reRegisterRemote: jest.fn(),
}));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const reRegister = reRegisterRemote as jest.MockedFunction<typeof reRegisterRemote>;

function CorpsRoutes() {
  return (
    <Routes>
      <Route index element={<h1>Corporations list</h1>} />
      <Route path="edit/:id" element={<h1>Edit corporation</h1>} />
    </Routes>
  );
}

let api: FakeApi;

beforeEach(() => {
  load.mockReset();
  reRegister.mockReset();
  resetRemoteComponents();
  resetRegistered();
  resetPageVersion();
  api = createFakeApi().install();
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
    expect(alert).toHaveTextContent(
      'This part of StaffLedger (Corporations) could not be loaded: the server could not be reached. Check your connection and try again.',
    );
    // the rest of the shell still works around the failed part
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Corporations list' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after a Retry, moving to another remote loads that remote once and shows it', async () => {
    function VendorsRoutes() {
      return <h1>Vendors list</h1>;
    }
    let corpsTries = 0;
    load.mockImplementation(async (id) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (id === 'mfe_people/Vendors') return { default: VendorsRoutes };
      corpsTries += 1;
      if (corpsTries === 1) throw new Error('offline');
      return { default: CorpsRoutes };
    });
    renderApp('/on/corps', ['mfe_corps', 'mfe_people']);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Corporations list' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Vendors' }));
    expect(await screen.findByRole('heading', { name: 'Vendors list' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const vendorLoads = load.mock.calls.filter(([id]) => id === 'mfe_people/Vendors');
    expect(vendorLoads).toHaveLength(1);
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

  it('treats a module without a default component as a failure of its code, and reports it', async () => {
    rememberRegistered([
      { name: 'mfe_corps', entry: 'http://localhost/mfe-corps/mf-manifest.json' },
    ]);
    load.mockResolvedValue({} as never);
    renderApp('/on/corps');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of StaffLedger (Corporations) failed to start: its code has an error. The failure has been reported to the team that runs it; try again later.',
    );
    await waitFor(() =>
      expect(api.callsTo('POST', '/client/load-failures').map((c) => c.body)).toEqual([
        { app: 'mfe_corps', version: 'built', kind: 'code' },
      ]),
    );
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

describe('deployments', () => {
  const V1 = 'http://localhost/releases/mfe-corps/aaaaaaaaaaaa/mf-manifest.json';
  const V2 = 'http://localhost/releases/mfe-corps/bbbbbbbbbbbb/mf-manifest.json';
  beforeEach(() => rememberRegistered([{ name: 'mfe_corps', entry: V1 }]));

  it('renders the runtime plugin\'s "unavailable" answer as the error with Retry', async () => {
    load
      .mockResolvedValueOnce(
        unavailableRemote('mfe_corps/Corps', new Error('RUNTIME-003')) as never,
      )
      .mockResolvedValue({ default: CorpsRoutes });
    renderApp('/on/corps');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '(Corporations) could not be loaded',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Corporations list' })).toBeInTheDocument();
    // Retry registered the remote anew, so that the runtime forgets the failed load
    expect(reRegister).toHaveBeenCalledWith({ name: 'mfe_corps', entry: V1 });
  });

  it('picks up a new deployment when the route is entered again, not under the user', async () => {
    let pointer = V1;
    api.on('GET', '/remotes.json', () => ({ body: { mfe_corps: pointer } }));
    load.mockResolvedValue({ default: CorpsRoutes });
    renderApp('/on/corps');
    expect(await screen.findByRole('heading', { name: 'Corporations list' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    pointer = V2; // a deployment flips the pointer while the tab is open
    await userEvent.click(screen.getByRole('link', { name: 'Security' }));
    await userEvent.click(screen.getByRole('link', { name: 'Corporations' }));
    expect(await screen.findByRole('heading', { name: 'Corporations list' })).toBeInTheDocument();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(reRegister).toHaveBeenCalledTimes(1);
    expect(reRegister).toHaveBeenCalledWith({ name: 'mfe_corps', entry: V2 });
  });

  it('a first visit after a deployment loads the new version straight away', async () => {
    api.on('GET', '/remotes.json', { body: { mfe_corps: V2 } });
    const order: string[] = [];
    reRegister.mockImplementation(({ entry }) => void order.push(`register ${entry}`));
    load.mockImplementation(async (id) => {
      order.push(`load ${id}`);
      return { default: CorpsRoutes };
    });
    renderApp('/on/admin');
    expect(await screen.findByRole('heading', { name: 'Corporations list' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(order).toEqual([`register ${V2}`, 'load mfe_corps/Admin']);
  });

  const mismatch = new Error(
    'Version 1.0.0 from shell of shared singleton module @staffledger/shared does not satisfy the requirement of mfe_corps which needs ^9.0.0)',
  );

  it('a remote built for a newer shared library than the deployed page says a reload will not help', async () => {
    load.mockResolvedValue(unavailableRemote('mfe_corps/Corps', mismatch) as never);
    renderApp('/on/corps');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of StaffLedger (Corporations) was built for a newer version of StaffLedger than the one deployed. Reloading will not help until that version is deployed; the failure has been reported.',
    );
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Security' }));
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('once a newer page is deployed, the same failure asks for a reload, on its routes only', async () => {
    notePageVersion('aaaaaaaaaaaa');
    notePageVersion('bbbbbbbbbbbb');
    load.mockResolvedValue(unavailableRemote('mfe_corps/Corps', mismatch) as never);
    renderApp('/on/corps');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This part of StaffLedger (Corporations) has been updated and needs a newer version of the page. Reload the page to use it.',
    );
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Security' }));
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('a new deployment whose code fails gives way to the version this tab ran, and says so to the API', async () => {
    let pointer = V1;
    api.on('GET', '/remotes.json', () => ({ body: { mfe_corps: pointer } }));
    let registeredNow = V1;
    reRegister.mockImplementation(({ entry }) => void (registeredNow = entry));
    load.mockImplementation(async () =>
      registeredNow === V2
        ? (unavailableRemote('mfe_corps/Corps', new Error('Script loaded but threw')) as never)
        : { default: CorpsRoutes },
    );
    renderApp('/on/corps');
    expect(await screen.findByRole('heading', { name: 'Corporations list' })).toBeInTheDocument();

    pointer = V2;
    await userEvent.click(screen.getByRole('link', { name: 'Security' }));
    await userEvent.click(screen.getByRole('link', { name: 'Corporations' }));
    expect(await screen.findByRole('heading', { name: 'Corporations list' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST', '/client/load-failures').map((c) => c.body)).toEqual([
        { app: 'mfe_corps', version: 'bbbbbbbbbbbb', kind: 'code' },
        { app: 'mfe_corps', version: 'bbbbbbbbbbbb', kind: 'fallback' },
      ]),
    );
    expect(registeredNow).toBe(V1);
    expect(screen.queryByRole('alert')).toBeNull();

    // entering again does not take the failed version again; Retry does
    const loads = load.mock.calls.length;
    await userEvent.click(screen.getByRole('link', { name: 'Security' }));
    await userEvent.click(screen.getByRole('link', { name: 'Corporations' }));
    expect(await screen.findByRole('heading', { name: 'Corporations list' })).toBeInTheDocument();
    expect(registeredNow).toBe(V1);
    expect(load.mock.calls.length).toBe(loads);
  });

  it('a tab that ran no earlier version falls back to the one deployed before, as the product names it', async () => {
    api.on('GET', '/remotes.json', { body: { mfe_corps: V2 } });
    api.on('GET', '/remotes-previous.json', { body: { mfe_corps: V1 } });
    let registeredNow = '';
    reRegister.mockImplementation(({ entry }) => void (registeredNow = entry));
    load.mockImplementation(async () =>
      registeredNow === V2
        ? (unavailableRemote('mfe_corps/Corps', new Error('Script loaded but threw')) as never)
        : { default: CorpsRoutes },
    );
    renderApp('/on/corps');
    expect(await screen.findByRole('heading', { name: 'Corporations list' })).toBeInTheDocument();
    expect(registeredNow).toBe(V1);
    await waitFor(() =>
      expect(api.callsTo('POST', '/client/load-failures').map((c) => c.body)).toEqual([
        { app: 'mfe_corps', version: 'bbbbbbbbbbbb', kind: 'code' },
        { app: 'mfe_corps', version: 'bbbbbbbbbbbb', kind: 'fallback' },
      ]),
    );
  });

  it('with no earlier version anywhere, the failure is shown', async () => {
    api.on('GET', '/remotes.json', { body: { mfe_corps: V2 } });
    api.on('GET', '/remotes-previous.json', { body: {} });
    load.mockResolvedValue(
      unavailableRemote('mfe_corps/Corps', new Error('Script loaded but threw')) as never,
    );
    renderApp('/on/corps');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of StaffLedger (Corporations) failed to start: its code has an error.',
    );
  });
});
