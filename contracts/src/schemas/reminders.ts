import { Type, type Static } from '@sinclair/typebox';
import { oneOf } from './common.js';

/** How an invoice e-mail went out: by hand (Send, Remind) or by the reminder schedule. */
export const INVOICE_MAIL_KINDS = ['send', 'remind', 'scheduled'] as const;

/**
 * One e-mail of an invoice (GET /invoices/{id}/reminders), newest first: when, how, the schedule
 * step it answered (days from the due date; null by hand), who sent it (null: the daily job), to
 * whom, and how the delivery went (`sent`, `stored` without a mail server, or `failed: …`).
 */
export const InvoiceMail = Type.Object({
  at: Type.String({ format: 'date-time' }),
  kind: oneOf(INVOICE_MAIL_KINDS),
  step: Type.Union([Type.Integer(), Type.Null()]),
  sentBy: Type.Union([Type.String(), Type.Null()]),
  to: Type.String(),
  delivery: Type.String(),
});
export type InvoiceMail = Static<typeof InvoiceMail>;
