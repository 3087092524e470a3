/**
 * A review of a submitted week, Accept or Reject, in one statement (docs/workflows.md#moves): the
 * row locked, moved when the transition table allows it from the status it holds, the rejection
 * reason kept, the audit row written and the answer read, so that the busiest write of staff costs
 * one round trip inside its transaction instead of five. The checks that need the row (who may
 * reach it, the table's 409, the reason a waiting week needs) run on the row the statement locked;
 * a refusal throws, and the transaction's rollback undoes the statement whole.
 */
import { canMove, TIMESHEET_STATUSES, TIMESHEET_TRANSITIONS } from '@staffledger/contracts';
import type { Timesheet } from '@staffledger/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { assertClientReason } from '../approval/approval.workflow.js';
import { auditRowSql } from '../audit/audit.js';
import { HEAD_COLUMNS, reachableHead, type HeadRow } from './timesheets.access.js';
import { NAME_JOINS, TIMESHEET_COLUMNS, toTimesheet, type DbTimesheet } from './timesheets.repo.js';
import { cannotMove, reviewChanges } from './timesheets.workflow.js';

/** The moves this path makes: those whose rules read nothing but the sheet's own row. */
export const REVIEW_MOVES: readonly string[] = ['APPROVED', 'REJECTED'];

/** The statuses the transition table lets move to `to`. */
const statusesMovingTo = (to: string) =>
  TIMESHEET_STATUSES.filter((from) => canMove(TIMESHEET_TRANSITIONS, from, to));

type Reviewed = { [K in keyof HeadRow as `head_${K}`]: HeadRow[K] } & Partial<DbTimesheet>;

/**
 * Moves timesheet `id` to `to` (one of `REVIEW_MOVES`) in the caller's transaction and answers it
 * as moved; a 404 when the request may not reach it, a 409 when the table forbids the move, a 400
 * when an Accept of a week waiting for the client needs a reason.
 */
export async function reviewTimesheet(
  tx: Tx,
  request: FastifyRequest,
  id: number,
  to: string,
  reason: string | null,
): Promise<Timesheet> {
  const audit = auditRowSql(
    request,
    { entity: 'timesheet', entityId: id, action: 'status' },
    {
      changes: `jsonb_build_object('status', jsonb_build_object('from', h.status, 'to', $2::text))
                || $5::jsonb`,
      from: 't, h',
      firstParam: 6,
    },
  );
  const { rows } = await tx.query<Reviewed>(
    `WITH h AS (SELECT ${HEAD_COLUMNS} FROM timesheets WHERE id = $1 FOR UPDATE),
     t AS (
       UPDATE timesheets s
          SET status = $2::text, update_date = now(),
              rejection_reason = CASE WHEN $2::text = 'REJECTED' THEN $4::text
                                      ELSE s.rejection_reason END
         FROM h
        WHERE s.id = h.id AND h.status = ANY($3::text[])
        RETURNING s.*
     ),
     a AS (${audit.text})
     SELECT h.id AS head_id, h.employee_id AS head_employee_id, h.vendor_id AS head_vendor_id,
            h.status AS head_status, h.awaiting_client AS head_awaiting_client,
            ${TIMESHEET_COLUMNS}
       FROM h LEFT JOIN (t ${NAME_JOINS}) ON true`,
    [
      id,
      to,
      statusesMovingTo(to),
      reason,
      JSON.stringify(reviewChanges(request, to, reason)),
      ...audit.values,
    ],
  );
  const row = rows[0];
  const head = reachableHead(
    request,
    row && {
      id: row.head_id,
      employee_id: row.head_employee_id,
      vendor_id: row.head_vendor_id,
      status: row.head_status,
      awaiting_client: row.head_awaiting_client,
    },
  );
  if (row.id === null || row.id === undefined) throw cannotMove(head.status, to);
  if (to === 'APPROVED') {
    await assertClientReason(tx, request, head.id, reason, head.awaitingClient);
  }
  return toTimesheet(row as DbTimesheet);
}
