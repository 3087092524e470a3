import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFDict } from 'pdf-lib';
import { craftPng } from '../../testing/images.js';
import { readPng } from '../files/image-header.js';
import { embedPng, pngRows } from './pdf-png.js';

/** `raw` (a row's samples) filtered with PNG filter `type` against the row above it. */
function filterRow(type: number, raw: Buffer, above: Buffer, bpp: number): Buffer {
  const out = Buffer.alloc(raw.length + 1);
  out[0] = type;
  for (let i = 0; i < raw.length; i++) {
    const a = i >= bpp ? raw[i - bpp] : 0;
    const b = above[i];
    const c = i >= bpp ? above[i - bpp] : 0;
    const p = a + b - c;
    const paeth =
      Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
        ? a
        : Math.abs(p - b) <= Math.abs(p - c)
          ? b
          : c;
    const predicted = [0, a, b, (a + b) >> 1, paeth][type];
    out[i + 1] = (raw[i] - predicted) & 0xff;
  }
  return out;
}

/** A PNG of random pixels, its rows filtered None, Sub, Up, Average, Paeth in turn. */
function randomPng(width: number, height: number, colorType: 0 | 2 | 3 | 4 | 6, depth: number) {
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colorType];
  const stride = Math.ceil((width * channels * depth) / 8);
  const bpp = Math.max(1, (channels * depth) >> 3);
  const rows = Array.from({ length: height }, () => crypto.randomBytes(stride));
  const data = craftPng({
    width,
    height,
    colorType,
    depth,
    palette: colorType === 3 ? crypto.randomBytes(3 * (1 << depth)) : undefined,
    row: (y) => filterRow(y % 5, rows[y], y ? rows[y - 1] : Buffer.alloc(stride), bpp),
  });
  return { png: readPng(data)!, rows };
}

async function collect(iterable: AsyncIterable<Buffer>) {
  const out: Buffer[] = [];
  for await (const row of iterable) out.push(Buffer.from(row));
  return out;
}

test.each([
  ['RGB, 8 bits', 2, 8],
  ['RGBA, 16 bits', 6, 16],
  ['grey, 1 bit', 0, 1],
  ['palette, 4 bits', 3, 4],
] as const)('pngRows undoes every row filter: %s', async (_name, colorType, depth) => {
  const { png, rows } = randomPng(37, 11, colorType, depth);
  expect(await collect(pngRows(png))).toEqual(rows);
});

test('pngRows refuses data that ends before the last row', async () => {
  const png = readPng(craftPng({ width: 10, height: 10, rows: 4 }))!;
  await expect(collect(pngRows(png))).rejects.toThrow('the PNG ends after 4 of its 10 rows');
});

const stream = (pdf: PDFDocument, ref: unknown) =>
  pdf.context.lookup(ref as PDFRef) as PDFRawStream;
const inflated = (s: PDFRawStream) => zlib.inflateSync(s.contents);
const entry = (s: PDFRawStream, key: string) => (s.dict as PDFDict).get(PDFName.of(key));

test('an opaque PNG goes in as its own compressed rows, with the PNG predictors', async () => {
  const { png } = randomPng(20, 6, 2, 8);
  const pdf = await PDFDocument.create();
  const image = (await embedPng(pdf, png))!;
  const s = stream(pdf, image.ref);
  expect(Buffer.from(s.contents).equals(Buffer.concat(png.idat))).toBe(true);
  expect(String(entry(s, 'DecodeParms'))).toContain('/Predictor 15');
  expect(String(entry(s, 'ColorSpace'))).toBe('/DeviceRGB');
});

test('an RGBA PNG is split into its colour and a soft mask of its alpha', async () => {
  const { png, rows } = randomPng(9, 7, 6, 8);
  const pdf = await PDFDocument.create();
  const image = (await embedPng(pdf, png))!;
  const s = stream(pdf, image.ref);
  const pixels = Buffer.concat(rows);
  const colour = Buffer.from(pixels.filter((_, i) => i % 4 !== 3));
  const alpha = Buffer.from(pixels.filter((_, i) => i % 4 === 3));
  expect(inflated(s).equals(colour)).toBe(true);
  expect(inflated(stream(pdf, entry(s, 'SMask'))).equals(alpha)).toBe(true);
});

test('a palette PNG with tRNS gets a soft mask from its palette entries’ alpha', async () => {
  const rows = [Buffer.from([0x01, 0x23]), Buffer.from([0x30, 0x00])];
  const data = craftPng({
    width: 4,
    height: 2,
    colorType: 3,
    depth: 4,
    palette: Buffer.alloc(12, 9),
    transparency: Buffer.from([0, 128]),
    row: (y) => Buffer.concat([Buffer.from([0]), rows[y]]),
  });
  const pdf = await PDFDocument.create();
  const image = (await embedPng(pdf, readPng(data)!))!;
  const mask = inflated(stream(pdf, entry(stream(pdf, image.ref), 'SMask')));
  expect([...mask]).toEqual([0, 128, 255, 255, 255, 0, 0, 0]);
});

test('an interlaced PNG is left to pdf-lib', async () => {
  const png = readPng(craftPng({ width: 4, height: 4, interlaced: true }))!;
  expect(await embedPng(await PDFDocument.create(), png)).toBeUndefined();
});
