import type { ReactNode } from 'react';
import './timesheet.css';

type Props = {
  /** The week's total hours as shown (2 decimals). */
  total: string;
  /** The last message and << Save Submit >>. */
  children: ReactNode;
  /** What the bar holds, for a screen reader. */
  label?: string;
};

/**
 * On a phone, after the day cards: the week's total, the last message and << Save Submit >>, held
 * at the bottom of the window while the cards scroll under it, so they stay in reach.
 */
export function SheetBar({ total, children, label = 'Week total, Save and Submit' }: Props) {
  return (
    <section className="sl-sheet-bar" aria-label={label}>
      <p className="sl-sheet-bar__total">
        Total Hours <strong>{total}</strong>
      </p>
      {children}
    </section>
  );
}
