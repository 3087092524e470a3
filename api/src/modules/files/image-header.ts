/**
 * What an image decodes to, read from its header alone (PNG IHDR, JPEG SOFn, WebP VP8/VP8L/VP8X),
 * so that its size in pixels is known before anything decodes its pixels (docs/files.md).
 */

export type ImageHeader = {
  width: number;
  height: number;
  /** Samples per pixel once decoded: 1 grey, 2 grey + alpha, 3 colour, 4 colour + alpha or CMYK. */
  channels: number;
  /** Bits per sample (1 to 16). */
  depth: number;
};

/** A PNG's header and the chunks the invoice PDF draws from. */
export type PngLayout = ImageHeader & {
  colorType: 0 | 2 | 3 | 4 | 6;
  interlaced: boolean;
  palette: Buffer | undefined;
  transparency: Buffer | undefined;
  /** The IDAT chunks' data, in order: one zlib stream of filtered rows. */
  idat: Buffer[];
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

/** Bytes of one decoded pixel's samples, rounded up to whole bytes. */
export const decodedBytes = (h: ImageHeader) =>
  h.width * h.height * Math.ceil((h.channels * h.depth) / 8);

/**
 * The layout of a PNG: undefined unless its signature, an IHDR of a valid colour type and depth
 * first, a palette where one is needed, at least one IDAT and every chunk within the file.
 */
export function readPng(data: Buffer): PngLayout | undefined {
  if (data.length < 33 || !PNG_SIGNATURE.every((b, i) => data[i] === b)) return undefined;
  if (data.readUInt32BE(8) !== 13 || data.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  const width = data.readUInt32BE(16);
  const height = data.readUInt32BE(20);
  const depth = data[24];
  const colorType = data[25] as PngLayout['colorType'];
  if (width === 0 || height === 0 || !PNG_DEPTHS[colorType]?.includes(depth)) return undefined;
  if (data[26] !== 0 || data[27] !== 0 || data[28] > 1) return undefined;
  const png: PngLayout = {
    width,
    height,
    depth,
    colorType,
    channels: PNG_CHANNELS[colorType],
    interlaced: data[28] === 1,
    palette: undefined,
    transparency: undefined,
    idat: [],
  };
  let at = 33;
  while (at + 12 <= data.length) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    const end = at + 8 + length;
    if (end + 4 > data.length) return undefined;
    const body = data.subarray(at + 8, end);
    if (type === 'PLTE') png.palette = body;
    else if (type === 'tRNS') png.transparency = body;
    else if (type === 'IDAT') png.idat.push(body);
    else if (type === 'IEND') break;
    at = end + 4;
  }
  if (png.idat.length === 0 || (colorType === 3 && !png.palette)) return undefined;
  return png;
}

// Start-of-frame markers: every SOFn but DHT (C4), JPG (C8) and DAC (CC).
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** A JPEG's frame header: undefined when no SOFn comes before the scan or it is malformed. */
export function readJpeg(data: Buffer): ImageHeader | undefined {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a segment
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return undefined; // scan or end before any frame
    const length = data.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > data.length) return undefined;
    if (isSof(marker)) {
      if (length < 8) return undefined;
      const depth = data[at + 4];
      const height = data.readUInt16BE(at + 5);
      const width = data.readUInt16BE(at + 7);
      const channels = data[at + 9];
      // a height of 0 is given later (DNL): the size is not known from the header
      if (width === 0 || height === 0 || channels === 0 || depth === 0) return undefined;
      return { width, height, channels, depth };
    }
    at += 2 + length;
  }
  return undefined;
}

/** A WebP's canvas: undefined unless a VP8, VP8L or VP8X chunk says it. */
export function readWebp(data: Buffer): ImageHeader | undefined {
  if (data.length < 30 || data.toString('latin1', 0, 4) !== 'RIFF') return undefined;
  if (data.toString('latin1', 8, 12) !== 'WEBP') return undefined;
  const chunk = data.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    if (data[23] !== 0x9d || data[24] !== 0x01 || data[25] !== 0x2a) return undefined;
    const width = data.readUInt16LE(26) & 0x3fff;
    const height = data.readUInt16LE(28) & 0x3fff;
    return width && height ? { width, height, channels: 3, depth: 8 } : undefined;
  }
  if (chunk === 'VP8L') {
    if (data[20] !== 0x2f) return undefined;
    const bits = data.readUInt32LE(21);
    return {
      width: (bits & 0x3fff) + 1,
      height: ((bits >>> 14) & 0x3fff) + 1,
      channels: 4,
      depth: 8,
    };
  }
  if (chunk === 'VP8X') {
    return {
      width: data.readUIntLE(24, 3) + 1,
      height: data.readUIntLE(27, 3) + 1,
      channels: 4,
      depth: 8,
    };
  }
  return undefined;
}
