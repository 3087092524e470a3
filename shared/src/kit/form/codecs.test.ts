import * as codecs from './codecs';

test('a loaded field becomes the text a control holds; null and missing become empty', () => {
  expect(codecs.fieldText('Acme')).toBe('Acme');
  expect(codecs.fieldText(42)).toBe('42');
  expect(codecs.fieldText(false)).toBe('false');
  expect(codecs.fieldText(null)).toBe('');
  expect(codecs.fieldText(undefined)).toBe('');
});

test('a loaded code is upper case, else the fallback; an id is a number or null', () => {
  expect(codecs.fieldCode('active')).toBe('ACTIVE');
  expect(codecs.fieldCode(null)).toBe('');
  expect(codecs.fieldCode(undefined, 'PENDING')).toBe('PENDING');
  expect(codecs.fieldCode('', 'PENDING')).toBe('PENDING');
  expect(codecs.fieldId(12)).toBe(12);
  expect(codecs.fieldId(undefined)).toBeNull();
  expect(codecs.fieldId('12')).toBeNull();
});

test('a loaded date or instant becomes YYYY-MM-DD', () => {
  expect(codecs.fieldDate('2026-03-02')).toBe('2026-03-02');
  expect(codecs.fieldDate('2026-03-02T10:00:00Z')).toBe('2026-03-02');
  expect(codecs.fieldDate(null)).toBe('');
});

test('a loaded number stays a number; anything else is null', () => {
  expect(codecs.fieldNumber(87.5)).toBe(87.5);
  expect(codecs.fieldNumber('30')).toBe(30);
  expect(codecs.fieldNumber(0)).toBe(0);
  for (const missing of [null, undefined, '', 'abc', Number.NaN]) {
    expect(codecs.fieldNumber(missing)).toBeNull();
  }
});

test('today is the calendar date in the local zone', () => {
  expect(codecs.todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  expect(codecs.todayIso(new Date(2025, 11, 31, 0, 5))).toBe('2025-12-31');
});

test('a body carries trimmed texts, blanks as null, ids as numbers, the corporation as text', () => {
  expect(codecs.bodyText('  Suite 4 ')).toBe('Suite 4');
  expect(codecs.bodyText('   ')).toBeNull();
  expect(codecs.bodyText('')).toBeNull();
  expect(codecs.bodyId('7')).toBe(7);
  expect(codecs.bodyId('')).toBeNull();
  expect(codecs.bodyCorpId(3)).toBe('3');
  expect(codecs.bodyCorpId(0)).toBe('0');
});
