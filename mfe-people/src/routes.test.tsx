import { screen } from '@testing-library/react';
import EmployeesRoutes from './employees/EmployeesRoutes';
import VendorsRoutes from './vendors/VendorsRoutes';
import { renderRemote, setupEmployerApi } from '@staffledger/shared/testing';

const renderApp = (url: string) =>
  renderRemote(url, { '/on/vendors': <VendorsRoutes />, '/on/employees': <EmployeesRoutes /> });

test('each exposed module default-exports a component', () => {
  expect(typeof VendorsRoutes).toBe('function');
  expect(typeof EmployeesRoutes).toBe('function');
});

test('an unknown path under a remote goes back to its list', async () => {
  const api = setupEmployerApi();
  api.on('GET', '/vendors', { body: [] });
  api.on('GET', '/employees', { body: [] });
  const { unmount } = renderApp('/on/vendors/nowhere/else');
  expect(await screen.findByText('No vendors found.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/vendors$/);
  unmount();
  renderApp('/on/employees/x/y');
  expect(await screen.findByText('No employees found.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/employees$/);
});
