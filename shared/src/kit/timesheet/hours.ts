/**
 * Hours as integer hundredths, so sums and totals are exact, never summed in floating point
 * (docs/formats-and-limits.md#hours). 0.1 + 0.2 is 10 + 20 = 30 hundredths, shown as 0.30.
 */

const DECIMAL = /^\s*(-)?(\d*)(?:\.(\d*))?\s*$/;

/**
 * Hundredths of an hour value as typed or as the API sends it: '' and null are 0; text that is not
 * a number is null. Decimals past the second are rounded half up, from the digits themselves.
 */
export function toHundredths(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = String(value);
  if (text.trim() === '') return 0;
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === '' && !m[3])) {
    // exponent forms such as 1e-7 (String of a tiny number) are rare enough for float rounding
    const n = Number(text);
    return Number.isFinite(n) ? Math.round(n * 100) : null;
  }
  const whole = Number(m[2] || '0');
  const decimals = (m[3] ?? '').padEnd(3, '0');
  const cents = whole * 100 + Number(decimals.slice(0, 2)) + (Number(decimals[2]) >= 5 ? 1 : 0);
  return m[1] && cents !== 0 ? -cents : cents;
}

/** Hundredths as a decimal with 2 places: 30 → '0.30', 1250 → '12.50', -5 → '-0.05'. */
export function formatHours(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(Math.round(hundredths));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Hundredths as the JSON number the API expects (10 → 0.1). */
export function hundredthsToNumber(hundredths: number): number {
  return hundredths / 100;
}
