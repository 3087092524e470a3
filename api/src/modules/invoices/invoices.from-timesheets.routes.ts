/**
 * Invoicing approved timesheets in bulk (docs/workflows.md#never-billing-a-week-twice): the list
 * of approved sheets waiting for an invoice, and one invoice for several sheets of one vendor.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  BillableQuery,
  BillableTimesheet,
  Invoice,
  InvoiceFromTimesheets,
} from '@staffledger/contracts/schemas';
import { staff } from '../../plugins/roles.js';
import { IdempotencyHeaders, once } from '../common/idempotency.js';
import { ErrorBody, errors, tenantOf } from '../common/routes.js';
import { listBillable } from './billable.repo.js';
import { invoiceTimesheets } from './from-timesheet.js';
import { findInvoice } from './invoices.repo.js';

export default async function invoicesFromTimesheetsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/invoices/billable',
    {
      config: staff,
      schema: {
        tags: ['invoices'],
        summary:
          'Approved timesheets not invoiced yet, with the amount each would bill (by vendor, period, employee)',
        querystring: BillableQuery,
        response: { 200: Type.Array(BillableTimesheet), ...errors },
      },
    },
    async (request) => {
      const corpId = tenantOf(request);
      return app.withTenant(request, (tx) =>
        listBillable(tx, corpId, request.query.vendorId ?? null),
      );
    },
  );

  app.post(
    '/invoices/from-timesheets',
    {
      config: staff,
      schema: {
        headers: IdempotencyHeaders,
        tags: ['invoices'],
        summary:
          'One Pending invoice for approved timesheets of one vendor, a line per sheet; the sheets are locked (a period already billed is a 409 naming its invoice)',
        body: InvoiceFromTimesheets,
        response: { 201: Invoice, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      tenantOf(request);
      const invoice = await app.withTenant(request, (tx) =>
        once(tx, request, async () => {
          const id = await invoiceTimesheets(tx, request, request.body.timesheetIds);
          return (await findInvoice(tx, id)) as Invoice;
        }),
      );
      reply.code(201);
      return invoice;
    },
  );
}
