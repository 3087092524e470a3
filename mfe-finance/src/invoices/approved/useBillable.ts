import { useEffect, useState } from 'react';
import type { BillableTimesheet } from '@staffledger/shared';
import { fetchBillable } from './billable.api';

export type BillableData = { status: 'loading' | 'ready' | 'error'; rows: BillableTimesheet[] };

/**
 * The approved sheets waiting for an invoice, fetched again whenever `reloadToken` changes. A reload
 * keeps the rows on screen (status 'loading') until the new ones arrive, as the lists do.
 */
export function useBillable(reloadToken: unknown): BillableData {
  const [data, setData] = useState<BillableData>({ status: 'loading', rows: [] });
  useEffect(() => {
    const controller = new AbortController();
    setData((d) => ({ ...d, status: 'loading' }));
    fetchBillable(controller.signal).then(
      (rows) => {
        if (!controller.signal.aborted) setData({ status: 'ready', rows });
      },
      () => {
        if (!controller.signal.aborted) setData({ status: 'error', rows: [] });
      },
    );
    return () => controller.abort();
  }, [reloadToken]);
  return data;
}
