import { formatDollars, toCents, toDecimal } from '@staffledger/contracts';

/**
 * Hours (and other plain decimals) as shown in lists and read-only fields: 2 decimals, no grouping
 * ('87.50', '1234.50'), like the hours of the timesheet items screen. Empty input gives ''.
 */
export function formatTwoDecimals(value: number | string | null | undefined): string {
  const n = toDecimal(value);
  return n === null ? '' : n.toFixed(2);
}

/**
 * Money as shown on every screen: '$', en-US thousands separators, 2 decimals ('$1,234.50'); a
 * negative amount puts the sign first ('-$12.00'). The same text as `formatDollars`, which takes
 * cents. Empty input or text that is not a number gives ''.
 */
export function formatMoney(value: number | string | null | undefined): string {
  const n = toDecimal(value);
  return n === null ? '' : formatDollars(toCents(n));
}
