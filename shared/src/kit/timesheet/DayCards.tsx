import { useId } from 'react';
import { formatUsDate } from '@staffledger/contracts';
import { ActivitiesInput, HOURS_LABELS, HoursInput, TypeSelect } from './DayControls';
import { formatHours } from './hours';
import { dayLabel, rowTotal, type ItemRow, type ItemRowPatch } from './itemRows';
import './timesheet.css';

type Props = {
  rows: readonly ItemRow[];
  editable: boolean;
  onChange: (id: number, patch: ItemRowPatch) => void;
};

/**
 * The days on a phone: a card each, in a list, headed by the day and date, then its labelled
 * controls (the same ones, with the same names, as the table's) and its total.
 */
export function DayCards({ rows, editable, onChange }: Props) {
  return (
    <ol className="sl-day-cards" aria-label="Timesheet items">
      {rows.map((row) => (
        <DayCard key={row.id} row={row} editable={editable} onChange={onChange} />
      ))}
    </ol>
  );
}

function DayCard({ row, editable, onChange }: { row: ItemRow } & Omit<Props, 'rows'>) {
  const id = useId();
  const date = formatUsDate(row.calendarDate);
  const total = rowTotal(row);
  const controls = { row, date, editable, onChange };
  const holiday = row.type === 'HOLIDAY';
  return (
    <li className={`sl-day-card${holiday ? ' sl-day-card--holiday' : ''}`}>
      <h2 className="sl-day-card__title">
        {dayLabel(row)} <span className="sl-day-card__date">{date}</span>
      </h2>
      <div className="sl-day-card__field sl-day-card__field--wide">
        <label htmlFor={`${id}-type`}>Type</label>
        <TypeSelect id={`${id}-type`} {...controls} />
      </div>
      {(['hoursWorked', 'extraHours'] as const).map((field) => (
        <div key={field} className="sl-day-card__field">
          <label htmlFor={`${id}-${field}`}>{HOURS_LABELS[field]}</label>
          <HoursInput id={`${id}-${field}`} field={field} {...controls} />
        </div>
      ))}
      <p className="sl-day-card__total">
        Total Hours <strong>{total === null ? '' : formatHours(total)}</strong>
      </p>
      <div className="sl-day-card__field sl-day-card__field--wide">
        <label htmlFor={`${id}-activities`}>Activities</label>
        <ActivitiesInput id={`${id}-activities`} {...controls} />
      </div>
    </li>
  );
}
