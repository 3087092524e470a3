/**
 * PNG images in the invoice PDF without their pixels held in memory. PDF reads a PNG's compressed
 * rows as they are (FlateDecode with the PNG predictors), so an opaque PNG goes in byte for byte;
 * one with transparency has its rows inflated one at a time and split into colour and a soft mask,
 * each deflated as it goes. Either way the memory is the file's bytes and a row, not the pixels
 * (pdf-lib's own embedding decodes the whole image to RGBA, about 12 bytes a pixel at its peak).
 * An interlaced PNG's rows come in seven passes, so it is left to pdf-lib, within the small limit
 * uploads hold it to.
 */
import { once } from 'node:events';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { PDFHexString, type PDFDocument, type PDFRef } from 'pdf-lib';
import type { PngLayout } from '../files/image-header.js';

export type EmbeddedImage = { ref: PDFRef; width: number; height: number };

/** A PDF dictionary written as a plain object (names as strings), as pdf-lib takes it. */
type Dict = NonNullable<Parameters<PDFDocument['context']['stream']>[1]>;

/** Bytes inflated or deflated at a time: large enough that the streams' own costs stay small. */
const CHUNK = 256 * 1024;

/** Filters each byte of `row` (filter byte first) back against the unfiltered row above it. */
function unfilter(row: Buffer, above: Buffer, bpp: number) {
  const filter = row[0];
  if (filter === 0) return;
  for (let i = 1; i < row.length; i++) {
    const a = i > bpp ? row[i - bpp] : 0;
    const b = above[i];
    const c = i > bpp ? above[i - bpp] : 0;
    let predicted: number;
    if (filter === 1) predicted = a;
    else if (filter === 2) predicted = b;
    else if (filter === 3) predicted = (a + b) >> 1;
    else if (filter === 4) {
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    } else throw new Error(`unknown PNG row filter ${filter}`);
    row[i] = (row[i] + predicted) & 0xff;
  }
}

/**
 * The PNG's rows, unfiltered, one at a time (without their filter byte). A row is reused once the
 * next is asked for: whoever keeps one copies it. Throws when the data ends before the last row.
 */
export async function* pngRows(png: PngLayout): AsyncGenerator<Buffer> {
  const stride = Math.ceil((png.width * png.channels * png.depth) / 8);
  const bpp = Math.max(1, (png.channels * png.depth) >> 3);
  let above = Buffer.alloc(stride + 1);
  let row = Buffer.alloc(stride + 1);
  let filled = 0;
  let y = 0;
  const inflate = zlib.createInflate({ chunkSize: CHUNK });
  Readable.from(png.idat).pipe(inflate);
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      let at = 0;
      while (at < chunk.length && y < png.height) {
        const n = Math.min(chunk.length - at, row.length - filled);
        chunk.copy(row, filled, at, at + n);
        filled += n;
        at += n;
        if (filled < row.length) continue;
        unfilter(row, above, bpp);
        yield row.subarray(1);
        [above, row] = [row, above];
        filled = 0;
        y += 1;
      }
      if (y === png.height) return;
    }
  } finally {
    inflate.destroy();
  }
  throw new Error(`the PNG ends after ${y} of its ${png.height} rows`);
}

/** A zlib stream fed piece by piece, its output kept: what a PDF stream's FlateDecode reads. */
function deflater() {
  const z = zlib.createDeflate({ chunkSize: CHUNK });
  const out: Buffer[] = [];
  z.on('data', (c: Buffer) => out.push(c));
  let pending: Buffer[] = [];
  let size = 0;
  const flush = async () => {
    const ok = z.write(Buffer.concat(pending, size));
    pending = [];
    size = 0;
    if (!ok) await once(z, 'drain');
  };
  return {
    write: async (bytes: Buffer) => {
      pending.push(bytes);
      size += bytes.length;
      if (size >= CHUNK) await flush();
    },
    end: async () => {
      if (size > 0) await flush();
      const ended = once(z, 'end');
      z.end();
      await ended;
      return Buffer.concat(out);
    },
  };
}

