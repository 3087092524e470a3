/**
 * Attachments of a timesheet (docs/files.md#timesheet-attachments): staff of the corporation, the
 * timesheet's own employee and that employee's guest list, download, upload and delete them;
 * uploads and deletes only while the timesheet is editable. Registered once for signed-in users and
 * once for guests (sheet-routes.ts).
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../../errors.js';
import { actorName, recordAudit } from '../audit/audit.js';
import { ErrorBody } from '../common/routes.js';
import { findOr404 } from '../common/find-or-404.js';
import {
  IDEMPOTENCY_HEADER,
  IdempotencyHeaders,
  once,
  parseIdempotencyKey,
} from '../common/idempotency.js';
import { IdParams } from '../common/schemas.js';
import { attachmentDisposition } from '../files/filenames.js';
import { readSetting } from '../settings/settings.js';
import {
  deleteAttachment,
  findAttachmentFile,
  insertAttachment,
  listAttachments,
} from './attachments.repo.js';
import { Attachment } from '@staffledger/contracts/schemas';
import { AttachmentFile, AttachmentParams } from './attachments.schemas.js';
import { MAX_FILES_PER_UPLOAD, readAttachmentUpload } from './attachments.upload.js';
import { sheetErrors, sheetParams, type SheetRoutesOptions } from './sheet-routes.js';
import { assertEditable, findReachableTimesheet } from './timesheets.access.js';

/** A `timesheetId` form field, when sent, must name the timesheet of the path. */
function assertSameTimesheet(field: string | undefined, id: number) {
  if (field === undefined) return;
  if (!/^\d{1,15}$/.test(field.trim()) || Number(field.trim()) !== id) {
    throw badRequest('The field "timesheetId" does not match the timesheet of the address.', {
      timesheetId: 'Must be the id of this timesheet',
    });
  }
}

/**
 * An upload refused before its body was read to the end (a 404, 409, 413 or 415) closes its
 * connection after the answer: the rest of the body is neither buffered nor left to stall the
 * connection.
 */
async function endConnectionIfBodyUnread(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  if (!request.raw.readableEnded) reply.header('Connection', 'close');
  return payload;
}

const auditChanges = (a: Attachment, timesheetId: number) => ({
  timesheetId,
  filename: a.filename,
  contentType: a.contentType,
  size: a.size,
});

export default async function attachmentsRoutes(
  fastify: FastifyInstance,
  opts: SheetRoutesOptions,
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { sheetPath, config, tags } = opts;
  const params = sheetParams(opts, IdParams.properties);
  const fileParams = sheetParams(opts, AttachmentParams.properties);

  app.get(
    `${sheetPath}/:id/attachments`,
    {
      config,
      schema: {
        tags,
        summary: 'The attachments of a timesheet, oldest first (without their bytes)',
        params,
        response: { 200: Type.Array(Attachment), ...sheetErrors(opts) },
      },
    },
    async (request) =>
      app.withTenant(request, async (tx) => {
        const head = await findReachableTimesheet(tx, request, request.params.id);
        return listAttachments(tx, head.id);
      }),
  );

  // a read-only caller (the client's approver) only reads and downloads
  if (!opts.readOnly) {
    app.post(
      `${sheetPath}/:id/attachments`,
      {
        config,
        onSend: endConnectionIfBodyUnread,
        schema: {
          tags,
          summary:
            `Attach files: multipart fields "file" (1 to ${MAX_FILES_PER_UPLOAD}; PDF, JPEG or PNG ` +
            'by content; each within the ATTACHMENT maxSizeMb setting) and optional "timesheetId"',
          consumes: ['multipart/form-data'],
          params,
          // a key is kept per signed-in user, or per employee for their guest
          headers: IdempotencyHeaders,
          response: {
            201: Type.Array(Attachment),
            ...sheetErrors(opts, true),
            413: ErrorBody,
            415: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        // Refuse before reading the body what would be refused after it.
        parseIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
        const maxMb = await app.withTenant(request, async (tx) => {
          assertEditable(await findReachableTimesheet(tx, request, id));
          return readSetting(tx, 'ATTACHMENT', 'maxSizeMb');
        });
        const upload = await readAttachmentUpload(request, maxMb);
        assertSameTimesheet(upload.timesheetId, id);
        // the body is streamed, not kept: a retry is recognised by its files' names and bytes
        const sent = {
          files: upload.files.map((f) => [f.filename, f.sha256]),
          timesheetId: upload.timesheetId ?? null,
        };
        const created = await app.withTenant(request, async (tx) => {
          assertEditable(await findReachableTimesheet(tx, request, id, true));
          return once(
            tx,
            request,
            async () => {
              const out: Attachment[] = [];
              for (const file of upload.files) {
                const attachment = await insertAttachment(tx, id, file, actorName(request));
                await recordAudit(tx, request, {
                  entity: 'timesheet_attachment',
                  entityId: attachment.id,
                  action: 'create',
                  changes: auditChanges(attachment, id),
                });
                out.push(attachment);
              }
              return out;
            },
            sent,
          );
        });
        reply.code(201);
        return created;
      },
    );
  }

  app.get(
    `${sheetPath}/:id/attachments/:attId`,
    {
      config,
      schema: {
        tags,
        summary: 'Download one attachment (always as a file to save, never shown inline)',
        params: fileParams,
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        response: { 200: AttachmentFile, ...sheetErrors(opts) },
      },
    },
    async (request, reply) => {
      const { id, attId } = request.params;
      const file = await findOr404(
        app.withTenant(request, async (tx) => {
          await findReachableTimesheet(tx, request, id);
          return findAttachmentFile(tx, id, attId);
        }),
        'Attachment not found.',
      );
      return reply
        .header('Content-Disposition', attachmentDisposition(file.filename))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Length', String(file.content.length))
        .header('Cache-Control', 'private, no-store')
        .type(file.contentType)
        .send(file.content);
    },
  );

  if (!opts.readOnly) {
    app.delete(
      `${sheetPath}/:id/attachments/:attId`,
      {
        config,
        schema: {
          tags,
          summary: 'Delete one attachment of an editable timesheet',
          params: fileParams,
          response: { 204: Type.Null({ description: 'Deleted' }), ...sheetErrors(opts, true) },
        },
      },
      async (request, reply) => {
        const { id, attId } = request.params;
        await app.withTenant(request, async (tx) => {
          assertEditable(await findReachableTimesheet(tx, request, id, true));
          const removed = await findOr404(deleteAttachment(tx, id, attId), 'Attachment not found.');
          await recordAudit(tx, request, {
            entity: 'timesheet_attachment',
            entityId: attId,
            action: 'delete',
            changes: auditChanges(removed, id),
          });
        });
        return reply.code(204).send(null);
      },
    );
  }
}
