import {
  createFakeApi,
  makeTestToken,
  renderRemote,
  resetSession,
  type FakeApi,
} from '@staffledger/shared/testing';
import BillingsRoutes from '../billings/BillingsRoutes';
import InvoicesRoutes from '../invoices/InvoicesRoutes';

/** Renders the remote's screens as the shell mounts them (/on/billings/*, /on/invoices/*). */
export function renderApp(url: string) {
  return renderRemote(url, {
    '/on/billings': <BillingsRoutes />,
    '/on/invoices': <InvoicesRoutes />,
  });
}

/** A signed-in employer of corporation 1 and a fresh fake API. */
export function setupApi(): FakeApi {
  resetSession(makeTestToken({ authorities: ['ROLE_EMPLOYER'], corpid: 1 }), 1);
  return createFakeApi().install();
}
