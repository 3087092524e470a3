import { Type } from '@sinclair/typebox';
import { IdParams } from '../common/schemas.js';

/** `{id}` is the timesheet, `{attId}` one of its attachments. */
export const AttachmentParams = Type.Object({
  id: IdParams.properties.id,
  attId: IdParams.properties.id,
});

export const AttachmentFile = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });
