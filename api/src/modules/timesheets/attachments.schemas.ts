import { Type, type Static } from '@sinclair/typebox';
import { IdParams } from '../common/schemas.js';

/** One attachment of a timesheet, without its bytes (the front end's `Attachment`). */
export const Attachment = Type.Object({
  id: Type.Integer(),
  filename: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ description: 'Bytes' }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Attachment = Static<typeof Attachment>;

/** `{id}` is the timesheet, `{attId}` one of its attachments. */
export const AttachmentParams = Type.Object({
  id: IdParams.properties.id,
  attId: IdParams.properties.id,
});

export const AttachmentFile = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });
