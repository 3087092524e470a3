import { columnWidths, excelCell, type ExcelCell } from '../excelCell';
import type { ExportColumn } from '../types';
import { columnName, rowsXml, SHEET_END, sheetStart, workbookParts, XLSX_TYPE } from './sheetXml';
import { ZipWriter } from './zipWriter';

/** The most rows a worksheet holds, its header included. */
export const MAX_SHEET_ROWS = 1_048_576;
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
  private readonly header: string[];
  private readonly refs: string[];
  private sheet: PartWriter | null = null;
  private written = 0;

  constructor(
    private readonly columns: ExportColumn<T>[],
    private readonly sheetName: string,
  ) {
    this.header = columns.map((c) => c.label);
    this.refs = columns.map((_, i) => columnName(i));
  }

  private write(part: PartWriter, xml: string) {
    return part.write(this.encoder.encode(xml));
  }

  /** The parts before the worksheet, then the worksheet's start and its header row. */
  private async open(first: ExcelCell[][]): Promise<PartWriter> {
    for (const [path, xml] of Object.entries(workbookParts(this.sheetName))) {
      const part = this.zip.file(path);
      await this.write(part, xml);
      await part.close();
    }
    const sheet = this.zip.file('xl/worksheets/sheet1.xml');
    const widths = columnWidths(this.header, first).map((c) => storedWidth(c.wch));
    await this.write(sheet, sheetStart(widths) + rowsXml([this.header], 1, this.refs));
    return sheet;
  }

  /** Writes the next rows; await it before giving more. */
  async add(rows: T[]): Promise<void> {
    if (1 + this.written + rows.length > MAX_SHEET_ROWS) {
      throw new Error(
        `An Excel sheet holds at most ${(MAX_SHEET_ROWS - 1).toLocaleString('en-US')} rows; narrow the list with its filters.`,
      );
    }
    const body = rows.map((r) => this.columns.map((c) => excelCell(c.value(r), c.kind)));
    this.sheet ??= await this.open(body);
    await this.write(this.sheet, rowsXml(body, this.written + 2, this.refs));
    this.written += rows.length;
  }

  /** Ends the worksheet and answers the file. */
  async finish(): Promise<Blob> {
    const sheet = this.sheet ?? (await this.open([]));
    await this.write(sheet, SHEET_END);
    await sheet.close();
    return this.zip.finish(XLSX_TYPE);
  }
}
