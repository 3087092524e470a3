/**
 * A review of a submitted week, Accept or Reject, in one statement (docs/workflows.md#moves): the
 * row locked, moved when the transition table allows it from the status it holds, the rejection
 * reason kept, the audit row written and the answer read, so that the busiest write of staff costs
 * one round trip with its transaction (`Tx.last`) instead of five. What needs the row (who may
 * reach it, the table's 409) is a condition of its write, and a refusal is said afterwards from the
 * row the statement locked.
 */
import {
  canMove,
  TIMESHEET_STATUSES,
  TIMESHEET_TRANSITIONS,
  type TimesheetStatus,
} from '@staffledger/contracts';
import type { Timesheet } from '@staffledger/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { assertClientReason } from '../approval/approval.workflow.js';
import { auditRowSql } from '../audit/audit.js';
import { HEAD_COLUMNS, reachableHead, reachCondition, type HeadRow } from './timesheets.access.js';
import { NAME_JOINS, TIMESHEET_COLUMNS, toTimesheet, type DbTimesheet } from './timesheets.repo.js';
import { cannotMove, reviewChanges } from './timesheets.workflow.js';

/** The moves this path makes: those whose rules read nothing but the sheet's own row. */
export const REVIEW_MOVES: readonly string[] = ['APPROVED', 'REJECTED'];

/** The statuses the transition table lets move to `to`. */
const statusesMovingTo = (to: string) =>
  TIMESHEET_STATUSES.filter((from) => canMove(TIMESHEET_TRANSITIONS, from, to));

type Reviewed = { [K in keyof HeadRow as `head_${K}`]: HeadRow[K] } & Partial<DbTimesheet>;

/** A review the one-trip statement left undone: a week waiting for the client, with no reason. */
export const ASK_AGAIN = Symbol('review again, reading the client approval setting');

/**
 * Moves timesheet `id` to `to` (one of `REVIEW_MOVES`) in the caller's transaction and answers it
 * as moved; a 404 when the request may not reach it, a 409 when the table forbids the move, a 400
 * when an Accept of a week waiting for the client needs a reason.
 *
 * With `oneTrip`, the statement is the transaction's last (`Tx.last`), so every check is in its
 * SQL: it writes only a move the table allows of a sheet the request reaches, and the refusal is
 * then said from the row it read. Whether an Accept without a reason of a week waiting for the
 * client needs one is the setting's; the statement leaves that case undone and answers
 * `ASK_AGAIN`, for a transaction that reads the setting first (without `oneTrip`).
 */
export async function reviewTimesheet(
  tx: Tx,
  request: FastifyRequest,
  id: number,
  to: string,
  reason: string | null,
  oneTrip: boolean,
): Promise<Timesheet | typeof ASK_AGAIN> {
  const reach = reachCondition(request, 'h', 7);
  const audit = auditRowSql(
    request,
    { entity: 'timesheet', entityId: id, action: 'status' },
    {
      changes: `jsonb_build_object('status', jsonb_build_object('from', h.status, 'to', $2::text))
                || $5::jsonb`,
      from: 't, h',
      firstParam: 7 + reach.values.length,
    },
  );
  const asksReason = oneTrip && to === 'APPROVED' && !request.approver && !reason;
  const run = oneTrip ? tx.last : tx.query;
  const { rows } = await run<Reviewed>(
    `WITH h AS (SELECT ${HEAD_COLUMNS} FROM timesheets WHERE id = $1 FOR UPDATE),
     t AS (
       UPDATE timesheets s
          SET status = $2::text, update_date = now(),
              rejection_reason = CASE WHEN $2::text = 'REJECTED' THEN $4::text
                                      ELSE s.rejection_reason END
         FROM h
        WHERE s.id = h.id AND h.status = ANY($3::text[]) AND ${reach.sql}
          AND NOT ($6::boolean AND h.awaiting_client)
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
      asksReason,
      ...reach.values,
      ...audit.values,
    ],
  );
  const row = rows[0];
  const written = row?.id !== null && row?.id !== undefined;
  if (written && oneTrip) return toTimesheet(row as DbTimesheet);
  // say why nothing was written, from the row as the statement read it; in an open transaction,
  // check the written one too (a refusal rolls the statement back)
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
  const movable = statusesMovingTo(to).includes(head.status as TimesheetStatus);
  if (!written && (!movable || !asksReason)) throw cannotMove(head.status, to);
  if (to === 'APPROVED') {
    await assertClientReason(tx, request, head.id, reason, head.awaitingClient);
  }
  return written ? toTimesheet(row as DbTimesheet) : ASK_AGAIN;
}
