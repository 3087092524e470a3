/**
 * Money or hours as shown in lists and read-only fields: 2 decimals ('87.50'). The API sends
 * exact decimals as JSON numbers (or, from older rows, strings); empty input gives ''.
 */
export function formatTwoDecimals(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? n.toFixed(2) : '';
}
