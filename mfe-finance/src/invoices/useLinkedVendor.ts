import { useEffect, useMemo, useState } from 'react';
import { apiFetch, type FilterOption, type Vendor } from '@staffledger/shared';

/**
 * The vendor a link filters the list by (`vendorId`, the landing page's vendors owing most), as
 * the one choice of the bar's Vendor filter: its name once read, `#id` until then or when it cannot
 * be read. Null when the URL names no vendor, and the bar shows no Vendor filter.
 */
export function useLinkedVendor(vendorId: string | null): FilterOption[] | null {
  const [named, setNamed] = useState<{ id: string; name: string } | null>(null);
  useEffect(() => {
    if (!vendorId || !/^[1-9]\d{0,15}$/.test(vendorId)) return;
    const controller = new AbortController();
    apiFetch<Pick<Vendor, 'name'>>(`/vendors/${vendorId}`, { signal: controller.signal }).then(
      (v) => {
        if (!controller.signal.aborted && v?.name) setNamed({ id: vendorId, name: v.name });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [vendorId]);
  const name = named?.id === vendorId ? named.name : `#${vendorId}`;
  // the same array while the choice is the same: the list's filter bar is built from it
  return useMemo(() => (vendorId ? [{ value: vendorId, label: name }] : null), [vendorId, name]);
}
