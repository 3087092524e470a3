/** Exact money on BigInt cents: text from the database and back, half-up lines, document formats. */
import { centsToText, formatCents, formatDollars, lineCents, textToCents } from './money.js';

test.each([
  ['0.00', 0n],
  ['12.5', 1250n],
  ['1234.56', 123456n],
  ['9999999999.99', 999999999999n],
  ['-5.5', -550n],
])('%s is %s cents and back', (text, cents) => {
  expect(textToCents(text)).toBe(cents);
  expect(textToCents(centsToText(cents))).toBe(cents);
});

test.each([
  [150n, 3333n, 5000n], // 1.5 × 33.33 = 49.995 → 50.00
  [150n, 5333n, 8000n], // 1.5 × 53.33 = 79.995 → 80.00
  [3325n, 8735n, 290439n], // 33.25 × 87.35 = 2904.3875 → 2904.39
  [99999999n, 9999999999n, 9999999899000000n], // the largest line, beyond 2^53
  [-150n, 3333n, -5000n], // a credit line rounds away from zero, like its positive twin
])('%s × %s cents is %s cents', (quantity, price, amount) => {
  expect(lineCents(quantity, price)).toBe(amount);
});

test('documents show thousands separators and dollars, from BigInt or number cents', () => {
  expect(formatCents(textToCents('1234567.5'))).toBe('1,234,567.50');
  expect(formatCents(99_999n)).toBe('999.99');
  expect(formatDollars(textToCents('0'))).toBe('$0.00');
  expect(formatDollars(textToCents('1330'))).toBe('$1,330.00');
  expect(formatDollars(textToCents('-5.5'))).toBe('-$5.50');
  expect(formatDollars(123_450)).toBe(formatDollars(123_450n));
});
