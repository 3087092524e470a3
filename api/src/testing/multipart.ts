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

/** The smallest readable PDF (one Letter page), `padding` bytes of whitespace before its end. */
function pdfWithPadding(padding: number, comment = '') {
  const objects = [
    '%PDF-1.4\n',
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n',
    `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n%${comment}\n`,
  ];
  const offsets = objects.slice(1).map((_, i) => objects.slice(0, i + 1).join('').length);
  const body = Buffer.concat([Buffer.from(objects.join('')), Buffer.alloc(padding, 0x20)]);
  const xref =
    `\nxref\n0 4\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer<</Size 4/Root 1 0 R>>\nstartxref\n${body.length + 1}\n%%EOF\n`;
  return Buffer.concat([body, Buffer.from(xref)]);
}
const PDF_OVERHEAD = pdfWithPadding(0).length;
export const PDF = pdfWithPadding(0, crypto.randomBytes(1000).toString('hex'));
/** A baseline JPEG's headers for 640 × 480 pixels, then random bytes as its scan. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0, 17, 8, 0x01, 0xe0, 0x02, 0x80, 3]),
  Buffer.from([1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]),
  Buffer.from([0xff, 0xda, 0, 12, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0]),
  crypto.randomBytes(1500),
]);
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A readable PDF of exactly `size` bytes. */
export function pdfOfSize(size: number) {
  const near = pdfWithPadding(size - PDF_OVERHEAD);
  return pdfWithPadding(size - PDF_OVERHEAD - (near.length - size));
}
