import { useEffect, useState } from 'react';
import { ALL_INVOICE_STATUSES, fetchInvoiceStatuses } from './invoices.api';

/**
 * The statuses present in the data (GET /invoices/statuses), fetched again with the list. Until
 * they arrive the filter offers none; if they cannot be loaded it offers every status rather than
 * none.
 */
export function useInvoiceStatuses(reloadToken: unknown): readonly string[] {
  const [statuses, setStatuses] = useState<readonly string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchInvoiceStatuses(controller.signal)
      .then((s) => {
        if (!controller.signal.aborted) setStatuses(s.map((v) => v.toUpperCase()));
      })
      .catch(() => {
        if (!controller.signal.aborted) setStatuses(ALL_INVOICE_STATUSES);
      });
    return () => controller.abort();
  }, [reloadToken]);
  return statuses;
}
