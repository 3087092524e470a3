import { formatUsDateTime, timesheetStatusLabel } from '@staffledger/contracts';
import type { SheetHistoryEntry } from '@staffledger/contracts/schemas';

/** The History panel's texts (docs/screens.md#the-history-of-a-timesheet). */
export const HISTORY_TEXTS = {
  title: 'History',
  loading: 'Loading history...',
  loadError: 'Failed to load history',
  empty: 'No history recorded yet.',
  showAll: (count: number) => `Show all ${count}`,
  showLatest: (count: number) => `Show the latest ${count}`,
} as const;

/** How many entries the panel shows before "Show all N". */
export const HISTORY_SHOWN = 10;

/** An invoice named by an entry; `open` when it still exists to be opened. */
export type HistoryInvoice = { id: number; number: string; open: boolean };

/**
 * One line of the panel: when, who, then what they did. With an invoice, `what` is the text before
 * its number and `rest` the text after it, so that a screen can make the number a link.
 */
export type HistoryLine = {
  key: string;
  at: string;
  when: string;
  who: string;
  what: string;
  invoice: HistoryInvoice | null;
  rest: string;
};

function whoOf(entry: SheetHistoryEntry): string {
  switch (entry.actorKind) {
    case 'guest':
      return 'a guest';
    // a sheet a job makes is made by the billing job; one put before the client's approvers, by
    // the product as it is submitted; any other step a job takes, by the daily one
    case 'job':
      if (entry.event === 'created') return 'the billing job';
      return entry.event === 'sent to client' ? 'StaffLedger' : 'the daily job';
    // a guest reads staff and employees by their kind only: the API leaves their names out
    case 'staff':
      return entry.actorName ?? 'staff';
    case 'employee':
      return entry.actorName ?? 'the employee';
    // the client's approver, by name and e-mail as the link was sent to them
    case 'approver':
      return entry.actorName ? `the client's approver ${entry.actorName}` : "the client's approver";
    default:
      return entry.actorName ?? 'someone';
  }
}

type What = Pick<HistoryLine, 'what' | 'rest'> & { invoice: SheetHistoryEntry['invoice'] };

const plain = (what: string): What => ({ what, invoice: null, rest: '' });

function whatOf(entry: SheetHistoryEntry): What {
  const { invoice } = entry;
  switch (entry.event) {
    case 'created':
      return plain('created the timesheet');
    case 'saved':
      return plain('saved the hours');
    case 'edited':
      return plain("changed the timesheet's details");
    case 'submitted':
      return plain('submitted it');
    case 'resubmitted':
      return plain('submitted it again after a rejection');
    case 'accepted':
      return plain(decided('accepted it', entry));
    case 'rejected':
      return plain(decided('rejected it', entry));
    case 'sent to client':
      return plain("sent it to the client's approvers");
    case 'invoiced':
      return invoice ? { what: 'invoiced it on ', invoice, rest: '' } : plain('invoiced it');
    case 'returned':
      return invoice
        ? { what: 'returned it to Approved when invoice ', invoice, rest: ' was deleted' }
        : plain('returned it to Approved when its invoice was deleted');
    case 'released':
      return invoice
        ? { what: 'returned it to Approved when invoice ', invoice, rest: ' was cancelled' }
        : plain('returned it to Approved when its invoice was cancelled');
    default:
      return plain(movedText(entry));
  }
}

/**
 * An Accept or Reject: through which e-mailed link, for an approver's, and why (a rejection's
 * reason; staff's reason to accept a week without the client).
 */
function decided(verb: string, { approvalLink, reason }: SheetHistoryEntry): string {
  const link = approvalLink
    ? ` through approval link ${approvalLink.id}, sent ${formatUsDateTime(approvalLink.sentAt)}`
    : '';
  const why = reason?.trim();
  return `${verb}${link}${why ? `: ${why}` : ''}`;
}

function movedText({ from, to }: SheetHistoryEntry): string {
  if (from && to)
    return `moved it from ${timesheetStatusLabel(from)} to ${timesheetStatusLabel(to)}`;
  return to ? `moved it to ${timesheetStatusLabel(to)}` : 'changed its status';
}

/**
 * A Submit saves the items and moves the sheet in one transaction, so the API answers a `saved`
 * entry at the very instant of the submission, by the same person: the submission says it all.
 */
function savedBySubmit(entry: SheetHistoryEntry, next: SheetHistoryEntry | undefined): boolean {
  return (
    entry.event === 'saved' &&
    next !== undefined &&
    (next.event === 'submitted' || next.event === 'resubmitted') &&
    next.at === entry.at &&
    next.actorKind === entry.actorKind &&
    next.actorName === entry.actorName
  );
}

/**
 * The panel's lines, newest first, from the API's entries (oldest first). An invoice is `open`
 * unless a later entry says it was deleted; the deleted one a return names never is.
 */
export function historyLines(entries: readonly SheetHistoryEntry[]): HistoryLine[] {
  const deleted = new Set(
    entries.flatMap((e) => (e.event === 'returned' && e.invoice ? [e.invoice.id] : [])),
  );
  const lines = entries.flatMap((entry, index): HistoryLine[] => {
    if (savedBySubmit(entry, entries[index + 1])) return [];
    const { what, invoice, rest } = whatOf(entry);
    const open = entry.event === 'invoiced' && invoice !== null && !deleted.has(invoice.id);
    return [
      {
        key: String(index),
        at: entry.at,
        when: formatUsDateTime(entry.at),
        who: whoOf(entry),
        what,
        invoice: invoice && { ...invoice, open },
        rest,
      },
    ];
  });
  return lines.reverse();
}
