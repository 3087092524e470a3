import { waitFor } from '@testing-library/react';

/**
 * What a Download Excel wrote: the file name, the sheet name and its rows (header first), each
 * cell as given to the sheet: a plain value, or a typed cell `{ t: 'n', v, z }` (a date as its day
 * serial, money or hours as a number, with their number format).
 */
export type WrittenWorkbook = { file: string; sheet: string; rows: unknown[][] };

type FakeBook = { sheets: { name: string; rows: unknown[][] }[] };

const written: WrittenWorkbook[] = [];

/**
 * Stands in for the xlsx package in component tests, keeping what each export wrote instead of
 * writing a file. The apps' tests get it for every import of xlsx (see xlsxStandIn.ts); a test of
 * the kit asks for it with
 * `jest.mock('xlsx', () => jest.requireActual('@staffledger/shared/testing').fakeXlsx, { virtual: true })`.
 */
export const fakeXlsx = {
  utils: {
    book_new: (): FakeBook => ({ sheets: [] }),
    aoa_to_sheet: (rows: unknown[][]) => ({ rows }),
    book_append_sheet: (book: FakeBook, sheet: { rows: unknown[][] }, name: string) => {
      book.sheets.push({ name, rows: sheet.rows });
    },
  },
  writeFile: (book: FakeBook, file: string) => {
    const [first] = book.sheets;
    written.push({ file, sheet: first?.name ?? '', rows: first?.rows ?? [] });
  },
};

/** Forgets the workbooks of earlier tests. */
export function resetWorkbooks(): void {
  written.length = 0;
}

/** The workbook the last export wrote, once one has been written. */
export async function downloadedWorkbook(): Promise<WrittenWorkbook> {
  await waitFor(() => expect(written.length).toBeGreaterThan(0));
  return written[written.length - 1];
}
