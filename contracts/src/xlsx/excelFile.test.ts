import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, inflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import { ExcelFile, MAX_SHEET_ROWS } from './excelFile.js';
import type { ExportColumn } from './columns.js';

type Row = {
  number: string;
  amount: number | string;
  hours: number;
  due: string | null;
  at: string;
};

const rows: Row[] = [
  { number: 'INV-1', amount: 1234.5, hours: 37.75, due: '2026-03-08', at: '2026-11-23T19:05:00Z' },
  { number: 'INV-2', amount: '20.05', hours: 0.25, due: '2026-11-01', at: '2026-07-04T04:00:00Z' },
  { number: 'INV-3', amount: -12, hours: 8, due: null, at: '2026-01-01T12:00:00Z' },
];

const columns: ExportColumn<Row>[] = [
  { label: 'Number', value: (r) => r.number },
  { label: 'Amount', value: (r) => r.amount, kind: 'money' },
  { label: 'Hours', value: (r) => r.hours, kind: 'hours' },
  { label: 'Due Date', value: (r) => r.due, kind: 'date' },
  { label: 'Last Updated', value: (r) => r.at, kind: 'datetime' },
];

/** The file of `batches` of rows, written one batch after another, saved in `dir`. */
async function written<T>(
  name: string,
  cols: ExportColumn<T>[],
  batches: T[][],
  sheetName: string,
) {
  const pieces: Uint8Array[] = [];
  const excel = new ExcelFile(cols, sheetName, (piece) => {
    pieces.push(piece);
  });
  for (const batch of batches) await excel.add(batch);
  await excel.finish();
  const path = join(dir, name);
  writeFileSync(path, Buffer.concat(pieces));
  return path;
}

let dir: string;
let file: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sl-export-'));
  file = await written('invoices.xlsx', columns, [rows], 'Invoices');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// cellNF keeps each cell's number format, cellStyles the column widths
const sheet = (opts: XLSX.ParsingOptions = {}) =>
  XLSX.readFile(file, { cellNF: true, cellStyles: true, ...opts }).Sheets.Invoices;

test('the file has the sheet, the header row and plain text cells as before', () => {
  const book = XLSX.readFile(file);
  expect(book.SheetNames).toEqual(['Invoices']);
  const data = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Invoices, { header: 1 });
  expect(data[0]).toEqual(['Number', 'Amount', 'Hours', 'Due Date', 'Last Updated']);
  expect(sheet().A2).toMatchObject({ t: 's', v: 'INV-1' });
});

test('money and hours are numbers with a 2-decimal format, so a sum over them is the total', () => {
  const ws = sheet();
  for (const ref of ['B2', 'B3', 'B4']) expect(ws[ref]).toMatchObject({ t: 'n', z: '"$"#,##0.00' });
  for (const ref of ['C2', 'C3', 'C4']) expect(ws[ref]).toMatchObject({ t: 'n', z: '#,##0.00' });
  expect(ws.B3.v).toBe(20.05);
  expect(ws.B4.v).toBe(-12);
  const cents = ['B2', 'B3', 'B4'].reduce((sum, ref) => sum + Math.round(ws[ref].v * 100), 0);
  expect(cents).toBe(123_450 + 2_005 - 1_200);
  const hundredths = ['C2', 'C3', 'C4'].reduce((sum, ref) => sum + Math.round(ws[ref].v * 100), 0);
  expect(hundredths).toBe(3_775 + 25 + 800);
  expect(ws.B2.w).toBe('$1,234.50');
  expect(ws.C2.w).toBe('37.75');
});

test('dates are real dates on their own day, whatever the time zone of the computer', () => {
  const ws = sheet();
  expect(ws.D2).toMatchObject({ t: 'n', v: 46089, z: 'mm/dd/yyyy', w: '03/08/2026' });
  expect(ws.D3).toMatchObject({ t: 'n', w: '11/01/2026' });
  // no date is an empty cell, not a cell holding an empty text
  expect(ws.D4).toBeUndefined();
  expect(ws.E4).toBeDefined();
  const read = sheet({ cellDates: true });
  expect(read.D2.t).toBe('d');
  const day = read.D2.v as Date;
  // a date cell is read back as that day's midnight on the reader's clock
  expect([day.getFullYear(), day.getMonth() + 1, day.getDate()]).toEqual([2026, 3, 8]);
});

