import { useId, useState } from 'react';
import { HISTORY_SHOWN, HISTORY_TEXTS, historyLines } from './historyLines';
import { HistoryEntryLine, type InvoiceLink } from './HistoryEntryLine';
import type { TimesheetSheetApi } from './sheetApi';
import { useSheetHistory } from './useSheetHistory';
import './timesheet.css';

export type SheetHistoryProps = {
  /** The adapter of the screen (`createSheetApi`): staff's or the guest's history call. */
  api: Pick<TimesheetSheetApi, 'history'>;
  timesheetId: number;
  /** A new value reads the history again: the screen changes it after each of its writes. */
  refreshKey?: unknown;
  /**
   * An invoice number as a link, for those who may open invoices (staff); without it the number is
   * plain text. The screen makes the link with its router, which the guest app does not carry.
   */
  invoiceLink?: InvoiceLink;
};

/**
 * A timesheet's History panel (docs/screens.md#the-history-of-a-timesheet): who did what and when,
 * newest first, the latest HISTORY_SHOWN until the user asks for all.
 */
export function SheetHistory({ api, timesheetId, refreshKey, invoiceLink }: SheetHistoryProps) {
  const headingId = useId();
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const { status, entries } = useSheetHistory(api, timesheetId, refreshKey);
  const lines = historyLines(entries);
  const shown = showAll ? lines : lines.slice(0, HISTORY_SHOWN);
  return (
    <section className="sl-history" aria-labelledby={headingId}>
      <h2 id={headingId} className="sl-history__title">
        {HISTORY_TEXTS.title}
      </h2>
      {status === 'loading' && (
        <p className="sl-history__message" role="status">
          {HISTORY_TEXTS.loading}
        </p>
      )}
      {status === 'error' && (
        <p className="sl-text-error" role="alert">
          {HISTORY_TEXTS.loadError}
        </p>
      )}
      {status === 'ready' && lines.length === 0 && (
        <p className="sl-history__message">{HISTORY_TEXTS.empty}</p>
      )}
      {shown.length > 0 && (
        <ol id={listId} className="sl-history__list" aria-labelledby={headingId}>
          {shown.map((line) => (
            <HistoryEntryLine key={line.key} line={line} invoiceLink={invoiceLink} />
          ))}
        </ol>
      )}
      {lines.length > HISTORY_SHOWN && (
        <button
          type="button"
          className="sl-link-button sl-history__more"
          aria-controls={listId}
          onClick={() => setShowAll((all) => !all)}
        >
          {showAll ? HISTORY_TEXTS.showLatest(HISTORY_SHOWN) : HISTORY_TEXTS.showAll(lines.length)}
        </button>
      )}
    </section>
  );
}
