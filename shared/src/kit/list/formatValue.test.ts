import { formatValue } from './formatValue';

test.each([
  ['2026-03-08', 'date', '03/08/2026'],
  ['2026-11-23T19:05:00Z', 'datetime', '11/23/2026 2:05 PM'],
  [1234.5, 'money', '$1,234.50'],
  ['-12', 'money', '-$12.00'],
  [37.75, 'hours', '37.75'],
  ['8', 'hours', '8.00'],
] as const)('%p as %s is shown as %s', (value, kind, shown) => {
  expect(formatValue(value, kind)).toBe(shown);
});

test('empty values are shown as nothing', () => {
  for (const kind of ['date', 'datetime', 'money', 'hours'] as const) {
    expect(formatValue(null, kind)).toBe('');
    expect(formatValue(undefined, kind)).toBe('');
  }
});
