/**
 * The timesheet annex pages of the invoice PDF: for each sheet, a page (or more) with its days,
 * then its attachments: a PDF's own pages copied in, an image placed on a page of its own, each
 * captioned with the file's name. A file that cannot be read (damaged, encrypted), or that is over
 * the limits of what an attachment may decode to (stored before uploads were held to them), is
 * named on a page that says so, rather than failing the invoice or decoding its pixels.
 */
import { degrees, drawImage, PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  formatCents,
  formatUsDate,
  textToCents,
  TIMESHEET_ITEM_TYPE_LABELS,
} from '@staffledger/contracts';
import { readPng } from '../files/image-header.js';
import { imageProblem, pdfBytesProblem, pdfProblem } from '../timesheets/attachments.decoded.js';
import type { AnnexFile, AnnexSheet } from './invoices.annex.js';
import { INK, MARGIN, newPen, PAGE, penWriting, type Pen } from './pdf-pen.js';
import { embedPng, type EmbeddedImage } from './pdf-png.js';

export type AnnexFonts = { regular: PDFFont; bold: PDFFont; safe: (t: string) => string };
export type Wrap = (font: PDFFont, text: string, width: number) => string[];

const SIZE = 9;
const LEADING = 12;
const COLUMNS = { date: MARGIN, day: 120, type: 150, hours: 255, extra: 300, comment: 315 };
const COMMENT_WIDTH = PAGE[0] - MARGIN - COLUMNS.comment;

