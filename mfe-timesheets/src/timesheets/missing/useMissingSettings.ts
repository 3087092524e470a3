import { useEffect, useState } from 'react';
import { fetchTimesheetSettings } from './missing.api';
import { missingSettings, type MissingSettings } from './missing.texts';

/**
 * The corporation's missingAfterDays and autoRemind, read from the Admin settings; null until they
 * arrive, and for good when they cannot be read: the line they make is a help, not the view.
 */
export function useMissingSettings(): MissingSettings | null {
  const [settings, setSettings] = useState<MissingSettings | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchTimesheetSettings(controller.signal).then(
      (rows) => {
        if (!controller.signal.aborted) setSettings(missingSettings(rows));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return settings;
}
