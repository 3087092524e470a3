import { Link } from '@staffledger/shared/router';
import { settingsText } from './missing.texts';
import { useMissingSettings } from './useMissingSettings';

/** Where the admin settings of this view are edited: the Admin list, filtered to them. */
const SETTINGS_LINK = '/on/admin?category=TIMESHEET';

/**
 * Why a sheet is on the list and whether reminders go out by themselves, with the way to the two
 * settings that decide it. Nothing while they load or when they cannot be read.
 */
export function MissingSettingsLine() {
  const settings = useMissingSettings();
  if (!settings) return null;
  return (
    <p className="sl-missing-settings">
      {settingsText(settings)} (<Link to={SETTINGS_LINK}>Admin settings</Link>: TIMESHEET
      missingAfterDays, autoRemind).
    </p>
  );
}
