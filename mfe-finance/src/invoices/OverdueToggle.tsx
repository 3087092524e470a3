import { useSearchParams } from '@staffledger/shared/router';
import { OVERDUE } from './invoices.overdue';

/**
 * The Invoices list's quick filter: pressed, the list shows the Overdue invoices (the Status
 * filter set to Overdue, in the URL like every filter); pressed again, every status.
 */
export function OverdueToggle() {
  const [params, setParams] = useSearchParams();
  const pressed = params.get('status')?.toUpperCase() === OVERDUE;
  const handleClick = () => {
    const next = new URLSearchParams(params);
    if (pressed) next.delete('status');
    else next.set('status', OVERDUE);
    // as any filter change, back to the first page
    next.delete('page');
    setParams(next);
  };
  return (
    <button
      type="button"
      // filled while it filters, with the kit's own button styles
      className={pressed ? 'sl-button sl-button--primary' : 'sl-button'}
      aria-pressed={pressed}
      onClick={handleClick}
    >
      Overdue
    </button>
  );
}
