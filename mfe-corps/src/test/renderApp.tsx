import {
  createFakeApi,
  makeTestToken,
  renderRemote,
  resetSession,
  type FakeApi,
} from '@staffledger/shared/testing';
import AdminRoutes from '../admin/AdminRoutes';
import CorpsRoutes from '../corps/CorpsRoutes';

/** Renders the remote's screens as the shell mounts them (/on/corps/*, /on/admin/*). */
export function renderApp(url: string) {
  return renderRemote(url, { '/on/corps': <CorpsRoutes />, '/on/admin': <AdminRoutes /> });
}

/** A signed-in super user (optionally with a selected corporation) and a fresh fake API. */
export function setupApi(selectedCorpId = 0): FakeApi {
  resetSession(makeTestToken({ authorities: ['ROLE_SUPER'] }), selectedCorpId);
  return createFakeApi().install();
}
