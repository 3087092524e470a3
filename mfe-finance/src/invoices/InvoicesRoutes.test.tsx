import { screen } from '@testing-library/react';
import InvoicesRoutes from './InvoicesRoutes';
import { renderRemote, setupEmployerApi } from '@staffledger/shared/testing';

const renderApp = (url: string) => renderRemote(url, { '/on/invoices': <InvoicesRoutes /> });

test('the exposed module default-exports a component', () => {
  expect(typeof InvoicesRoutes).toBe('function');
});

test('an unknown path under /on/invoices goes back to the list', async () => {
  const api = setupEmployerApi();
  api.on('GET', '/invoices', { body: [] });
  renderApp('/on/invoices/nowhere/else');
  expect(await screen.findByText('No invoices found.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/invoices$/);
});
