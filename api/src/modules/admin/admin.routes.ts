/**
 * Admin settings of the request's corporation (super: the X-Corp-ID one; employer: their own).
 * Every query runs in a tenant transaction, so another corporation's setting is simply not found.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict } from '../../errors.js';
import { recordAudit } from '../audit/audit.js';
import { validateSettingValue } from '../settings/settings.js';
import { findSetting, insertSetting, listSettings, updateSettingValue } from './admin.repo.js';
import {
  AdminCreate,
  AdminListQuery,
  AdminSetting,
  AdminUpdate,
} from '@staffledger/contracts/schemas';
import { findOr404 } from '../common/find-or-404.js';
import { tenantListRoute } from '../common/list-route.js';
import { assertTenantExists } from '../common/references.js';
import { IdParams } from '../common/schemas.js';
import { assertBodyId } from '../common/validate.js';
import { ErrorBody, errors, tenantOf } from '../common/routes.js';
import { staff } from '../../plugins/roles.js';
import { IdempotencyHeaders, once } from '../common/idempotency.js';

export default async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  tenantListRoute(app, {
    path: '/admin',
    tag: 'admin settings',
    what: 'settings',
    querystring: AdminListQuery,
    row: AdminSetting,
    list: listSettings,
  });

  app.get(
    '/admin/:id',
    {
      config: staff,
      schema: {
        tags: ['admin settings'],
        summary: 'One setting',
        params: IdParams,
        response: { 200: AdminSetting, ...errors },
      },
    },
    async (request) =>
      findOr404(
        app.withTenant(request, (tx) => findSetting(tx, request.params.id)),
        'Setting not found.',
      ),
  );

  app.post(
    '/admin',
    {
      config: staff,
      schema: {
        headers: IdempotencyHeaders,
        tags: ['admin settings'],
        summary: 'Add a setting to the selected corporation',
        body: AdminCreate,
        response: { 201: AdminSetting, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const corpId = tenantOf(request);
      const body = request.body;
      const category = body.category.trim().toUpperCase();
      const feature = body.feature.trim();
      const fieldErrors: Record<string, string> = {};
      if (!category) fieldErrors.category = 'Category is required';
      if (!feature) fieldErrors.feature = 'Feature is required';
      const checked = validateSettingValue(category, feature, body.value);
      if (!checked.ok) fieldErrors.value = checked.message;
      if (Object.keys(fieldErrors).length > 0 || !checked.ok) {
        throw badRequest(Object.values(fieldErrors)[0] ?? 'The setting is not valid', fieldErrors);
      }
      const setting = await app.withTenant(request, (tx) =>
        once(tx, request, async () => {
          await assertTenantExists(tx);
          const created = await insertSetting(tx, corpId, {
            category,
            feature,
            description: body.description?.trim() ?? '',
            value: checked.value,
          });
          if (!created) throw conflict(`The setting ${category} / ${feature} already exists.`);
          await recordAudit(tx, request, {
            entity: 'admin_setting',
            entityId: created.id,
            action: 'create',
            changes: { category, feature, description: created.description, value: created.value },
          });
          return created;
        }),
      );
      reply.code(201);
      return setting;
    },
  );

  app.put(
    '/admin/:id',
    {
      config: staff,
      schema: {
        tags: ['admin settings'],
        summary: 'Change a setting’s value (category, feature and description are read-only)',
        params: IdParams,
        body: AdminUpdate,
        response: { 200: AdminSetting, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      assertBodyId(request.body.id, id);
      return app.withTenant(request, async (tx) => {
        const before = await findOr404(findSetting(tx, id, true), 'Setting not found.');
        const checked = validateSettingValue(before.category, before.feature, request.body.value);
        if (!checked.ok) throw badRequest(checked.message, { value: checked.message });
        const after = (await updateSettingValue(tx, id, checked.value)) as AdminSetting;
        await recordAudit(tx, request, {
          entity: 'admin_setting',
          entityId: id,
          action: 'update',
          changes: { value: { from: before.value, to: after.value } },
        });
        return after;
      });
    },
  );
}
