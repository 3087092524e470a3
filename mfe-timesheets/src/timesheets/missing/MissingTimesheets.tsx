import { useMemo, useRef, useState } from 'react';
import { Banner, ConfirmDialog, ListFailure, ListTable, useReloadToken } from '@staffledger/shared';
import { Link } from '@staffledger/shared/router';
import { missingColumns } from './missing.columns';
import { employeesOf, groupStarts, missingSummary, remindAllQuestion } from './missing.texts';
import { MissingSettingsLine } from './MissingSettingsLine';
import { useMissing } from './useMissing';
import { useRemind, type RemindNotice } from './useRemind';
import './missing.css';

const MISSING_TITLE = 'Missing timesheets';
const MISSING_TEXTS = {
  loading: 'Loading missing timesheets...',
  empty: 'No timesheets are missing.',
  error: 'Failed to load missing timesheets',
};
// as the other banners of a list's actions; a warning or an error stays until dismissed
const SUCCESS_MS = 5000;

function RemindBanner({ notice, onClose }: { notice: RemindNotice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Banner
      key={notice.key}
      kind={notice.kind}
      onClose={onClose}
      timeout={notice.kind === 'success' ? SUCCESS_MS : undefined}
    >
      {notice.lines.map((line) => (
        <span key={line} className="sl-missing-outcome">
          {line}
        </span>
      ))}
    </Banner>
  );
}

/**
 * Missing timesheets (timesheets/missing): the sheets not submitted some days after their period,
 * by employee and vendor, with their days overdue and last reminder. Remind e-mails one employee
 * about all their missing sheets, Remind all everyone listed once confirmed; the banner says who
 * was reminded and who was not, and the list reloads with the new Last Reminder.
 */
export function MissingTimesheets() {
  const [reloadToken, reload] = useReloadToken();
  const data = useMissing(reloadToken);
  const employees = useMemo(() => employeesOf(data.rows), [data.rows]);
  const names = useMemo(() => new Map(employees.map((e) => [e.id, e.name])), [employees]);
  const reminder = useRemind(names, reload);
  const { remind } = reminder;
  const starts = useMemo(() => groupStarts(data.rows), [data.rows]);
  const columns = useMemo(
    () =>
      missingColumns({
        groupStarts: starts,
        disabled: reminder.running,
        onRemind: (id) => void remind([id]),
      }),
    [starts, reminder.running, remind],
  );
  // one click must not e-mail everyone listed: Remind all asks first, naming how many
  const [askingAll, setAskingAll] = useState(false);
  const remindAllButton = useRef<HTMLButtonElement>(null);
  const handleRemindAll = () => {
    setAskingAll(false);
    // the focus, now on the dialog's button, goes back to Remind all once the reminders are sent
    void remind(
      employees.map((e) => e.id),
      remindAllButton.current,
    );
  };

  let body;
  if (data.status === 'error')
    body = <ListFailure text={MISSING_TEXTS.error} error={data.error} onRetry={reload} />;
  else if (data.status === 'loading' && data.rows.length === 0)
    body = (
      <p className="sl-list-message" role="status">
        {MISSING_TEXTS.loading}
      </p>
    );
  else if (data.rows.length === 0) body = <p className="sl-list-message">{MISSING_TEXTS.empty}</p>;
  else
    body = (
      <>
        <p className="sl-missing-summary">{missingSummary(employees)}</p>
        <ListTable
          rows={data.rows}
          columns={columns}
          rowKey={(r) => r.timesheetId}
          caption={MISSING_TITLE}
          busy={data.status === 'loading'}
        />
      </>
    );

  return (
    <section className="sl-list" aria-label={MISSING_TITLE}>
      <h1 className="sl-page-title">{MISSING_TITLE}</h1>
      <div className="sl-toolbar">
        <Link className="sl-button" to="..">
          Back to Timesheets
        </Link>
        <button
          ref={remindAllButton}
          type="button"
          className="sl-button sl-button--primary"
          disabled={reminder.running || employees.length === 0}
          onClick={() => setAskingAll(true)}
        >
          Remind all
        </button>
      </div>
      {askingAll && (
        <ConfirmDialog
          question={remindAllQuestion(employees.length)}
          confirmLabel="Send reminders"
          onConfirm={handleRemindAll}
          onCancel={() => setAskingAll(false)}
        />
      )}
      <MissingSettingsLine />
      <RemindBanner notice={reminder.notice} onClose={reminder.clearNotice} />
      {body}
    </section>
  );
}

export default MissingTimesheets;