const weekday = (date: string) =>
  ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${date}T12:00:00Z`).getUTCDay()];

const hours = (text: string) => formatCents(textToCents(text));

/** Appends the annex of every sheet to `pdf`. */
export async function appendAnnex(
  pdf: PDFDocument,
  fonts: AnnexFonts,
  wrap: Wrap,
  annex: AnnexSheet[],
): Promise<void> {
  for (const sheet of annex) {
    drawSheet(pdf, fonts, wrap, sheet);
    for (const file of sheet.files) await appendFile(pdf, fonts, wrap, sheet, file);
  }
}

function drawSheet(pdf: PDFDocument, fonts: AnnexFonts, wrap: Wrap, sheet: AnnexSheet) {
  const { regular, bold, safe } = fonts;
  const { text, right, rule } = penWriting(regular, SIZE);
  const period = `${formatUsDate(sheet.periodStartDate)} - ${formatUsDate(sheet.periodEndDate)}`;

  const header = (pen: Pen) => {
    text(pen, 'Date', COLUMNS.date, bold);
    text(pen, 'Day', COLUMNS.day, bold);
    text(pen, 'Type', COLUMNS.type, bold);
    right(pen, 'Hours', COLUMNS.hours, bold);
    right(pen, 'Extra', COLUMNS.extra, bold);
    text(pen, 'Comment', COLUMNS.comment, bold);
    rule(pen);
    pen.y -= LEADING * 1.5;
  };
  const newPage = (continued: boolean): Pen => {
    const pen = newPen(pdf);
    text(pen, 'Timesheet annex', MARGIN, bold, 16);
    pen.y -= LEADING * 2;
    text(
      pen,
      safe(`${sheet.employeeName}, ${period}${continued ? ' (continued)' : ''}`),
      MARGIN,
      bold,
      11,
    );
    pen.y -= LEADING * 1.4;
    text(pen, safe(`Billing code ${sheet.billingCode} · timesheet ${sheet.timesheetId}`), MARGIN);
    pen.y -= LEADING * 2;
    header(pen);
    return pen;
  };

  let pen = newPage(false);
  for (const day of sheet.days) {
    const comment = wrap(regular, safe(day.comment ?? ''), COMMENT_WIDTH);
    if (pen.y - LEADING * (comment.length - 1) < MARGIN + LEADING * 2) pen = newPage(true);
    text(pen, formatUsDate(day.date), COLUMNS.date);
    text(pen, weekday(day.date), COLUMNS.day);
    text(pen, TIMESHEET_ITEM_TYPE_LABELS[day.type] ?? day.type, COLUMNS.type);
    right(pen, hours(day.hoursWorked), COLUMNS.hours);
    right(pen, hours(day.extraHours), COLUMNS.extra);
    for (const line of comment) {
      text(pen, line, COLUMNS.comment);
      pen.y -= LEADING;
    }
  }
  if (pen.y < MARGIN + LEADING * 3) pen = newPage(true);
  pen.y -= LEADING / 2;
  text(pen, `Billable hours: ${hours(sheet.billableHours)}`, MARGIN, bold);
  if (sheet.files.length > 0) {
    pen.y -= LEADING * 1.5;
    const names = sheet.files.map((f) => f.filename).join(', ');
    for (const line of wrap(regular, safe(`Attached, on the following pages: ${names}`), 500)) {
      text(pen, line, MARGIN);
      pen.y -= LEADING;
    }
  }
}

/** An image's XObject: a PNG without its pixels held (pdf-png.ts), else pdf-lib's own. */
async function embedImage(pdf: PDFDocument, file: AnnexFile): Promise<EmbeddedImage> {
  if (file.contentType === 'image/png') {
    const png = readPng(file.content);
    const embedded = png && (await embedPng(pdf, png));
    if (embedded) return embedded;
    return pdf.embedPng(file.content);
  }
  // pdf-lib reads a JPEG from the start of its memory, not of the view: a small file read from
  // the database shares a larger pool of memory (at an offset), so it gets memory of its own
  const own = file.content.byteOffset === 0 ? file.content : new Uint8Array(file.content);
  return pdf.embedJpg(own);
}

async function appendFile(
  pdf: PDFDocument,
  fonts: AnnexFonts,
  wrap: Wrap,
  sheet: AnnexSheet,
  file: AnnexFile,
) {
  const caption = (page: PDFPage, t: string) =>
    page.drawText(fonts.safe(t), { x: MARGIN, y: 20, size: 8, font: fonts.regular, color: INK });
  const label = `${sheet.employeeName}, ${formatUsDate(sheet.periodStartDate)}: ${file.filename}`;
  const notAdded = (problem?: string) => {
    const page = pdf.addPage(PAGE);
    const say = (t: string, y: number, font: PDFFont, size: number) =>
      page.drawText(t, { x: MARGIN, y, size, font, color: INK });
    say(
      fonts.safe(`The attachment ${label} could not be added to this document.`),
      PAGE[1] - MARGIN,
      fonts.bold,
      11,
    );
    if (!problem) return;
    const lines = wrap(fonts.regular, fonts.safe(`It ${problem}`), PAGE[0] - 2 * MARGIN);
    lines.forEach((line, i) => say(line, PAGE[1] - MARGIN - 20 - 13 * i, fonts.regular, 10));
  };
  try {
    if (file.contentType === 'application/pdf') {
      const before = await pdfBytesProblem(file.content);
      if (before) return notAdded(before);
      const source = await PDFDocument.load(file.content, { updateMetadata: false });
      const problem = pdfProblem(source);
      if (problem) return notAdded(problem);
      const pages = await pdf.copyPages(source, source.getPageIndices());
      pages.forEach((page, i) => {
        pdf.addPage(page);
        caption(page, `Attachment ${label} (page ${i + 1} of ${pages.length})`);
      });
      return;
    }
    // judged by its header before anything decodes it
    const problem = imageProblem(file.contentType, file.content);
    if (problem) return notAdded(problem);
    const image = await embedImage(pdf, file);
    const page = pdf.addPage(PAGE);
    const box = { width: PAGE[0] - 2 * MARGIN, height: PAGE[1] - 2 * MARGIN - 20 };
    const scale = Math.min(1, box.width / image.width, box.height / image.height);
    const size = { width: image.width * scale, height: image.height * scale };
    page.pushOperators(
      ...drawImage(page.node.newXObject('Image', image.ref), {
        x: MARGIN + (box.width - size.width) / 2,
        y: PAGE[1] - MARGIN - size.height,
        ...size,
        rotate: degrees(0),
        xSkew: degrees(0),
        ySkew: degrees(0),
      }),
    );
    caption(page, `Attachment ${label}`);
  } catch {
    notAdded();
  }
}
