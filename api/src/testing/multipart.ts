/** Multipart bodies and small real files for the upload tests. */
import crypto from 'node:crypto';

export type FilePart = { filename: string; type?: string; data: Buffer; field?: string };
export type FieldPart = { field: string; value: string };

/** A multipart body from file parts and plain fields, in order. */
export function multipart(parts: (FilePart | FieldPart)[]) {
  const boundary = `----staffledger${crypto.randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((p) => {
    const head =
      'value' in p
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"\r\n\r\n${p.value}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'file'}"; ` +
          `filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`;
    return 'value' in p ? [Buffer.from(head)] : [Buffer.from(head), p.data, Buffer.from('\r\n')];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  crypto.randomBytes(2000),
  Buffer.from('%%EOF'),
]);
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  crypto.randomBytes(1500),
]);
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const pdfOfSize = (size: number) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x41)]);
