/**
 * Invoices of the request's corporation (super: the X-Corp-ID one; employer: their own; employees
 * 403). Every query runs in a tenant transaction, so another corporation's invoice is simply not
 * found, and its vendors are not there to be referenced.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorBody, errors, tenantOf } from '../common/routes.js';
import { staff } from '../../plugins/roles.js';
import { findOr404 } from '../common/find-or-404.js';
import { tenantListRoute } from '../common/list-route.js';
import { IdParams } from '../common/schemas.js';
import { assertOwnCorporation } from '../common/validate.js';
import { findInvoice, invoiceStatuses, listInvoices } from './invoices.repo.js';
import {
  Invoice,
  InvoiceInput,
  InvoiceListQuery,
  InvoiceRow,
  InvoiceStatuses,
} from '@staffledger/contracts/schemas';
import { toInvoiceValues } from './invoices.validate.js';
import { createInvoice, removeInvoice, replaceInvoice } from './invoices.write.js';
import { IdempotencyHeaders, once } from '../common/idempotency.js';

const writeErrors = { ...errors, 409: ErrorBody };

export default async function invoicesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  tenantListRoute(app, {
    path: '/invoices',
    tag: 'invoices',
    what: 'invoices',
    querystring: InvoiceListQuery,
    row: InvoiceRow,
    list: (tx, query, corpId) => listInvoices(tx, corpId, query),
  });

  // a static path: the router prefers it to `/invoices/:id`, whatever the registration order
  app.get(
    '/invoices/statuses',
    {
      config: staff,
      schema: {
        tags: ['invoices'],
        summary: 'The statuses the corporation’s invoices are in (what the status filter offers)',
        response: { 200: InvoiceStatuses, ...errors },
      },
    },
    async (request) => {
      const corpId = request.corpId;
      if (corpId === null) return [];
      return app.withTenant(request, (tx) => invoiceStatuses(tx, corpId));
    },
  );

  app.get(
    '/invoices/:id',
    {
      config: staff,
      schema: {
        tags: ['invoices'],
        summary: 'One invoice with its lines',
        params: IdParams,
        response: { 200: Invoice, ...errors },
      },
    },
    async (request) =>
      findOr404(
        app.withTenant(request, (tx) => findInvoice(tx, request.params.id)),
        'Invoice not found.',
      ),
  );

  app.post(
    '/invoices',
    {
      config: staff,
      schema: {
        headers: IdempotencyHeaders,
        tags: ['invoices'],
        summary:
          'Create an invoice (numbered from the corporation’s sequence; Pending unless given)',
        body: InvoiceInput,
        response: { 201: Invoice, ...writeErrors },
      },
    },
    async (request, reply) => {
      const corpId = tenantOf(request);
      assertOwnCorporation(request.body.corpId, corpId);
      const values = toInvoiceValues(request.body);
      const invoice = await app.withTenant(request, (tx) =>
        once(tx, request, () => createInvoice(tx, request, corpId, values)),
      );
      reply.code(201);
      return invoice;
    },
  );

  app.put(
    '/invoices/:id',
    {
      config: staff,
      schema: {
        tags: ['invoices'],
        summary:
          'Replace an invoice’s fields and lines (status kept when not given; a paid or cancelled one no longer changes)',
        params: IdParams,
        body: InvoiceInput,
        response: { 200: Invoice, ...writeErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      assertOwnCorporation(request.body.corpId, request.corpId);
      const values = toInvoiceValues(request.body, id);
      return app.withTenant(request, (tx) => replaceInvoice(tx, request, id, values));
    },
  );

  app.delete(
    '/invoices/:id',
    {
      config: staff,
      schema: {
        tags: ['invoices'],
        summary: 'Delete an invoice (not a paid one); its timesheet returns to Approved',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...writeErrors },
      },
    },
    async (request, reply) => {
      await app.withTenant(request, (tx) => removeInvoice(tx, request, request.params.id));
      return reply.code(204).send(null);
    },
  );
}
