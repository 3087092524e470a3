import { Suspense, useState, type ReactNode } from 'react';
import { useLocation } from '@staffledger/shared/router';
import { Spinner } from '@staffledger/shared/core';
import { ErrorBoundary } from '../mf/ErrorBoundary';

/**
 * The shell's own screens load as chunks of their own: one that fails (the network, a server that
 * no longer has it) shows an error with Retry in place of the screen, never a white page. Moving to
 * another route, or Retry, tries again.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      resetKeys={[pathname, attempt]}
      fallback={() => (
        <section aria-label="Screen not loaded">
          <div className="sl-banner sl-banner--error" role="alert">
            <p>
              This screen of StaffLedger could not be loaded. Check your connection and try again.
            </p>
            <button
              type="button"
              className="sl-button sl-button--primary"
              onClick={() => setAttempt((n) => n + 1)}
            >
              Retry
            </button>
          </div>
        </section>
      )}
    >
      <Suspense fallback={<Spinner />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
