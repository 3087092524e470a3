/**
 * Limits on what an image decodes to (docs/files.md#what-a-file-decodes-to): a few kilobytes of
 * compressed pixels can stand for gigabytes once decoded, so an image is judged by its header's
 * size in pixels, never by its bytes alone.
 */
import { decodedBytes, readJpeg, readPng, readWebp, type ImageHeader } from './image-header.js';

export type ImageLimits = {
  /** What the sentence calls the image: 'An image', 'A logo'. */
  noun: string;
  maxSide: number;
  maxPixels: number;
  /** Width × height × bytes of a pixel's samples. */
  maxDecodedBytes: number;
};

/** A number as the messages write it: 60,000. */
export const count = (n: number) => n.toLocaleString('en-US');
const megapixels = (n: number) => `${count(Math.round(n / 100_000) / 10)} megapixels`;
const megabytes = (n: number) => `${count(Math.ceil(n / 1_000_000))} MB`;

/**
 * Why an image of header `h` is over `limits`, as the end of a sentence whose subject is the file
 * (`is 60,000 × 60,000 pixels. An image can be …`); undefined within them.
 */
function imageOverLimits(h: ImageHeader, limits: ImageLimits): string | undefined {
  const { noun, maxSide, maxPixels, maxDecodedBytes } = limits;
  if (h.width > maxSide || h.height > maxSide || h.width * h.height > maxPixels) {
    return (
      `is ${count(h.width)} × ${count(h.height)} pixels. ${noun} can be at most ` +
      `${count(maxSide)} pixels a side and ${megapixels(maxPixels)}.`
    );
  }
  const bytes = decodedBytes(h);
  if (bytes > maxDecodedBytes) {
    return (
      `decodes to ${megabytes(bytes)} (${count(h.width)} × ${count(h.height)} pixels of ` +
      `${h.channels} × ${h.depth}-bit samples). ${noun} can decode to at most ` +
      `${megabytes(maxDecodedBytes)}.`
    );
  }
  return undefined;
}

/** The image types whose header is read, with the words a message names them by. */
const IMAGE_KINDS = {
  'image/png': { read: readPng, name: 'a PNG image' },
  'image/jpeg': { read: readJpeg, name: 'a JPEG image' },
  'image/webp': { read: readWebp, name: 'a WebP image' },
};

export type ImageType = keyof typeof IMAGE_KINDS;

/** The end of a sentence naming a file that its first bytes call a `name` but is not one. */
export const unreadableAs = (name: string) => `starts like ${name} but cannot be read as one.`;

/**
 * Reads the header of an image of `type`: why it is refused (unreadable, or over `limits`) as the
 * end of a sentence naming it, or its header when it is within them.
 */
export function readImageWithin(
  type: ImageType,
  data: Buffer,
  limits: ImageLimits,
): { problem: string } | { header: ImageHeader } {
  const { read, name } = IMAGE_KINDS[type];
  const header = read(data);
  if (!header) return { problem: unreadableAs(name) };
  const over = imageOverLimits(header, limits);
  return over ? { problem: over } : { header };
}
