import { useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from '@staffledger/shared/router';
import { setSessionExpiredHandler, useSession } from '@staffledger/shared/core';
import { ScreenBoundary } from './layout/ScreenBoundary';
import { LoginPage } from './login/LoginPage';
import {
  LandingPage,
  Layout,
  PasswordResetPage,
  RemoteRoute,
  ScreenAccess,
  SecurityPage,
} from './lazyScreens';
import { RemotesContext } from './mf/RemotesContext';
import {
  availableEntries,
  isPublicRemotePath,
  PUBLIC_REMOTE_ENTRIES,
  remoteId,
} from './navigation';

/** The shell's route table (docs/screens.md#routes). `remotes`: names present in /remotes.json. */
export function App({ remotes }: { remotes: readonly string[] }) {
  const initialized = useSession((s) => s.initialized);
  const init = useSession((s) => s.init);
  const publicRemote = isPublicRemotePath(useLocation().pathname);
  const navigate = useNavigate();
  useEffect(() => {
    // Inside the app, sign-in is a route away: a page load would race the login page, which reads
    // and clears the stored 'session expired' message as it opens.
    setSessionExpiredHandler(() => navigate('/on/login', { replace: true }));
  }, [navigate]);
  useEffect(() => {
    // a guest's page leaves the staff session in the browser as it is
    if (!initialized && !publicRemote) init();
  }, [initialized, init, publicRemote]);

  const available = useMemo(() => new Set(remotes), [remotes]);
  const remoteRoutes = availableEntries(available);
  const publicRoutes = PUBLIC_REMOTE_ENTRIES.filter((e) => available.has(e.remote));

  return (
    <RemotesContext.Provider value={available}>
      <ScreenBoundary>
        <Routes>
          <Route path="/" element={<Navigate to="/on/landing" replace />} />
          {/* Session expiry sends the user to /login. */}
          <Route path="/login" element={<Navigate to="/on/login" replace />} />
          <Route path="/on">
            <Route index element={<Navigate to="/on/landing" replace />} />
            <Route path="login" element={<LoginPage />} />
            <Route path="password-reset" element={<PasswordResetPage />} />
            {publicRoutes.map((entry) => (
              <Route
                key={entry.path}
                path={entry.path.replace(/^\/on\//, '')}
                element={<RemoteRoute id={remoteId(entry)} label={entry.label} />}
              />
            ))}
            <Route element={<Layout />}>
              <Route path="landing" element={<LandingPage />} />
              <Route path="security" element={<SecurityPage />} />
              {remoteRoutes.map((entry) => (
                <Route
                  key={entry.path}
                  path={`${entry.path.replace(/^\/on\//, '')}/*`}
                  element={
                    <ScreenAccess entry={entry}>
                      <RemoteRoute id={remoteId(entry)} label={entry.label} />
                    </ScreenAccess>
                  }
                />
              ))}
              <Route path="*" element={<NotFound />} />
            </Route>
          </Route>
          <Route path="*" element={<Navigate to="/on/landing" replace />} />
        </Routes>
      </ScreenBoundary>
    </RemotesContext.Provider>
  );
}

function NotFound() {
  return (
    <section>
      <h1 className="sl-page-title">Page not found</h1>
      <p>This page does not exist in StaffLedger.</p>
    </section>
  );
}
