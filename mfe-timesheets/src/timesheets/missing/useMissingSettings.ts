import { useTimesheetSettings } from '../useTimesheetSettings';
import { missingSettings, type MissingSettings } from './missing.texts';

/**
 * The corporation's missingAfterDays and autoRemind, read from the Admin settings; null until they
 * arrive, and for good when they cannot be read: the line they make is a help, not the view.
 */
export function useMissingSettings(): MissingSettings | null {
  return useTimesheetSettings(missingSettings);
}
