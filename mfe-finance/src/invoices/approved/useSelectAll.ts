import { useCallback, useRef, useState } from 'react';
import type { BillableTimesheet, BillableVendor } from '@staffledger/shared';
import { fetchInvoiceable } from './billable.api';

export type SelectAll = { select: (group: BillableVendor) => Promise<void>; selecting: boolean };

/**
 * Select all of a vendor: reads its sheets an arrangement bills, one invoice's worth at most,
 * and makes them the selection; on a failure `onFailure` gets 'Failed to select the weeks of
 * {vendor}: {the reason}' and the selection stays as it was.
 */
export function useSelectAll(
  onSelected: (rows: BillableTimesheet[]) => void,
  onFailure: (text: string) => void,
): SelectAll {
  const [selecting, setSelecting] = useState(false);
  // a second click before the re-render that disables the buttons must not read again
  const running = useRef(false);
  const select = useCallback(
    async (group: BillableVendor) => {
      if (running.current) return;
      running.current = true;
      setSelecting(true);
      try {
        onSelected(await fetchInvoiceable(group.vendorId));
      } catch (e) {
        const reason = e instanceof Error ? e.message : String(e);
        onFailure(`Failed to select the weeks of ${group.vendorName}: ${reason}`);
      } finally {
        running.current = false;
        setSelecting(false);
      }
    },
    [onSelected, onFailure],
  );
  return { select, selecting };
}
