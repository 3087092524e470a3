/** Money and quantities as a request gives them: checked, then held as exact cents. */
import { toDecimal } from './invoices.money.js';

test('only JSON numbers from 0 to the limit with at most 2 decimals are taken', () => {
  expect(toDecimal(87.35, 'Price', 100)).toEqual({ cents: 8735n, text: '87.35' });
  expect(toDecimal(0, 'Price', 100)).toEqual({ cents: 0n, text: '0.00' });
  expect(toDecimal('87.35', 'Price', 100)).toEqual({ error: 'Price must be a number' });
  expect(toDecimal(Number.NaN, 'Price', 100)).toEqual({ error: 'Price must be a number' });
  expect(toDecimal(-0.01, 'Price', 100)).toEqual({ error: 'Price must be 0 or more' });
  expect(toDecimal(100.01, 'Price', 100)).toEqual({ error: 'Price must be at most 100.00' });
  expect(toDecimal(0.001, 'Price', 100)).toEqual({ error: 'Price has at most 2 decimals' });
});
