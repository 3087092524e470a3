import type { Ref } from 'react';
import { formatUsDateTime, type ApprovalWeek } from '@staffledger/shared';
import { formatHours, toHundredths } from '@staffledger/shared/sheet';
import { APPROVAL_TEXTS, PAGE_TEXTS, period, weekName } from './approval.texts';

type Props = {
  weeks: readonly ApprovalWeek[];
  /** Opens a week read-only, to approve or reject it there. */
  onOpen: (week: ApprovalWeek) => void;
  onApproveAll: () => void;
  busy: boolean;
  /** The list's heading, where the focus goes back after a week is closed or decided. */
  headingRef: Ref<HTMLHeadingElement>;
};

/**
 * The weeks waiting for the approver, oldest first, a card each (employee, period, hours, when
 * it was submitted, its attachments) with Open; Approve all under them.
 */
export function ApprovalWeeks({ weeks, onOpen, onApproveAll, busy, headingRef }: Props) {
  return (
    <section className="sl-approval" aria-labelledby="approval-weeks-title">
      <h2 id="approval-weeks-title" className="sl-approval__title" tabIndex={-1} ref={headingRef}>
        {weeks.length > 0 ? PAGE_TEXTS.weeksTitle(weeks.length) : APPROVAL_TEXTS.nothingWaiting}
      </h2>
      {weeks.length > 0 && (
        <ul className="sl-approval__weeks">
          {weeks.map((week) => (
            <li key={week.id} className="sl-card sl-approval__week">
              <h3 className="sl-card__title">{week.employeeName}</h3>
              <dl className="sl-approval__facts">
                <div>
                  <dt>Period</dt>
                  <dd>{period(week)}</dd>
                </div>
                <div>
                  <dt>Total Hours</dt>
                  <dd>{formatHours(toHundredths(week.totalHours) ?? 0)}</dd>
                </div>
                <div>
                  <dt>Submitted</dt>
                  <dd>{week.submittedAt ? formatUsDateTime(week.submittedAt) : '—'}</dd>
                </div>
                <div>
                  <dt>Attachments</dt>
                  <dd>{week.attachmentCount}</dd>
                </div>
              </dl>
              <button
                type="button"
                className="sl-button"
                aria-label={`${PAGE_TEXTS.open} ${weekName(week)}`}
                onClick={() => onOpen(week)}
              >
                {PAGE_TEXTS.open}
              </button>
            </li>
          ))}
        </ul>
      )}
      {weeks.length > 0 && (
        <button
          type="button"
          className="sl-button sl-button--primary"
          disabled={busy}
          onClick={onApproveAll}
        >
          {APPROVAL_TEXTS.approveAll}
        </button>
      )}
    </section>
  );
}
