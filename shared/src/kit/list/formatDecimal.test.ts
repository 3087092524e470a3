import { formatMoney, formatTwoDecimals } from './formatDecimal';

test('two decimals from numbers and numeric strings; empty or not a number gives nothing', () => {
  expect(formatTwoDecimals(87.5)).toBe('87.50');
  expect(formatTwoDecimals('37.75')).toBe('37.75');
  expect(formatTwoDecimals(0)).toBe('0.00');
  expect(formatTwoDecimals(99999999.99)).toBe('99999999.99');
  expect(formatTwoDecimals(null)).toBe('');
  expect(formatTwoDecimals(undefined)).toBe('');
  expect(formatTwoDecimals('')).toBe('');
  expect(formatTwoDecimals('abc')).toBe('');
});

test.each([
  [1234.5, '$1,234.50'],
  ['1234.5', '$1,234.50'],
  [0, '$0.00'],
  [0.05, '$0.05'],
  [87.5, '$87.50'],
  [1.15, '$1.15'],
  [999, '$999.00'],
  [1000, '$1,000.00'],
  [9999999999.99, '$9,999,999,999.99'],
  [-12, '-$12.00'],
  ['-1234.56', '-$1,234.56'],
])('money %p is shown as %s', (value, shown) => {
  expect(formatMoney(value)).toBe(shown);
});

test('money: empty or not a number gives nothing', () => {
  expect(formatMoney(null)).toBe('');
  expect(formatMoney(undefined)).toBe('');
  expect(formatMoney('')).toBe('');
  expect(formatMoney('abc')).toBe('');
});
