/**
 * The invoice as a document (docs/files.md#invoice-documents): an HTML page the UI shows at the
 * invoice's own address in the app (/on/invoices/{id}/view) and a PDF to download, both made from the database on each call and never cached.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { invoicePdfName } from '@staffledger/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../common/routes.js';
import { staff } from '../../plugins/roles.js';
import { findOr404 } from '../common/find-or-404.js';
import { IdParams } from '../common/schemas.js';
import { loadInvoiceDocument, type InvoiceDocument } from './invoices.document.js';
import { INVOICE_HTML_CSP, renderInvoiceHtml } from './invoices.html.js';
import { renderInvoicePdf } from './invoices.pdf.js';

export default async function invoiceDocumentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const load = (request: FastifyRequest, id: number): Promise<InvoiceDocument> =>
    findOr404(
      app.withTenant(request, (tx) => loadInvoiceDocument(tx, id)),
      'Invoice not found.',
    );

  app.get(
    '/invoices/:id/html-view',
    {
      config: staff,
      schema: {
        tags: ['invoices'],
        summary: 'The invoice as a self-contained HTML document (no script)',
        params: IdParams,
        produces: ['text/html'],
        response: { 200: Type.String(), ...errors },
      },
    },
    async (request, reply) => {
      const doc = await load(request, request.params.id);
      return reply
        .header('Content-Security-Policy', INVOICE_HTML_CSP)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .type('text/html; charset=utf-8')
        .send(renderInvoiceHtml(doc));
    },
  );

  app.get(
    '/invoices/:id/pdf-db',
    {
      config: staff,
      schema: {
        tags: ['invoices'],
        summary: 'The invoice as a PDF, made from the database (always a download)',
        params: IdParams,
        produces: ['application/pdf'],
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errors },
      },
    },
    async (request, reply) => {
      const doc = await load(request, request.params.id);
      const pdf = Buffer.from(await renderInvoicePdf(doc));
      return reply
        .header('Content-Disposition', `attachment; filename="${invoicePdfName(doc.number)}"`)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Length', String(pdf.length))
        .type('application/pdf')
        .send(pdf);
    },
  );
}
