import { Type, type Static } from '@sinclair/typebox';
import { OUTBOX_LIST } from '../lists.js';
import { DELIVERY_STATUSES } from '../outbox.js';
import { listQueryOf } from './list-query.js';

/** One e-mail of the outbox (GET /outbox). */
export const OutboxMessage = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  from: Type.String(),
  subject: Type.String(),
  /** The bodies, to super users only (without a mail server they hold set-password links whole). */
  text: Type.Optional(Type.String()),
  html: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** The file names of its attachments, in the order attached. */
  attachments: Type.Array(Type.String()),
  /** null for the product's own mail (a password reset), to super users only. */
  corpId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  status: Type.Union(DELIVERY_STATUSES.map((s) => Type.Literal(s))),
  /** `sent`, `stored` or `failed: <error>`, as recorded. */
  deliveryStatus: Type.String(),
  /** Why it was not delivered (FAILED), else null. */
  deliveryError: Type.Union([Type.String(), Type.Null()]),
});
export type OutboxMessage = Static<typeof OutboxMessage>;

/** The query string of GET /outbox. */
export const OutboxListQuery = listQueryOf(OUTBOX_LIST);
