import { screen } from '@testing-library/react';
import AdminRoutes from './admin/AdminRoutes';
import CorpsRoutes from './corps/CorpsRoutes';
import OutboxRoutes from './outbox/OutboxRoutes';
import { renderRemote, setupSuperApi } from '@staffledger/shared/testing';

const renderApp = (url: string) =>
  renderRemote(url, { '/on/corps': <CorpsRoutes />, '/on/admin': <AdminRoutes /> });

test('each exposed module default-exports a component', () => {
  expect(typeof CorpsRoutes).toBe('function');
  expect(typeof AdminRoutes).toBe('function');
  expect(typeof OutboxRoutes).toBe('function');
});

test('an unknown path under a remote goes back to its list', async () => {
  const api = setupSuperApi();
  api.on('GET', '/corps', { body: [] });
  renderApp('/on/corps/nowhere/else');
  expect(await screen.findByText('No corps found.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/corps$/);
});
