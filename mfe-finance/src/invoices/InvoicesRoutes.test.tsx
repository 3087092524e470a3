import { screen } from '@testing-library/react';
import InvoicesRoutes from './InvoicesRoutes';
import { renderApp, setupApi } from '../test/renderApp';

test('the exposed module default-exports a component', () => {
  expect(typeof InvoicesRoutes).toBe('function');
});

test('an unknown path under /on/invoices goes back to the list', async () => {
  const api = setupApi();
  api.on('GET', '/invoices', { body: [] });
  renderApp('/on/invoices/nowhere/else');
  expect(await screen.findByText('No invoices found.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/invoices$/);
});
