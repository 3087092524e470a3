import type { RefObject } from 'react';
import { causeOf, LoadFailure } from '../feedback/LoadFailure';

export type ListFailureProps = {
  /** The list's error text ('Failed to load timesheets'). */
  text: string;
  error: unknown;
  onRetry: () => void;
  focusOnRetry?: RefObject<HTMLElement | null>;
};

/** A list that could not be read, in place of its table: its text, the cause, and Retry. */
export function ListFailure({ text, error, onRetry, focusOnRetry }: ListFailureProps) {
  return (
    <LoadFailure
      className="sl-list-message sl-list-message--error"
      error={error}
      cause={causeOf(error)}
      onRetry={onRetry}
      focusOnRetry={focusOnRetry}
    >
      {text}
    </LoadFailure>
  );
}
