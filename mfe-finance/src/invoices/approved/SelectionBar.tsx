import { MAX_SHEETS_PER_INVOICE } from '@staffledger/shared';
import { FULL_REASON, selectionSummary, type Selection } from './billable.selection';

type Props = {
  selection: Selection;
  /** Whether sheets of another vendor than the selection's are on the list. */
  othersListed: boolean;
  otherVendorReasonId: string;
  fullReasonId: string;
  creating: boolean;
  onCreate: () => void;
  onClear: () => void;
};

/**
 * How many sheets are checked and their total, why other vendors' sheets (or more sheets) cannot
 * join, and Create invoice, enabled once one or more sheets are checked (always of one vendor).
 */
export function SelectionBar({
  selection,
  othersListed,
  otherVendorReasonId,
  fullReasonId,
  ...props
}: Props) {
  const none = selection.ids.length === 0;
  return (
    <div className="sl-selection-bar">
      <div className="sl-selection-bar__text">
        {/* read out as the selection changes, so a screen reader user hears the new total */}
        <p className="sl-selection-bar__summary" aria-live="polite">
          {selectionSummary(selection)}
        </p>
        {selection.vendor && othersListed && (
          <p id={otherVendorReasonId} className="sl-selection-bar__reason">
            One invoice bills one vendor: only timesheets of {selection.vendor.name} can be added.
          </p>
        )}
        {selection.ids.length >= MAX_SHEETS_PER_INVOICE && (
          <p id={fullReasonId} className="sl-selection-bar__reason">
            {FULL_REASON}
          </p>
        )}
      </div>
      <button
        type="button"
        className="sl-button"
        disabled={none || props.creating}
        onClick={props.onClear}
      >
        Clear Selection
      </button>
      <button
        type="button"
        className="sl-button sl-button--primary"
        disabled={none || props.creating}
        onClick={props.onCreate}
      >
        Create invoice
      </button>
    </div>
  );
}
