import { formatUsDate, US_DATE_SHIFT_MS } from './formatDate';

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
