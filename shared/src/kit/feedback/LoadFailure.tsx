import type { MouseEvent, ReactNode, RefObject } from 'react';
import { canRetry } from '../../api/ApiError';

export type LoadFailureProps = {
  /** The screen's failure text, kept word for word. */
  children: ReactNode;
  /** Why, after the text and a colon (e.g. `causeOf(error)`); none when the text says it. */
  cause?: string | null;
  /** What the load failed with: Retry shows only when trying again can help. */
  error: unknown;
  onRetry: () => void;
  /**
   * Where the focus goes on Retry, since the button leaves with the failure: the part of the
   * screen that shows the outcome (given a tabIndex of -1); by default the page's main landmark.
   */
  focusOnRetry?: RefObject<HTMLElement | null>;
  /** The look of the place it stands in (default: an error banner). */
  className?: string;
  /** 'status' for a failure that is a side note of its page, announced without interrupting. */
  role?: 'alert' | 'status';
};

/**
 * A load that failed (docs/client.md#errors): the screen's text and, when no answer came or the
 * server had a problem, a Retry button. A refusal that names a rule gets no Retry.
 */
export function LoadFailure({
  children,
  cause,
  error,
  onRetry,
  focusOnRetry,
  className = 'sl-banner sl-banner--error',
  role = 'alert',
}: LoadFailureProps) {
  const handleRetry = (event: MouseEvent<HTMLButtonElement>) => {
    const target = focusOnRetry?.current ?? event.currentTarget.closest('main');
    if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target?.focus({ preventScroll: true });
    onRetry();
  };
  return (
    <div className={`sl-load-failure ${className}`} role={role}>
      <span className="sl-load-failure__text">
        <span>{children}</span>
        {cause ? `: ${cause}` : null}
      </span>
      {canRetry(error) && (
        <button type="button" className="sl-button sl-button--small" onClick={handleRetry}>
          Retry
        </button>
      )}
    </div>
  );
}

/** What an error says of its cause: its message, when it has one. */
export function causeOf(error: unknown): string | null {
  return (error instanceof Error && error.message.trim()) || null;
}
