/**
 * Billing arrangements of the request's corporation (super: the X-Corp-ID one; employer: their
 * own; employees 403). Every query runs in a tenant transaction, so another corporation's billing
 * is simply not found, and its employees and vendors are not there to be referenced.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/audit.js';
import { businessToday } from '../common/business-day.js';
import { ErrorBody, errors, tenantOf } from '../common/routes.js';
import { staff } from '../../plugins/roles.js';
import { findOr404 } from '../common/find-or-404.js';
import { assertEmployeeAndVendor } from '../common/references.js';
import { tenantListRoute } from '../common/list-route.js';
import { IdParams } from '../common/schemas.js';
import { assertOwnCorporation } from '../common/validate.js';
import { generateBillingTimesheets } from './billings.generate.js';
import { findBilling, insertBilling, listBillings } from './billings.repo.js';
import { Billing, BillingInput, BillingListQuery } from '@staffledger/contracts/schemas';
import { toBillingValues } from './billings.validate.js';
import { refusingOverlap } from './billings.overlap.js';
import { replaceBilling } from './billings.write.js';
import { IdempotencyHeaders, once } from '../common/idempotency.js';

const writeErrors = { ...errors, 409: ErrorBody };

export default async function billingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  tenantListRoute(app, {
    path: '/billing',
    tag: 'billings',
    what: 'billing arrangements',
    querystring: BillingListQuery,
    row: Billing,
    list: (tx, query, corpId) => listBillings(tx, corpId, query),
  });

  app.get(
    '/billing/:id',
    {
      config: staff,
      schema: {
        tags: ['billings'],
        summary: 'One billing arrangement',
        params: IdParams,
        response: { 200: Billing, ...errors },
      },
    },
    async (request) =>
      findOr404(
        app.withTenant(request, (tx) => findBilling(tx, request.params.id)),
        'Billing not found.',
      ),
  );

  app.post(
    '/billing',
    {
      config: staff,
      schema: {
        headers: IdempotencyHeaders,
        tags: ['billings'],
        summary:
          'Create a billing arrangement (status Pending unless given); an active one gets the timesheets of its periods up to today at once',
        body: BillingInput,
        response: { 201: Billing, ...writeErrors },
      },
    },
    async (request, reply) => {
      const corpId = tenantOf(request);
      assertOwnCorporation(request.body.corpId, corpId);
      const values = toBillingValues(request.body);
      const billing = await app.withTenant(request, (tx) =>
        once(tx, request, async () => {
          await assertEmployeeAndVendor(tx, values);
          const status = values.status ?? 'PENDING';
          const id = await refusingOverlap(tx, values, null, () =>
            insertBilling(tx, corpId, { ...values, status }),
          );
          await recordAudit(tx, request, {
            entity: 'billing',
            entityId: id,
            action: 'create',
            changes: { ...values, billRate: Number(values.billRate), status },
          });
          await generateBillingTimesheets(tx, id, businessToday(), request);
          return (await findBilling(tx, id)) as Billing;
        }),
      );
      reply.code(201);
      return billing;
    },
  );

  app.put(
    '/billing/:id',
    {
      config: staff,
      schema: {
        tags: ['billings'],
        summary:
          'Replace a billing arrangement’s fields (status kept when not given; a cancelled one no longer changes); an active one gets its missing timesheets up to today',
        params: IdParams,
        body: BillingInput,
        response: { 200: Billing, ...writeErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      assertOwnCorporation(request.body.corpId, request.corpId);
      const values = toBillingValues(request.body, id);
      return app.withTenant(request, (tx) => replaceBilling(tx, request, id, values));
    },
  );
}
