/**
 * Exact money and quantity arithmetic of invoices: values with at most 2 decimals are held as
 * integer cents (BigInt, since quantity × price in 1/10000 passes 2^53), never summed as floats.
 */

export type Decimal = { cents: bigint; text: string };

/** `1234.5` → 123450n → '1234.50'. */
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

/**
 * A JSON number from 0 to `max` with at most 2 decimals, or the reason it is refused
 * (`label` starts the message, e.g. 'Quantity must be 0 or more').
 */
export function toDecimal(value: unknown, label: string, max: number): Decimal | { error: string } {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return { error: `${label} must be a number` };
  }
  if (value < 0) return { error: `${label} must be 0 or more` };
  if (value > max) return { error: `${label} must be at most ${formatNumber(max.toFixed(2))}` };
  // a JSON number with more than 2 decimals does not survive rounding to cents
  const text = value.toFixed(2);
  if (Number(text) !== value) return { error: `${label} has at most 2 decimals` };
  return { cents: textToCents(text), text };
}

/** quantity × price in cents, rounded half-up, as the database rounds the stored line amount. */
export function lineCents(quantityCents: bigint, priceCents: bigint): bigint {
  return (quantityCents * priceCents + 50n) / 100n;
}

/** '1234567.5' → '1,234,567.50'. */
export function formatNumber(text: string): string {
  const [whole, fraction = ''] = centsToText(textToCents(text)).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${digits}.${fraction}`;
}

/** '1234.5' → '$1,234.50'. */
export function formatDollars(text: string): string {
  const n = formatNumber(text);
  return n.startsWith('-') ? `-$${n.slice(1)}` : `$${n}`;
}
