/**
 * Per-tenant settings: the known features, their defaults, their validation and a typed reader.
 *
 * A new corporation gets one admin_settings row per known feature (see `defaultSettings`). Other
 * modules read a value with `readSetting(tx, 'INVOICE', 'defaultDueDays')`: the stored value when it
 * is valid, else the default.
 */
import {
  INVITE_ON_SAVE,
  SETTING_DECLARATIONS as DECLARED,
  SETTING_LIMITS,
  type InviteOnSave,
} from '@staffledger/contracts';
import type { Tx } from '../../db/tenant.js';
import {
  formatHolidays,
  MAX_HOLIDAY_DATES,
  parseHolidays,
  US_FEDERAL,
  type Holidays,
} from './holidays.js';

export { federalHolidays, holidaysIn, US_FEDERAL, type Holidays } from './holidays.js';

export type SettingContext = {
  /** The corporation's name (default mail sender name). */
  corpName: string;
};

export type SettingDef<T> = {
  description: string;
  /** What a valid value looks like, as the end of "<feature> must be ...". */
  rule: string;
  defaultValue(ctx: SettingContext): string;
  /** The typed value, or undefined when the text is not valid. */
  parse(text: string): T | undefined;
  format(value: T): string;
};

type Typed<T> = Pick<SettingDef<T>, 'rule' | 'parse' | 'format'>;

/** A whole number in the declared range (the screens' number field has the same one). */
const integer = ({ type }: { type: { min: number; max: number } }): Typed<number> => ({
  rule: `a whole number from ${type.min} to ${type.max}`,
  parse(text) {
    const t = text.trim();
    if (!/^\d{1,6}$/.test(t)) return undefined;
    const n = Number(t);
    return n >= type.min && n <= type.max ? n : undefined;
  },
  format: (n) => String(n),
});

/** `true` or `false` in any case (the screens' switch sends them in lower case). */
const yesNo = (_declared: { type: { kind: 'boolean' } }): Typed<boolean> => ({
  rule: 'true or false',
  parse(text) {
    const t = text.trim().toLowerCase();
    return t === 'true' ? true : t === 'false' ? false : undefined;
  },
  format: (b) => String(b),
});

/** One of the declared words, in any case (the screens offer them in a select). */
const oneOf = <V extends string>({ type }: { type: { values: readonly V[] } }): Typed<V> => ({
  rule:
    type.values.length < 2
      ? type.values.join('')
      : `${type.values.slice(0, -1).join(', ')} or ${type.values.at(-1)}`,
  parse(text) {
    const t = text.trim().toLowerCase();
    return type.values.find((v) => v === t);
  },
  format: (v) => v,
});

// Control characters would let a value break out of a mail header or an invoice line.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The default of TIMESHEET missingAfterDays. */
export const MISSING_AFTER_DAYS = 2;

export { INVITE_ON_SAVE, type InviteOnSave };

/** TIMESHEET clientApproval: off, optional or required (docs/client-approval.md). */
export type ClientApproval = (typeof DECLARED.TIMESHEET.clientApproval.type.values)[number];

