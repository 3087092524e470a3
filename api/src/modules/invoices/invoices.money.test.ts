/** Exact invoice arithmetic: cents, half-up line amounts and the formats shown on documents. */
import {
  centsToText,
  formatDollars,
  formatNumber,
  lineCents,
  textToCents,
  toDecimal,
} from './invoices.money.js';

test.each([
  ['0.00', 0n],
  ['12.5', 1250n],
  ['1234.56', 123456n],
  ['9999999999.99', 999999999999n],
])('%s is %s cents and back', (text, cents) => {
  expect(textToCents(text)).toBe(cents);
  expect(textToCents(centsToText(cents))).toBe(cents);
});

test.each([
  [150n, 3333n, 5000n], // 1.5 × 33.33 = 49.995 → 50.00
  [150n, 5333n, 8000n], // 1.5 × 53.33 = 79.995 → 80.00
  [3325n, 8735n, 290439n], // 33.25 × 87.35 = 2904.3875 → 2904.39
  [99999999n, 9999999999n, 9999999899000000n], // the largest line, beyond 2^53
])('%s × %s cents is %s cents', (quantity, price, amount) => {
  expect(lineCents(quantity, price)).toBe(amount);
});

test('only JSON numbers from 0 to the limit with at most 2 decimals are taken', () => {
  expect(toDecimal(87.35, 'Price', 100)).toEqual({ cents: 8735n, text: '87.35' });
  expect(toDecimal(0, 'Price', 100)).toEqual({ cents: 0n, text: '0.00' });
  expect(toDecimal('87.35', 'Price', 100)).toEqual({ error: 'Price must be a number' });
  expect(toDecimal(Number.NaN, 'Price', 100)).toEqual({ error: 'Price must be a number' });
  expect(toDecimal(-0.01, 'Price', 100)).toEqual({ error: 'Price must be 0 or more' });
  expect(toDecimal(100.01, 'Price', 100)).toEqual({ error: 'Price must be at most 100.00' });
  expect(toDecimal(0.001, 'Price', 100)).toEqual({ error: 'Price has at most 2 decimals' });
});

test('documents show thousands separators and dollars', () => {
  expect(formatNumber('1234567.5')).toBe('1,234,567.50');
  expect(formatNumber('999.99')).toBe('999.99');
  expect(formatDollars('0')).toBe('$0.00');
  expect(formatDollars('1330')).toBe('$1,330.00');
  expect(formatDollars('-5.5')).toBe('-$5.50');
});
