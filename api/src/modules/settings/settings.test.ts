import { SETTING_DECLARATIONS } from '@staffledger/contracts';
import { defaultSettings, findSettingDef, validateSettingValue } from './settings.js';

const ctx = { corpName: 'Acme Staffing' };

describe('default settings of a new corporation', () => {
  const defaults = defaultSettings(ctx);
  const valueOf = (category: string, feature: string) =>
    defaults.find((d) => d.category === category && d.feature === feature)?.value;

  test('one row per known feature, each with a description', () => {
    expect(defaults.map((d) => `${d.category}.${d.feature}`)).toEqual([
      'INVOICE.numberPrefix',
      'INVOICE.defaultDueDays',
      'INVOICE.reminderSchedule',
      'INVOICE.annexTimesheets',
      'TIMESHEET.holidays',
      'TIMESHEET.missingAfterDays',
      'TIMESHEET.autoRemind',
      'TIMESHEET.remindAgainAfterHours',
      'TIMESHEET.clientApproval',
      'TIMESHEET.approvalLinkDays',
      'TIMESHEET.approvalReminderDays',
      'EMPLOYEE.inviteOnSave',
      'ATTACHMENT.maxSizeMb',
      'MAIL.senderName',
    ]);
    for (const d of defaults) expect(d.description.length).toBeGreaterThan(10);
  });

  test('the documented values', () => {
    expect(valueOf('INVOICE', 'numberPrefix')).toBe('INV-');
    expect(valueOf('INVOICE', 'defaultDueDays')).toBe('30');
    expect(valueOf('ATTACHMENT', 'maxSizeMb')).toBe('10');
    expect(valueOf('EMPLOYEE', 'inviteOnSave')).toBe('send');
    expect(valueOf('MAIL', 'senderName')).toBe('Acme Staffing');
  });

  test('holidays: the US federal holidays of every year, computed per period', () => {
    expect(valueOf('TIMESHEET', 'holidays')).toBe('US federal');
  });

  test('every default is valid for its own feature', () => {
    for (const d of defaults) {
      expect(validateSettingValue(d.category, d.feature, d.value)).toEqual({
        ok: true,
        value: d.value,
      });
    }
  });

  test('a sender name with a line break is flattened', () => {
    const v = defaultSettings({ ...ctx, corpName: 'Evil\r\nBcc: x@y.z' }).find(
      (d) => d.feature === 'senderName',
    )?.value;
    expect(v).not.toMatch(/[\r\n]/);
  });
});

