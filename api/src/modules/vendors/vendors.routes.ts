/**
 * Vendors of the request's corporation (super: the X-Corp-ID one; employer: their own; employees
 * 403). Every query runs in a tenant transaction, so another corporation's vendor is simply not found.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/audit.js';
import { auditedUpdate, omitting } from '../audit/audited-update.js';
import { findVendor, insertVendor, listVendors, updateVendor } from './vendors.repo.js';
import { findOr404 } from '../common/find-or-404.js';
import { tenantListRoute } from '../common/list-route.js';
import { assertTenantExists } from '../common/references.js';
import { IdParams } from '../common/schemas.js';
import { Vendor, VendorInput, VendorListQuery, VendorRow } from '@staffledger/contracts/schemas';
import { toVendorValues } from './vendors.validate.js';
import { errors, tenantOf } from '../common/routes.js';
import { staff } from '../../plugins/roles.js';
import { IdempotencyHeaders, once } from '../common/idempotency.js';

export default async function vendorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  tenantListRoute(app, {
    path: '/vendors',
    tag: 'vendors',
    what: 'vendors',
    querystring: VendorListQuery,
    row: VendorRow,
    list: listVendors,
  });

  app.get(
    '/vendors/:id',
    {
      config: staff,
      schema: {
        tags: ['vendors'],
        summary: 'One vendor with its contacts',
        params: IdParams,
        response: { 200: Vendor, ...errors },
      },
    },
    async (request) =>
      findOr404(
        app.withTenant(request, (tx) => findVendor(tx, request.params.id)),
        'Vendor not found.',
      ),
  );

  app.post(
    '/vendors',
    {
      config: staff,
      schema: {
        headers: IdempotencyHeaders,
        tags: ['vendors'],
        summary: 'Create a vendor with its contacts in the selected corporation',
        body: VendorInput,
        response: { 201: Vendor, ...errors },
      },
    },
    async (request, reply) => {
      const corpId = tenantOf(request);
      const values = toVendorValues(request.body);
      const vendor = await app.withTenant(request, (tx) =>
        once(tx, request, async () => {
          await assertTenantExists(tx);
          const id = await insertVendor(tx, corpId, values);
          await recordAudit(tx, request, {
            entity: 'vendor',
            entityId: id,
            action: 'create',
            changes: values,
          });
          return (await findVendor(tx, id)) as Vendor;
        }),
      );
      reply.code(201);
      return vendor;
    },
  );

  app.put(
    '/vendors/:id',
    {
      config: staff,
      schema: {
        tags: ['vendors'],
        summary: 'Replace a vendor’s fields and contacts',
        params: IdParams,
        body: VendorInput,
        response: { 200: Vendor, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const values = toVendorValues(request.body, id);
      return app.withTenant(request, (tx) =>
        auditedUpdate(tx, request, {
          entity: 'vendor',
          id,
          find: (forUpdate) => findVendor(tx, id, forUpdate),
          notFound: 'Vendor not found.',
          audited: omitting('id', 'updateDate'),
          write: () => updateVendor(tx, id, values),
        }),
      );
    },
  );
}
