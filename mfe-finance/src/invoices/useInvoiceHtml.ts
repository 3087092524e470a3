import { useEffect, useState } from 'react';
import { fetchInvoiceHtml } from './invoices.api';

export type InvoiceHtml =
  | { state: 'loading' }
  | { state: 'loaded'; html: string; title: string }
  | { state: 'failed'; error: unknown };

/** The document's own title ('Invoice INV-000041'), read without running anything in it. */
function titleOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').title.trim() || 'Invoice';
}

/** GET /invoices/{id}/html-view for the view page; `retry` changes to load it again. */
export function useInvoiceHtml(id: number, retry: number): InvoiceHtml {
  const [result, setResult] = useState<InvoiceHtml>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: 'loading' });
    fetchInvoiceHtml(id, controller.signal).then(
      (html) => setResult({ state: 'loaded', html, title: titleOf(html) }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [id, retry]);
  return result;
}
