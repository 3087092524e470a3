import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function Location() {
  const loc = useLocation();
  return <output data-testid="location">{loc.pathname + loc.search}</output>;
}

/**
 * Renders a remote's screens as the shell mounts them (`{ '/on/vendors': <VendorsRoutes /> }`),
 * with the current location in `data-testid="location"`.
 */
export function renderRemote(url: string, mounts: Record<string, ReactNode>) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        {Object.entries(mounts).map(([path, element]) => (
          <Route key={path} path={`${path}/*`} element={element} />
        ))}
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}
