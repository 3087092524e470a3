/**
 * What an attachment decodes to (docs/files.md#what-a-file-decodes-to): its bytes are bounded by
 * the upload's size limits, but the invoice PDF draws every attachment of the sheets it bills, for
 * every tenant, in one process, so an image is also bounded by its pixels and a PDF by its pages.
 * The same checks refuse an upload and, for a file stored before them, keep it out of the invoice.
 */
import { PDFDocument, PDFName, PDFNumber, type PDFPage } from 'pdf-lib';
import { badRequest } from '../../errors.js';
import { count, readImageWithin, unreadableAs, type ImageLimits } from '../files/decoded-limits.js';
import { scanPdfObjects } from '../files/pdf-objects.js';
import type { AttachmentType } from './attachments.sniff.js';

export const ATTACHMENT_IMAGE_LIMITS: ImageLimits = {
  noun: 'An image',
  maxSide: 10_000,
  maxPixels: 40_000_000,
  maxDecodedBytes: 160_000_000,
};
/** An interlaced PNG's rows come in seven passes, so drawing it decodes it whole. */
export const MAX_INTERLACED_PNG_PIXELS = 4_000_000;
export const MAX_PDF_PAGES = 200;
/** A0's long side (1189 mm) in points, the largest paper a timesheet or receipt comes on. */
export const MAX_PDF_PAGE_POINTS = 3370;
/** Each object is held once parsed: a few hundred bytes apiece. */
export const MAX_PDF_OBJECTS = 100_000;
/** What a PDF's object and cross-reference streams may decode to, all together. */
export const MAX_PDF_STRUCTURE_BYTES = 64_000_000;

type ContentType = AttachmentType['contentType'];

const unreadablePdf = unreadableAs('a PDF file');

/** Why an image attachment is refused, as the end of a sentence naming it; undefined when fine. */
export function imageProblem(type: 'image/jpeg' | 'image/png', data: Buffer): string | undefined {
  const read = readImageWithin(type, data, ATTACHMENT_IMAGE_LIMITS);
  if ('problem' in read) return read.problem;
  const { header } = read;
  if ('interlaced' in header && header.interlaced) {
    const pixels = header.width * header.height;
    if (pixels > MAX_INTERLACED_PNG_PIXELS) {
      return (
        `is an interlaced PNG of ${count(header.width)} × ${count(header.height)} pixels. An ` +
        `interlaced PNG can be at most ${count(MAX_INTERLACED_PNG_PIXELS / 1_000_000)} megapixels.`
      );
    }
  }
  return undefined;
}

/** A page's size in points, its user unit applied. */
function pageSize(page: PDFPage) {
  const { width, height } = page.getSize();
  const unit = page.node.get(PDFName.of('UserUnit'));
  const scale = unit instanceof PDFNumber ? unit.asNumber() : 1;
  return { width: Math.abs(width * scale), height: Math.abs(height * scale) };
}

/**
 * Why a PDF is refused before it is parsed: too many objects, or object streams that decode to
 * too much or with a filter other than FlateDecode; undefined when fine.
 */
export async function pdfBytesProblem(data: Buffer): Promise<string | undefined> {
  const scan = await scanPdfObjects(data, MAX_PDF_STRUCTURE_BYTES);
  if (scan.overDecoded) {
    const mb = `${MAX_PDF_STRUCTURE_BYTES / 1_000_000} MB`;
    return (
      `has object streams that decode to more than ${mb}. A PDF's object streams can decode to ` +
      `at most ${mb}.`
    );
  }
  if (scan.otherFilter) {
    return (
      `compresses its object streams with ${scan.otherFilter}. A PDF's object streams must use ` +
      'FlateDecode.'
    );
  }
  if (scan.objects > MAX_PDF_OBJECTS) {
    return (
      `has ${count(scan.objects)} objects. A PDF can have at most ${count(MAX_PDF_OBJECTS)} ` +
      'objects.'
    );
  }
  return undefined;
}

/** Why a loaded PDF is refused (too many pages, or too large a page); undefined when fine. */
export function pdfProblem(doc: PDFDocument): string | undefined {
  const pages = doc.getPages();
  if (pages.length === 0) return unreadablePdf;
  if (pages.length > MAX_PDF_PAGES) {
    return `has ${count(pages.length)} pages. A PDF can have at most ${MAX_PDF_PAGES} pages.`;
  }
  for (const [i, page] of pages.entries()) {
    const { width, height } = pageSize(page);
    if (width > MAX_PDF_PAGE_POINTS || height > MAX_PDF_PAGE_POINTS) {
      return (
        `has a page (page ${i + 1}) of ${count(Math.round(width))} × ` +
        `${count(Math.round(height))} points. A PDF's pages can be at most ` +
        `${count(MAX_PDF_PAGE_POINTS)} points (A0, 46.8 inches) a side.`
      );
    }
  }
  return undefined;
}

/**
 * A PDF ends with `startxref`, the offset of its cross-reference and `%%EOF` (ISO 32000-1, 7.5.5);
 * readers look for them in its last 1,024 bytes, and so do we, taking the last, whatever a writer
 * left after it. The offset must lead to a cross-reference table (`xref`) or stream (`n g obj`):
 * a PDF stored inside an archive behind a `%PDF-` prefix has its own offsets, which do not, even
 * though a lenient parser would find its objects.
 */
const PDF_END = /startxref\s+(\d+)\s+%%EOF/g;
const CROSS_REFERENCE = /^\s*(?:xref|\d+\s+\d+\s+obj)\b/;

function hasPdfEnd(data: Buffer): boolean {
  const tail = data.toString('latin1', Math.max(0, data.length - 1024));
  const last = [...tail.matchAll(PDF_END)].pop();
  if (!last) return false;
  const offset = Number(last[1]);
  return CROSS_REFERENCE.test(data.toString('latin1', offset, offset + 64));
}

/** Why an attachment is refused, as the end of a sentence naming it; undefined when fine. */
export async function attachmentProblem(type: ContentType, data: Buffer) {
  if (type !== 'application/pdf') return imageProblem(type, data);
  if (!hasPdfEnd(data)) return unreadablePdf;
  const before = await pdfBytesProblem(data);
  if (before) return before;
  let doc: PDFDocument;
  try {
    // Encrypted files are judged by their pages too; whether they can be drawn is the annex's call.
    doc = await PDFDocument.load(data, { updateMetadata: false, ignoreEncryption: true });
    return pdfProblem(doc);
  } catch {
    return unreadablePdf;
  }
}

/** 400 naming the file and the limit when an uploaded attachment is over what may be decoded. */
export async function assertDecodable(file: {
  filename: string;
  type: AttachmentType;
  data: Buffer;
}) {
  const problem = await attachmentProblem(file.type.contentType, file.data);
  if (problem) throw badRequest(`"${file.filename}" ${problem}`);
}
