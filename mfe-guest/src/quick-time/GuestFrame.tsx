import type { ReactNode } from 'react';

/** The guest's page: the product's name and the screen, without the staff header or sidebar. */
export function GuestFrame({ children }: { children: ReactNode }) {
  return (
    <main className="sl-guest-page">
      <p className="sl-guest-page__brand">StaffLedger</p>
      <h1 className="sl-page-title">Timesheet</h1>
      {children}
    </main>
  );
}
