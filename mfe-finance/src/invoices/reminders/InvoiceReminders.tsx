import { useId } from 'react';
import { mailLines, REMINDERS_TEXTS } from './reminders.texts';
import { useInvoiceMails } from './useInvoiceMails';
import './reminders.css';

type Props = { invoiceId: number };

/**
 * An invoice's Reminders panel (docs/screens.md#dunning): every e-mail of the invoice, newest
 * first, with when, what, by whom, to whom and how the delivery went.
 */
export function InvoiceReminders({ invoiceId }: Props) {
  const headingId = useId();
  const { status, mails } = useInvoiceMails(invoiceId);
  const lines = mailLines(mails);
  return (
    <section className="sl-invoice-mails" aria-labelledby={headingId}>
      <h2 id={headingId} className="sl-invoice-mails__title">
        {REMINDERS_TEXTS.title}
      </h2>
      {status === 'loading' && (
        <p className="sl-invoice-mails__message" role="status">
          {REMINDERS_TEXTS.loading}
        </p>
      )}
      {status === 'error' && (
        <p className="sl-text-error" role="alert">
          {REMINDERS_TEXTS.loadError}
        </p>
      )}
      {status === 'ready' && lines.length === 0 && (
        <p className="sl-invoice-mails__message">{REMINDERS_TEXTS.empty}</p>
      )}
      {lines.length > 0 && (
        <ol className="sl-invoice-mails__list" aria-labelledby={headingId}>
          {lines.map((line) => (
            <li key={line.key} className="sl-invoice-mails__entry">
              <time className="sl-invoice-mails__when" dateTime={line.at}>
                {line.when}
              </time>{' '}
              <span className="sl-invoice-mails__what">
                <strong>{line.what}</strong> {line.by}, to {line.to}
              </span>{' '}
              <span
                className={`sl-invoice-mails__delivery${line.delivery.failed ? ' sl-text-error' : ''}`}
              >
                {line.delivery.text}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
