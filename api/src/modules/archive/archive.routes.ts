/**
 * GET /corps/{id}/archive: the whole corporation as one ZIP (docs/files.md#a-corporations-archive),
 * for a super user any corporation, for an employer their own. It is streamed as it is read, in
 * one snapshot that holds the corporation against deletion until the last byte is sent.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
import { LOCK_NOT_AVAILABLE } from '../../db/tenant.js';
import { conflict, notFound } from '../../errors.js';
import { isSuper, staff } from '../../plugins/roles.js';
import { ErrorBody, errors } from '../common/routes.js';
import { IdParams } from '../common/schemas.js';
import { findCorp } from '../corps/corps.repo.js';
import { attachmentDisposition } from '../files/filenames.js';
import { archiveSink } from './archive.sink.js';
import { writeArchive } from './archive.write.js';

const NOT_FOUND = 'Corporation not found.';
export const ARCHIVE_BUSY =
  'The corporation is being deleted or changed by another request. Try again in a moment.';

/** `<corporation>-export.zip`, the name the archive is saved under. */
export const archiveFilename = (corpName: string) => `${corpName}-export.zip`;

export default async function archiveRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/corps/:id/archive',
    {
      config: staff,
      schema: {
        tags: ['corporations'],
        summary:
          'The whole corporation as one ZIP: a spreadsheet per resource, every file, a manifest (streamed)',
        params: IdParams,
        produces: ['application/zip'],
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
          ...errors,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isSuper(request.auth) && request.auth?.corpId !== id) throw notFound(NOT_FOUND);
      const body = new PassThrough();
      let opened!: (name: string) => void;
      const started = new Promise<string>((resolve) => (opened = resolve));
      let streaming = false;
      const work = (async () => {
        try {
          const done = await app.withCorpSnapshot(request, id, async (tx) => {
            const corp = await findCorp(tx, id);
            if (!corp) return undefined;
            streaming = true;
            opened(corp.name);
            await writeArchive(
              tx,
              { id, name: corp.name },
              request.auth?.username ?? null,
              archiveSink(body),
            );
            body.end();
            return true;
          });
          if (!done) throw notFound(NOT_FOUND);
        } catch (err) {
          if ((err as { code?: string }).code === LOCK_NOT_AVAILABLE) throw conflict(ARCHIVE_BUSY);
          throw err;
        }
      })();
      work.catch((err: unknown) => {
        if (!streaming) return;
        // the answer has begun: all that is left is to cut it, so that it is not taken as whole
        body.destroy(err instanceof Error ? err : new Error(String(err)));
        request.log.warn({ err }, 'a corporation archive ended early');
      });
      const name = await Promise.race([started, work.then(() => null)]);
      if (name === null) throw notFound(NOT_FOUND);
      // a client that goes away ends the stream, the writing, and the transaction with them
      reply.raw.once('close', () => body.destroy());
      return reply
        .header('Content-Disposition', attachmentDisposition(archiveFilename(name)))
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .type('application/zip')
        .send(body);
    },
  );
}
