import type { ReactNode } from 'react';
import defaultLogo from '../assets/logo.svg';
import { PRODUCT_NAME } from './Header';

/** Frame of the screens shown without a session (login, password reset). */
export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="sl-auth-page">
      <div className="sl-auth-card">
        <div className="shell-public-brand">
          <img src={defaultLogo} alt="" height={40} />
          <span>{PRODUCT_NAME}</span>
        </div>
        <h1 className="sl-page-title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
