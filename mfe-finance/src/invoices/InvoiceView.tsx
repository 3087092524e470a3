import { useState } from 'react';
import { LoadFailure, causeOf } from '@staffledger/shared';
import { Link, useParams } from '@staffledger/shared/router';
import { useInvoiceHtml } from './useInvoiceHtml';
import './invoices.css';

/** The view page's texts (docs/screens.md#texts). */
export const VIEW_TEXTS = {
  loading: 'Loading invoice...',
  failure: 'Failed to view HTML',
  back: 'Back to invoices',
} as const;

/**
 * The invoice's HTML view at its own address, /on/invoices/{id}/view (docs/files.md#invoice-documents):
 * the page the API makes, shown in a frame that runs nothing (no script, no same origin), so a
 * reload or a bookmark shows the invoice again, after sign-in if the session ended.
 */
export default function InvoiceView() {
  const id = Number(useParams().id);
  const [retry, setRetry] = useState(0);
  const invoice = useInvoiceHtml(id, retry);
  return (
    <section className="sl-invoice-view">
      <h1 className="sl-page-title">{invoice.state === 'loaded' ? invoice.title : 'Invoice'}</h1>
      <p>
        <Link to="..">{VIEW_TEXTS.back}</Link>
      </p>
      {invoice.state === 'loading' && <p role="status">{VIEW_TEXTS.loading}</p>}
      {invoice.state === 'failed' && (
        <LoadFailure
          error={invoice.error}
          cause={causeOf(invoice.error)}
          onRetry={() => setRetry((n) => n + 1)}
        >
          {VIEW_TEXTS.failure}
        </LoadFailure>
      )}
      {invoice.state === 'loaded' && (
        <iframe
          className="sl-invoice-view__document"
          title={invoice.title}
          sandbox=""
          srcDoc={invoice.html}
        />
      )}
    </section>
  );
}
