/** The 50 US states by two-letter postal code (the vendor form's State dropdown). */
// prettier-ignore
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA',
  'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ',
  'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

const CODES: ReadonlySet<string> = new Set(US_STATE_CODES);

/** The upper-case code of `text` (any case, trimmed) when it is one of the 50 states, else null. */
export function toUsStateCode(text: string): UsStateCode | null {
  const code = text.trim().toUpperCase();
  return CODES.has(code) ? (code as UsStateCode) : null;
}
