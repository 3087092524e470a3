/**
 * The words of the invoice e-mail (Send and Remind): a greeting, whole sentences naming the
 * invoice, its amount and its due date, the attachment, a closing and the corporation. Whether the
 * invoice is still to be paid, due today or past due is read against today's date by the New York
 * calendar, the one invoices fall due by (the overdue job uses it too).
 */
import { escapeHtml } from './invoices.html.js';
import { formatDollars, formatUsDate, textToCents } from '@staffledger/contracts';
import type { InvoiceDocument } from './invoices.document.js';

export type InvoiceMailOptions = {
  /** A reminder of an invoice sent before, rather than its first sending. */
  reminder: boolean;
  /** Whom the greeting names: the primary contact. */
  recipient: string;
  /** Today, `YYYY-MM-DD`, by the New York calendar. */
  today: string;
};

export type InvoiceMailText = { subject: string; text: string; html: string };

// A header line cannot hold line breaks or other controls; names are shown on one line.
// eslint-disable-next-line no-control-regex
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/** 'is due on 04/09/2025', 'is due today, 04/09/2025' or 'was due on 04/09/2025'. */
function whenDue(dueDate: string, today: string): string {
  const due = formatUsDate(dueDate);
  if (dueDate > today) return `is due on ${due}`;
  if (dueDate === today) return `is due today, ${due}`;
  return `was due on ${due}`;
}

/** The paragraphs between the greeting and the closing. */
function body(doc: InvoiceDocument, { reminder, today }: InvoiceMailOptions): string[] {
  const invoice = `invoice ${doc.number} for ${formatDollars(textToCents(doc.amount))}`;
  if (!reminder) {
    return [
      `We are sending you ${invoice}, which ${whenDue(doc.dueDate, today)}.`,
      'The invoice is attached to this e-mail as a PDF.',
      'Thank you for your business.',
    ];
  }
  const first =
    doc.dueDate < today
      ? `Our records show that ${invoice} was due on ${formatUsDate(doc.dueDate)} and remains unpaid.`
      : `This is a friendly reminder that ${invoice} ${whenDue(doc.dueDate, today)}.`;
  return [
    first,
    'A copy of the invoice is attached to this e-mail as a PDF. If you have already paid it, ' +
      'please disregard this reminder.',
    'Thank you for your prompt attention.',
  ];
}

/** Subject, plain text and HTML of a first send or a reminder. */
export function invoiceMailText(
  doc: InvoiceDocument,
  options: InvoiceMailOptions,
): InvoiceMailText {
  const corp = oneLine(doc.from.name);
  const greeting = `Dear ${oneLine(options.recipient) || oneLine(doc.to.name)},`;
  const paragraphs = body(doc, options);
  const subject = options.reminder
    ? `Reminder: invoice ${doc.number} from ${corp}`
    : `Invoice ${doc.number} from ${corp}`;
  return {
    subject,
    text: [greeting, ...paragraphs, `Kind regards,\n${corp}`].join('\n\n') + '\n',
    html:
      [greeting, ...paragraphs].map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
      `<p>Kind regards,<br>${escapeHtml(corp)}</p>`,
  };
}
