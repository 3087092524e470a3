/**
 * Deleting a corporation and every row of it: super users only, the name typed again as a
 * confirmation, refused while another request holds the corporation
 * (docs/roles-and-tenancy.md#deleting-a-corporation).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { CorpDeleteInput } from '@staffledger/contracts/schemas';
import { badRequest, conflict, notFound } from '../../errors.js';
import { superOnly } from '../../plugins/roles.js';
import { recordAudit } from '../audit/audit.js';
import { ErrorBody, errors } from '../common/routes.js';
import { IdParams } from '../common/schemas.js';
import { deleteCorpRows, lockCorpForDelete } from './corps.delete.js';
import { actorFor } from './corps.routes.js';

const IN_USE =
  'This corporation is in use by another request (an export, or a change being saved). Nothing was deleted; try again in a moment.';

/** PostgreSQL's lock_not_available (NOWAIT, lock timeout) and deadlock_detected. */
const LOCK_FAILURES = new Set(['55P03', '40P01']);

export default async function corpDeleteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.delete(
    '/corps/:id',
    {
      config: superOnly,
      schema: {
        tags: ['corporations'],
        summary:
          'Delete a corporation and every row of it (its name typed in the body); its audit rows are kept',
        params: IdParams,
        body: CorpDeleteInput,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      try {
        await app.withSystem(async (tx) => {
          const name = await lockCorpForDelete(tx, id);
          if (name === undefined) throw notFound('Corporation not found.');
          if (request.body.name.trim() !== name) {
            throw badRequest(
              'The name typed is not this corporation’s name. Nothing was deleted.',
              {
                name: 'Type the corporation’s name exactly as it is written',
              },
            );
          }
          const removed = await deleteCorpRows(tx, id);
          await recordAudit(tx, request, {
            entity: 'corporation',
            entityId: id,
            action: 'delete',
            changes: { name, removed },
            actor: actorFor(request, id),
          });
        });
      } catch (err) {
        if (LOCK_FAILURES.has((err as { code?: string }).code ?? '')) throw conflict(IN_USE);
        throw err;
      }
      return reply.code(204).send(null);
    },
  );
}
