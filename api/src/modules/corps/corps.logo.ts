/** Logo images: the accepted types, recognised by their first bytes (never by name or declared type). */
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../errors.js';
import { readImageWithin, type ImageLimits } from '../files/decoded-limits.js';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** A logo is drawn in every list and header: its pixels are bounded tighter than an attachment's. */
export const LOGO_IMAGE_LIMITS: ImageLimits = {
  noun: 'A logo',
  maxSide: 4096,
  maxPixels: 4096 * 4096,
  maxDecodedBytes: 68_000_000,
};

export type LogoType = {
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  extension: string;
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image type of `data` when it is a PNG, JPEG or WebP file, else undefined (SVG included). */
export function sniffLogo(data: Buffer): LogoType | undefined {
  if (startsWith(data, PNG)) return { contentType: 'image/png', extension: 'png' };
  if (startsWith(data, JPEG)) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return undefined;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** 400 when the logo's header cannot be read or says more pixels than LOGO_IMAGE_LIMITS. */
function assertLogoPixels(data: Buffer, type: LogoType) {
  const read = readImageWithin(type.contentType, data, LOGO_IMAGE_LIMITS);
  if ('problem' in read) throw badRequest(`The logo ${read.problem}`);
}

export const logoFilename = (contentType: string) => `logo.${EXTENSIONS[contentType] ?? 'img'}`;

/**
 * Reads the multipart field `logo` (at most LOGO_MAX_BYTES) and recognises its type:
 * 400 when the field is missing or the image over LOGO_IMAGE_LIMITS, 413 when too large, 415 when
 * not a PNG, JPEG or WebP.
 */
export async function readLogoUpload(
  request: FastifyRequest,
): Promise<{ data: Buffer; type: LogoType }> {
  if (!request.isMultipart()) {
    throw badRequest('Send the logo as multipart/form-data in the field "logo"');
  }
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: LOGO_MAX_BYTES, files: 1 } })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'logo' && data === undefined) data = bytes;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const e = err as { code?: string; statusCode?: number };
    if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413) {
      throw new AppError(413, 'payload_too_large', 'The logo must be at most 2 MiB.');
    }
    if (e.code === 'FST_FILES_LIMIT') throw badRequest('Send one file, in the field "logo"');
    throw badRequest('The upload could not be read');
  }
  if (!data || data.length === 0) {
    throw badRequest('Send the logo image in the field "logo"', { logo: 'A file is required' });
  }
  const type = sniffLogo(data);
  if (!type) {
    throw new AppError(
      415,
      'unsupported_media_type',
      'The logo must be a PNG, JPEG or WebP image.',
    );
  }
  assertLogoPixels(data, type);
  return { data, type };
}
