import {
  createFakeApi,
  makeTestToken,
  renderRemote,
  resetSession,
  type FakeApi,
} from '@staffledger/shared/testing';
import EmployeesRoutes from '../employees/EmployeesRoutes';
import { jane } from '../employees/test-data';
import VendorsRoutes from '../vendors/VendorsRoutes';

/** Renders the remote's screens as the shell mounts them (/on/vendors/*, /on/employees/*). */
export function renderApp(url: string) {
  return renderRemote(url, {
    '/on/vendors': <VendorsRoutes />,
    '/on/employees': <EmployeesRoutes />,
  });
}

/** A signed-in employer of corporation 1 and a fresh fake API. */
export function setupApi(): FakeApi {
  resetSession(makeTestToken({ authorities: ['ROLE_EMPLOYER'], corpid: 1 }), 1);
  return createFakeApi().install();
}

/** setupApi, plus an employee list and Jane (101) to open for editing. */
export function setupEmployeeApi(): FakeApi {
  const api = setupApi();
  api.on('GET', '/employees', { body: [] });
  api.on('GET', '/employees/:id', { body: jane });
  return api;
}
