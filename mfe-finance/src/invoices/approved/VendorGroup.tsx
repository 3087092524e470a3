import { useId } from 'react';
import { MAX_SHEETS_PER_INVOICE, type BillableVendor } from '@staffledger/shared';
import { FULL_REASON, selectsFirstOnly, vendorSummary } from './billable.selection';
import type { SelectCell } from './billable.columns';
import { VendorWeeks } from './VendorWeeks';

type Props = {
  group: BillableVendor;
  open: boolean;
  onOpen: (vendorId: number, open: boolean) => void;
  cell: SelectCell;
  /** Select all is busy, for this vendor or another. */
  selecting: boolean;
  onSelectAll: (group: BillableVendor) => void;
  reloadToken: unknown;
};

/**
 * A vendor of Approved, not invoiced: its name, weeks and totals, Select all (one invoice's worth
 * at most, saying so when it has more), and its weeks, shown on demand a page at a time.
 */
export function VendorGroup({
  group,
  open,
  onOpen,
  cell,
  selecting,
  onSelectAll,
  ...props
}: Props) {
  const ids = useId();
  const headingId = `${ids}-name`;
  const weeksId = `${ids}-weeks`;
  const firstOnlyId = `${ids}-first-only`;
  const firstOnly = selectsFirstOnly(group);
  const otherVendor = cell.selection.vendor !== null && cell.selection.vendor.id !== group.vendorId;
  const selectText = firstOnly ? `Select first ${MAX_SHEETS_PER_INVOICE}` : 'Select all';
  let describedBy: string | undefined;
  if (otherVendor) describedBy = cell.otherVendorReasonId;
  else if (firstOnly) describedBy = firstOnlyId;
  return (
    <section className="sl-vendor-group" aria-labelledby={headingId}>
      <div className="sl-vendor-group__head">
        <div className="sl-vendor-group__text">
          <h2 id={headingId} className="sl-vendor-group__name">
            {group.vendorName}
          </h2>
          <p className="sl-vendor-group__summary">{vendorSummary(group)}</p>
          {firstOnly && (
            <p id={firstOnlyId} className="sl-vendor-group__note">
              {FULL_REASON} Select first {MAX_SHEETS_PER_INVOICE} takes its earliest weeks.
            </p>
          )}
        </div>
        <button
          type="button"
          className="sl-button"
          aria-label={`${selectText} weeks of ${group.vendorName}`}
          aria-describedby={describedBy}
          disabled={group.invoiceable === 0 || otherVendor || selecting || cell.disabled}
          onClick={() => onSelectAll(group)}
        >
          {selectText}
        </button>
        <button
          type="button"
          className="sl-button"
          aria-label={`${open ? 'Hide' : 'Show'} weeks of ${group.vendorName}`}
          aria-expanded={open}
          aria-controls={open ? weeksId : undefined}
          onClick={() => onOpen(group.vendorId, !open)}
        >
          {open ? 'Hide weeks' : 'Show weeks'}
        </button>
      </div>
      {open && (
        <div id={weeksId}>
          <VendorWeeks group={group} cell={cell} reloadToken={props.reloadToken} />
        </div>
      )}
    </section>
  );
}
