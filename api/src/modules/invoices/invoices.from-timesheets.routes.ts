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
  BillableVendor,
  BillableVendorQuery,
  Invoice,
  InvoiceFromTimesheets,
} from '@staffledger/contracts/schemas';
import { staff } from '../../plugins/roles.js';
import { IdempotencyHeaders, once } from '../common/idempotency.js';
import { ErrorBody, errors, tenantOf } from '../common/routes.js';
import { businessToday } from '../common/business-day.js';
import { listHandler } from '../common/list-route.js';
import { listBillable, listBillableVendors } from './billable.repo.js';
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
          'A page of the approved timesheets whose week is over and that are not invoiced yet, with the amount each would bill (by vendor, period, employee; the total in X-Total-Count)',
        querystring: BillableQuery,
        response: { 200: Type.Array(BillableTimesheet), ...errors },
      },
    },
    listHandler((request) => {
      const corpId = tenantOf(request);
      const query = request.query as BillableQuery;
      return app.withTenant(request, (tx) => listBillable(tx, corpId, businessToday(), query));
    }),
  );

  app.get(
    '/invoices/billable/vendors',
    {
      config: staff,
      schema: {
        tags: ['invoices'],
        summary:
          'A page of the vendors with approved timesheets waiting for an invoice, by name, with their count of weeks and what they bill (the total in X-Total-Count)',
        querystring: BillableVendorQuery,
        response: { 200: Type.Array(BillableVendor), ...errors },
      },
    },
    listHandler((request) => {
      const corpId = tenantOf(request);
      const query = request.query as BillableVendorQuery;
      return app.withTenant(request, (tx) =>
        listBillableVendors(tx, corpId, businessToday(), query),
      );
    }),
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
