import { formatUsDate, formatUsDateTime } from '@staffledger/contracts';
import { formatMoney, formatTwoDecimals } from './formatDecimal';
import type { ValueKind } from './types';

const text = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);
const decimal = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? value : null;

const FORMATS: Record<ValueKind, (value: unknown) => string> = {
  date: (v) => formatUsDate(text(v)),
  datetime: (v) => formatUsDateTime(text(v)),
  money: (v) => formatMoney(decimal(v)),
  hours: (v) => formatTwoDecimals(decimal(v)),
};

/**
 * A value as every screen shows its kind: a date '03/08/2026', a date and time
 * '11/23/2026 2:05 PM', money '$1,234.50', hours '37.75'.
 */
export function formatValue(value: unknown, kind: ValueKind): string {
  return FORMATS[kind](value);
}
