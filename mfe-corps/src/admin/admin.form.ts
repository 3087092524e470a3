import {
  bodyCorpId,
  fieldId,
  fieldText,
  settingType,
  type AdminSetting,
  type SettingType,
} from '@staffledger/shared';

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
    value: switchedOff(values) ? 'false' : values.value,
    corpId: bodyCorpId(selectedCorpId),
    updateDate: now.toISOString(),
  };
}

/** What a value of the type must be, as the end of "Value must be ...", or null when any text goes. */
export function typeRule(type: SettingType): string | null {
  if (type.kind === 'integer') return `a whole number from ${type.min} to ${type.max}`;
  if (type.kind === 'boolean') return 'on or off';
  if (type.kind === 'choice') return `one of ${type.values.join(', ')}`;
  return null;
}

function fits(type: SettingType, value: string): boolean {
  const t = value.trim();
  if (type.kind === 'integer') {
    const n = Number(t);
    return /^\d+$/.test(t) && n >= type.min && n <= type.max;
  }
  // any case, as the server takes it: a value stored before it was normalised may read 'TRUE'
  if (type.kind === 'boolean') return ['true', 'false'].includes(t.toLowerCase());
  if (type.kind === 'choice') return type.values.includes(t.toLowerCase());
  return true;
}

/** A new true/false setting whose switch was never turned: it shows Off, so it is false. */
const switchedOff = (values: AdminValues) =>
  values.value.trim() === '' && settingType(values.category, values.feature).kind === 'boolean';

/** Value is required, and of the setting's declared type (the server checks it again). */
export function validateAdmin(values: AdminValues): Record<string, string> {
  if (switchedOff(values)) return {};
  if (values.value.trim() === '') return { value: 'Value is required' };
  const type = settingType(values.category, values.feature);
  return fits(type, values.value) ? {} : { value: `Value must be ${typeRule(type)}` };
}
