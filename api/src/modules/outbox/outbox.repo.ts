/** SQL of the outbox list. In a tenant transaction row-level security keeps it to one corporation. */
import { OUTBOX_LIST } from '@staffledger/contracts';
import type { OutboxMessage } from '@staffledger/contracts/schemas';
import { type ListResult, runList } from '../../db/list-query.js';
import type { Tx } from '../../db/tenant.js';
import { listSpecOf } from '../common/declared-list.js';

/** The recorded `sent`, `stored` or `failed: <error>` as one of DELIVERY_STATUSES. */
const STATUS = `CASE o.delivery_status WHEN 'sent' THEN 'SENT' WHEN 'stored' THEN 'STORED'
  ELSE 'FAILED' END`;

export const outboxListSpec = listSpecOf(OUTBOX_LIST, {
  filters: { to: 'o."to"', subject: 'o.subject', status: STATUS },
  sorts: {
    createdAt: 'o.created_at',
    to: 'lower(o."to")',
    subject: 'lower(o.subject)',
    status: STATUS,
  },
  tiebreak: 'o.id',
});

const COLUMNS = `o.id, o."to", o."from", o.subject, o.attachments, o.corp_id AS "corpId",
  to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  ${STATUS} AS status, o.delivery_status AS "deliveryStatus", o.delivery_error AS "deliveryError"`;

/**
 * A page (or the whole) of the outbox the transaction sees, newest first by default; with
 * `bodies`, each e-mail's text and HTML too.
 */
export function listOutbox(
  tx: Tx,
  query: unknown,
  bodies: boolean,
): Promise<ListResult<OutboxMessage>> {
  return runList<OutboxMessage>(tx, {
    select: bodies ? `${COLUMNS}, o.text, o.html` : COLUMNS,
    from: 'outbox o',
    spec: outboxListSpec,
    query,
  });
}
