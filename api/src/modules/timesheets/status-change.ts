/**
 * One status change of one timesheet, as PUT /timesheets/{id}/status and each sheet of
 * POST /timesheets/status make it (docs/workflows.md#moves): its own tenant transaction with the row
 * locked, the workflow's guard and audit row, then a Reject's e-mail once the move has committed.
 * A sheet that two requests move at once moves once: the second finds it moved and gets the 409,
 * so its employee is e-mailed once.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RejectionNotice, Timesheet } from '@staffledger/contracts/schemas';
import { mailRejection } from './rejection.mail.js';
import { findReachableTimesheet } from './timesheets.access.js';
import { findTimesheet } from './timesheets.repo.js';
import { ASK_AGAIN, REVIEW_MOVES, reviewTimesheet } from './timesheets.review.js';
import { moveTimesheet } from './timesheets.workflow.js';

export type StatusChange = { timesheet: Timesheet; rejectionNotice?: RejectionNotice };

/** Moves timesheet `id` to `to` (upper-case), or throws the 404, 409 or 400 that refuses it. */
export async function changeTimesheetStatus(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  to: string,
  reason: string | null,
): Promise<StatusChange> {
  const move = (oneTrip: boolean) =>
    app.withTenant(request, async (tx) => {
      if (REVIEW_MOVES.includes(to)) return reviewTimesheet(tx, request, id, to, reason, oneTrip);
      const head = await findReachableTimesheet(tx, request, id, true);
      await moveTimesheet(tx, request, head, to, reason);
      return (await findTimesheet(tx, id)) as Timesheet;
    });
  const once = await move(true);
  const timesheet = once === ASK_AGAIN ? ((await move(false)) as Timesheet) : once;
  if (to !== 'REJECTED') return { timesheet };
  const rejectionNotice = await mailRejection(app, request, id);
  return rejectionNotice ? { timesheet, rejectionNotice } : { timesheet };
}
