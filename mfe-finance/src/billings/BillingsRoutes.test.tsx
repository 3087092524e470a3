import { screen } from '@testing-library/react';
import BillingsRoutes from './BillingsRoutes';
import { renderRemote, setupEmployerApi } from '@staffledger/shared/testing';

const renderApp = (url: string) => renderRemote(url, { '/on/billings': <BillingsRoutes /> });

test('the exposed module default-exports a component', () => {
  expect(typeof BillingsRoutes).toBe('function');
});

test('an unknown path under /on/billings goes back to the list', async () => {
  const api = setupEmployerApi();
  api.on('GET', '/billing', { body: [] });
  renderApp('/on/billings/nowhere/else');
  expect(await screen.findByText('No billings found.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/billings$/);
});