describe('validateSettingValue', () => {
  test.each([
    ['INVOICE', 'defaultDueDays', '45', '45'],
    ['INVOICE', 'defaultDueDays', ' 0 ', '0'],
    ['INVOICE', 'defaultDueDays', '365', '365'],
    ['invoice', 'DEFAULTDUEDAYS', '007', '7'],
    ['INVOICE', 'numberPrefix', 'ACME/2026-', 'ACME/2026-'],
    ['ATTACHMENT', 'maxSizeMb', '1', '1'],
    ['ATTACHMENT', 'maxSizeMb', '50', '50'],
    ['TIMESHEET', 'holidays', '2026-12-25, 2026-01-01,2026-12-25', '2026-01-01,2026-12-25'],
    ['TIMESHEET', 'holidays', ' us federal ', 'US federal'],
    ['TIMESHEET', 'holidays', '2026-12-24, US-Federal, US federal', 'US federal,2026-12-24'],
    ['INVOICE', 'reminderSchedule', ' 21, -3 ,0,7,7 ', '-3,0,7,21'],
    ['INVOICE', 'reminderSchedule', 'None', 'none'],
    ['TIMESHEET', 'missingAfterDays', '0', '0'],
    ['TIMESHEET', 'missingAfterDays', '60', '60'],
    ['TIMESHEET', 'autoRemind', ' True ', 'true'],
    ['TIMESHEET', 'autoRemind', 'FALSE', 'false'],
    ['EMPLOYEE', 'inviteOnSave', ' Offer ', 'offer'],
    ['EMPLOYEE', 'inviteOnSave', 'OFF', 'off'],
    ['MAIL', 'senderName', '  Acme Billing ', 'Acme Billing'],
    ['CUSTOM', 'anything', ' free text ', 'free text'],
  ])('%s.%s = %j is stored as %j', (category, feature, value, stored) => {
    expect(validateSettingValue(category, feature, value)).toEqual({ ok: true, value: stored });
  });

  test.each([
    ['INVOICE', 'defaultDueDays', '366', 'defaultDueDays must be a whole number from 0 to 365'],
    ['INVOICE', 'defaultDueDays', '-1', 'defaultDueDays must be a whole number from 0 to 365'],
    ['INVOICE', 'defaultDueDays', '1.5', 'defaultDueDays must be a whole number from 0 to 365'],
    ['INVOICE', 'defaultDueDays', 'thirty', 'defaultDueDays must be a whole number from 0 to 365'],
    ['ATTACHMENT', 'maxSizeMb', '0', 'maxSizeMb must be a whole number from 1 to 50'],
    ['ATTACHMENT', 'maxSizeMb', '51', 'maxSizeMb must be a whole number from 1 to 50'],
    [
      'INVOICE',
      'numberPrefix',
      'INV <script>',
      'numberPrefix must be 1 to 20 letters, digits or - _ / . #',
    ],
    [
      'INVOICE',
      'numberPrefix',
      'X'.repeat(21),
      'numberPrefix must be 1 to 20 letters, digits or - _ / . #',
    ],
    [
      'TIMESHEET',
      'holidays',
      '2026-02-30',
      expect.stringMatching(/^holidays must be a comma-separated/),
    ],
    ['TIMESHEET', 'holidays', '12/25/2026', expect.stringMatching(/^holidays must be/)],
    ['TIMESHEET', 'holidays', 'US federal, federal', expect.stringMatching(/^holidays must be/)],
    ['TIMESHEET', 'holidays', ' , ', expect.stringMatching(/^holidays must be/)],
    ['TIMESHEET', 'missingAfterDays', '61', 'missingAfterDays must be a whole number from 0 to 60'],
    ['TIMESHEET', 'autoRemind', 'yes', 'autoRemind must be true or false'],
    ['EMPLOYEE', 'inviteOnSave', 'ask', 'inviteOnSave must be send, offer or off'],
    ['EMPLOYEE', 'inviteOnSave', 'true', 'inviteOnSave must be send, offer or off'],
    ...['-61', '366', '1.5', 'weekly', '1,2,3,4,5,6,7,8,9,10,11'].map(
      (v) =>
        [
          'INVOICE',
          'reminderSchedule',
          v,
          'reminderSchedule must be a comma-separated list of up to 10 whole numbers from -60 to 365, or none',
        ] as [string, string, string, string],
    ),
    [
      'MAIL',
      'senderName',
      'Acme\r\nBcc: victim@example.com',
      'senderName must be 1 to 100 characters on one line',
    ],
    ['MAIL', 'senderName', 'x'.repeat(101), 'senderName must be 1 to 100 characters on one line'],
    ['INVOICE', 'defaultDueDays', '', 'Value is required'],
    ['CUSTOM', 'anything', '   ', 'Value is required'],
    ['CUSTOM', 'anything', 'x'.repeat(2001), 'Value must be at most 2000 characters'],
  ])('%s.%s = %j is refused', (category, feature, value, message) => {
    expect(validateSettingValue(category, feature, value)).toEqual({ ok: false, message });
  });

  test('prototype names are not known features', () => {
    expect(findSettingDef('constructor', 'toString')).toBeUndefined();
    expect(findSettingDef('INVOICE', 'constructor')).toBeUndefined();
    expect(findSettingDef('__proto__', 'x')).toBeUndefined();
  });
});

describe('the types the screens edit are the ones the server takes', () => {
  const declared = Object.entries(SETTING_DECLARATIONS).flatMap(([category, features]) =>
    Object.entries(features).map(([feature, d]) => ({ category, feature, type: d.type })),
  );

  test('every known setting is declared in the contracts, and nothing else', () => {
    expect(declared.map((d) => `${d.category}.${d.feature}`)).toEqual(
      defaultSettings(ctx).map((d) => `${d.category}.${d.feature}`),
    );
  });

  test.each(declared)('$category $feature takes what its $type.kind field sends', (d) => {
    const check = (value: string) => validateSettingValue(d.category, d.feature, value);
    const { type } = d;
    if (type.kind === 'boolean') {
      expect(check('true')).toEqual({ ok: true, value: 'true' });
      expect(check('false')).toEqual({ ok: true, value: 'false' });
      expect(check('yes').ok).toBe(false);
    } else if (type.kind === 'integer') {
      expect(check(String(type.min))).toEqual({ ok: true, value: String(type.min) });
      expect(check(String(type.max))).toEqual({ ok: true, value: String(type.max) });
      expect(check(String(type.max + 1))).toEqual({
        ok: false,
        message: `${d.feature} must be a whole number from ${type.min} to ${type.max}`,
      });
      if (type.min > 0) expect(check(String(type.min - 1)).ok).toBe(false);
      expect(check('1.5').ok).toBe(false);
    } else if (type.kind === 'choice') {
      for (const v of type.values) expect(check(v)).toEqual({ ok: true, value: v });
      expect(check('maybe').ok).toBe(false);
    } else {
      expect(findSettingDef(d.category, d.feature)).toBeDefined();
    }
  });
});
