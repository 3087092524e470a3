import { columnWidths, excelCell } from './excelCell';
import type { ExportColumn } from './types';

/**
 * Writes the rows to an .xlsx file; the xlsx library is loaded only now. Columns with a kind get
 * typed cells (real dates, numbers with 2 decimals), so the spreadsheet can sort and sum them.
 */
export async function exportToExcel<T>(
  rows: T[],
  columns: ExportColumn<T>[],
  file: string,
  sheet: string,
): Promise<void> {
  const XLSX = await import('xlsx');
  const header = columns.map((c) => c.label);
  const body = rows.map((r) => columns.map((c) => excelCell(c.value(r), c.kind)));
  const worksheet = XLSX.utils.aoa_to_sheet([header, ...body]);
  worksheet['!cols'] = columnWidths(header, body);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, worksheet, sheet);
  XLSX.writeFile(book, file);
}
