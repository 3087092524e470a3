/**
 * Corporations (the tenants): super users list, create and change them; every signed-in user may
 * read their own corporation and its logo.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { isSuper, superOnly } from '../../plugins/roles.js';
import { recordAudit } from '../audit/audit.js';
import { auditedUpdate, omitting } from '../audit/audited-update.js';
import { insertDefaultSettings } from '../admin/admin.repo.js';
import { logoFilename, readLogoUpload } from './corps.logo.js';
import {
  findCorp,
  findLogo,
  insertCorp,
  listCorps,
  lockCorp,
  saveLogo,
  updateCorp,
} from './corps.repo.js';
import { findOr404 } from '../common/find-or-404.js';
import { transactionalListHandler } from '../common/list-route.js';
import { IdParams } from '../common/schemas.js';
import { assertBodyId } from '../common/validate.js';
import { Corp, CorpInput, CorpListQuery, CorpRow, LogoSaved } from '@staffledger/contracts/schemas';
import { toCorpValues } from './corps.validate.js';
import { ErrorBody, errors } from '../common/routes.js';
import { IdempotencyHeaders, once } from '../common/idempotency.js';

/** Audit rows of a corporation's changes belong to that corporation, whoever is selected. */
export const actorFor = (request: FastifyRequest, corpId: number) => ({
  userId: request.auth?.userId ?? null,
  username: request.auth?.username ?? null,
  corpId,
});

/**
 * Reads as the caller may: a super user any corporation (as the owner), anyone else only the
 * corporation of their token (as the request role, so row-level security agrees).
 */
function readAs<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  fn: (tx: Tx) => Promise<T | undefined>,
): Promise<T | undefined> {
  if (isSuper(request.auth)) return app.withSystem(fn);
  if (request.auth?.corpId !== id) return Promise.resolve(undefined);
  return app.withTenant(request, fn);
}

export default async function corpsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/corps',
    {
      config: superOnly,
      schema: {
        tags: ['corporations'],
        summary: 'List corporations (filtered, sorted, optionally paged)',
        querystring: CorpListQuery,
        response: { 200: Type.Array(CorpRow), ...errors },
      },
    },
    transactionalListHandler(
      (_request, fn) => app.withSystem(fn),
      (tx, request) => listCorps(tx, request.query),
      CorpRow,
    ),
  );

  app.post(
    '/corps',
    {
      config: superOnly,
      schema: {
        headers: IdempotencyHeaders,
        tags: ['corporations'],
        summary: 'Create a corporation with its contacts and default admin settings',
        body: CorpInput,
        response: { 201: Corp, ...errors },
      },
    },
    async (request, reply) => {
      assertBodyId(request.body.id, undefined, 'A new corporation has no id');
      const values = toCorpValues(request.body);
      const corp = await app.withSystem((tx) =>
        once(tx, request, async () => {
          const id = await insertCorp(tx, values);
          const settings = await insertDefaultSettings(tx, id, values.name);
          const actor = actorFor(request, id);
          await recordAudit(tx, request, {
            entity: 'corporation',
            entityId: id,
            action: 'create',
            changes: values,
            actor,
          });
          for (const s of settings) {
            const { category, feature, description, value } = s;
            await recordAudit(tx, request, {
              entity: 'admin_setting',
              entityId: s.id,
              action: 'create',
              changes: { category, feature, description, value },
              actor,
            });
          }
          return (await findCorp(tx, id)) as Corp;
        }),
      );
      reply.code(201);
      return corp;
    },
  );

  app.get(
    '/corps/:id',
    {
      schema: {
        tags: ['corporations'],
        summary: 'One corporation with its contacts (others than super: only their own)',
        params: IdParams,
        response: { 200: Corp, ...errors },
      },
    },
    async (request) =>
      findOr404(
        readAs(app, request, request.params.id, (tx) => findCorp(tx, request.params.id)),
        'Corporation not found.',
      ),
  );

  app.put(
    '/corps/:id',
    {
      config: superOnly,
      schema: {
        tags: ['corporations'],
        summary: 'Replace a corporation’s fields and contacts',
        params: IdParams,
        body: CorpInput,
        response: { 200: Corp, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const values = toCorpValues(request.body, id);
      return app.withSystem((tx) =>
        auditedUpdate(tx, request, {
          entity: 'corporation',
          id,
          find: async (forUpdate) => {
            if (forUpdate && !(await lockCorp(tx, id))) return undefined;
            return findCorp(tx, id);
          },
          notFound: 'Corporation not found.',
          audited: omitting('updateDate', 'hasLogo', 'id'),
          write: () => updateCorp(tx, id, values),
          actor: actorFor(request, id),
        }),
      );
    },
  );

  app.put(
    '/corps/:id/logo',
    {
      config: superOnly,
      schema: {
        tags: ['corporations'],
        summary: 'Upload or replace the logo (multipart field "logo"; PNG, JPEG or WebP; 2 MiB)',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: LogoSaved, ...errors, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { data, type } = await readLogoUpload(request);
      await app.withSystem(async (tx) => {
        await findOr404(lockCorp(tx, id), 'Corporation not found.');
        await saveLogo(tx, id, type.contentType, data);
        await recordAudit(tx, request, {
          entity: 'corporation',
          entityId: id,
          action: 'update',
          changes: { logo: { contentType: type.contentType, size: data.length } },
          actor: actorFor(request, id),
        });
      });
      return { id, hasLogo: true };
    },
  );

  app.get(
    '/corps/:id/logo',
    {
      schema: {
        tags: ['corporations'],
        summary: 'The logo image (others than super: only their own corporation’s)',
        params: IdParams,
        produces: ['image/png', 'image/jpeg', 'image/webp'],
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errors },
      },
    },
    async (request, reply) => {
      const logo = await findOr404(
        readAs(app, request, request.params.id, (tx) => findLogo(tx, request.params.id)),
        'This corporation has no logo.',
      );
      const etag = `"${logo.size.toString(36)}-${logo.updatedAt.getTime().toString(36)}"`;
      reply
        .header('Cache-Control', 'private, no-cache')
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .header('Content-Disposition', `inline; filename="${logoFilename(logo.contentType)}"`)
        .type(logo.contentType);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(logo.data);
    },
  );
}
