/** Money and quantities as a request gives them: checked, then held as exact cents. */
import { formatCents, textToCents } from '@staffledger/contracts';

export type Decimal = { cents: bigint; text: string };

/**
 * A JSON number from 0 to `max` with at most 2 decimals, or the reason it is refused
 * (`label` starts the message, e.g. 'Quantity must be 0 or more').
 */
export function toDecimal(value: unknown, label: string, max: number): Decimal | { error: string } {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return { error: `${label} must be a number` };
  }
  if (value < 0) return { error: `${label} must be 0 or more` };
  if (value > max)
    return { error: `${label} must be at most ${formatCents(textToCents(max.toFixed(2)))}` };
  // a JSON number with more than 2 decimals does not survive rounding to cents
  const text = value.toFixed(2);
  if (Number(text) !== value) return { error: `${label} has at most 2 decimals` };
  return { cents: textToCents(text), text };
}
