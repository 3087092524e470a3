import type { ReactNode } from 'react';
import { useTimeout } from './useTimeout';

export type BannerKind = 'success' | 'error' | 'warning' | 'info';

export type BannerProps = {
  kind?: BannerKind;
  children: ReactNode;
  /** Calls onClose after this many milliseconds (timed banners). */
  timeout?: number;
  onClose?: () => void;
};

/**
 * A message strip: green success, red error (announced as an alert), amber warning (something the
 * user is to act on, which stays while it holds), neutral info.
 */
export function Banner({ kind = 'info', children, timeout, onClose }: BannerProps) {
  useTimeout(() => onClose?.(), onClose ? timeout : undefined);
  return (
    <div className={`sl-banner sl-banner--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <span className="sl-banner__text">{children}</span>
      {onClose && (
        <button type="button" className="sl-banner__close" aria-label="Dismiss" onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}

/** An error banner. */
export function Alert({ children, onClose }: { children: ReactNode; onClose?: () => void }) {
  return (
    <Banner kind="error" onClose={onClose}>
      {children}
    </Banner>
  );
}
