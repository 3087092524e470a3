/**
 * The words of the invoice e-mail (Send, Remind and the reminder schedule): a greeting, whole
 * sentences naming the invoice, its amount and its due date, the attachment, a closing and the
 * corporation. Whether the invoice is still to be paid, due today or past due is read against
 * today's date by the New York calendar, the one invoices fall due by (the overdue job uses it
 * too). Past due, the e-mail says how many days, asks for payment, and grows firmer with each
 * step of the schedule after the due date (docs/workflows.md#dunning).
 */
import { escapeHtml } from './invoices.html.js';
import { formatDollars, formatUsDate, textToCents } from '@staffledger/contracts';
import { daysBetween } from '../common/business-day.js';
import type { InvoiceDocument } from './invoices.document.js';

/** How firm an overdue e-mail is: the first notice, a later one, the schedule's last. */
export type OverdueNotice = 'first' | 'second' | 'final';

export type InvoiceMailOptions = {
  /** A reminder of an invoice sent before, rather than its first sending. */
  reminder: boolean;
  /** Whom the greeting names: the primary contact. */
  recipient: string;
  /** Today, `YYYY-MM-DD`, by the New York calendar. */
  today: string;
  /** For a past-due invoice, how firm the e-mail is (noticeOfStep); by hand, the first notice. */
  notice?: OverdueNotice;
};

export type InvoiceMailText = { subject: string; text: string; html: string };

/**
 * The notice a step of the schedule (days from the due date) gives: none before or on the due
 * date; after it, the first step is the first notice, the last one (of two or more) the final
 * notice, any between a second notice.
 */
export function noticeOfStep(schedule: number[], step: number): OverdueNotice | undefined {
  const overdue = schedule.filter((s) => s > 0);
  const at = overdue.indexOf(step);
  if (at < 0) return undefined;
  if (at === overdue.length - 1 && at > 0) return 'final';
  return at === 0 ? 'first' : 'second';
}

// A header line cannot hold line breaks or other controls; names are shown on one line.
// eslint-disable-next-line no-control-regex
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** 'is due on 04/09/2025' or 'is due today, 04/09/2025' (not yet past due). */
function whenDue(dueDate: string, today: string): string {
  const due = formatUsDate(dueDate);
  return dueDate === today ? `is due today, ${due}` : `is due on ${due}`;
}

/** What each notice says before the invoice, asks of the client, and puts in the subject. */
const NOTICE: Record<OverdueNotice, { opening: string; ask: string; subject: string }> = {
  first: {
    opening: 'Our records show that',
    ask: 'Please arrange payment at your earliest convenience.',
    subject: 'Payment reminder',
  },
  second: {
    opening: 'This is our second notice:',
    ask: 'Please arrange payment now, or let us know if something about this invoice stands in the way.',
    subject: 'Second notice',
  },
  final: {
    opening: 'This is our final notice:',
    ask: 'Please pay it without further delay, or contact us today if it cannot be paid.',
    subject: 'Final notice',
  },
};

/** The paragraphs between the greeting and the closing of an invoice not yet past due. */
function dueBody(doc: InvoiceDocument, { reminder, today }: InvoiceMailOptions): string[] {
  const invoice = `invoice ${doc.number} for ${formatDollars(textToCents(doc.amount))}`;
  if (!reminder) {
    return [
      `We are sending you ${invoice}, which ${whenDue(doc.dueDate, today)}.`,
      'The invoice is attached to this e-mail as a PDF.',
      'Thank you for your business.',
    ];
  }
  return [
    `This is a friendly reminder that ${invoice} ${whenDue(doc.dueDate, today)}.`,
    'A copy of the invoice is attached to this e-mail as a PDF. If you have already paid it, ' +
      'please disregard this reminder.',
    'Thank you for your prompt attention.',
  ];
}

/** The paragraphs of a past-due invoice: how late, the ask of its notice, the attachment. */
function overdueBody(
  doc: InvoiceDocument,
  { reminder, today }: InvoiceMailOptions,
  notice: OverdueNotice,
): string[] {
  const invoice = `invoice ${doc.number} for ${formatDollars(textToCents(doc.amount))}`;
  const late = `${formatUsDate(doc.dueDate)} and is now ${daysText(daysBetween(doc.dueDate, today))} overdue`;
  const first = reminder
    ? `${NOTICE[notice].opening} ${invoice} was due on ${late}.`
    : `We are sending you ${invoice}, which was due on ${late}.`;
  return [
    first,
    NOTICE[notice].ask,
    reminder
      ? 'A copy of the invoice is attached to this e-mail as a PDF. If you have already paid ' +
        'it, please disregard this reminder.'
      : 'The invoice is attached to this e-mail as a PDF.',
    'Thank you for your prompt attention.',
  ];
}

/** Subject, plain text and HTML of a first send, a reminder or an overdue notice. */
export function invoiceMailText(
  doc: InvoiceDocument,
  options: InvoiceMailOptions,
): InvoiceMailText {
  const corp = oneLine(doc.from.name);
  const greeting = `Dear ${oneLine(options.recipient) || oneLine(doc.to.name)},`;
  const invoice = `invoice ${doc.number} from ${corp}`;
  let subject: string;
  let paragraphs: string[];
  if (doc.dueDate < options.today) {
    const notice = options.notice ?? 'first';
    const days = daysText(daysBetween(doc.dueDate, options.today));
    // a first send by hand is not yet a notice; the schedule's e-mails always are
    subject =
      options.reminder || options.notice
        ? `${NOTICE[notice].subject}: ${invoice} is ${days} overdue`
        : `Invoice ${doc.number} from ${corp} is ${days} overdue`;
    paragraphs = overdueBody(doc, options, notice);
  } else {
    subject = options.reminder ? `Reminder: ${invoice}` : `Invoice ${doc.number} from ${corp}`;
    paragraphs = dueBody(doc, options);
  }
  return {
    subject,
    text: [greeting, ...paragraphs, `Kind regards,\n${corp}`].join('\n\n') + '\n',
    html:
      [greeting, ...paragraphs].map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
      `<p>Kind regards,<br>${escapeHtml(corp)}</p>`,
  };
}
