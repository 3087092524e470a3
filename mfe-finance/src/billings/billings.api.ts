import { apiFetch, BILLING_LIMITS, type AdminSetting } from '@staffledger/shared';

export const BILLINGS_PATH = '/billing';

/** Largest Invoice Due Days, as the API and the setting allow. */
const MAX_DUE_DAYS = BILLING_LIMITS.maxDueDays;

/**
 * The corporation's INVOICE defaultDueDays setting (Admin), which a new arrangement starts with;
 * null when it is not a whole number from 0 to BILLING_LIMITS.maxDueDays.
 */
export async function fetchDefaultDueDays(signal?: AbortSignal): Promise<number | null> {
  const rows = await apiFetch<unknown>('/admin?category=INVOICE&feature=defaultDueDays', {
    signal,
  });
  const setting = Array.isArray(rows)
    ? (rows as AdminSetting[]).find((r) => r.feature === 'defaultDueDays')
    : undefined;
  const text = setting?.value?.trim() ?? '';
  if (!/^\d{1,3}$/.test(text)) return null;
  const days = Number(text);
  return days <= MAX_DUE_DAYS ? days : null;
}
