import type { SheetSummary } from '@staffledger/contracts/schemas';
import { formatUsDate, timesheetStatusLabel } from '@staffledger/contracts';
import './timesheet.css';

type Props = {
  timesheet: SheetSummary;
  /** Total hours as shown (2 decimals): the edited rows' sum. */
  totalHours: string;
};

/** ID, Employee, Vendor, Period, Status and Total Hours of the timesheet on screen. */
export function TimesheetHeader({ timesheet, totalHours }: Props) {
  const entries: Array<[string, string]> = [
    ['ID', String(timesheet.id)],
    ['Employee', timesheet.employeeName ?? ''],
    ['Vendor', timesheet.vendorName ?? ''],
    [
      'Period',
      `${formatUsDate(timesheet.periodStartDate)} – ${formatUsDate(timesheet.periodEndDate)}`,
    ],
    ['Status', timesheetStatusLabel(timesheet.status)],
    ['Total Hours', totalHours],
  ];
  return (
    <dl className="sl-sheet-header" aria-label="Timesheet">
      {entries.map(([term, value]) => (
        <div key={term} className="sl-sheet-header__entry">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
