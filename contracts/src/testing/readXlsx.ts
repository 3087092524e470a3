import { inflateRawSync } from 'node:zlib';

/** A sheet as read back: its name and its rows, each cell plain or typed `{ t: 'n', v, z }`. */
export type ReadSheet = { sheet: string; rows: unknown[][] };

/** The files of a ZIP archive by path, read through its central directory, as bytes. */
export function unzip(bytes: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a ZIP archive: no end of central directory');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const files = new Map<string, Uint8Array>();
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error('a broken central directory');
    const method = view.getUint16(at + 10, true);
    const compressed = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    const offset = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const start =
      offset + 30 + view.getUint16(offset + 26, true) + view.getUint16(offset + 28, true);
    const data = bytes.subarray(start, start + compressed);
    files.set(name, method === 8 ? inflateRawSync(data) : data);
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, e) => ENTITIES[e]);

/** The number format of each cell style of a workbook's styles part, by style index. */
function styleFormats(styles: string): string[] {
  const own = new Map<string, string>();
  for (const m of styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"\/>/g)) {
    own.set(m[1], unescape(m[2]));
  }
  const xfs = /<cellXfs[^>]*>(.*?)<\/cellXfs>/s.exec(styles)?.[1] ?? '';
  return [...xfs.matchAll(/<xf numFmtId="(\d+)"/g)].map((m) => own.get(m[1]) ?? 'General');
}

/** A column's index from the letters of a cell reference (A → 0). */
function columnIndex(ref: string): number {
  let n = 0;
  for (const ch of /^[A-Z]+/.exec(ref)![0]) n = n * 26 + ch.charCodeAt(0) - 64;
  return n - 1;
}

/** The texts of a workbook's table of texts (`xl/sharedStrings.xml`), by number. */
function sharedTexts(table: string | undefined): string[] {
  if (table === undefined) return [];
  return [...table.matchAll(/<si>(.*?)<\/si>/gs)].map((m) =>
    unescape(/<t[^>]*>(.*?)<\/t>/s.exec(m[1])?.[1] ?? ''),
  );
}

/**
 * Reads an .xlsx file of one worksheet as the product writes it (texts inline or from the table of
 * texts, numbers, booleans and number formats), checking each part's place in the archive along
 * the way. A cell left out reads as '', as a spreadsheet shows it, to the width of the widest row.
 */
export function readXlsx(bytes: Uint8Array): ReadSheet {
  const files = unzip(bytes);
  const decoder = new TextDecoder();
  const text = (path: string) => {
    const data = files.get(path);
    return data && decoder.decode(data);
  };
  const part = (path: string) => {
    const xml = text(path);
    if (xml === undefined) throw new Error(`the file has no ${path}`);
    return xml;
  };
  const sheet = unescape(/<sheet name="([^"]*)"/.exec(part('xl/workbook.xml'))![1]);
  const formats = styleFormats(part('xl/styles.xml'));
  const texts = sharedTexts(text('xl/sharedStrings.xml'));
  const rows: unknown[][] = [];
  for (const row of part('xl/worksheets/sheet1.xml').matchAll(
    /<row r="(\d+)"[^>]*>(.*?)<\/row>/gs,
  )) {
    const cells: unknown[] = [];
    // a cell without its reference (r="B2") follows the cell before it
    let column = -1;
    for (const c of row[2].matchAll(/<c((?: [a-z]+="[^"]*")*)>(.*?)<\/c>/gs)) {
      const [, attributes, content] = c;
      const ref = /r="([A-Z]+)\d+"/.exec(attributes)?.[1];
      column = ref ? columnIndex(ref) : column + 1;
      const type = /t="(\w+)"/.exec(attributes)?.[1];
      const style = Number(/s="(\d+)"/.exec(attributes)?.[1] ?? 0);
      const value = /<v>(.*?)<\/v>/s.exec(content)?.[1];
      let cell: unknown;
      if (type === 'inlineStr') cell = unescape(/<t[^>]*>(.*?)<\/t>/s.exec(content)?.[1] ?? '');
      else if (type === 's') cell = texts[Number(value)];
      else if (type === 'b') cell = value === '1';
      else if (style > 0) cell = { t: 'n', v: Number(value), z: formats[style] };
      else cell = Number(value);
      cells[column] = cell;
    }
    rows[Number(row[1]) - 1] = cells;
  }
  const width = Math.max(0, ...Array.from(rows, (row) => row?.length ?? 0));
  const filled = (row: unknown[] = []) => Array.from({ length: width }, (_, i) => row[i] ?? '');
  return { sheet, rows: Array.from(rows, filled) };
}
