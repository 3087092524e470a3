import { useEffect, useRef, type ReactNode } from 'react';
import type { ApprovalWeek, SheetSummary } from '@staffledger/shared';
import { APPROVAL_TEXTS } from './approval.texts';
import { TimesheetSheetEditor, type TimesheetSheetApi } from '@staffledger/shared/sheet';
import { PAGE_TEXTS, weekName } from './approval.texts';

type Props = {
  week: ApprovalWeek;
  vendorName: string;
  api: TimesheetSheetApi;
  onApprove: () => void;
  onReject: () => void;
  onBack: () => void;
  busy: boolean;
  /** What the last decision said, where the editor shows its messages. */
  notice: ReactNode;
};

/** What the editor's header shows of a waiting week: it is Submitted, by definition. */
function summaryOf(week: ApprovalWeek, vendorName: string): SheetSummary {
  return {
    id: week.id,
    employeeName: week.employeeName,
    vendorName,
    periodStartDate: week.periodStartDate,
    periodEndDate: week.periodEndDate,
    totalHours: week.totalHours,
    status: 'SUBMITTED',
    rejectionReason: null,
  };
}

/**
 * One waiting week, read-only in the shared timesheet editor (its days, hours, comments and
 * attachments to download), with Approve and Reject where the editor's Save and Submit would be.
 */
export function ApprovalWeekView(props: Props) {
  const { week, busy } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [week.id]);
  const actions = (
    <>
      <button
        type="button"
        className="sl-button sl-button--primary"
        disabled={busy}
        onClick={props.onApprove}
      >
        {APPROVAL_TEXTS.approve}
      </button>
      <button
        type="button"
        className="sl-button sl-button--danger"
        disabled={busy}
        onClick={props.onReject}
      >
        {APPROVAL_TEXTS.reject}
      </button>
    </>
  );
  return (
    <section className="sl-approval" aria-labelledby="approval-week-title">
      <button type="button" className="sl-button sl-approval__back" onClick={props.onBack}>
        {PAGE_TEXTS.back}
      </button>
      <h2 id="approval-week-title" className="sl-approval__title" tabIndex={-1} ref={headingRef}>
        {weekName(week)}
      </h2>
      <TimesheetSheetEditor
        key={week.id}
        api={props.api}
        timesheet={summaryOf(week, props.vendorName)}
        review={{ actions, notice: props.notice }}
      />
    </section>
  );
}
