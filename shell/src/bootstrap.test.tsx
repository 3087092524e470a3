import { screen, waitFor } from '@testing-library/react';
import { resetSession } from '@staffledger/shared/testing';
import { registerRemotes } from './mf/federation';

jest.mock('./mf/federation', () => ({
  startFederation: jest.fn(),
  loadRemoteModule: jest.fn(),
  registerRemotes: jest.fn(),
}));

it('reads /remotes.json, registers its remotes, then renders the shell', async () => {
  resetSession();
  document.body.innerHTML = '<div id="root"></div>';
  const fetchMock = jest.fn(async () => ({
    ok: true,
    headers: { get: () => null },
    json: async () => ({ mfe_corps: '/mfe-corps/mf-manifest.json' }),
  }));
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  await import('./bootstrap');
  await waitFor(() => expect(registerRemotes).toHaveBeenCalled());
  expect(fetchMock).toHaveBeenCalledWith(
    '/remotes.json',
    expect.objectContaining({ cache: 'no-store' }),
  );
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'mfe_corps', entry: 'http://localhost/mfe-corps/mf-manifest.json' },
  ]);
  // signed out at / → the login page
  expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
});
