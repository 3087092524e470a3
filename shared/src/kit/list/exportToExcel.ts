import type { ExportColumn } from './types';

function cell(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string')
    return value;
  return JSON.stringify(value);
}

/** Writes the rows to an .xlsx file; the xlsx library is loaded only now. */
export async function exportToExcel<T>(
  rows: T[],
  columns: ExportColumn<T>[],
  file: string,
  sheet: string,
): Promise<void> {
  const XLSX = await import('xlsx');
  const data = [
    columns.map((c) => c.label),
    ...rows.map((r) => columns.map((c) => cell(c.value(r)))),
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data), sheet);
  XLSX.writeFile(book, file);
}
