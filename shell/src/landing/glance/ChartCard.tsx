import { useRef, type ReactNode } from 'react';
import { causeOf, LoadFailure } from '@staffledger/shared/core';
import type { CorpRead } from '../useCorpRead';

type Props<T> = {
  title: string;
  state: CorpRead<T>;
  /** The chart (with its title) of a value that has something to show, else null. */
  children: (value: T) => ReactNode | null;
  /** What shows when the value has nothing to draw. */
  empty: string;
};

/** One chart's place: a line while it loads, its failure with Retry, its empty text, or itself. */
export function ChartCard<T>({ title, state, children, empty }: Props<T>) {
  // Retry's button leaves with the failure: the focus waits on the card
  const ref = useRef<HTMLDivElement>(null);
  const chart = state.status === 'ready' ? children(state.value) : null;
  return (
    <div className="shell-glance__card" ref={ref} tabIndex={-1}>
      {chart ?? <h3 className="shell-chart__title">{title}</h3>}
      {state.status === 'loading' && <p role="status">Loading...</p>}
      {state.status === 'ready' && !chart && <p>{empty}</p>}
      {state.status === 'error' && (
        <LoadFailure
          role="status"
          className="shell-counts__unavailable"
          error={state.error}
          cause={causeOf(state.error)}
          onRetry={state.retry}
          focusOnRetry={ref}
        >
          {title} unavailable
        </LoadFailure>
      )}
    </div>
  );
}
