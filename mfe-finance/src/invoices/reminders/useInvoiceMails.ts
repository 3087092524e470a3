import { useEffect, useState } from 'react';
import type { InvoiceMail } from '@staffledger/shared';
import { fetchInvoiceMails } from './reminders.api';

export type InvoiceMailsState = { status: 'loading' | 'ready' | 'error'; mails: InvoiceMail[] };

/** An invoice's e-mails, read when the invoice opens. */
export function useInvoiceMails(invoiceId: number): InvoiceMailsState {
  const [state, setState] = useState<InvoiceMailsState>({ status: 'loading', mails: [] });
  useEffect(() => {
    const controller = new AbortController();
    fetchInvoiceMails(invoiceId, controller.signal).then(
      (mails) => {
        if (!controller.signal.aborted) setState({ status: 'ready', mails });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', mails: [] });
      },
    );
    return () => controller.abort();
  }, [invoiceId]);
  return state;
}
