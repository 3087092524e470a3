import type { ReactNode } from 'react';
import { Link, Navigate, Route, Routes } from '../../router';
import { useSession } from '../../session/useSession';

export type StandaloneScreen = { path: string; label: string; element: ReactNode };

type Props = {
  title: string;
  /** Screens under the same paths as in the shell, e.g. `/on/vendors`; the first is the default. */
  screens: StandaloneScreen[];
  /** Where the shell runs, for the sign-in link (the session lives in the shell's storage). */
  shellUrl?: string;
};

/** A remote's development entry: its screens in their own router, without the shell. */
export function StandaloneRemote({ title, screens, shellUrl = '' }: Props) {
  const token = useSession((s) => s.token);
  if (!token) {
    return (
      <main style={{ padding: '2rem' }}>
        <h1>{title} (standalone)</h1>
        <p>
          No session in this window. Sign in through the StaffLedger shell at{' '}
          <a href={`${shellUrl}/on/login`}>{shellUrl}/on/login</a>, or open these screens there.
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
        {screens.map((s) => (
          <Link key={s.path} to={s.path}>
            {s.label}
          </Link>
        ))}
      </nav>
      <main style={{ padding: '0 1rem' }}>
        <Routes>
          {screens.map((s) => (
            <Route key={s.path} path={`${s.path}/*`} element={s.element} />
          ))}
          <Route path="*" element={<Navigate to={screens[0].path} replace />} />
        </Routes>
      </main>
    </>
  );
}
