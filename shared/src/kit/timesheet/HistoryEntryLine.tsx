import type { ReactNode } from 'react';
import type { SheetHistoryEntry } from '@staffledger/contracts/schemas';
import type { HistoryLine } from './historyLines';

/** How a screen shows an invoice number its user may open (a link to the invoice's form). */
export type InvoiceLink = (invoice: NonNullable<SheetHistoryEntry['invoice']>) => ReactNode;

type Props = {
  line: HistoryLine;
  invoiceLink?: InvoiceLink;
};

/** One entry of the History panel: the date and time, who, and what they did. */
export function HistoryEntryLine({ line, invoiceLink }: Props) {
  const { invoice } = line;
  // a deleted invoice cannot be opened, and only staff may open any
  const linked = invoice?.open && invoiceLink;
  return (
    <li className="sl-history__entry">
      <time className="sl-history__when" dateTime={line.at}>
        {line.when}
      </time>{' '}
      <span className="sl-history__what">
        <span className="sl-history__who">{line.who}</span> {line.what}
        {invoice && (linked ? linked({ id: invoice.id, number: invoice.number }) : invoice.number)}
        {line.rest}
      </span>
    </li>
  );
}
