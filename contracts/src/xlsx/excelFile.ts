import type { ExportColumn } from './columns.js';
import { ColumnCells } from './columnCells.js';
import { columnWidths, excelCell, type ExcelCell } from './excelCell.js';
import { newTextEncoder } from './platform.js';
import { SharedStrings } from './sharedStrings.js';
import { columnName, headerRow, SHEET_END, sheetStart, workbookParts } from './sheetXml.js';
import { ZipWriter, type ByteSink, type ZipFileWriter } from './zipWriter.js';

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

type PartWriter = ZipFileWriter;

/**
 * An .xlsx file of one worksheet, written as its rows arrive, batch after batch, to `sink`: each
 * batch becomes worksheet XML that is deflated at once, so what is ever held is a batch's text,
 * never the rows before it (the browser's sink keeps the compressed file; the server's sends it
 * on). The column widths fit the header and the first batch.
 */
export class ExcelFile<T> {
  private readonly zip: ZipWriter;
  private readonly encoder = newTextEncoder();
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
    sink: ByteSink,
  ) {
    this.zip = new ZipWriter(sink);
    this.header = columns.map((c) => c.label);
    this.refs = columns.map((_, i) => columnName(i));
    this.cells = columns.map((c) => new ColumnCells(this.shared, c.kind));
  }

  /**
   * Writes XML in pieces of at most `WRITE_BUFFER` bytes: one buffer per batch's bytes would leave
   * tens of MB outside the JavaScript heap for the garbage collector at a time. Each piece is a
   * copy: Node's CompressionStream settles a write while zlib still holds the chunk, so a buffer
   * filled again would change bytes not yet compressed (it did, once the sink made it wait).
   */
  private async write(part: PartWriter, xml: string) {
    for (let rest = xml; rest.length > 0;) {
      const { read, written } = this.encoder.encodeInto(rest, this.buffer);
      await part.write(this.buffer.slice(0, written));
      rest = rest.slice(read);
    }
  }

  /** The parts before the worksheet, then the worksheet's start and its header row. */
  private async open(first: T[]): Promise<PartWriter> {
    for (const [path, xml] of Object.entries(workbookParts(this.sheetName))) {
      const part = await this.zip.file(path);
      await this.write(part, xml);
      await part.close();
    }
    const sheet = await this.zip.file('xl/worksheets/sheet1.xml');
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

  /** The rows written so far. */
  get rows(): number {
    return this.written;
  }

  /** Ends the worksheet and the file. */
  async finish(): Promise<void> {
    const sheet = this.sheet ?? (await this.open([]));
    await this.write(sheet, SHEET_END);
    await sheet.close();
    const texts = await this.zip.file('xl/sharedStrings.xml');
    await this.write(texts, this.shared.xml());
    await texts.close();
    await this.zip.finish();
  }
}
