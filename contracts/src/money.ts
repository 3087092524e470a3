/**
 * Exact money: amounts with at most 2 decimals are held as integer cents and never summed as
 * floating-point numbers. A line's quantity × price, in 1/10000, passes 2^53 at the largest
 * quantities and prices, so it is computed on BigInt.
 */

/** A number from the API's exact decimals (JSON numbers or, from older rows, strings); else null. */
export function toDecimal(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Cents of a decimal with at most 2 places, without floating-point drift (12.35 → 1235). */
export function toCents(value: number): number {
  return Math.round(value * 100);
}

/** 123450n → '1234.50'. */
export function centsToText(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Exact decimal text with at most 2 places (as PostgreSQL prints numeric) → cents. */
export function textToCents(text: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  const negative = whole.startsWith('-');
  const cents = BigInt(whole.replace('-', '')) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}

/** quantity × price in cents, rounded half away from zero, as the database rounds a line. */
export function lineCents(quantityCents: bigint, priceCents: bigint): bigint {
  const product = quantityCents * priceCents; // hundredths × hundredths = 1/10000
  return product < 0n ? -((-product + 50n) / 100n) : (product + 50n) / 100n;
}

/** quantity × price in cents from the numbers a form holds (1.5 × 33.33 → 5000). */
export function lineAmountCents(quantity: number, price: number): number {
  return Number(lineCents(BigInt(toCents(quantity)), BigInt(toCents(price))));
}

/** The invoice total in cents: the sum of its lines. */
export function invoiceTotalCents(items: { quantity: number; price: number }[]): number {
  return items.reduce((sum, i) => sum + lineAmountCents(i.quantity, i.price), 0);
}

/** 123456750n → '1,234,567.50': en-US thousands separators and 2 decimals. */
export function formatCents(cents: bigint | number): string {
  const [whole, fraction] = centsToText(BigInt(cents)).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${digits}.${fraction}`;
}

/** 123450n → '$1,234.50'; a negative amount puts the sign first ('-$12.00'). */
export function formatDollars(cents: bigint | number): string {
  const n = formatCents(cents);
  return n.startsWith('-') ? `-$${n.slice(1)}` : `$${n}`;
}

/** Whether a number has at most 2 decimals (87.35 yes, 87.355 no), allowing for binary fractions. */
export function hasAtMostTwoDecimals(value: number): boolean {
  const hundredths = value * 100;
  return Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
}

/**
 * The words that refuse `value` as money of at most 2 decimals from 0 to `max` (`label` starts
 * them), or null when it is such money or no number at all (whose refusal is the caller's).
 */
export function moneyRangeError(label: string, value: unknown, max: number): string | null {
  if (typeof value !== 'number') return null;
  if (value >= 0 && value <= max && hasAtMostTwoDecimals(value)) return null;
  return `${label} must be between 0 and ${formatCents(Math.round(max * 100))} with at most 2 decimals`;
}
