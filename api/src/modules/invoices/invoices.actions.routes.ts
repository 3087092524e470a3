/**
 * The actions of an invoice's gear menu (docs/workflows.md#actions): Paid, Send/Remind and Cancel, and the
 * invoice's e-mails (its Reminders panel). Staff only, on the request's corporation; the actions
 * answer the invoice as it now is.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorBody, errors } from '../common/routes.js';
import { staff } from '../../plugins/roles.js';
import { IdParams } from '../common/schemas.js';
import { recipientOfInvoice, sendInvoice } from './invoices.mail.js';
import {
  Invoice,
  InvoiceCancelBody,
  InvoiceMail,
  InvoiceRecipient,
  InvoiceSent,
} from '@staffledger/contracts/schemas';
import { Type } from '@sinclair/typebox';
import { findOr404 } from '../common/find-or-404.js';
import { listInvoiceMails } from './invoice-mails.repo.js';
import { findInvoice } from './invoices.repo.js';
import { markPaid } from './invoices.write.js';
import { cancelInvoice } from './invoices.cancel.js';

const actionErrors = { ...errors, 409: ErrorBody };

export default async function invoiceActionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.put(
    '/invoices/:id/paid',
    {
      config: staff,
      schema: {
        tags: ['invoices'],
        summary: 'Mark a pending or overdue invoice as paid',
        params: IdParams,
        response: { 200: Invoice, ...actionErrors },
      },
    },
    async (request) => app.withTenant(request, (tx) => markPaid(tx, request, request.params.id)),
  );

  app.post(
    '/invoices/:id/cancel',
    {
      config: staff,
      schema: {
        tags: ['invoices'],
        summary:
          'Cancel a sent pending or overdue invoice: it keeps its number and lines, its timesheets go back to Approved',
        params: IdParams,
        body: InvoiceCancelBody,
        response: { 200: Invoice, ...actionErrors },
      },
    },
    async (request) => {
      const reason = request.body?.reason?.trim() || null;
      return app.withTenant(request, (tx) => cancelInvoice(tx, request, request.params.id, reason));
    },
  );

  app.put(
    '/invoices/:id/remind',
    {
      config: staff,
      schema: {
        tags: ['invoices'],
        summary:
          'E-mail a pending or overdue invoice (PDF attached) to the vendor’s billing contact, else its primary contact, and mark it sent; answers the invoice and the address it went to',
        params: IdParams,
        response: { 200: InvoiceSent, ...actionErrors, 502: ErrorBody },
      },
    },
    async (request) => sendInvoice(app, request, request.params.id),
  );

  app.get(
    '/invoices/:id/recipient',
    {
      config: staff,
      schema: {
        tags: ['invoices'],
        summary:
          'To whom Send and Remind would e-mail the invoice now: the vendor’s billing contact, else its primary contact (409 when neither has an address)',
        params: IdParams,
        response: { 200: InvoiceRecipient, ...actionErrors },
      },
    },
    async (request) => app.withTenant(request, (tx) => recipientOfInvoice(tx, request.params.id)),
  );

  app.get(
    '/invoices/:id/reminders',
    {
      config: staff,
      schema: {
        tags: ['invoices'],
        summary:
          'Every e-mail of the invoice, newest first: Send and Remind by hand and the scheduled reminders, with who sent it, to whom and the delivery',
        params: IdParams,
        response: { 200: Type.Array(InvoiceMail), ...errors },
      },
    },
    async (request) =>
      app.withTenant(request, async (tx) => {
        await findOr404(findInvoice(tx, request.params.id), 'Invoice not found.');
        return listInvoiceMails(tx, request.params.id);
      }),
  );
}
