import { formatUsDate } from '@staffledger/contracts';
import { ActivitiesInput, HoursInput, TypeSelect } from './DayControls';
import { formatHours } from './hours';
import { dayLabel, rowTotal, type ItemRow, type ItemRowPatch } from './itemRows';

type Props = {
  row: ItemRow;
  editable: boolean;
  onChange: (id: number, patch: ItemRowPatch) => void;
};

/**
 * One day. A Holiday row is greyed out but keeps live inputs, so a holiday can become a worked
 * day. Each control is named with its date ("Hours Worked 11/23/2026").
 */
export function ItemsTableRow({ row, editable, onChange }: Props) {
  const date = formatUsDate(row.calendarDate);
  const total = rowTotal(row);
  const controls = { row, date, editable, onChange };
  return (
    <tr className={`sl-items__row${row.type === 'HOLIDAY' ? ' sl-items__row--holiday' : ''}`}>
      <th scope="row">{date}</th>
      <td>{dayLabel(row)}</td>
      <td>
        <TypeSelect {...controls} />
      </td>
      <td>
        <HoursInput field="hoursWorked" {...controls} />
      </td>
      <td>
        <HoursInput field="extraHours" {...controls} />
      </td>
      <td className="sl-items__total">{total === null ? '' : formatHours(total)}</td>
      <td>
        <ActivitiesInput {...controls} />
      </td>
    </tr>
  );
}
