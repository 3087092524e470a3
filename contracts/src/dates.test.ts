import { formatUsDate, formatUsDateTime, US_DATE_SHIFT_MS } from './dates.js';

test('the shift is the 18,000,000 ms of the spec', () => {
  expect(US_DATE_SHIFT_MS).toBe(18_000_000);
});

test.each([
  ['2026-03-07', '03/07/2026'],
  // the US switch to daylight time
  ['2026-03-08', '03/08/2026'],
  ['2026-03-09', '03/09/2026'],
  // and back
  ['2026-11-01', '11/01/2026'],
  ['2026-01-01', '01/01/2026'],
  ['2025-12-31', '12/31/2025'],
  ['2024-02-29', '02/29/2024'],
])('%s is shown as %s, never the day before', (input, shown) => {
  expect(formatUsDate(input)).toBe(shown);
});

test('a date with a time part keeps its calendar day', () => {
  expect(formatUsDate('2026-07-04T00:00:00Z')).toBe('07/04/2026');
});

test('empty values give an empty text; other text is left as is', () => {
  expect(formatUsDate(null)).toBe('');
  expect(formatUsDate(undefined)).toBe('');
  expect(formatUsDate('')).toBe('');
  expect(formatUsDate('soon')).toBe('soon');
});

test('a day that does not exist is left as it is', () => {
  expect(formatUsDate('2026-02-30')).toBe('2026-02-30');
});

test.each([
  // 14:05 in New York in standard time (UTC-5) ...
  ['2026-11-23T19:05:00Z', '11/23/2026 2:05 PM'],
  // ... and in daylight time (UTC-4)
  ['2026-07-04T18:05:00Z', '07/04/2026 2:05 PM'],
  // still the day before in New York
  ['2026-11-24T03:30:00Z', '11/23/2026 10:30 PM'],
  ['2026-11-23T05:00:00Z', '11/23/2026 12:00 AM'],
  ['2026-11-23T17:00:00.000Z', '11/23/2026 12:00 PM'],
  ['2026-03-08T07:15:00Z', '03/08/2026 3:15 AM'],
])('the instant %s is shown as %s, New York time', (input, shown) => {
  expect(formatUsDateTime(input)).toBe(shown);
});

test('an empty instant gives an empty text; other text is left as is', () => {
  expect(formatUsDateTime(null)).toBe('');
  expect(formatUsDateTime('')).toBe('');
  expect(formatUsDateTime('later')).toBe('later');
});
