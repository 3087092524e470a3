/**
 * What the invoice PDF and its timesheet annex draw with: US Letter pages and their margin, and a
 * pen that writes lines down a page.
 */
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

export const PAGE: [number, number] = [612, 792]; // US Letter, in points
export const MARGIN = 50;
export const INK = rgb(0.13, 0.13, 0.13);

/** Where the next line goes: its page and its height on the page. */
export type Pen = { page: PDFPage; y: number };

/** A new page of `pdf`, the pen at its top margin. */
export const newPen = (pdf: PDFDocument): Pen => ({
  page: pdf.addPage(PAGE),
  y: PAGE[1] - MARGIN,
});

/**
 * Drawing on the pen's line at `size` points, in `regular` unless told otherwise: text from `x`,
 * text ending at `x`, and the rule under a table's header.
 */
export function penWriting(regular: PDFFont, size: number) {
  const text = (pen: Pen, t: string, x: number, font = regular, at = size) =>
    pen.page.drawText(t, { x, y: pen.y, size: at, font, color: INK });
  const right = (pen: Pen, t: string, x: number, font = regular) =>
    text(pen, t, x - font.widthOfTextAtSize(t, size), font);
  const rule = (pen: Pen) =>
    pen.page.drawLine({
      start: { x: MARGIN, y: pen.y - 4 },
      end: { x: PAGE[0] - MARGIN, y: pen.y - 4 },
      thickness: 0.5,
    });
  return { text, right, rule };
}

/**
 * 'Page N of M' at the foot of every page of `pdf`, right-aligned: drawn once the document is
 * whole, so that M counts the annex and the attachments' own pages. It sits above an attachment's
 * caption (at 20 points) and below the margin the pages' text keeps.
 */
export function numberPages(pdf: PDFDocument, font: PDFFont): void {
  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    const x = page.getWidth() - MARGIN - font.widthOfTextAtSize(label, 8);
    page.drawText(label, { x, y: 32, size: 8, font, color: INK });
  });
}
