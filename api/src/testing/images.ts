/**
 * Crafted files for the decoded-size tests: PNGs and JPEGs whose headers claim any size in few
 * bytes, PDFs of many pages, archives dressed as PDFs.
 */
import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export type PngSpec = {
  width: number;
  height: number;
  colorType?: 0 | 2 | 3 | 4 | 6;
  depth?: number;
  interlaced?: boolean;
  /** Rows of data in IDAT (all of them by default); fewer make a tiny file of a huge image. */
  rows?: number;
  /** Each row's filter byte and samples; zeros by default. */
  row?: (y: number) => Buffer;
  palette?: Buffer;
  transparency?: Buffer;
};

// Adam7's seven passes: first column and row, then the steps between them.
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

/** The bytes of an interlaced image's filtered rows: each pass is a small image of its own. */
function adam7Bytes(width: number, height: number, rowBytes: (w: number) => number) {
  return ADAM7.reduce((sum, [x0, y0, dx, dy]) => {
    const cols = Math.ceil((width - x0) / dx);
    const rows = Math.ceil((height - y0) / dy);
    return cols > 0 && rows > 0 ? sum + rows * rowBytes(cols) : sum;
  }, 0);
}

/** A PNG of the given header whose pixels are zero unless `row` draws them. */
export function craftPng(spec: PngSpec): Buffer {
  const { width, height, colorType = 2, depth = 8, interlaced = false } = spec;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = colorType;
  header[12] = interlaced ? 1 : 0;
  const rowBytes = (w: number) => 1 + Math.ceil((w * CHANNELS[colorType] * depth) / 8);
  const rows = spec.rows ?? height;
  const raw = spec.row
    ? Buffer.concat(Array.from({ length: rows }, (_, y) => spec.row!(y)))
    : Buffer.alloc(
        interlaced && spec.rows === undefined
          ? adam7Bytes(width, height, rowBytes)
          : rowBytes(width) * rows,
      );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(spec.palette ? [chunk('PLTE', spec.palette)] : []),
    ...(spec.transparency ? [chunk('tRNS', spec.transparency)] : []),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG's headers (SOF0) for an image of any size, and a few bytes of scan. */
export function craftJpeg(width: number, height: number): Buffer {
  const sof = Buffer.from([
    0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1,
  ]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  const app0 = Buffer.from([
    0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
  ]);
  const sos = Buffer.from([0xff, 0xda, 0, 12, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    app0,
    sof,
    sos,
    Buffer.alloc(64),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A PDF of `pages` pages of `size` points, each saying its number. */
export async function craftPdf(
  pages: number,
  size: [number, number] = [612, 792],
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let n = 1; n <= pages; n++) pdf.addPage(size);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** A ZIP holding `name` stored as is (no compression). */
export function craftZip(name: string, content: Buffer): Buffer {
  const fileName = Buffer.from(name);
  const crc = zlib.crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const entry = Buffer.concat([local, fileName, content]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(entry.length, 16);
  return Buffer.concat([entry, central, fileName, end]);
}

/** A WebP's headers for any size: a lossy frame (VP8) or, beyond its 16,383 px, an extended one. */
export function craftWebp(width: number, height: number): Buffer {
  const head = Buffer.alloc(30);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(22 + 40, 4);
  head.write('WEBP', 8, 'latin1');
  if (width <= 0x3fff && height <= 0x3fff) {
    head.write('VP8 ', 12, 'latin1');
    head.writeUInt32LE(10 + 40, 16);
    head.set([0x9d, 0x01, 0x2a], 23);
    head.writeUInt16LE(width, 26);
    head.writeUInt16LE(height, 28);
  } else {
    head.write('VP8X', 12, 'latin1');
    head.writeUInt32LE(10, 16);
    head.writeUIntLE(width - 1, 24, 3);
    head.writeUIntLE(height - 1, 27, 3);
  }
  return Buffer.concat([head, Buffer.alloc(40, 2)]);
}

/**
 * A one-page PDF with `objects` more objects in it, or an object stream of `inflated` zero bytes
 * (compressed with `filter`), placed before its cross-reference section.
 */
export async function craftPdfWith(extra: {
  objects?: number;
  inflated?: number;
  filter?: string;
}): Promise<Buffer> {
  const pdf = await craftPdf(1);
  const at = pdf.lastIndexOf('\nxref');
  const parts: Buffer[] = [];
  if (extra.objects) {
    const lines = Array.from({ length: extra.objects }, (_, i) => `${i + 100} 0 obj null endobj\n`);
    parts.push(Buffer.from(`\n${lines.join('')}`));
  }
  if (extra.inflated) {
    const filter = extra.filter ?? '/FlateDecode';
    const content =
      filter === '/FlateDecode' ? zlib.deflateSync(Buffer.alloc(extra.inflated)) : Buffer.alloc(64);
    parts.push(
      Buffer.from(
        `\n99 0 obj\n<</Type /ObjStm /N 1 /First 4 /Filter ${filter} /Length ${content.length}>>\nstream\n`,
      ),
      content,
      Buffer.from('\nendstream\nendobj\n'),
    );
  }
  return Buffer.concat([pdf.subarray(0, at), ...parts, pdf.subarray(at)]);
}
