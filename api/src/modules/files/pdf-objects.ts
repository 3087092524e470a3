/**
 * What reading a PDF's structure costs, found in its bytes before a parser reads it: how many
 * objects it declares, and what its object and cross-reference streams (the only streams a parser
 * decompresses to read the file) decode to. A few kilobytes of such a stream can inflate to
 * gigabytes, and each object is held in memory once parsed.
 */
import zlib from 'node:zlib';

export type PdfObjects = {
  /** Objects declared: `n g obj` headers, and the objects object streams hold (their /N). */
  objects: number;
  /** Whether the object and cross-reference streams decode to more than the `maxDecoded` given. */
  overDecoded: boolean;
  /** A filter of such a stream other than FlateDecode (the one a budget can be held to), if any. */
  otherFilter: string | undefined;
};

const OBJECT_HEADER = /\d+\s+\d+\s+obj\b/g;
const STRUCTURE_STREAM = /\/Type\s*\/(?:ObjStm|XRef)\b/g;
const FLATE = /^\/(?:FlateDecode|Fl)$|^\[\s*\/(?:FlateDecode|Fl)\s*\]$/;

/** The bytes of the stream whose dictionary ends before `at`: by its direct /Length, else up to `endstream`. */
function streamBytes(data: Buffer, text: string, dict: string, at: number): Buffer | undefined {
  const keyword = text.indexOf('stream', at);
  if (keyword < 0) return undefined;
  let start = keyword + 'stream'.length;
  if (text[start] === '\r') start += 1;
  if (text[start] === '\n') start += 1;
  const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
  const end = length ? start + Number(length[1]) : text.indexOf('endstream', start);
  return end > start ? data.subarray(start, Math.min(end, data.length)) : undefined;
}

/** Counts a PDF's objects and decodes its structure streams, at most `maxDecoded` bytes in all. */
export function scanPdfObjects(data: Buffer, maxDecoded: number): PdfObjects {
  const text = data.toString('latin1');
  let objects = 0;
  // counted, not collected: a 50 MB file can declare millions
  for (OBJECT_HEADER.lastIndex = 0; OBJECT_HEADER.test(text);) objects += 1;
  let budget = maxDecoded;
  let otherFilter: string | undefined;
  for (const match of text.matchAll(STRUCTURE_STREAM)) {
    const at = match.index ?? 0;
    const begin = text.lastIndexOf('obj', at);
    const close = text.indexOf('stream', at);
    if (begin < 0 || close < 0) continue;
    const dict = text.slice(begin, close);
    objects += Number(/\/N\s+(\d+)/.exec(dict)?.[1] ?? 0);
    const bytes = streamBytes(data, text, dict, at);
    if (!bytes) continue;
    const filter = /\/Filter\s*(\/\w+|\[[^\]]*\])/.exec(dict)?.[1];
    if (filter && !FLATE.test(filter)) {
      otherFilter ??= filter;
      continue;
    }
    let size = bytes.length;
    if (filter) {
      try {
        // a truncated stream still counts what it decodes to
        const flush = zlib.constants.Z_SYNC_FLUSH;
        size = zlib.inflateSync(bytes, { maxOutputLength: budget + 1, finishFlush: flush }).length;
      } catch (err) {
        const tooLarge = (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
        if (tooLarge) return { objects, overDecoded: true, otherFilter };
        size = 0; // not inflatable: the parser will find it damaged too
      }
    }
    budget -= size;
    if (budget < 0) return { objects, overDecoded: true, otherFilter };
  }
  return { objects, overDecoded: false, otherFilter };
}
