/**
 * What client approval adds to a sheet's moves (docs/client-approval.md#the-flow), in the move's
 * own transaction: a submitted week of a corporation with clientApproval on, whose vendor has an
 * approver with an e-mail, waits for the client ('sent to client' in its History); under
 * `required`, staff accept a waiting week only with a reason.
 */
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../audit/audit.js';
import { readSetting } from '../settings/settings.js';
import {
  approvalFacts,
  lockVendorApproval,
  setAwaitingClient,
  sheetApprovalState,
} from './approval.repo.js';

/** An approver e-mail due once the move commits: the week put before a vendor's approvers first. */
export type FirstWaitingWeek = { corpId: number; vendorId: number; timesheetId: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** The weeks this request put first before their vendor's approvers (mailed after commit). */
    firstWaitingWeeks: FirstWaitingWeek[] | null;
  }
}

/** After a move to SUBMITTED: puts the week before its vendor's approvers when the flow is on. */
export async function putBeforeClient(
  tx: Tx,
  request: FastifyRequest,
  timesheetId: number,
): Promise<void> {
  if ((await readSetting(tx, 'TIMESHEET', 'clientApproval')) === 'off') return;
  const sheet = await sheetApprovalState(tx, timesheetId);
  if (!sheet) return;
  await lockVendorApproval(tx, sheet.vendorId);
  const facts = await approvalFacts(tx, sheet.vendorId, timesheetId);
  if (!facts.hasApprover) return;
  await setAwaitingClient(tx, timesheetId);
  await recordAudit(tx, request, {
    entity: 'timesheet',
    entityId: timesheetId,
    action: 'send',
    changes: { sentToClient: true },
    actor: { userId: null, username: null },
  });
  if (!facts.othersWaiting && request.corpId !== null) {
    request.firstWaitingWeeks = [
      ...(request.firstWaitingWeeks ?? []),
      { corpId: request.corpId, vendorId: sheet.vendorId, timesheetId },
    ];
  }
}

export const CLIENT_REASON_REQUIRED =
  "This week is waiting for the client's approval: give the reason you accept it without them.";

export const clientReasonRequired = () =>
  new AppError(400, 'client_reason_required', CLIENT_REASON_REQUIRED, {
    reason: CLIENT_REASON_REQUIRED,
  });

/**
 * Before staff's Accept: under `required`, a week waiting for the client needs a reason. `waiting`
 * is what the locked row said, when the caller read it.
 */
export async function assertClientReason(
  tx: Tx,
  request: FastifyRequest,
  timesheetId: number,
  reason: string | null,
  waiting?: boolean,
): Promise<void> {
  if (request.approver || reason || waiting === false) return;
  if (waiting === undefined && !(await sheetApprovalState(tx, timesheetId))?.awaitingClient) return;
  if ((await readSetting(tx, 'TIMESHEET', 'clientApproval')) === 'required') {
    throw clientReasonRequired();
  }
}