test('instants are dates with a time, the New York wall clock the screens show', () => {
  const ws = sheet();
  expect(ws.E2).toMatchObject({ t: 'n', z: 'mm/dd/yyyy h:mm AM/PM', w: '11/23/2026 2:05 PM' });
  // 4 a.m. UTC is still the evening before in New York
  expect(ws.E3.w).toBe('07/04/2026 12:00 AM');
  expect(ws.E4.w).toBe('01/01/2026 7:00 AM');
});

test('the columns are wide enough to show dates and amounts in full', () => {
  const widths = (sheet()['!cols'] ?? []).map((c) => c.wch);
  expect(widths[3]).toBeGreaterThanOrEqual(10);
  expect(widths[4]).toBeGreaterThanOrEqual(19);
});

type Line = { n: number; text: string };
const lineColumns: ExportColumn<Line>[] = [
  { label: 'N', value: (r) => r.n },
  { label: 'Text', value: (r) => r.text },
];

test('rows given in several batches follow one another in order', async () => {
  const lines = Array.from({ length: 2500 }, (_, i) => ({ n: i + 1, text: `line ${i + 1}` }));
  const path = await written(
    'lines.xlsx',
    lineColumns,
    [lines.slice(0, 1000), lines.slice(1000, 2000), lines.slice(2000)],
    'Lines',
  );
  const data = XLSX.utils.sheet_to_json<unknown[]>(XLSX.readFile(path).Sheets.Lines, { header: 1 });
  expect(data).toHaveLength(2501);
  expect(data[0]).toEqual(['N', 'Text']);
  expect(data.slice(1).map((r) => r[0])).toEqual(lines.map((l) => l.n));
  expect(data[2500]).toEqual([2500, 'line 2500']);
});

