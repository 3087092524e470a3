import { useCallback, useRef, useState } from 'react';
import { arrivalState } from '@staffledger/shared';
import { useNavigate } from '@staffledger/shared/router';
import { createInvoiceFromTimesheets, newIdempotencyKey } from './billable.api';
import { createdNotice } from './billable.selection';

export type CreateInvoice = {
  /** Posts the sheets as one invoice, then opens it; on a failure calls `onFailure` with them. */
  create: (timesheetIds: number[]) => Promise<void>;
  creating: boolean;
};

/**
 * Create invoice: one request per click, with a key of its own, so that a request sent again never
 * makes a second invoice. On success the new invoice's form opens with a success notice; on a
 * failure `onFailure` gets 'Failed to create invoice: {the reason}'.
 */
export function useCreateInvoice(
  onFailure: (text: string, timesheetIds: number[]) => void,
): CreateInvoice {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  // a second click before the re-render that disables the button must not post again
  const running = useRef(false);
  const create = useCallback(
    async (timesheetIds: number[]) => {
      if (running.current || timesheetIds.length === 0) return;
      running.current = true;
      setCreating(true);
      try {
        const invoice = await createInvoiceFromTimesheets(timesheetIds, newIdempotencyKey());
        navigate(`../edit/${invoice.id}`, {
          state: arrivalState(createdNotice(invoice.number, timesheetIds.length)),
        });
      } catch (e) {
        const reason = e instanceof Error ? e.message : String(e);
        onFailure(`Failed to create invoice: ${reason}`, timesheetIds);
      } finally {
        running.current = false;
        setCreating(false);
      }
    },
    [navigate, onFailure],
  );
  return { create, creating };
}
