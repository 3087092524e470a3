import { formatTwoDecimals } from './formatDecimal';

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
