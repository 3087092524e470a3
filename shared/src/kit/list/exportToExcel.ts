import { saveBlob } from '../files/saveBlob';
import type { ExportColumn } from '@staffledger/contracts';

/**
 * Writes an Excel file of the rows `read` gives, batch by batch, to `add` (awaiting each), then
 * saves it as `file`; the writer is loaded only now. Columns with a kind get typed cells (real
 * dates, numbers with 2 decimals), so the spreadsheet can sort and sum them.
 */
export async function exportBatchesToExcel<T>(
  read: (add: (rows: T[]) => Promise<void>) => Promise<void>,
  columns: ExportColumn<T>[],
  file: string,
  sheet: string,
): Promise<void> {
  const { ExcelFile, XLSX_TYPE } = await import('@staffledger/contracts/xlsx');
  // the compressed file is what the browser keeps, piece by piece, until it is saved
  const pieces: Uint8Array[] = [];
  const excel = new ExcelFile(columns, sheet, (piece) => {
    pieces.push(piece);
  });
  await read((rows) => excel.add(rows));
  await excel.finish();
  saveBlob(new Blob(pieces as BlobPart[], { type: XLSX_TYPE }), file);
}

/** Writes the rows to an .xlsx file and saves it as `file` (see `exportBatchesToExcel`). */
export function exportToExcel<T>(
  rows: T[],
  columns: ExportColumn<T>[],
  file: string,
  sheet: string,
): Promise<void> {
  return exportBatchesToExcel((add) => add(rows), columns, file, sheet);
}
