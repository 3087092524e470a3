/**
 * The admin settings the product knows: each one's readable name and the type of its value, which
 * the screens edit it as (a switch, a number field with its range, a choice, a text) and the API
 * parses it as. A setting staff add themselves is text. The API's definitions
 * (`api/src/modules/settings/settings.ts`) add each one's description and default.
 */

/** The type of a setting's value, stored as text: `true`/`false`, a whole number, one of a few words, or any text. */
export type SettingType =
  | { kind: 'boolean' }
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'choice'; values: readonly string[] }
  | { kind: 'text' };

export type SettingDeclaration = { label: string; type: SettingType };

const boolean = { kind: 'boolean' } as const;
const text = { kind: 'text' } as const;
const integer = (min: number, max: number) => ({ kind: 'integer', min, max }) as const;
const choice = <const V extends readonly string[]>(values: V) =>
  ({ kind: 'choice', values }) as const;

/** EMPLOYEE inviteOnSave: e-mail the invitation, offer to, or leave it to the form's button. */
export const INVITE_ON_SAVE = ['send', 'offer', 'off'] as const;
export type InviteOnSave = (typeof INVITE_ON_SAVE)[number];

/** The known settings by category (upper-case) and feature. */
export const SETTING_DECLARATIONS = {
  INVOICE: {
    numberPrefix: { label: 'Invoice number prefix', type: text },
    defaultDueDays: { label: 'Default due days', type: integer(0, 365) },
    reminderSchedule: { label: 'Reminder schedule', type: text },
    annexTimesheets: { label: 'Annex timesheets', type: boolean },
  },
  TIMESHEET: {
    holidays: { label: 'Holidays', type: text },
    missingAfterDays: { label: 'Missing after days', type: integer(0, 60) },
    autoRemind: { label: 'Automatic reminders', type: boolean },
    remindAgainAfterHours: { label: 'Remind again after hours', type: integer(0, 168) },
    // whether a submitted week also goes to its vendor's approvers (docs/client-approval.md)
    clientApproval: { label: 'Client approval', type: choice(['off', 'optional', 'required']) },
    approvalLinkDays: { label: 'Approval link days', type: integer(1, 90) },
    approvalReminderDays: { label: 'Remind approvers after days', type: integer(1, 60) },
  },
  EMPLOYEE: {
    inviteOnSave: { label: 'Invite on save', type: choice(INVITE_ON_SAVE) },
  },
  ATTACHMENT: {
    maxSizeMb: { label: 'Largest attachment (MB)', type: integer(1, 50) },
  },
  MAIL: {
    senderName: { label: 'Sender name', type: text },
  },
} as const satisfies Record<string, Record<string, SettingDeclaration>>;

export type SettingCategory = keyof typeof SETTING_DECLARATIONS;

/** The declaration of a known setting (category and feature in any case), or undefined. */
export function settingDeclaration(
  category: string,
  feature: string,
): SettingDeclaration | undefined {
  const upper = category.trim().toUpperCase();
  if (!Object.hasOwn(SETTING_DECLARATIONS, upper)) return undefined;
  const features: Record<string, SettingDeclaration> =
    SETTING_DECLARATIONS[upper as SettingCategory];
  const wanted = feature.trim().toLowerCase();
  const key = Object.keys(features).find((f) => f.toLowerCase() === wanted);
  return key === undefined ? undefined : features[key];
}

/**
 * A setting's readable name: its declared label, else its key in words ('dailyDigestHour' →
 * 'Daily digest hour', 'max_rows' → 'Max rows'), so that a key never has to be broken mid-word.
 */
export function settingLabel(category: string, feature: string): string {
  const declared = settingDeclaration(category, feature);
  if (declared) return declared.label;
  const words = feature
    .trim()
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The type of a setting's value: its declared one, text for a setting staff added. */
export const settingType = (category: string, feature: string): SettingType =>
  settingDeclaration(category, feature)?.type ?? text;

/** TIMESHEET clientApproval's values (docs/client-approval.md); a type only, to weigh nothing. */
export type ClientApproval =
  (typeof SETTING_DECLARATIONS.TIMESHEET.clientApproval.type.values)[number];
