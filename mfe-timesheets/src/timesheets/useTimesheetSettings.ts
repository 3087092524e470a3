import { useEffect, useState } from 'react';
import type { AdminSetting } from '@staffledger/shared';
import { fetchTimesheetSettings } from './missing/missing.api';

/**
 * What a screen reads of the corporation's TIMESHEET settings (Admin), `select`ed from them once;
 * null until they arrive, and for good when they cannot be read: what they decide is a help to the
 * screen, which the server checks again. `select` is a module-level function.
 */
export function useTimesheetSettings<T>(select: (rows: readonly AdminSetting[]) => T): T | null {
  const [selected, setSelected] = useState<T | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchTimesheetSettings(controller.signal).then(
      (rows) => {
        if (!controller.signal.aborted) setSelected(() => select(rows));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [select]);
  return selected;
}
