import type { ReactNode } from 'react';

/**
 * A page without sign-in (the guest's, the client's approval page): the product's name, the title
 * and the screen, without the staff header or sidebar.
 */
export function GuestFrame({
  children,
  title = 'Timesheet',
}: {
  children: ReactNode;
  title?: string;
}) {
  return (
    <main className="sl-guest-page">
      <p className="sl-guest-page__brand">StaffLedger</p>
      <h1 className="sl-page-title">{title}</h1>
      {children}
    </main>
  );
}
