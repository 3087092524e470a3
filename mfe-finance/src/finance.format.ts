/** Whether a number has at most 2 decimals (87.35 yes, 87.355 no), allowing for binary fractions. */
export function hasAtMostTwoDecimals(value: number): boolean {
  const hundredths = value * 100;
  return Math.abs(hundredths - Math.round(hundredths)) < 1e-6;
}
