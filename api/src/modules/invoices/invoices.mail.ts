/**
 * Send and Remind (docs/workflows.md#actions): the invoice PDF is e-mailed to the vendor's billing
 * contact (else its primary contact) and the invoice is marked sent. The e-mail goes out between
 * two tenant transactions, so no transaction waits on the mail server; a failed delivery marks
 * nothing but is recorded in the invoice's e-mails, as every attempt is.
 */
import { invoicePdfName, invoiceStatusesInto, isInvoicePayable } from '@staffledger/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { AppError, conflict } from '../../errors.js';
import { recordAudit } from '../audit/audit.js';
import { businessToday } from '../common/business-day.js';
import { findOr404 } from '../common/find-or-404.js';
import { loadInvoiceDocument, type InvoiceDocument } from './invoices.document.js';
import { invoiceMailText, type InvoiceMailOptions } from './invoices.mail-text.js';
import { renderInvoicePdf } from './invoices.pdf.js';
import { findInvoice, markInvoiceSent } from './invoices.repo.js';
import { recordInvoiceMail } from './invoice-mails.repo.js';
import type { InvoiceRecipient, InvoiceSent } from '@staffledger/contracts/schemas';

export const NO_RECIPIENT = 'The vendor has no billing or primary contact with an e-mail address.';

const mailFailed = () =>
  new AppError(502, 'mail_failed', 'The invoice could not be e-mailed. Try again later.');

/**
 * Who receives a vendor's invoices: its billing contact with an e-mail address, else its primary
 * contact with one; their address and name ('' without one).
 */
export async function invoiceRecipient(
  tx: Tx,
  vendorId: number,
): Promise<InvoiceRecipient | undefined> {
  const { rows } = await tx.query<{ email: string; name: string }>(
    `SELECT btrim(email) AS email, btrim(COALESCE(name, '')) AS name FROM vendor_contacts
      WHERE vendor_id = $1 AND (is_billing OR is_primary) AND btrim(COALESCE(email, '')) <> ''
      ORDER BY is_billing DESC
      LIMIT 1`,
    [vendorId],
  );
  return rows[0];
}

/** To whom Send and Remind would e-mail the invoice now (404 without it, 409 without anyone). */
export async function recipientOfInvoice(tx: Tx, id: number): Promise<InvoiceRecipient> {
  const invoice = await findOr404(findInvoice(tx, id), 'Invoice not found.');
  const contact = await invoiceRecipient(tx, invoice.vendorId);
  if (!contact) throw conflict(NO_RECIPIENT);
  return contact;
}

/** The message of a first send or a reminder, with the PDF attached. */
export function invoiceMessage(doc: InvoiceDocument, options: InvoiceMailOptions, pdf: Uint8Array) {
  return {
    ...invoiceMailText(doc, options),
    attachments: [
      {
        filename: invoicePdfName(doc.number),
        content: Buffer.from(pdf),
        contentType: 'application/pdf',
      },
    ],
  };
}

const DELETED_UNDELIVERED =
  'The invoice was deleted while its e-mail was being sent; the e-mail could not be delivered.';

/**
 * Locks the invoice once its e-mail has gone out (or failed to). The e-mail goes out between two
 * transactions, so another user may have deleted the unsent invoice meanwhile: that is a 409 saying
 * so, with nothing recorded against an invoice that is gone (the outbox keeps the e-mail).
 */
async function stillThere(tx: Tx, id: number, deleted: string): Promise<void> {
  if (!(await findInvoice(tx, id, true))) throw conflict(deleted);
}

/**
 * E-mails a Pending or Overdue invoice to its vendor's billing or primary contact (Send the first time,
 * Remind after) and answers the invoice, now marked sent, with the address it went to.
 */
export async function sendInvoice(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<InvoiceSent> {
  const { invoice, to, recipient, doc } = await app.withTenant(request, async (tx) => {
    const found = await findOr404(findInvoice(tx, id), 'Invoice not found.');
    if (!isInvoicePayable(found.status)) {
      throw conflict(`Only a ${invoiceStatusesInto('PAID')} invoice can be sent.`);
    }
    const contact = await invoiceRecipient(tx, found.vendorId);
    if (!contact) throw conflict(NO_RECIPIENT);
    return {
      invoice: found,
      to: contact.email,
      recipient: contact.name,
      doc: (await loadInvoiceDocument(tx, id)) as InvoiceDocument,
    };
  });

  const reminder = invoice.sent;
  const message = invoiceMessage(
    doc,
    { reminder, recipient, today: businessToday() },
    await renderInvoicePdf(doc),
  );
  const result = await app.mailer.send({ ...message, to, corpId: request.corpId });
  const mail = {
    invoiceId: id,
    kind: reminder ? ('remind' as const) : ('send' as const),
    sentBy: request.auth?.username ?? null,
    to,
    outboxId: result.id,
    delivery: result.deliveryStatus,
  };
  if (result.deliveryStatus.startsWith('failed')) {
    await app.withTenant(request, async (tx) => {
      await stillThere(tx, id, DELETED_UNDELIVERED);
      await recordInvoiceMail(tx, mail);
    });
    throw mailFailed();
  }

  return app.withTenant(request, async (tx) => {
    await stillThere(tx, id, `The invoice was deleted while its e-mail went out to ${to}.`);
    await recordInvoiceMail(tx, mail);
    // the e-mail went out: record it even if the invoice changed status meanwhile
    await findOr404(markInvoiceSent(tx, id), 'Invoice not found.');
    await recordAudit(tx, request, {
      entity: 'invoice',
      entityId: id,
      action: reminder ? 'remind' : 'send',
      changes: { to, subject: message.subject, outboxId: result.id },
    });
    return { ...(await findOr404(findInvoice(tx, id), 'Invoice not found.')), sentTo: to };
  });
}
