// Standalone development entry of the remote (the shell never loads this file): the corporation
// and admin screens in their own router, under the same paths as in the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { useSession } from '@staffledger/shared';
import CorpsRoutes from './corps/CorpsRoutes';
import AdminRoutes from './admin/AdminRoutes';

const SHELL_URL = process.env.SHELL_URL ?? '';

function Standalone() {
  const token = useSession((s) => s.token);
  if (!token) {
    return (
      <main style={{ padding: '2rem' }}>
        <h1>StaffLedger corporations (standalone)</h1>
        <p>
          No session in this window. Sign in through the StaffLedger shell at{' '}
          <a href={`${SHELL_URL}/on/login`}>{SHELL_URL}/on/login</a>, or open these screens there.
        </p>
      </main>
    );
  }
  return (
    <>
      <nav
        style={{ display: 'flex', gap: '1rem', padding: '0.75rem 1rem' }}
        aria-label="Standalone"
      >
        <Link to="/on/corps">Corporations</Link>
        <Link to="/on/admin">Admin</Link>
      </nav>
      <main style={{ padding: '0 1rem' }}>
        <Routes>
          <Route path="/on/corps/*" element={<CorpsRoutes />} />
          <Route path="/on/admin/*" element={<AdminRoutes />} />
          <Route path="*" element={<Navigate to="/on/corps" replace />} />
        </Routes>
      </main>
    </>
  );
}

useSession.getState().init();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Standalone />
    </BrowserRouter>
  </StrictMode>,
);
