import { useEffect, useMemo, type ReactNode } from 'react';
import { isAcceptedAttachment, isTimesheetEditable } from '@staffledger/contracts';
import { LoadFailure } from '../feedback/LoadFailure';
import { NoticeBanner } from '../feedback/NoticeBanner';
import { AttachmentsPanel } from '../files/AttachmentsPanel';
import { useAttachments } from '../files/useAttachments';
import { useReloadToken } from '../list/useReloadToken';
import { formatHours, toHundredths } from './hours';
import { sheetTotal } from './itemRows';
import { ItemsTable } from './ItemsTable';
import { RejectionNotice } from './RejectionNotice';
import type { InvoiceLink } from './HistoryEntryLine';
import { SheetHistory } from './SheetHistory';
import { SheetToolbar } from './SheetToolbar';
import { ATTACHMENT_ACCEPT, sheetFileStore, type TimesheetSheetApi } from './sheetApi';
import { SHEET_TEXTS } from './texts';
import type { SheetSummary } from '@staffledger/contracts/schemas';
import { TimesheetHeader } from './TimesheetHeader';
import { useSheetActions } from './useSheetActions';
import { useSheetItems } from './useSheetItems';

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
};

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
}: TimesheetSheetEditorProps) {
  const editable = isTimesheetEditable(timesheet.status);
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
    onSaved: () => {
      items.reload();
      refreshHistory();
    },
    onSubmitted: (answer) => {
      items.reload();
      refreshHistory();
      onSubmitted?.(answer);
    },
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

  return (
    <div className="sl-sheet">
      <TimesheetHeader timesheet={timesheet} totalHours={formatHours(total)} />
      <RejectionNotice timesheet={timesheet} />
      <SheetToolbar
        before={before}
        after={after}
        onSave={actions.save}
        onSubmit={actions.submit}
        disabled={!editable || !ready || items.rows.length === 0 || actions.busy}
      />
      <NoticeBanner notice={actions.message} onClose={actions.clearMessage} />
      {items.status === 'loading' && (
        <p className="sl-list-message" role="status">
          Loading...
        </p>
      )}
      {items.status === 'error' && (
        <LoadFailure error={items.failure} onRetry={items.reload}>
          {items.error}
        </LoadFailure>
      )}
      {ready && items.rows.length === 0 && <p className="sl-list-message">{SHEET_TEXTS.empty}</p>}
      {ready && items.rows.length > 0 && (
        <ItemsTable rows={items.rows} editable={editable} onChange={items.updateRow} />
      )}
      <div className="sl-sheet__records">
        <AttachmentsPanel
          attachments={attachments}
          editable={editable}
          accept={ATTACHMENT_ACCEPT}
        />
        <SheetHistory
          api={api}
          timesheetId={timesheet.id}
          refreshKey={historyKey}
          invoiceLink={invoiceLink}
        />
      </div>
    </div>
  );
}
