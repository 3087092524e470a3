import { formatHours, hundredthsToNumber, toHundredths } from './hours';

test('typed and received hours become exact hundredths', () => {
  expect(toHundredths('0.1')).toBe(10);
  expect(toHundredths(0.2)).toBe(20);
  expect(toHundredths('8')).toBe(800);
  expect(toHundredths('7.25')).toBe(725);
  expect(toHundredths('.5')).toBe(50);
  expect(toHundredths('3.')).toBe(300);
  expect(toHundredths('1.005')).toBe(101);
  expect(toHundredths(1.005)).toBe(101);
  expect(toHundredths('-1.5')).toBe(-150);
  expect(toHundredths('')).toBe(0);
  expect(toHundredths(null)).toBe(0);
  expect(toHundredths(undefined)).toBe(0);
  expect(toHundredths('abc')).toBeNull();
  expect(toHundredths(Number.NaN)).toBeNull();
  expect(toHundredths(1e-7)).toBe(0);
});

test('sums of hundredths format with exactly two decimals', () => {
  expect(formatHours(toHundredths('0.1')! + toHundredths('0.2')!)).toBe('0.30');
  expect(formatHours(0)).toBe('0.00');
  expect(formatHours(1250)).toBe('12.50');
  expect(formatHours(24005)).toBe('240.05');
  expect(formatHours(-5)).toBe('-0.05');
  expect(0.1 + 0.2).not.toBe(hundredthsToNumber(30));
  expect(hundredthsToNumber(30)).toBe(0.3);
});
