import {
  formatMoney,
  timesheetItemsPath,
  type BillableTimesheet,
  type Column,
} from '@staffledger/shared';
import { Link } from '@staffledger/shared/router';
import { blockedReason, periodText, type Selection } from './billable.selection';

export type SelectCell = {
  selection: Selection;
  isChecked: (timesheetId: number) => boolean;
  onToggle: (row: BillableTimesheet) => void;
  /** While the invoice is being made, the selection stays as it was sent. */
  disabled: boolean;
  /** Id of the text that tells why other vendors' sheets cannot be checked. */
  otherVendorReasonId: string;
  /** Id of the text that tells why a full selection takes no more sheets. */
  fullReasonId: string;
  /** Id prefix of each row's 'No billing arrangement' text. */
  idPrefix: string;
};

const noArrangementId = (prefix: string, row: BillableTimesheet) =>
  `${prefix}-no-arrangement-${row.timesheetId}`;

/** A sheet's checkbox, named after the employee and period; a disabled one points at its reason. */
function SelectBox({ row, cell }: { row: BillableTimesheet; cell: SelectCell }) {
  const blocked = blockedReason(row, cell.selection);
  const checked = cell.isChecked(row.timesheetId);
  let describedBy: string | undefined;
  if (blocked === 'no-arrangement') describedBy = noArrangementId(cell.idPrefix, row);
  else if (blocked === 'other-vendor') describedBy = cell.otherVendorReasonId;
  else if (blocked === 'full') describedBy = cell.fullReasonId;
  return (
    <input
      type="checkbox"
      className="sl-billable-check"
      aria-label={`Select ${row.employeeName}, ${periodText(row)}`}
      aria-describedby={describedBy}
      checked={checked}
      disabled={cell.disabled || (!checked && blocked !== null)}
      onChange={() => cell.onToggle(row)}
    />
  );
}

/** A money figure, or '—' where no arrangement gives one. */
function Money({ value }: { value: number | null }) {
  return <span className="sl-cell-figure">{value === null ? '—' : formatMoney(value)}</span>;
}

/** The employee, a link to the sheet's items screen (named with the period, as each row differs). */
function SheetLink({ row }: { row: BillableTimesheet }) {
  return (
    <Link
      to={timesheetItemsPath(row.timesheetId)}
      aria-label={`${row.employeeName}, ${periodText(row)}`}
    >
      {row.employeeName}
    </Link>
  );
}

/**
 * The columns of a vendor's weeks in Approved, not invoiced: a checkbox, then Employee (a link to
 * the sheet), Billing Code, Start Date, End Date, Hours, Bill Rate, Amount in the lists' formats.
 * A sheet no arrangement bills says so under its missing amount.
 */
export function billableColumns(cell: SelectCell): Column<BillableTimesheet>[] {
  return [
    {
      key: 'select',
      label: 'Select',
      width: '1%',
      render: (r) => <SelectBox row={r} cell={cell} />,
    },
    { key: 'employeeName', label: 'Employee', render: (r) => <SheetLink row={r} /> },
    { key: 'billingCode', label: 'Billing Code' },
    { key: 'periodStartDate', label: 'Start Date', kind: 'date' },
    { key: 'periodEndDate', label: 'End Date', kind: 'date' },
    { key: 'hours', label: 'Hours', kind: 'hours' },
    { key: 'billRate', label: 'Bill Rate', render: (r) => <Money value={r.billRate} /> },
    {
      key: 'amount',
      label: 'Amount',
      render: (r) => (
        <>
          <Money value={r.amount} />
          {r.amount === null && (
            <span id={noArrangementId(cell.idPrefix, r)} className="sl-billable-reason">
              No billing arrangement
            </span>
          )}
        </>
      ),
    },
  ];
}
