import { lazy, Suspense, useRef } from 'react';
import { Navigate, Outlet, useLocation } from '@staffledger/shared/router';
import { Spinner, useApiActivity, useSession } from '@staffledger/shared/core';
import { loginPathFor } from '../login/nextPath';
import { SessionDialogs } from '../session/SessionDialogs';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { usePageOutdated } from '../mf/pageVersion';
import { ScreenBoundary } from './ScreenBoundary';
import { SkipLink } from './SkipLink';
import { usePageHeadingFocus } from './usePageHeadingFocus';

const MAIN_ID = 'main';

/** Fetched only once a newer page was deployed: most sessions never show it. */
const NewVersionNotice = lazy(async () => ({
  default: (await import('./NewVersionNotice')).NewVersionNotice,
}));

/**
 * Every signed-in screen: waits for the session to be read, sends a signed-out user to the login
 * page (which leads back here), covers the page while API calls run, and frames the screen with a
 * skip link, header and sidebar. A route change puts focus on the new page's heading. The session's
 * dialogs (its warning, signing in again) stand over the page, which stays mounted under them.
 */
export function Layout() {
  const initialized = useSession((s) => s.initialized);
  const token = useSession((s) => s.token);
  const busy = useApiActivity() > 0;
  const outdated = usePageOutdated();
  const main = useRef<HTMLElement>(null);
  const location = useLocation();
  // A page opened or reloaded signed out leads to the login page and back; a page whose user
  // logged out leads to the login page only, for whoever signs in next.
  const signedInHere = useRef(false);
  if (token) signedInHere.current = true;
  usePageHeadingFocus(main, initialized && !!token);

  if (!initialized) return <Spinner />;
  if (!token) {
    return <Navigate to={signedInHere.current ? '/on/login' : loginPathFor(location)} replace />;
  }

  return (
    <div className="sl-app">
      <SkipLink targetId={MAIN_ID} />
      <Header />
      <Sidebar />
      {/* tabIndex -1: the skip link focuses it on a page without a heading (a failed remote) */}
      <main className="sl-main" id={MAIN_ID} tabIndex={-1} ref={main}>
        {outdated && (
          <Suspense fallback={null}>
            <NewVersionNotice />
          </Suspense>
        )}
        <ScreenBoundary>
          <Outlet />
        </ScreenBoundary>
      </main>
      {busy && <Spinner fullScreen label="Loading" />}
      <SessionDialogs />
    </div>
  );
}
