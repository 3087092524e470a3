import { formatHours } from './hours';
import { sheetTotal, type ItemRow, type ItemRowPatch } from './itemRows';
import { ItemsTableRow } from './ItemsTableRow';
import './timesheet.css';

type Props = {
  rows: readonly ItemRow[];
  editable: boolean;
  onChange: (id: number, patch: ItemRowPatch) => void;
};

const COLUMNS = [
  'Date',
  'Day',
  'Type',
  'Hours Worked',
  'Extra Hours',
  'Total Hours',
  'Activities',
] as const;

/** The day-by-day items with a totals row summing Total Hours. */
export function ItemsTable({ rows, editable, onChange }: Props) {
  return (
    <div className="sl-table-wrap">
      <table className="sl-table sl-items">
        <caption className="sl-visually-hidden">Timesheet items</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <ItemsTableRow key={row.id} row={row} editable={editable} onChange={onChange} />
          ))}
        </tbody>
        <tfoot>
          <tr className="sl-items__totals">
            <th scope="row" colSpan={5}>
              Total
            </th>
            <td className="sl-items__total">{formatHours(sheetTotal(rows))}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
