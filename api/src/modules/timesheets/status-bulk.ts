/**
 * Accept or Reject many timesheets in one request (docs/workflows.md#bulk-accept-and-reject): each
 * sheet moves in its own transaction through the single change's code, so one refused sheet never
 * holds back the others, and the answer says per sheet what moved and why the rest did not.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TIMESHEET_LIMITS } from '@staffledger/contracts';
import type { BulkStatusAnswer } from '@staffledger/contracts/schemas';
import { AppError, badRequest } from '../../errors.js';
import { changeTimesheetStatus } from './status-change.js';

/** The distinct ids in the order first given; a 400 past the limit of one request. */
export function bulkIds(ids: readonly number[]): number[] {
  const distinct = [...new Set(ids)];
  const limit = TIMESHEET_LIMITS.bulkStatus;
  if (distinct.length > limit) {
    const message = `At most ${limit.toLocaleString('en-US')} timesheets can change at once; ${distinct.length.toLocaleString('en-US')} were sent.`;
    throw badRequest(message, { ids: message });
  }
  return distinct;
}

/**
 * Moves each of `ids` to `to`, one after the other. A sheet the request may not reach (another
 * corporation's included) is refused as not found; one the workflow forbids, with the 409's words.
 */
export async function changeStatuses(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: readonly number[],
  to: string,
  reason: string | null,
): Promise<BulkStatusAnswer> {
  const answer: BulkStatusAnswer = { moved: [], refused: [] };
  for (const id of ids) {
    try {
      const { timesheet, rejectionNotice } = await changeTimesheetStatus(
        app,
        request,
        id,
        to,
        reason,
      );
      answer.moved.push({
        id,
        employeeName: timesheet.employeeName,
        status: timesheet.status,
        ...(rejectionNotice ? { rejectionNotice } : {}),
      });
    } catch (err) {
      // a failure of the server is not a refusal: it ends the request like any other
      if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
      answer.refused.push({ id, reason: err.message, error: err.code });
    }
  }
  return answer;
}
