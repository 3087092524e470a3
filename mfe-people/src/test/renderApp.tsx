import {
  createFakeApi,
  makeTestToken,
  renderRemote,
  resetSession,
  type FakeApi,
} from '@staffledger/shared/testing';
import EmployeesRoutes from '../employees/EmployeesRoutes';
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
