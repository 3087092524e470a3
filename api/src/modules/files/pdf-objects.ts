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

/**
 * How many bytes `bytes` inflate to, counted no further than past `cap`, none of them kept. A
 * truncated or damaged stream counts what it inflated to before it ended.
 */
async function inflatedSize(bytes: Buffer, cap: number): Promise<number> {
  const flush = zlib.constants.Z_SYNC_FLUSH;
  const inflate = zlib.createInflate({ chunkSize: 64 * 1024, finishFlush: flush });
  let size = 0;
  inflate.end(bytes);
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > cap) break;
    }
  } catch {
    // damaged: what came out before counts, and the parser will find it damaged too
  } finally {
    inflate.destroy();
  }
  return size;
}

/** Counts a PDF's objects and inflates its structure streams, at most `maxDecoded` bytes in all. */
export async function scanPdfObjects(data: Buffer, maxDecoded: number): Promise<PdfObjects> {
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
    const size = filter ? await inflatedSize(bytes, budget) : bytes.length;
    budget -= size;
    if (budget < 0) return { objects, overDecoded: true, otherFilter };
  }
  return { objects, overDecoded: false, otherFilter };
}
