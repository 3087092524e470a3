import { useEffect, useMemo, type ReactNode } from 'react';
import { isAcceptedAttachment, isTimesheetEditable } from '@staffledger/contracts';
import { NoticeBanner } from '../feedback/NoticeBanner';
import { AttachmentsPanel } from '../files/AttachmentsPanel';
import { useLeaveGuard } from '../leave/useLeaveGuard';
import { useAttachments } from '../files/useAttachments';
import { useReloadToken } from '../list/useReloadToken';
import { formatHours, toHundredths } from './hours';
import { sheetTotal } from './itemRows';
import { RejectionNotice } from './RejectionNotice';
import type { InvoiceLink } from './HistoryEntryLine';
import { SheetBar } from './SheetBar';
import { SheetDays } from './SheetDays';
import { SheetHistory } from './SheetHistory';
import { SheetToolbar } from './SheetToolbar';
import { ATTACHMENT_ACCEPT, sheetFileStore, type TimesheetSheetApi } from './sheetApi';
import { SHEET_LEAVE_TEXTS } from './texts';
import type { SheetSummary } from '@staffledger/contracts/schemas';
import { TimesheetHeader } from './TimesheetHeader';
import { useSheetActions } from './useSheetActions';
import { useNarrowScreen } from './useNarrowScreen';
import { useSheetItems } from './useSheetItems';
import './timesheet.css';

export type TimesheetSheetEditorProps = {
  api: TimesheetSheetApi;
  timesheet: SheetSummary;
  /** Before Save in the toolbar (the screen's << button). */
  before?: ReactNode;
  /** After Submit in the toolbar (the screen's >> button). */
  after?: ReactNode;
  /** The sheet was submitted (its status changed), with the submit call's answer. */
  onSubmitted?: (answer: unknown) => void;
  /** The History panel's invoice number as a link; only for users who may open invoices. */
  invoiceLink?: InvoiceLink;
  /**
   * A reader's decision in place of << Save Submit >> (the client's approval page: Approve,
   * Reject), and what it said, where the editor's own messages go: the sheet is then read-only
   * whatever its status, offers no upload, and shows no History, which is the agency's record, not
   * the reader's.
   */
  review?: SheetReview;
};

export type SheetReview = { actions: ReactNode; notice?: ReactNode };

/**
 * One timesheet: header, why it was rejected (while it is), Save / Submit, the items table, the
 * attachments and the sheet's history. Render it with `key={timesheet.id}` so another sheet starts
 * from fresh state.
 */
export function TimesheetSheetEditor({
  api,
  timesheet,
  before,
  after,
  onSubmitted,
  invoiceLink,
  review,
}: TimesheetSheetEditorProps) {
  const editable = !review && isTimesheetEditable(timesheet.status);
  const items = useSheetItems(api, timesheet.id);
  // the store is a dependency of the attachment list's fetch: one per sheet, not per render
  const store = useMemo(() => sheetFileStore(api, timesheet.id), [api, timesheet.id]);
  const attachments = useAttachments(store, { accept: isAcceptedAttachment });
  // Save and Submit write the sheet's audit trail; attachments are audited apart from it
  const [historyKey, refreshHistory] = useReloadToken();
  const actions = useSheetActions({
    api,
    timesheetId: timesheet.id,
    rows: items.rows,
    attachmentCount: attachments.status === 'error' ? null : attachments.files.length,
    // the rows sent are the server's now: leaving (a guest's reload after Submit) asks nothing
    onSaved: () => {
      items.markSaved(items.rows);
      items.reload();
      refreshHistory();
    },
    onSubmitted: (answer) => {
      items.markSaved(items.rows);
      items.reload();
      refreshHistory();
      onSubmitted?.(answer);
    },
  });
  // << >>, a link, Logout or closing the tab ask first while typed hours are unsaved
  const leaveDialog = useLeaveGuard({
    unsaved: items.unsaved,
    save: actions.save,
    texts: SHEET_LEAVE_TEXTS,
  });
  // One message at a time: whatever the user did last replaces what an earlier action said.
  const sheetMessageKey = actions.message?.key;
  const fileMessageKey = attachments.message?.key;
  const { clearMessage: clearSheetMessage } = actions;
  const { clearMessage: clearFileMessage } = attachments;
  useEffect(() => {
    if (fileMessageKey !== undefined) clearSheetMessage();
  }, [fileMessageKey, clearSheetMessage]);
  useEffect(() => {
    if (sheetMessageKey !== undefined) clearFileMessage();
  }, [sheetMessageKey, clearFileMessage]);
  const ready = items.status === 'ready';
  const total = ready ? sheetTotal(items.rows) : (toHundredths(timesheet.totalHours) ?? 0);
  // on a phone the days are cards and the buttons and messages follow them, in a bar held in sight
  const narrow = useNarrowScreen();
  const toolbar = review ? (
    <div className="sl-toolbar sl-sheet__toolbar" role="group" aria-label="Decision">
      {review.actions}
    </div>
  ) : (
    <SheetToolbar
      before={before}
      after={after}
      onSave={actions.save}
      onSubmit={actions.submit}
      disabled={!editable || !ready || items.rows.length === 0 || actions.busy}
    />
  );
  const notice = review?.notice ?? (
    <NoticeBanner notice={actions.message} onClose={actions.clearMessage} />
  );

  return (
    <div className="sl-sheet">
      <TimesheetHeader timesheet={timesheet} totalHours={formatHours(total)} />
      <RejectionNotice timesheet={timesheet} />
      {!narrow && toolbar}
      {!narrow && notice}
      <SheetDays items={items} editable={editable} narrow={narrow} />
      {narrow && (
        <SheetBar
          total={formatHours(total)}
          label={review ? 'Week total and decision' : 'Week total, Save and Submit'}
        >
          {notice}
          {toolbar}
        </SheetBar>
      )}
      <div className="sl-sheet__records">
        <AttachmentsPanel
          attachments={attachments}
          editable={editable}
          offerUpload={!review}
          accept={ATTACHMENT_ACCEPT}
        />
        {!review && (
          <SheetHistory
            api={api}
            timesheetId={timesheet.id}
            refreshKey={historyKey}
            invoiceLink={invoiceLink}
          />
        )}
      </div>
      {leaveDialog}
    </div>
  );
}
