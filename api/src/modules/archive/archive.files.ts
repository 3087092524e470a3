/**
 * The files of a corporation's archive, one at a time: each is read (or, for an invoice's PDF,
 * made) only when its turn comes, so the server holds one file, never all of them.
 */
import { invoicePdfName } from '@staffledger/contracts';
import { readInBatches } from '../../db/list-query.js';
import type { Tx } from '../../db/tenant.js';
import { logoFilename } from '../corps/corps.logo.js';
import { findLogo } from '../corps/corps.repo.js';
import { loadInvoiceDocument } from '../invoices/invoices.document.js';
import { renderInvoicePdf } from '../invoices/invoices.pdf.js';

/** The kinds of file, as the manifest counts them. */
export type FileKind = 'attachments' | 'logo' | 'invoicePdfs';

export type ArchiveFile = { kind: FileKind; path: string; bytes: () => Promise<Uint8Array> };

// a name is one path segment of the archive: no folder, no control character
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_IN_NAME = /[/\\\u0000-\u001f\u007f]/g;

/** An uploaded file's name as one segment of a path in the archive. */
export const segment = (name: string) => name.replace(NOT_IN_NAME, '-');

async function* attachments(tx: Tx, corpId: number): AsyncIterable<ArchiveFile> {
  type Row = { id: string; timesheetId: string; filename: string };
  const list = await readInBatches<Row>(
    tx,
    `SELECT id, timesheet_id AS "timesheetId", filename FROM timesheet_attachments
      WHERE corp_id = $1 ORDER BY timesheet_id, id`,
    [corpId],
  );
  const each = (a: Row): ArchiveFile => ({
    kind: 'attachments',
    // the id keeps two files of the same name on one sheet apart
    path: `attachments/${a.timesheetId}/${a.id}-${segment(a.filename)}`,
    bytes: async () => {
      const { rows } = await tx.query<{ content: Buffer }>(
        'SELECT content FROM timesheet_attachments WHERE id = $1',
        [a.id],
      );
      return rows[0].content;
    },
  });
  yield* list.rows.map(each);
  for await (const batch of list.rest ?? []) yield* batch.map(each);
}

async function* invoicePdfs(tx: Tx, corpId: number): AsyncIterable<ArchiveFile> {
  type Row = { id: string; number: string };
  const list = await readInBatches<Row>(
    tx,
    'SELECT id, number FROM invoices WHERE corp_id = $1 ORDER BY id',
    [corpId],
  );
  const each = (i: Row): ArchiveFile => ({
    kind: 'invoicePdfs',
    // numbers are unique in a corporation (UNIQUE (corp_id, number))
    path: `invoices/${segment(invoicePdfName(i.number))}`,
    bytes: async () => {
      const doc = await loadInvoiceDocument(tx, Number(i.id));
      if (!doc) throw new Error(`invoice ${i.id} left the snapshot`);
      return renderInvoicePdf(doc);
    },
  });
  yield* list.rows.map(each);
  for await (const batch of list.rest ?? []) yield* batch.map(each);
}

/** Every file of the corporation, in the archive's order: the logo, attachments, invoices. */
export async function* archiveFiles(tx: Tx, corpId: number): AsyncIterable<ArchiveFile> {
  const logo = await findLogo(tx, corpId);
  if (logo) {
    yield { kind: 'logo', path: logoFilename(logo.contentType), bytes: async () => logo.data };
  }
  yield* attachments(tx, corpId);
  yield* invoicePdfs(tx, corpId);
}
