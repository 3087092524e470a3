/** Hours with 2 decimals ('12.50'); the API may send the decimal as a number or a string. */
export function hoursText(value: number | string | null | undefined): string {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n.toFixed(2) : '';
}