/** Colour and alpha planes of a PNG with an alpha channel (grey or RGB + alpha), deflated. */
async function splitAlpha(png: PngLayout) {
  const sample = png.depth / 8;
  const colour = (png.channels - 1) * sample;
  const colours = deflater();
  const alphas = deflater();
  for await (const row of pngRows(png)) {
    const c = Buffer.allocUnsafe(png.width * colour);
    const a = Buffer.allocUnsafe(png.width * sample);
    for (let i = 0, ci = 0, ai = 0; i < row.length;) {
      for (let k = 0; k < colour; k++) c[ci++] = row[i++];
      for (let k = 0; k < sample; k++) a[ai++] = row[i++];
    }
    await colours.write(c);
    await alphas.write(a);
  }
  return { colour: await colours.end(), alpha: await alphas.end() };
}

/** The alpha plane of a palette PNG from its tRNS (one alpha a palette entry, 255 past them). */
async function paletteAlpha(png: PngLayout, transparency: Buffer) {
  const alphas = deflater();
  const mask = (1 << png.depth) - 1;
  for await (const row of pngRows(png)) {
    const a = Buffer.allocUnsafe(png.width);
    for (let x = 0; x < png.width; x++) {
      const bit = x * png.depth;
      const index = (row[bit >> 3] >> (8 - png.depth - (bit & 7))) & mask;
      a[x] = index < transparency.length ? transparency[index] : 255;
    }
    await alphas.write(a);
  }
  return alphas.end();
}

function imageStream(pdf: PDFDocument, dict: Dict, content: Buffer): PDFRef {
  const base = { Type: 'XObject', Subtype: 'Image', Filter: 'FlateDecode' };
  return pdf.context.register(pdf.context.stream(content, { ...base, ...dict }));
}

const grey =
  (png: PngLayout, content: Buffer, bits = png.depth) =>
  (pdf: PDFDocument) =>
    imageStream(
      pdf,
      { Width: png.width, Height: png.height, ColorSpace: 'DeviceGray', BitsPerComponent: bits },
      content,
    );

/** The image XObject of `png`, or undefined when it is interlaced (left to pdf-lib). */
export async function embedPng(
  pdf: PDFDocument,
  png: PngLayout,
): Promise<EmbeddedImage | undefined> {
  if (png.interlaced) return undefined;
  const size = { Width: png.width, Height: png.height, BitsPerComponent: png.depth };
  const { width, height } = png;
  if (png.colorType === 4 || png.colorType === 6) {
    const { colour, alpha } = await splitAlpha(png);
    const ref = imageStream(
      pdf,
      {
        ...size,
        ColorSpace: png.colorType === 6 ? 'DeviceRGB' : 'DeviceGray',
        SMask: grey(png, alpha)(pdf),
      },
      colour,
    );
    return { ref, width, height };
  }
  const colorSpace =
    png.colorType === 3 && png.palette
      ? [
          'Indexed',
          'DeviceRGB',
          Math.floor(png.palette.length / 3) - 1,
          PDFHexString.of(png.palette.toString('hex')),
        ]
      : png.colorType === 2
        ? 'DeviceRGB'
        : 'DeviceGray';
  const transparency: Dict = {};
  if (png.transparency && png.colorType === 3) {
    const alpha = await paletteAlpha(png, png.transparency);
    transparency.SMask = grey(png, alpha, 8)(pdf);
  } else if (png.transparency && png.transparency.length >= 2) {
    // one colour is transparent: a colour key mask, a range of one value a component
    const key = Array.from({ length: png.transparency.length >> 1 }, (_, i) =>
      png.transparency!.readUInt16BE(i * 2),
    );
    transparency.Mask = key.flatMap((v) => [v, v]);
  }
  const ref = imageStream(
    pdf,
    {
      ...size,
      ColorSpace: colorSpace,
      DecodeParms: {
        Predictor: 15,
        Colors: png.channels,
        BitsPerComponent: png.depth,
        Columns: png.width,
      },
      ...transparency,
    },
    Buffer.concat(png.idat),
  );
  return { ref, width, height };
}
