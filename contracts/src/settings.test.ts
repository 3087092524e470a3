import {
  settingDeclaration,
  type SettingDeclaration,
  settingLabel,
  settingType,
  SETTING_DECLARATIONS,
} from './settings.js';

test('a known setting reads by its label, found by category and feature in any case', () => {
  expect(settingLabel('INVOICE', 'annexTimesheets')).toBe('Annex timesheets');
  expect(settingLabel(' invoice ', 'ANNEXTIMESHEETS')).toBe('Annex timesheets');
  expect(settingDeclaration('timesheet', 'autoremind')?.type).toEqual({ kind: 'boolean' });
});

test('a setting staff added reads by its key in words, never cut inside a word', () => {
  expect(settingLabel('CUSTOM', 'dailyDigestHour')).toBe('Daily digest hour');
  expect(settingLabel('CUSTOM', 'max_rows')).toBe('Max rows');
  expect(settingLabel('CUSTOM', 'sendPDFCopies')).toBe('Send pdf copies');
  expect(settingLabel('INVOICE', 'notDeclared')).toBe('Not declared');
  expect(settingType('CUSTOM', 'dailyDigestHour')).toEqual({ kind: 'text' });
});

test('every label is words that wrap between them, and every number range is a range', () => {
  const all: Record<string, Record<string, SettingDeclaration>> = SETTING_DECLARATIONS;
  for (const features of Object.values(all)) {
    for (const [feature, { label, type }] of Object.entries(features)) {
      expect(label).not.toBe(feature);
      expect(label).toMatch(/^[A-Z][a-z]*( [A-Za-z()]+)*$/);
      if (type.kind === 'integer') expect(type.min).toBeLessThan(type.max);
    }
  }
});
