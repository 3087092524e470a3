import { LoadFailure } from '../feedback/LoadFailure';
import { DayCards } from './DayCards';
import { ItemsTable } from './ItemsTable';
import { SHEET_TEXTS } from './texts';
import type { SheetItems } from './useSheetItems';

type Props = {
  items: SheetItems;
  editable: boolean;
  /** A phone's width: a card a day rather than the table. */
  narrow: boolean;
};

/**
 * The sheet's days, or what stands in for them (loading, the load's failure, no items). The table
 * on a laptop; on a phone a card a day, which keeps every column in sight without sideways
 * scrolling and gives each control a visible label (docs/screens.md#the-items-screen).
 */
export function SheetDays({ items, editable, narrow }: Props) {
  if (items.status === 'loading') {
    return (
      <p className="sl-list-message" role="status">
        Loading...
      </p>
    );
  }
  if (items.status === 'error') {
    return (
      <LoadFailure error={items.failure} onRetry={items.reload}>
        {items.error}
      </LoadFailure>
    );
  }
  if (items.rows.length === 0) return <p className="sl-list-message">{SHEET_TEXTS.empty}</p>;
  const Days = narrow ? DayCards : ItemsTable;
  return <Days rows={items.rows} editable={editable} onChange={items.updateRow} />;
}
