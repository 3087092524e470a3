import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  createFakeApi,
  makeTestToken,
  resetSession,
  type FakeApi,
} from '@staffledger/shared/testing';
import AdminRoutes from '../admin/AdminRoutes';
import CorpsRoutes from '../corps/CorpsRoutes';

function Location() {
  const loc = useLocation();
  return <output data-testid="location">{loc.pathname + loc.search}</output>;
}

/** Renders the remote's screens as the shell mounts them (/on/corps/*, /on/admin/*). */
export function renderApp(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/on/corps/*" element={<CorpsRoutes />} />
        <Route path="/on/admin/*" element={<AdminRoutes />} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}

/** A signed-in super user (optionally with a selected corporation) and a fresh fake API. */
export function setupApi(selectedCorpId = 0): FakeApi {
  resetSession(makeTestToken({ authorities: ['ROLE_SUPER'] }), selectedCorpId);
  return createFakeApi().install();
}
