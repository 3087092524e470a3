import { Navigate, Outlet } from 'react-router-dom';
import { Spinner, useApiActivity, useSession } from '@staffledger/shared';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

/**
 * Every signed-in screen: waits for the session to be read, sends a signed-out user to the login
 * page, covers the page while API calls run, and frames the screen with header and sidebar.
 */
export function Layout() {
  const initialized = useSession((s) => s.initialized);
  const token = useSession((s) => s.token);
  const busy = useApiActivity() > 0;

  if (!initialized) return <Spinner />;
  if (!token) return <Navigate to="/on/login" replace />;

  return (
    <div className="sl-app">
      <Header />
      <Sidebar />
      <main className="sl-main" id="main">
        <Outlet />
      </main>
      {busy && <Spinner fullScreen label="Loading" />}
    </div>
  );
}
