/**
 * Attachments of a timesheet (spec §7 "Timesheets", DESIGN §7): staff of the corporation and the
 * timesheet's own employee list, download, upload and delete them; uploads and deletes only while
 * the timesheet is editable.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../../errors.js';
import { recordAudit } from '../audit/audit.js';
import { ErrorBody, errors } from '../common/routes.js';
import { IdParams } from '../common/schemas.js';
import { attachmentDisposition } from '../files/filenames.js';
import { readSetting } from '../settings/settings.js';
import {
  deleteAttachment,
  findAttachmentFile,
  insertAttachment,
  listAttachments,
} from './attachments.repo.js';
import { Attachment, AttachmentFile, AttachmentParams } from './attachments.schemas.js';
import { MAX_FILES_PER_UPLOAD, readAttachmentUpload } from './attachments.upload.js';
import { assertEditable, findReachableTimesheet, timesheetUsers } from './timesheets.access.js';

const writeErrors = { ...errors, 409: ErrorBody };

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

export default async function attachmentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/timesheets/:id/attachments',
    {
      config: timesheetUsers,
      schema: {
        tags: ['timesheets'],
        summary: 'The attachments of a timesheet, oldest first (without their bytes)',
        params: IdParams,
        response: { 200: Type.Array(Attachment), ...errors },
      },
    },
    async (request) =>
      app.withTenant(request, async (tx) => {
        const head = await findReachableTimesheet(tx, request, request.params.id);
        return listAttachments(tx, head.id);
      }),
  );

  app.post(
    '/timesheets/:id/attachments',
    {
      config: timesheetUsers,
      onSend: endConnectionIfBodyUnread,
      schema: {
        tags: ['timesheets'],
        summary:
          `Attach files: multipart fields "file" (1 to ${MAX_FILES_PER_UPLOAD}; PDF, JPEG or PNG ` +
          'by content; each within the ATTACHMENT maxSizeMb setting) and optional "timesheetId"',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: {
          201: Type.Array(Attachment),
          ...writeErrors,
          413: ErrorBody,
          415: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Refuse before reading the body what would be refused after it.
      const maxMb = await app.withTenant(request, async (tx) => {
        assertEditable(await findReachableTimesheet(tx, request, id));
        return readSetting(tx, 'ATTACHMENT', 'maxSizeMb');
      });
      const upload = await readAttachmentUpload(request, maxMb);
      assertSameTimesheet(upload.timesheetId, id);
      const created = await app.withTenant(request, async (tx) => {
        assertEditable(await findReachableTimesheet(tx, request, id, true));
        const out: Attachment[] = [];
        for (const file of upload.files) {
          const attachment = await insertAttachment(tx, id, file, request.auth?.username ?? null);
          await recordAudit(tx, request, {
            entity: 'timesheet_attachment',
            entityId: attachment.id,
            action: 'create',
            changes: auditChanges(attachment, id),
          });
          out.push(attachment);
        }
        return out;
      });
      reply.code(201);
      return created;
    },
  );

  app.get(
    '/timesheets/:id/attachments/:attId',
    {
      config: timesheetUsers,
      schema: {
        tags: ['timesheets'],
        summary: 'Download one attachment (always as a file to save, never shown inline)',
        params: AttachmentParams,
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        response: { 200: AttachmentFile, ...errors },
      },
    },
    async (request, reply) => {
      const { id, attId } = request.params;
      const file = await app.withTenant(request, async (tx) => {
        await findReachableTimesheet(tx, request, id);
        return findAttachmentFile(tx, id, attId);
      });
      if (!file) throw notFound('Attachment not found.');
      return reply
        .header('Content-Disposition', attachmentDisposition(file.filename))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Length', String(file.content.length))
        .header('Cache-Control', 'private, no-store')
        .type(file.contentType)
        .send(file.content);
    },
  );

  app.delete(
    '/timesheets/:id/attachments/:attId',
    {
      config: timesheetUsers,
      schema: {
        tags: ['timesheets'],
        summary: 'Delete one attachment of an editable timesheet',
        params: AttachmentParams,
        response: { 204: Type.Null({ description: 'Deleted' }), ...writeErrors },
      },
    },
    async (request, reply) => {
      const { id, attId } = request.params;
      await app.withTenant(request, async (tx) => {
        assertEditable(await findReachableTimesheet(tx, request, id, true));
        const removed = await deleteAttachment(tx, id, attId);
        if (!removed) throw notFound('Attachment not found.');
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
