/**
 * SQL of timesheet attachments. Every function runs inside the caller's tenant transaction, after
 * the caller has checked that the request may reach the timesheet.
 */
import type { Tx } from '../../db/tenant.js';
import type { Attachment } from '@staffledger/contracts/schemas';
import type { UploadedAttachment } from './attachments.upload.js';

const COLUMNS = `id, filename, content_type AS "contentType", size_bytes AS size,
  created_at AS "createdAt"`;

type DbAttachment = Omit<Attachment, 'createdAt' | 'id'> & { id: string; createdAt: Date };

const toAttachment = (r: DbAttachment): Attachment => ({
  ...r,
  id: Number(r.id),
  createdAt: r.createdAt.toISOString(),
});

export async function listAttachments(tx: Tx, timesheetId: number): Promise<Attachment[]> {
  const { rows } = await tx.query<DbAttachment>(
    `SELECT ${COLUMNS} FROM timesheet_attachments WHERE timesheet_id = $1 ORDER BY id`,
    [timesheetId],
  );
  return rows.map(toAttachment);
}

/** An attachment with its bytes, or undefined when the timesheet has no such attachment. */
export async function findAttachmentFile(
  tx: Tx,
  timesheetId: number,
  attachmentId: number,
): Promise<(Attachment & { content: Buffer }) | undefined> {
  const { rows } = await tx.query<DbAttachment & { content: Buffer }>(
    `SELECT ${COLUMNS}, content FROM timesheet_attachments WHERE timesheet_id = $1 AND id = $2`,
    [timesheetId, attachmentId],
  );
  return rows[0] && { ...toAttachment(rows[0]), content: rows[0].content };
}

/** Stores a file with its row, in the timesheet's corporation. */
export async function insertAttachment(
  tx: Tx,
  timesheetId: number,
  file: UploadedAttachment,
  uploadedBy: string | null,
): Promise<Attachment> {
  const { rows } = await tx.query<DbAttachment>(
    `INSERT INTO timesheet_attachments
       (corp_id, timesheet_id, filename, content_type, size_bytes, content, uploaded_by)
     SELECT corp_id, id, $2, $3, $4, $5, $6 FROM timesheets WHERE id = $1
     RETURNING ${COLUMNS}`,
    [timesheetId, file.filename, file.type.contentType, file.data.length, file.data, uploadedBy],
  );
  return toAttachment(rows[0]);
}

/** Deletes an attachment; its former row, or undefined when the timesheet has no such one. */
export async function deleteAttachment(
  tx: Tx,
  timesheetId: number,
  attachmentId: number,
): Promise<Attachment | undefined> {
  const { rows } = await tx.query<DbAttachment>(
    `DELETE FROM timesheet_attachments WHERE timesheet_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [timesheetId, attachmentId],
  );
  return rows[0] && toAttachment(rows[0]);
}
