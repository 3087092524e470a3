import {
  formatUsDate,
  TIMESHEET_ITEM_TYPE_LABELS,
  TIMESHEET_ITEM_TYPES,
} from '@staffledger/contracts';
import { formatHours, toHundredths } from './hours';
import {
  dayLabel,
  HOURS_MAX,
  HOURS_MIN,
  normaliseItemType,
  rowTotal,
  type ItemRow,
  type ItemRowPatch,
} from './itemRows';

type Props = {
  row: ItemRow;
  editable: boolean;
  onChange: (id: number, patch: ItemRowPatch) => void;
};

function outOfRange(value: string): boolean {
  const h = toHundredths(value);
  return h === null || h < HOURS_MIN * 100 || h > HOURS_MAX * 100;
}

/**
 * One day. A Holiday row is greyed out but keeps live inputs, so a holiday can become a worked
 * day. Each control is named with its date ("Hours Worked 11/23/2026").
 */
export function ItemsTableRow({ row, editable, onChange }: Props) {
  const date = formatUsDate(row.calendarDate);
  const total = rowTotal(row);
  const hoursInput = (field: 'hoursWorked' | 'extraHours', label: string) => (
    <input
      type="number"
      className="sl-items__hours"
      aria-label={`${label} ${date}`}
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
  return (
    <tr className={`sl-items__row${row.type === 'HOLIDAY' ? ' sl-items__row--holiday' : ''}`}>
      <th scope="row">{date}</th>
      <td>{dayLabel(row)}</td>
      <td>
        <select
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
      </td>
      <td>{hoursInput('hoursWorked', 'Hours Worked')}</td>
      <td>{hoursInput('extraHours', 'Extra Hours')}</td>
      <td className="sl-items__total">{total === null ? '' : formatHours(total)}</td>
      <td>
        <input
          type="text"
          className="sl-items__comment"
          aria-label={`Activities ${date}`}
          value={row.comment}
          disabled={!editable}
          onChange={(e) => onChange(row.id, { comment: e.target.value })}
        />
      </td>
    </tr>
  );
}
