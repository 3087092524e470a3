/**
 * A corporation's archive (docs/files.md#a-corporations-archive), written to a sink as it is
 * read: a spreadsheet per resource, every file, then the manifest that counts them. Everything is
 * read in the caller's one snapshot, so the counts are those of the files beside them.
 */
import { readFileSync } from 'node:fs';
import { ExcelFile, MAX_SHEET_ROWS, ZipWriter, type ByteSink } from '@staffledger/contracts/xlsx';
import type { Tx } from '../../db/tenant.js';
import { migrations } from '../../db/migrations/index.js';
import { archiveFiles, type FileKind } from './archive.files.js';
import { ARCHIVE_SHEETS, type ArchiveSheet } from './archive.sheets.js';

const PRODUCT_VERSION = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

export type Manifest = {
  corporation: { id: number; name: string };
  madeAt: string;
  madeBy: string | null;
  product: { version: string; newestMigration: string };
  /** Rows per resource, as in its spreadsheet(s). */
  rows: Record<string, number>;
  /** Spreadsheets per resource: more than one past a sheet's 1,048,575 rows. */
  spreadsheets: Record<string, string[]>;
  files: Record<FileKind, { count: number; bytes: number }>;
  /** The bytes of every other entry of the archive, as unpacked. */
  totalBytes: number;
};

/** Writes one resource's spreadsheet(s); a sheet that fills up goes on in `<resource>-2.xlsx`. */
async function writeSheets<T>(
  zip: ZipWriter,
  s: ArchiveSheet<T>,
  rows: AsyncIterable<T[]>,
): Promise<{ rows: number; bytes: number; names: string[] }> {
  const names: string[] = [];
  let count = 0;
  let bytes = 0;
  const start = async () => {
    const name = names.length ? `${s.resource}-${names.length + 1}.xlsx` : `${s.resource}.xlsx`;
    names.push(name);
    // an .xlsx is compressed already: stored as it is
    const entry = await zip.file(name, { stored: true });
    const excel = new ExcelFile(s.columns, s.sheet, (piece) => {
      bytes += piece.length;
      return entry.write(piece);
    });
    return { excel, entry };
  };
  const end = async (part: Awaited<ReturnType<typeof start>>) => {
    await part.excel.finish();
    await part.entry.close();
  };
  let part = await start();
  for await (const batch of rows) {
    if (part.excel.rows + batch.length > MAX_SHEET_ROWS - 1) {
      await end(part);
      part = await start();
    }
    await part.excel.add(batch);
    count += batch.length;
  }
  await end(part);
  return { rows: count, bytes, names };
}

async function* batches<T>(first: T[], rest?: AsyncIterable<T[]>): AsyncIterable<T[]> {
  yield first;
  if (rest) yield* rest;
}

/**
 * Writes the archive of corporation `corp` to `sink`, reading through `tx` (the corporation's
 * snapshot); answers its manifest, which is also its last entry.
 */
export async function writeArchive(
  tx: Tx,
  corp: { id: number; name: string },
  madeBy: string | null,
  sink: ByteSink,
): Promise<Manifest> {
  const zip = new ZipWriter(sink);
  const manifest: Manifest = {
    corporation: corp,
    madeAt: new Date().toISOString(),
    madeBy,
    product: { version: PRODUCT_VERSION, newestMigration: migrations[migrations.length - 1].name },
    rows: {},
    spreadsheets: {},
    files: {
      logo: { count: 0, bytes: 0 },
      attachments: { count: 0, bytes: 0 },
      invoicePdfs: { count: 0, bytes: 0 },
    },
    totalBytes: 0,
  };
  for (const s of ARCHIVE_SHEETS) {
    const list = await s.read(tx, corp.id);
    const written = await writeSheets(zip, s, batches(list.rows, list.rest));
    manifest.rows[s.resource] = written.rows;
    manifest.spreadsheets[s.resource] = written.names;
    manifest.totalBytes += written.bytes;
  }
  for await (const file of archiveFiles(tx, corp.id)) {
    const bytes = await file.bytes();
    // PDFs and images are compressed already; what else staff attach is small
    const entry = await zip.file(file.path, { stored: true });
    await entry.write(bytes);
    await entry.close();
    manifest.files[file.kind].count += 1;
    manifest.files[file.kind].bytes += bytes.length;
    manifest.totalBytes += bytes.length;
  }
  const entry = await zip.file('manifest.json');
  await entry.write(new TextEncoder().encode(JSON.stringify(manifest, null, 2)));
  await entry.close();
  await zip.finish();
  return manifest;
}