test('empty cells leave their place: the cells after them stay in their columns', async () => {
  type Gappy = { a: string; b: string; c: string; d: string };
  const cols: ExportColumn<Gappy>[] = ['a', 'b', 'c', 'd'].map((k) => ({
    label: k.toUpperCase(),
    value: (r: Gappy) => r[k as keyof Gappy],
  }));
  const gappy: Gappy[] = [
    { a: '', b: 'b2', c: '', d: 'd2' },
    { a: 'a3', b: '', c: '', d: 'd3' },
    { a: '', b: '', c: '', d: '' },
    { a: 'a5', b: 'b5', c: 'c5', d: '' },
    { a: 'a6', b: 'b6', c: 'c6', d: 'd6' },
  ];
  const path = await written('gappy.xlsx', cols, [gappy], 'Gappy');
  const cells = XLSX.readFile(path).Sheets.Gappy;
  const filled = Object.keys(cells)
    .filter((ref) => !ref.startsWith('!'))
    .map((ref) => `${ref}=${cells[ref].v}`);
  expect(filled.sort()).toEqual(
    ['A1=A', 'B1=B', 'C1=C', 'D1=D', 'B2=b2', 'D2=d2', 'A3=a3', 'D3=d3']
      .concat(['A5=a5', 'B5=b5', 'C5=c5', 'A6=a6', 'B6=b6', 'C6=c6', 'D6=d6'])
      .sort(),
  );
  // only a cell after an empty one names its place
  const xml = archiveParts(path).find((p) => p.name === 'xl/worksheets/sheet1.xml')!.content;
  expect(xml.toString().match(/<c r="/g)).toHaveLength(4 + 3);
});

test('text keeps the special characters of XML and characters past the basic plane', async () => {
  const texts = ['Smith & Sons <Ltd> "quoted"', 'Zoë 👩🏽‍💻 ünïcödé', ']]> & &amp;', '  spaces kept  '];
  const path = await written(
    'texts.xlsx',
    lineColumns,
    [texts.map((text, i) => ({ n: i, text }))],
    'Texts',
  );
  const data = XLSX.utils.sheet_to_json<unknown[]>(XLSX.readFile(path).Sheets.Texts, { header: 1 });
  expect(data.slice(1).map((r) => r[1])).toEqual(texts);
});

test('characters a spreadsheet cannot hold are left out, not the whole file spoiled', async () => {
  const path = await written(
    'control.xlsx',
    lineColumns,
    [[{ n: 1, text: 'bell\u0007 and half \ud83d a pair' }]],
    'Control',
  );
  const data = XLSX.utils.sheet_to_json<unknown[]>(XLSX.readFile(path).Sheets.Control, {
    header: 1,
  });
  expect(data[1]).toEqual([1, 'bell and half  a pair']);
});

test('an empty list gives a file with the header alone', async () => {
  const path = await written('empty.xlsx', lineColumns, [], 'Empty');
  const data = XLSX.utils.sheet_to_json<unknown[]>(XLSX.readFile(path).Sheets.Empty, { header: 1 });
  expect(data).toEqual([['N', 'Text']]);
});

/** Each part of an .xlsx archive, found through its central directory: its name, CRC, content. */
function archiveParts(path: string) {
  const bytes = readFileSync(path);
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const parts: { name: string; crc: number; size: number; content: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    const [crc, compressed, size] = [16, 20, 24].map((o) => bytes.readUInt32LE(at + o));
    const nameLength = bytes.readUInt16LE(at + 28);
    const offset = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const start = offset + 30 + bytes.readUInt16LE(offset + 26) + bytes.readUInt16LE(offset + 28);
    parts.push({
      name,
      crc,
      size,
      content: inflateRawSync(bytes.subarray(start, start + compressed)),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return parts;
}

test('the archive is sound: the checksum and size of every part match what it holds', () => {
  const parts = archiveParts(file);
  for (const { crc, size, content } of parts) {
    expect(content.length).toBe(size);
    // gzip ends with the CRC-32 of what it holds: a second, independent computation
    const gzipped = gzipSync(content);
    expect(gzipped.readUInt32LE(gzipped.length - 8)).toBe(crc);
  }
  const names = parts.map((p) => p.name);
  expect(names).toContain('xl/worksheets/sheet1.xml');
  expect(names).toContain('xl/sharedStrings.xml');
  expect(names[0]).toBe('[Content_Types].xml');
});

test('a text repeated down the list is stored once, and its cells refer to it', async () => {
  const statuses = ['Submitted', 'Approved', 'Rejected & Sent back'];
  const lines = Array.from({ length: 3000 }, (_, i) => ({ n: i, text: statuses[i % 3] }));
  const path = await written(
    'repeated.xlsx',
    lineColumns,
    [lines.slice(0, 1000), lines.slice(1000)],
    'Repeated',
  );
  const part = (name: string) =>
    archiveParts(path)
      .find((p) => p.name === name)!
      .content.toString();
  expect(part('xl/sharedStrings.xml').match(/<si>/g)).toHaveLength(3);
  expect(part('xl/worksheets/sheet1.xml')).not.toContain('Approved');
  const data = XLSX.utils.sheet_to_json<unknown[]>(XLSX.readFile(path).Sheets.Repeated, {
    header: 1,
  });
  expect(data.slice(1).map((r) => r[1])).toEqual(lines.map((l) => l.text));
});

test('once the table of texts is full, new texts are written in their cells, still right', async () => {
  // more distinct texts than the table holds (100,000), and than a column remembers (50,000)
  const lines = Array.from({ length: 100_500 }, (_, i) => ({ n: i, text: `text ${i}` }));
  const batches = Array.from({ length: 101 }, (_, b) => lines.slice(b * 1000, b * 1000 + 1000));
  const path = await written('many.xlsx', lineColumns, batches, 'Many');
  const sheetXml = archiveParts(path).find((p) => p.name === 'xl/worksheets/sheet1.xml')!.content;
  expect(sheetXml.toString()).toContain('<t>text 100499</t>');
  const data = XLSX.utils.sheet_to_json<unknown[]>(
    XLSX.readFile(path, { dense: true }).Sheets.Many,
    {
      header: 1,
    },
  );
  expect(data).toHaveLength(100_501);
  expect(data.slice(1).every((r, i) => r[0] === i && r[1] === `text ${i}`)).toBe(true);
}, 60_000);

test('more rows than a sheet holds are refused with a message, before any is written', async () => {
  const excel = new ExcelFile(lineColumns, 'Big', () => undefined);
  const tooMany = Array.from({ length: MAX_SHEET_ROWS }, (_, i) => ({ n: i, text: '' }));
  await expect(excel.add(tooMany)).rejects.toThrow(
    'An Excel sheet holds at most 1,048,575 rows; narrow the list with its filters.',
  );
});