export const SETTINGS = {
  INVOICE: {
    numberPrefix: {
      description: 'Text put before every invoice number',
      rule: '1 to 20 letters, digits or - _ / . #',
      defaultValue: () => 'INV-',
      parse: (text) => (/^[A-Za-z0-9\-_/.#]{1,20}$/.test(text.trim()) ? text.trim() : undefined),
      format: (v) => v,
    } satisfies SettingDef<string>,
    defaultDueDays: {
      description: 'Days from the invoice date to its due date',
      defaultValue: () => '30',
      ...integer(DECLARED.INVOICE.defaultDueDays),
    } satisfies SettingDef<number>,
    reminderSchedule: {
      description:
        'Days from the due date on which unpaid invoices are e-mailed again (negative: before it)',
      rule: 'a comma-separated list of up to 10 whole numbers from -60 to 365, or none',
      defaultValue: () => '-3,0,7,21',
      parse: (text) => {
        const t = text.trim();
        if (t.toLowerCase() === 'none') return [];
        const parts = t.split(',').map((p) => p.trim());
        if (parts.length > 10 || !parts.every((p) => /^-?\d{1,3}$/.test(p))) return undefined;
        const days = [...new Set(parts.map(Number))].sort((a, b) => a - b);
        return days.every((d) => d >= -60 && d <= 365) ? days : undefined;
      },
      format: (days) => (days.length === 0 ? 'none' : days.join(',')),
    } satisfies SettingDef<number[]>,
    annexTimesheets: {
      description:
        'Whether invoices carry the timesheets they bill, with their attachments (true or false)',
      defaultValue: () => 'true',
      ...yesNo(DECLARED.INVOICE.annexTimesheets),
    } satisfies SettingDef<boolean>,
  },
  TIMESHEET: {
    holidays: {
      description:
        'Holidays that start as HOLIDAY rows on new timesheets: US federal (the US federal ' +
        'holidays of every year, as observed) and/or comma-separated YYYY-MM-DD dates',
      rule:
        `a comma-separated list of dates written YYYY-MM-DD (at most ${MAX_HOLIDAY_DATES}), ` +
        `and/or ${US_FEDERAL} for the US federal holidays of every year`,
      defaultValue: () => US_FEDERAL,
      parse: parseHolidays,
      format: formatHolidays,
    } satisfies SettingDef<Holidays>,
    missingAfterDays: {
      description:
        'Days after a period ends before its timesheet, not yet submitted, counts as missing',
      defaultValue: () => String(MISSING_AFTER_DAYS),
      ...integer(DECLARED.TIMESHEET.missingAfterDays),
    } satisfies SettingDef<number>,
    autoRemind: {
      description:
        'Whether a daily job e-mails employees about their missing timesheets (true or false)',
      defaultValue: () => 'false',
      ...yesNo(DECLARED.TIMESHEET.autoRemind),
    } satisfies SettingDef<boolean>,
    remindAgainAfterHours: {
      description:
        'Hours after an employee was reminded of missing timesheets before they are reminded again (0: no wait)',
      defaultValue: () => '12',
      ...integer(DECLARED.TIMESHEET.remindAgainAfterHours),
    } satisfies SettingDef<number>,
    clientApproval: {
      description:
        "Whether submitted timesheets also go to the vendor's approvers: off, optional (staff may still accept), or required (staff give a reason to accept without them)",
      defaultValue: () => 'off',
      ...oneOf(DECLARED.TIMESHEET.clientApproval),
    } satisfies SettingDef<ClientApproval>,
    approvalLinkDays: {
      description: 'Days an approval link e-mailed to a vendor approver keeps working',
      defaultValue: () => '14',
      ...integer(DECLARED.TIMESHEET.approvalLinkDays),
    } satisfies SettingDef<number>,
    approvalReminderDays: {
      description:
        'Days a timesheet waits for the client before the daily job reminds its approvers (once a day)',
      defaultValue: () => '3',
      ...integer(DECLARED.TIMESHEET.approvalReminderDays),
    } satisfies SettingDef<number>,
  },
  EMPLOYEE: {
    inviteOnSave: {
      description:
        'What saving an employee who may now sign in does: e-mail an invitation to set a password (send), ask first (offer), or nothing (off)',
      defaultValue: () => 'send',
      ...oneOf(DECLARED.EMPLOYEE.inviteOnSave),
    } satisfies SettingDef<InviteOnSave>,
  },
  ATTACHMENT: {
    maxSizeMb: {
      description: 'Largest timesheet attachment accepted, in megabytes',
      defaultValue: () => '10',
      ...integer(DECLARED.ATTACHMENT.maxSizeMb),
    } satisfies SettingDef<number>,
  },
  MAIL: {
    senderName: {
      description: 'Name shown as the sender of e-mails (invoices, reminders)',
      rule: '1 to 100 characters on one line',
      defaultValue: (ctx) =>
        ctx.corpName
          .replace(new RegExp(CONTROL.source, 'g'), ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 100) || 'StaffLedger',
      parse: (text) => {
        const t = text.trim();
        return t.length >= 1 && t.length <= 100 && !CONTROL.test(t) ? t : undefined;
      },
      format: (v) => v,
    } satisfies SettingDef<string>,
  },
} as const;

export type SettingCategory = keyof typeof SETTINGS;
export type SettingFeature<C extends SettingCategory> = keyof (typeof SETTINGS)[C] & string;
type ValueOf<D> = D extends { parse(text: string): infer T | undefined } ? T : never;
export type SettingValue<C extends SettingCategory, F extends SettingFeature<C>> = ValueOf<
  (typeof SETTINGS)[C][F]
>;

/** Maximum length of any setting value, known or not. */
export const MAX_VALUE_LENGTH = SETTING_LIMITS.value;

/** The definition of a known feature (category any case, feature any case), or undefined. */
export function findSettingDef(category: string, feature: string): SettingDef<unknown> | undefined {
  const upper = category.trim().toUpperCase();
  if (!Object.hasOwn(SETTINGS, upper)) return undefined;
  const cat = (SETTINGS as Record<string, Record<string, SettingDef<unknown>>>)[upper];
  const key = Object.keys(cat).find((f) => f.toLowerCase() === feature.trim().toLowerCase());
  return key === undefined ? undefined : cat[key];
}

/**
 * Checks a value for a feature. Returns the text to store (normalised for known features) or
 * an error message for a person.
 */
export function validateSettingValue(
  category: string,
  feature: string,
  value: string,
): { ok: true; value: string } | { ok: false; message: string } {
  if (value.trim() === '') return { ok: false, message: 'Value is required' };
  if (value.length > MAX_VALUE_LENGTH) {
    return { ok: false, message: `Value must be at most ${MAX_VALUE_LENGTH} characters` };
  }
  const def = findSettingDef(category, feature);
  if (!def) return { ok: true, value: value.trim() };
  const parsed = def.parse(value);
  if (parsed === undefined) return { ok: false, message: `${feature.trim()} must be ${def.rule}` };
  return { ok: true, value: def.format(parsed) };
}

export type DefaultSetting = {
  category: SettingCategory;
  feature: string;
  description: string;
  value: string;
};

/** The admin settings a new corporation starts with. */
export function defaultSettings(ctx: SettingContext): DefaultSetting[] {
  return Object.entries(SETTINGS).flatMap(([category, features]) =>
    Object.entries(features as Record<string, SettingDef<unknown>>).map(([feature, def]) => ({
      category: category as SettingCategory,
      feature,
      description: def.description,
      value: def.defaultValue(ctx),
    })),
  );
}

const TENANT = `NULLIF(current_setting('app.corp_id', true), '')::bigint`;

/**
 * Reads one known setting of a corporation: the stored value when valid, else the default.
 * Inside a tenant transaction the corporation is the request's; a system transaction (a job
 * working across tenants) passes `corpId`.
 */
export async function readSetting<C extends SettingCategory, F extends SettingFeature<C>>(
  tx: Tx,
  category: C,
  feature: F,
  corpId?: number,
): Promise<SettingValue<C, F>> {
  const def = SETTINGS[category][feature] as SettingDef<SettingValue<C, F>>;
  const corp = corpId === undefined ? TENANT : '$3::bigint';
  const params: unknown[] = [category, feature];
  if (corpId !== undefined) params.push(corpId);
  const { rows } = await tx.query<{ value: string }>(
    `SELECT value FROM admin_settings
      WHERE corp_id = ${corp} AND category = $1 AND lower(feature) = lower($2)`,
    params,
  );
  const stored = rows[0] ? def.parse(rows[0].value) : undefined;
  if (stored !== undefined) return stored;

  let corpName = '';
  if (category === 'MAIL') {
    const c = await tx.query<{ name: string }>(
      `SELECT name FROM corporations WHERE id = ${corpId === undefined ? TENANT : '$1::bigint'}`,
      corpId === undefined ? [] : [corpId],
    );
    corpName = c.rows[0]?.name ?? '';
  }
  return def.parse(def.defaultValue({ corpName })) as SettingValue<C, F>;
}
