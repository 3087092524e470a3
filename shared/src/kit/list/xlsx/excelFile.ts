import { columnWidths, excelCell, type ExcelCell } from '../excelCell';
import type { ExportColumn } from '../types';
import { ColumnCells } from './columnCells';
import { SharedStrings } from './sharedStrings';
import { columnName, headerRow, SHEET_END, sheetStart, workbookParts, XLSX_TYPE } from './sheetXml';
import { ZipWriter } from './zipWriter';

/** The most rows a worksheet holds, its header included. */
export const MAX_SHEET_ROWS = 1_048_576;
// the bytes of XML given to the compression at a time (a batch of 1,000 rows is about 300 KB)
const WRITE_BUFFER = 512 * 1024;
// the widest digit of the default font (Calibri 11) in pixels, and the padding of a column
const DIGIT_PX = 7;
const PADDING_PX = 5;

/** A column's width as a spreadsheet stores it, for `characters` digits and the padding. */
function storedWidth(characters: number): number {
  return Math.trunc(((characters * DIGIT_PX + PADDING_PX) / DIGIT_PX) * 256) / 256;
}

type PartWriter = ReturnType<ZipWriter['file']>;

/**
 * An .xlsx file of one worksheet, written as its rows arrive, batch after batch: each batch
 * becomes worksheet XML that is deflated at once, so what stays in memory is the compressed file,
 * not the rows or their text. The column widths fit the header and the first batch.
 */
export class ExcelFile<T> {
  private readonly zip = new ZipWriter();
  private readonly encoder = new TextEncoder();
  private readonly buffer = new Uint8Array(WRITE_BUFFER);
  private readonly header: string[];
  private readonly refs: string[];
  private readonly cells: ColumnCells[];
  private readonly shared = new SharedStrings();
  private sheet: PartWriter | null = null;
  private written = 0;

  constructor(
    private readonly columns: ExportColumn<T>[],
    private readonly sheetName: string,
  ) {
    this.header = columns.map((c) => c.label);
    this.refs = columns.map((_, i) => columnName(i));
    this.cells = columns.map((c) => new ColumnCells(this.shared, c.kind));
  }

  /**
   * Writes XML through one buffer, filled again and again: a new buffer for each batch's bytes
   * would leave tens of MB outside the JavaScript heap for the garbage collector at a time. The
   * compression is done with a piece once its write has settled (the standard's CompressionStream
   * compresses each chunk as it is written).
   */
  private async write(part: PartWriter, xml: string) {
    for (let rest = xml; rest.length > 0;) {
      const { read, written } = this.encoder.encodeInto(rest, this.buffer);
      await part.write(this.buffer.subarray(0, written));
      rest = rest.slice(read);
    }
  }

  /** The parts before the worksheet, then the worksheet's start and its header row. */
  private async open(first: T[]): Promise<PartWriter> {
    for (const [path, xml] of Object.entries(workbookParts(this.sheetName))) {
      const part = this.zip.file(path);
      await this.write(part, xml);
      await part.close();
    }
    const sheet = this.zip.file('xl/worksheets/sheet1.xml');
    const body: ExcelCell[][] = first.map((r) =>
      this.columns.map((c) => excelCell(c.value(r), c.kind)),
    );
    const widths = columnWidths(this.header, body).map((c) => storedWidth(c.wch));
    await this.write(sheet, sheetStart(widths) + headerRow(this.header, this.refs));
    return sheet;
  }

  /** Writes the next rows; await it before giving more. */
  async add(rows: T[]): Promise<void> {
    if (1 + this.written + rows.length > MAX_SHEET_ROWS) {
      throw new Error(
        `An Excel sheet holds at most ${(MAX_SHEET_ROWS - 1).toLocaleString('en-US')} rows; narrow the list with its filters.`,
      );
    }
    this.sheet ??= await this.open(rows);
    await this.write(this.sheet, this.rowsXml(rows));
    this.written += rows.length;
  }

  /** The worksheet XML of the next rows, cell by cell without building the cells first. */
  private rowsXml(rows: T[]): string {
    // A cell names its place (`r="B12"`) only after an empty one, which is left out: the others
    // follow the cell before them, as the format allows. A reference on every cell made the sheet
    // a third longer and three times slower to compress, as no two rows then repeat.
    const { columns, cells, refs } = this;
    let xml = '';
    let n = this.written + 1;
    for (const row of rows) {
      n++;
      xml += `<row r="${n}">`;
      let placed = true;
      for (let c = 0; c < columns.length; c++) {
        const tail = cells[c].tail(columns[c].value(row));
        if (!tail) placed = false;
        else if (placed) xml += `<c${tail}`;
        else {
          xml += `<c r="${refs[c]}${n}"${tail}`;
          placed = true;
        }
      }
      xml += '</row>';
    }
    return xml;
  }

  /** Ends the worksheet and answers the file. */
  async finish(): Promise<Blob> {
    const sheet = this.sheet ?? (await this.open([]));
    await this.write(sheet, SHEET_END);
    await sheet.close();
    const texts = this.zip.file('xl/sharedStrings.xml');
    await this.write(texts, this.shared.xml());
    await texts.close();
    return this.zip.finish(XLSX_TYPE);
  }
}
