/**
 * The actions of an invoice's gear menu (docs/workflows.md#actions): Paid and Send/Remind. Staff
 * only, on the request's corporation; both answer the invoice as it now is.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorBody, errors } from '../common/routes.js';
import { staff } from '../../plugins/roles.js';
import { IdParams } from '../common/schemas.js';
import { sendInvoice } from './invoices.mail.js';
import { Invoice } from '@staffledger/contracts/schemas';
import { markPaid } from './invoices.write.js';

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

  app.put(
    '/invoices/:id/remind',
    {
      config: staff,
      schema: {
        tags: ['invoices'],
        summary:
          'E-mail a pending or overdue invoice (PDF attached) to the vendor’s primary contact and mark it sent',
        params: IdParams,
        response: { 200: Invoice, ...actionErrors, 502: ErrorBody },
      },
    },
    async (request) => sendInvoice(app, request, request.params.id),
  );
}
