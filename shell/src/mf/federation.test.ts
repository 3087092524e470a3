import type { RemoteEntry } from './remotes';

const instance = {
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async (id: string) => ({ id })),
};
const startFederation = jest.fn((_remotes: RemoteEntry[]) => instance);
jest.mock('./federation-runtime', () => ({
  startFederation: (remotes: RemoteEntry[]) => startFederation(remotes),
}));

const CORPS = { name: 'mfe_corps', entry: 'http://localhost/mfe-corps/mf-manifest.json' };
const PEOPLE = { name: 'mfe_people', entry: 'http://localhost/mfe-people/mf-manifest.json' };

let federation: typeof import('./federation');
beforeEach(async () => {
  jest.resetModules();
  federation = await import('./federation');
  startFederation.mockClear();
  instance.registerRemotes.mockClear();
});

it('starts no runtime to register the remotes: the sign-in page does without it', () => {
  federation.registerRemotes([CORPS, PEOPLE]);
  federation.reRegisterRemote({ ...CORPS, entry: 'http://localhost/v2/mf-manifest.json' });
  expect(startFederation).not.toHaveBeenCalled();
});

it('hands the remotes registered so far, a newer entry replacing the first, to the runtime it starts', async () => {
  federation.registerRemotes([CORPS, PEOPLE]);
  federation.reRegisterRemote({ ...CORPS, entry: 'http://localhost/v2/mf-manifest.json' });
  await expect(federation.loadRemoteModule('mfe_corps/Corps')).resolves.toEqual({
    id: 'mfe_corps/Corps',
  });
  expect(startFederation).toHaveBeenCalledTimes(1);
  expect(startFederation).toHaveBeenCalledWith([
    { ...CORPS, entry: 'http://localhost/v2/mf-manifest.json' },
    PEOPLE,
  ]);
});

it('starts the runtime once, and registers a remote anew through it once started', async () => {
  federation.startFederation();
  await federation.loadRemoteModule('mfe_corps/Corps');
  await federation.loadRemoteModule('mfe_people/Vendors');
  expect(startFederation).toHaveBeenCalledTimes(1);
  federation.reRegisterRemote(CORPS);
  expect(instance.registerRemotes).toHaveBeenCalledWith([CORPS], { force: true });
});

it('tries the runtime again after its start failed', async () => {
  startFederation.mockImplementationOnce(() => {
    throw new Error('Loading chunk federation failed.');
  });
  await expect(federation.loadRemoteModule('mfe_corps/Corps')).rejects.toThrow('Loading chunk');
  await expect(federation.loadRemoteModule('mfe_corps/Corps')).resolves.toBeTruthy();
  expect(startFederation).toHaveBeenCalledTimes(2);
});
