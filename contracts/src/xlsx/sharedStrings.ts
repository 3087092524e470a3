import { sharedStringsXml } from './sheetXml.js';

// the most texts the table holds (a few MB at most); later new texts are written in their cells
const MAX_SHARED = 100_000;

/**
 * The workbook's table of texts: a cell refers to its text by number, so a name repeated on
 * thousands of rows is written, escaped and compressed once, and each of its cells is a few bytes.
 */
export class SharedStrings {
  private readonly index = new Map<string, number>();
  private readonly texts: string[] = [];

  /** The number of `text` in the table, or -1 when the table is full and `text` is not in it. */
  of(text: string): number {
    let n = this.index.get(text);
    if (n === undefined) {
      if (this.texts.length >= MAX_SHARED) return -1;
      n = this.texts.length;
      this.texts.push(text);
      this.index.set(text, n);
    }
    return n;
  }

  /** The table's part, `xl/sharedStrings.xml`. */
  xml(): string {
    return sharedStringsXml(this.texts);
  }
}
