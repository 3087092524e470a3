/**
 * Send and Remind (DESIGN §5): the invoice PDF is e-mailed to the vendor's primary contact and the
 * invoice is marked sent. The e-mail goes out between two tenant transactions, so no transaction
 * waits on the mail server; a failed delivery marks nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { AppError, conflict, notFound } from '../../errors.js';
import { recordAudit } from '../audit/audit.js';
import { escapeHtml } from './invoices.html.js';
import { formatDollars } from './invoices.money.js';
import { loadInvoiceDocument, usDate, type InvoiceDocument } from './invoices.document.js';
import { renderInvoicePdf } from './invoices.pdf.js';
import { findInvoice, markInvoiceSent } from './invoices.repo.js';
import type { Invoice } from './invoices.schemas.js';

export const NO_RECIPIENT = 'The vendor has no primary contact with an e-mail address.';

const mailFailed = () =>
  new AppError(502, 'mail_failed', 'The invoice could not be e-mailed. Try again later.');

async function primaryContactEmail(tx: Tx, vendorId: number): Promise<string | undefined> {
  const { rows } = await tx.query<{ email: string }>(
    `SELECT btrim(email) AS email FROM vendor_contacts
      WHERE vendor_id = $1 AND is_primary AND btrim(COALESCE(email, '')) <> ''`,
    [vendorId],
  );
  return rows[0]?.email;
}

// A header line cannot hold line breaks or other controls; names are shown on one line.
// eslint-disable-next-line no-control-regex
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/** The message of a first send or a reminder, with the PDF attached. */
function invoiceMessage(doc: InvoiceDocument, reminder: boolean, pdf: Uint8Array) {
  const corp = oneLine(doc.from.name);
  const subject = reminder
    ? `Reminder: invoice ${doc.number} from ${corp}`
    : `Invoice ${doc.number} from ${corp}`;
  const opening = reminder ? 'This is a reminder that invoice' : 'Please find attached invoice';
  const sentence = `${opening} ${doc.number} for ${formatDollars(doc.amount)}, due ${usDate(doc.dueDate)}.`;
  return {
    subject,
    text: `Dear ${oneLine(doc.to.name)},\n\n${sentence}\n\nThank you,\n${corp}\n`,
    html:
      `<p>Dear ${escapeHtml(oneLine(doc.to.name))},</p><p>${escapeHtml(sentence)}</p>` +
      `<p>Thank you,<br>${escapeHtml(corp)}</p>`,
    attachments: [
      {
        // a number prefix may hold '/', which a file name cannot
        filename: `invoice-${doc.number.replace(/[/\\]/g, '-')}.pdf`,
        content: Buffer.from(pdf),
        contentType: 'application/pdf',
      },
    ],
  };
}

/**
 * E-mails a Pending or Overdue invoice to its vendor's primary contact (Send the first time,
 * Remind after) and answers the invoice, now marked sent.
 */
export async function sendInvoice(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<Invoice> {
  const { invoice, to, doc } = await app.withTenant(request, async (tx) => {
    const found = await findInvoice(tx, id);
    if (!found) throw notFound('Invoice not found.');
    if (found.status !== 'PENDING' && found.status !== 'OVERDUE') {
      throw conflict('Only a pending or overdue invoice can be sent.');
    }
    const email = await primaryContactEmail(tx, found.vendorId);
    if (!email) throw conflict(NO_RECIPIENT);
    return {
      invoice: found,
      to: email,
      doc: (await loadInvoiceDocument(tx, id)) as InvoiceDocument,
    };
  });

  const reminder = invoice.sent;
  const message = invoiceMessage(doc, reminder, await renderInvoicePdf(doc));
  const result = await app.mailer.send({ ...message, to, corpId: request.corpId });
  if (result.deliveryStatus.startsWith('failed')) throw mailFailed();

  return app.withTenant(request, async (tx) => {
    // the e-mail went out: record it even if the invoice changed status meanwhile
    if (!(await markInvoiceSent(tx, id))) throw notFound('Invoice not found.');
    await recordAudit(tx, request, {
      entity: 'invoice',
      entityId: id,
      action: reminder ? 'remind' : 'send',
      changes: { to, subject: message.subject, outboxId: result.id },
    });
    return (await findInvoice(tx, id)) as Invoice;
  });
}
