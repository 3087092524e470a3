/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { exportToExcel } from './exportToExcel';
import type { ExportColumn } from './types';

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

let dir: string;
let file: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sl-export-'));
  file = join(dir, 'invoices.xlsx');
  await exportToExcel(rows, columns, file, 'Invoices');
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
  expect(ws.D4).toMatchObject({ t: 's', v: '' });
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
