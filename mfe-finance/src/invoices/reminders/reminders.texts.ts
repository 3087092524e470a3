import { formatUsDateTime, type InvoiceMail } from '@staffledger/shared';

/** The Reminders panel's texts (docs/screens.md#dunning). */
export const REMINDERS_TEXTS = {
  title: 'Reminders',
  loading: 'Loading reminders...',
  loadError: 'Failed to load reminders',
  empty: 'No e-mails sent yet.',
};

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** A schedule step (days from the due date) in words: '3 days before due', 'on the due date'. */
export function stepText(step: number): string {
  if (step < 0) return `${days(-step)} before due`;
  if (step === 0) return 'on the due date';
  return `${days(step)} after due`;
}

/** What the e-mail was: Send or Remind by hand, or a step of the tenant's reminder schedule. */
export function mailWhat(mail: Pick<InvoiceMail, 'kind' | 'step'>): string {
  if (mail.kind === 'send') return 'Sent by hand';
  if (mail.kind === 'remind') return 'Reminder by hand';
  return mail.step === null ? 'Scheduled reminder' : `Scheduled reminder, ${stepText(mail.step)}`;
}

/** Who sent it: a user by name, or nobody (null), which is the daily job. */
export function mailBy(sentBy: string | null): string {
  return sentBy ? `by ${sentBy}` : 'by the daily job';
}

export type Delivery = { text: string; failed: boolean };

/** How the delivery went: 'sent', 'stored' (no mail server configured) or 'failed: {reason}'. */
export function mailDelivery(delivery: string): Delivery {
  const value = delivery.trim();
  if (value === 'sent') return { text: 'Delivered', failed: false };
  if (value === 'stored') return { text: 'Recorded (no mail server)', failed: false };
  const failure = /^failed\b:?\s*(.*)$/is.exec(value);
  if (failure) return { text: failure[1] ? `Failed: ${failure[1]}` : 'Failed', failed: true };
  // a result this screen does not know yet is shown as the server wrote it
  return { text: value, failed: false };
}

export type MailLine = {
  key: string;
  at: string;
  when: string;
  what: string;
  by: string;
  to: string;
  delivery: Delivery;
};

/** The panel's lines, in the server's order (newest first). */
export function mailLines(mails: readonly InvoiceMail[]): MailLine[] {
  return mails.map((mail, i) => ({
    key: `${mail.at}-${i}`,
    at: mail.at,
    when: formatUsDateTime(mail.at),
    what: mailWhat(mail),
    by: mailBy(mail.sentBy),
    to: mail.to,
    delivery: mailDelivery(mail.delivery),
  }));
}
