/**
 * Status changes of a timesheet (docs/workflows.md#moves): guard the move, apply the submit rules
 * when it goes to SUBMITTED, make the invoice when it goes to LOCKED, update, write the audit row,
 * all in the caller's transaction (whose timesheet row is already locked), so that a refused move
 * changes nothing.
 */
import {
  ATTACHMENT_RULE_MESSAGE,
  cannotChange,
  ITEM_RULE_MESSAGE,
  moveRefusal,
  TIMESHEET_WORKFLOW,
} from '@staffledger/contracts';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { badRequest, conflict } from '../../errors.js';
import { assertClientReason, putBeforeClient } from '../approval/approval.workflow.js';
import { recordAudit } from '../audit/audit.js';
import { invoiceTimesheet } from '../invoices/from-timesheet.js';
import { invoiceRef } from '../invoices/invoices.repo.js';
import { assertMove } from '../common/move-guard.js';
import { submitFacts } from './items.repo.js';
import type { TimesheetHead } from './timesheets.access.js';
import { setRejectionReason, setTimesheetStatus } from './timesheets.repo.js';

/** The item rules of Submit (docs/workflows.md#submit-rules), in the words the screens use too. */

/** A 400 unless the stored items and attachments satisfy the submit rules. */
export async function assertSubmittable(tx: Tx, timesheetId: number): Promise<void> {
  const facts = await submitFacts(tx, timesheetId);
  if (facts.incompleteRows) throw badRequest(ITEM_RULE_MESSAGE);
  if (facts.billable && !facts.attached) throw badRequest(ATTACHMENT_RULE_MESSAGE);
}

/**
 * The 409 of a move refused from `from`: the table's sentence (`moveRefusal`), or, for a move the
 * table allows that the sheet could not make as it was, the sentence naming the move.
 */
export function cannotMove(from: string, to: string) {
  return conflict(
    moveRefusal(TIMESHEET_WORKFLOW, from, to) ?? cannotChange(TIMESHEET_WORKFLOW, from, to),
  );
}

/** What a move's audit row says beside its statuses: the review's reason and the approver's link. */
export function reviewChanges(request: FastifyRequest, to: string, reason: string | null) {
  return {
    ...((to === 'REJECTED' || to === 'APPROVED') && reason !== null ? { reason } : {}),
    ...(request.approver
      ? { approvalLink: { id: request.approver.linkId, sentAt: request.approver.sentAt } }
      : {}),
  };
}

/**
 * Moves the timesheet to `to` (upper-case), or a 409 when the state machine forbids it. A move to
 * REJECTED keeps `reason` as the sheet's latest rejection reason (none clears it); an Accept's
 * reason (why staff accept a week without the client) is kept in its audit row; submitting a
 * rejected sheet again is noted in its audit row. A submitted week may then wait for the client
 * (docs/client-approval.md), and an approver's move names the link it came from.
 */
export async function moveTimesheet(
  tx: Tx,
  request: FastifyRequest,
  head: TimesheetHead,
  to: string,
  reason: string | null = null,
): Promise<void> {
  assertMove(TIMESHEET_WORKFLOW, head.status, to);
  if (to === 'SUBMITTED') await assertSubmittable(tx, head.id);
  if (to === 'APPROVED') {
    await assertClientReason(tx, request, head.id, reason, head.awaitingClient);
  }
  // Invoice: the sheet is locked together with its invoice, or not at all
  const invoice =
    to === 'LOCKED' ? await invoiceRef(tx, await invoiceTimesheet(tx, request, head.id)) : null;
  await setTimesheetStatus(tx, head.id, to);
  if (to === 'REJECTED') await setRejectionReason(tx, head.id, reason);
  const resubmitted = head.status === 'REJECTED' && to === 'SUBMITTED';
  await recordAudit(tx, request, {
    entity: 'timesheet',
    entityId: head.id,
    action: 'status',
    changes: {
      status: { from: head.status, to },
      ...reviewChanges(request, to, reason),
      ...(resubmitted ? { note: RESUBMITTED_NOTE } : {}),
      ...(invoice ? { invoice } : {}),
    },
  });
  if (to === 'SUBMITTED') await putBeforeClient(tx, request, head.id);
}

/** How the audit trail (and the sheet's history) marks a rejected sheet submitted again. */
export const RESUBMITTED_NOTE = 'resubmitted after rejection';
