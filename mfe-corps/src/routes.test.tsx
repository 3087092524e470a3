import { screen } from '@testing-library/react';
import AdminRoutes from './admin/AdminRoutes';
import CorpsRoutes from './corps/CorpsRoutes';
import { renderApp, setupApi } from './test/renderApp';

test('each exposed module default-exports a component', () => {
  expect(typeof CorpsRoutes).toBe('function');
  expect(typeof AdminRoutes).toBe('function');
});

test('an unknown path under a remote goes back to its list', async () => {
  const api = setupApi();
  api.on('GET', '/corps', { body: [] });
  renderApp('/on/corps/nowhere/else');
  expect(await screen.findByText('No corps found.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/corps$/);
});
