import { useWholeList, type MissingTimesheet, type WholeList } from '@staffledger/shared';
import { fetchMissing } from './missing.api';

export type MissingData = WholeList<MissingTimesheet>;

/**
 * The missing sheets, read again whenever `reloadToken` changes: a reminder's new Last Reminder
 * replaces the old one in place.
 */
export const useMissing = (reloadToken: unknown): MissingData =>
  useWholeList(fetchMissing, reloadToken);
