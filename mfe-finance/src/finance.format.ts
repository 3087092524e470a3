/** Money with 2 decimals ('87.50'); the API sends exact decimals as JSON numbers. */
export function moneyText(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? n.toFixed(2) : '';
}

/** Whether a number has at most 2 decimals (87.35 yes, 87.355 no), allowing for binary fractions. */
export function hasAtMostTwoDecimals(value: number): boolean {
  const hundredths = value * 100;
  return Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
}
