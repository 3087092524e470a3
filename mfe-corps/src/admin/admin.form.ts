import { bodyCorpId, fieldId, fieldText, type AdminSetting } from '@staffledger/shared';

export const ADMIN_PATH = '/admin';

export type AdminValues = {
  id: number | null;
  category: string;
  feature: string;
  description: string;
  value: string;
};

export const INITIAL_ADMIN: AdminValues = {
  id: null,
  category: '',
  feature: '',
  description: '',
  value: '',
};

export function adminToValues(record: Record<string, unknown>): AdminValues {
  const s = record as Partial<AdminSetting>;
  return {
    id: fieldId(s.id),
    category: fieldText(s.category),
    feature: fieldText(s.feature),
    description: fieldText(s.description),
    value: fieldText(s.value),
  };
}

/** Body of POST/PUT /admin: the setting plus corpId (selected corp id as a string, default '0') and updateDate. */
export function adminToBody(values: AdminValues, selectedCorpId: number, now = new Date()) {
  const { id, ...setting } = values;
  return {
    ...(id !== null ? { id } : {}),
    ...setting,
    corpId: bodyCorpId(selectedCorpId),
    updateDate: now.toISOString(),
  };
}

export function validateAdmin(values: AdminValues): Record<string, string> {
  return values.value.trim() === '' ? { value: 'Value is required' } : {};
}
