import { screen } from '@testing-library/react';
import BillingsRoutes from './BillingsRoutes';
import { renderApp, setupApi } from '../test/renderApp';

test('the exposed module default-exports a component', () => {
  expect(typeof BillingsRoutes).toBe('function');
});

test('an unknown path under /on/billings goes back to the list', async () => {
  const api = setupApi();
  api.on('GET', '/billing', { body: [] });
  renderApp('/on/billings/nowhere/else');
  expect(await screen.findByText('No billings found.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/billings$/);
});
