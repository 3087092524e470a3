import type { ReactNode } from 'react';
import './timesheet.css';

type Props = {
  /** The week's total hours as shown (2 decimals). */
  total: string;
  /** The last message and << Save Submit >>. */
  children: ReactNode;
};

/**
 * On a phone, after the day cards: the week's total, the last message and << Save Submit >>, held
 * at the bottom of the window while the cards scroll under it, so they stay in reach.
 */
export function SheetBar({ total, children }: Props) {
  return (
    <section className="sl-sheet-bar" aria-label="Week total, Save and Submit">
      <p className="sl-sheet-bar__total">
        Total Hours <strong>{total}</strong>
      </p>
      {children}
    </section>
  );
}
