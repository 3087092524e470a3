/**
 * The invoice as a PDF, made on the fly from the database (GET /invoices/{id}/pdf-db and the
 * e-mail attachment). Standard Helvetica needs no font file, but its WinAnsi encoding cannot draw
 * every character: anything outside it is drawn as '?' rather than failing the document. Lines
 * that do not fit continue on further pages under a repeated table header. The timesheet annex
 * follows (invoices.pdf-annex.ts); every page, the attachments' too, is numbered 'Page N of M'. A
 * cancelled invoice says CANCELLED under its title and across every page.
 */
import { degrees, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatCents, formatDollars, formatUsDate, textToCents } from '@staffledger/contracts';
import { CANCELLED, CANCELLED_NOTE, type InvoiceDocument } from './invoices.document.js';
import { appendAnnex } from './invoices.pdf-annex.js';
import { MARGIN, newPen, numberPages, penWriting, type Pen } from './pdf-pen.js';

const SIZE = 10;
const LEADING = 13;
const COLUMNS = { description: MARGIN, quantity: 360, price: 450, amount: 562 };
const DESCRIPTION_WIDTH = 240;

const STAMP = rgb(0.8, 0.1, 0.1);

/** The word CANCELLED across `page`, light enough to read the page through it. */
function stampCancelled(page: PDFPage, font: PDFFont): void {
  const size = 96;
  const width = font.widthOfTextAtSize(CANCELLED, size);
  const [w, h] = [page.getWidth(), page.getHeight()];
  // centred on the page along its rising diagonal, at 45 degrees
  const offset = width / 2 / Math.SQRT2;
  page.drawText(CANCELLED, {
    x: w / 2 - offset + size / 4,
    y: h / 2 - offset - size / 4,
    size,
    font,
    color: STAMP,
    opacity: 0.15,
    rotate: degrees(45),
  });
}

/** `text` with every character the font cannot encode (and every control) replaced by '?'. */
export function drawableText(font: PDFFont, text: string): string {
  const drawable = new Set(font.getCharacterSet());
  return Array.from(text.replace(/\r\n?|\n|\t/g, ' '), (c) =>
    drawable.has(c.codePointAt(0) as number) ? c : '?',
  ).join('');
}

/** Words of `text` packed into lines no wider than `width` (a long word is cut). */
function wrap(font: PDFFont, text: string, width: number): string[] {
  const fits = (t: string) => font.widthOfTextAtSize(t, SIZE) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      if (line) lines.push(line);
      lines.push(rest.slice(0, cut));
      line = '';
      rest = rest.slice(cut);
    }
    const joined = line ? `${line} ${rest}` : rest;
    if (fits(joined)) line = joined;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${doc.number}`);
  pdf.setCreator('StaffLedger');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const safe = (t: string) => drawableText(regular, t);

  const { text, right, rule } = penWriting(regular, SIZE);

  const tableHeader = (pen: Pen) => {
    text(pen, 'Description', COLUMNS.description, bold);
    right(pen, 'Quantity', COLUMNS.quantity, bold);
    right(pen, 'Price', COLUMNS.price, bold);
    right(pen, 'Amount', COLUMNS.amount, bold);
    rule(pen);
    pen.y -= LEADING * 1.5;
  };
  const newPage = () => newPen(pdf);

  const pen = newPage();
  text(pen, safe(`Invoice ${doc.number}`), MARGIN, bold, 20);
  pen.y -= LEADING * 2;
  if (doc.status === 'CANCELLED') {
    stampCancelled(pen.page, bold);
    text(pen, CANCELLED, MARGIN, bold, 16);
    pen.y -= LEADING * 1.5;
    text(pen, CANCELLED_NOTE, MARGIN, regular);
    pen.y -= LEADING * 2;
  }
  const facts: [string, string][] = [
    ['Invoice date', formatUsDate(doc.invoiceDate)],
    // no status: the document goes to the client, to whom Pending or Overdue is ours to say
    ['Due date', formatUsDate(doc.dueDate)],
  ];
  for (const [label, value] of facts) {
    text(pen, `${label}:`, MARGIN, bold);
    text(pen, safe(value), MARGIN + 80, regular);
    pen.y -= LEADING;
  }
  pen.y -= LEADING;
  const top = pen.y;
  let lowest = top;
  for (const [x, title, party] of [
    [MARGIN, 'From', doc.from],
    [320, 'Bill to', doc.to],
  ] as const) {
    pen.y = top;
    text(pen, title, x, bold);
    for (const line of [party.name, ...party.lines]) {
      for (const part of wrap(regular, safe(line), 250)) {
        pen.y -= LEADING;
        text(pen, part, x);
      }
    }
    lowest = Math.min(lowest, pen.y);
  }
  pen.y = lowest - LEADING * 2;
  tableHeader(pen);

  let current = pen;
  for (const item of doc.items) {
    const lines = wrap(regular, safe(item.description), DESCRIPTION_WIDTH);
    if (current.y - LEADING * (lines.length - 1) < MARGIN + LEADING) {
      current = newPage();
      tableHeader(current);
    }
    right(current, formatCents(textToCents(item.quantity)), COLUMNS.quantity);
    right(current, formatDollars(textToCents(item.price)), COLUMNS.price);
    right(current, formatDollars(textToCents(item.amount)), COLUMNS.amount);
    for (const line of lines) {
      text(current, line, COLUMNS.description);
      current.y -= LEADING;
    }
    current.y -= 3;
  }
  if (current.y < MARGIN + LEADING * 2) current = newPage();
  current.y -= LEADING / 2;
  right(current, 'Total', COLUMNS.price, bold);
  right(current, formatDollars(textToCents(doc.amount)), COLUMNS.amount, bold);
  await appendAnnex(pdf, { regular, bold, safe }, wrap, doc.annex);
  if (doc.status === 'CANCELLED')
    for (const page of pdf.getPages().slice(1)) stampCancelled(page, bold);
  numberPages(pdf, regular);
  return pdf.save();
}
