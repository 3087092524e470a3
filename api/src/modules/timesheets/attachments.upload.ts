/**
 * Reads the multipart body of an attachment upload: one or more `file` parts and an optional
 * `timesheetId` field. Each file is checked while it streams in, so a file of the wrong type or
 * over the size limit stops the reading at once and nothing of it is kept.
 */
import crypto from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../errors.js';
import { cleanFilename } from '../files/filenames.js';
import {
  defaultAttachmentName,
  SNIFF_BYTES,
  sniffAttachment,
  type AttachmentType,
} from './attachments.sniff.js';
import { assertDecodable } from './attachments.decoded.js';

export const MAX_FILES_PER_UPLOAD = 10;
/** All files of one request together: bounds the memory one upload can hold. */
export const MAX_UPLOAD_MB = 50;
const MAX_FIELDS = 5;

export type UploadedAttachment = {
  filename: string;
  type: AttachmentType;
  data: Buffer;
  /** SHA-256 of the bytes, hex: a retried upload is known by it (its Idempotency-Key). */
  sha256: string;
};
export type AttachmentUpload = { files: UploadedAttachment[]; timesheetId: string | undefined };

const tooLarge = (maxMb: number) =>
  new AppError(413, 'payload_too_large', `Each attachment must be at most ${maxMb} MB.`);

const tooMuch = () =>
  new AppError(413, 'payload_too_large', `Send at most ${MAX_UPLOAD_MB} MB of files at a time.`);

const unsupported = (filename: string) =>
  new AppError(
    415,
    'unsupported_media_type',
    `"${filename}" is not a PDF, JPEG or PNG file. Only PDF, JPEG and PNG files can be attached.`,
  );

async function readFile(
  part: MultipartFile,
  maxBytes: number,
  maxMb: number,
  budget: number,
): Promise<UploadedAttachment> {
  const shownName = cleanFilename(part.filename, 'attachment');
  const chunks: Buffer[] = [];
  const hash = crypto.createHash('sha256');
  let size = 0;
  let type: AttachmentType | undefined;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    hash.update(chunk);
    size += chunk.length;
    if (size > maxBytes) throw tooLarge(maxMb);
    if (size > budget) throw tooMuch();
    if (!type && size >= SNIFF_BYTES) {
      type = sniffAttachment(chunks.length === 1 ? chunk : Buffer.concat(chunks));
      if (!type) throw unsupported(shownName);
    }
  }
  if (size === 0) {
    throw badRequest(`The file "${shownName}" is empty.`, { file: 'The file is empty' });
  }
  const data = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
  type ??= sniffAttachment(data);
  if (!type) throw unsupported(shownName);
  return {
    filename: cleanFilename(part.filename, defaultAttachmentName(type)),
    type,
    data,
    sha256: hash.digest('hex'),
  };
}

/** The multipart plugin's limit and parse errors, as answers a client can act on. */
function uploadError(err: unknown, maxMb: number): AppError {
  if (err instanceof AppError) return err;
  const e = err as { code?: string; statusCode?: number };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxMb);
  if (e.code === 'FST_FILES_LIMIT') {
    return new AppError(
      413,
      'payload_too_large',
      `Send at most ${MAX_FILES_PER_UPLOAD} files at a time.`,
    );
  }
  if (e.code === 'FST_FIELDS_LIMIT' || e.code === 'FST_PARTS_LIMIT') {
    return badRequest('The upload has too many fields.');
  }
  return badRequest('The upload could not be read.');
}

/**
 * The files (at most MAX_FILES_PER_UPLOAD, each at most `maxMb` MiB) and the `timesheetId` field
 * of the request: 400 for a malformed or empty upload or an unknown field, 413 for a file over the
 * limit or too many files, 415 for a file that is not a PDF, JPEG or PNG.
 */
export async function readAttachmentUpload(
  request: FastifyRequest,
  maxMb: number,
): Promise<AttachmentUpload> {
  if (!request.isMultipart()) {
    throw badRequest('Send the files as multipart/form-data in the field "file".');
  }
  const maxBytes = maxMb * 1024 * 1024;
  const limits = {
    // one byte more than allowed, so that an oversized file is recognised while it streams
    fileSize: maxBytes + 1,
    files: MAX_FILES_PER_UPLOAD,
    fields: MAX_FIELDS,
    fieldSize: 1024,
    parts: MAX_FILES_PER_UPLOAD + MAX_FIELDS,
  };
  const files: UploadedAttachment[] = [];
  let budget = MAX_UPLOAD_MB * 1024 * 1024;
  let timesheetId: string | undefined;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file' && part.fieldname === 'file') {
        const file = await readFile(part, maxBytes, maxMb, budget);
        await assertDecodable(file);
        budget -= file.data.length;
        files.push(file);
      } else if (part.type === 'field' && part.fieldname === 'timesheetId') {
        if (timesheetId !== undefined || part.valueTruncated) {
          throw badRequest('Send the field "timesheetId" once, with the timesheet id.', {
            timesheetId: 'Must be the id of this timesheet',
          });
        }
        timesheetId = String(part.value);
      } else {
        throw badRequest(`The upload has an unknown field "${part.fieldname}".`, {
          [part.fieldname]: 'Unknown field.',
        });
      }
    }
  } catch (err) {
    throw uploadError(err, maxMb);
  }
  if (files.length === 0) {
    throw badRequest('Send at least one file in the field "file".', { file: 'A file is required' });
  }
  return { files, timesheetId };
}
