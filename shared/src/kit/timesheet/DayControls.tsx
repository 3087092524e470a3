import { TIMESHEET_ITEM_TYPE_LABELS, TIMESHEET_ITEM_TYPES } from '@staffledger/contracts';
import { toHundredths } from './hours';
import {
  HOURS_MAX,
  HOURS_MIN,
  normaliseItemType,
  type ItemRow,
  type ItemRowPatch,
} from './itemRows';

/**
 * What every control of a day takes. Each is named with its date ("Hours Worked 11/23/2026"): the
 * name the table row and the day card share, and the tests and screen readers find it by.
 */
export type DayControlProps = {
  row: ItemRow;
  /** The day as the screens write it (11/23/2026). */
  date: string;
  editable: boolean;
  onChange: (id: number, patch: ItemRowPatch) => void;
  /** For a visible label of the card (htmlFor). */
  id?: string;
};

function outOfRange(value: string): boolean {
  const h = toHundredths(value);
  return h === null || h < HOURS_MIN * 100 || h > HOURS_MAX * 100;
}

export function TypeSelect({ row, date, editable, onChange, id }: DayControlProps) {
  return (
    <select
      id={id}
      aria-label={`Type ${date}`}
      value={row.type}
      disabled={!editable}
      onChange={(e) => onChange(row.id, { type: normaliseItemType(e.target.value) })}
    >
      {TIMESHEET_ITEM_TYPES.map((t) => (
        <option key={t} value={t}>
          {TIMESHEET_ITEM_TYPE_LABELS[t]}
        </option>
      ))}
    </select>
  );
}

export const HOURS_LABELS = { hoursWorked: 'Hours Worked', extraHours: 'Extra Hours' } as const;

export function HoursInput({
  field,
  row,
  date,
  editable,
  onChange,
  id,
}: DayControlProps & { field: keyof typeof HOURS_LABELS }) {
  return (
    <input
      id={id}
      type="number"
      className="sl-items__hours"
      aria-label={`${HOURS_LABELS[field]} ${date}`}
      step={0.01}
      min={HOURS_MIN}
      max={HOURS_MAX}
      inputMode="decimal"
      value={row[field]}
      disabled={!editable}
      aria-invalid={outOfRange(row[field]) || undefined}
      onChange={(e) => onChange(row.id, { [field]: e.target.value })}
    />
  );
}

export function ActivitiesInput({ row, date, editable, onChange, id }: DayControlProps) {
  return (
    <input
      id={id}
      type="text"
      className="sl-items__comment"
      aria-label={`Activities ${date}`}
      value={row.comment}
      disabled={!editable}
      onChange={(e) => onChange(row.id, { comment: e.target.value })}
    />
  );
}
