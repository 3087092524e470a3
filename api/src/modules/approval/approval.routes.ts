/**
 * The client approver's calls (docs/client-approval.md#the-api) under /api/approval/{token}: the
 * page (the link's vendor's weeks waiting for the client), each week's items and attachments
 * (the timesheet module's own read routes, registered read-only), and the decisions, which move a
 * sheet through the same code as staff's Accept and Reject.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APPROVAL_TEXTS } from '@staffledger/contracts';
import {
  ApprovalAllInput,
  ApprovalAllResult,
  ApprovalDecision,
  ApprovalPage,
  ApprovalRejectInput,
  SheetHistoryEntry,
  SheetSummary,
} from '@staffledger/contracts/schemas';
import { AppError, badRequest } from '../../errors.js';
import { ErrorBody } from '../common/routes.js';
import { IdParams } from '../common/schemas.js';
import { tenantName } from '../common/references.js';
import attachmentsRoutes from '../timesheets/attachments.routes.js';
import itemsRoutes from '../timesheets/items.routes.js';
import type { SheetRoutesOptions } from '../timesheets/sheet-routes.js';
import { changeTimesheetStatus } from '../timesheets/status-change.js';
import { findReachableTimesheet } from '../timesheets/timesheets.access.js';
import { approverRoute } from './approval.plugin.js';
import { waitingWeeks } from './approval.repo.js';

const TokenParams = {
  token: Type.String({ maxLength: 200, description: 'The token of the e-mailed approval link' }),
};

const approvalErrors = { 401: ErrorBody, 429: ErrorBody };

export const approvalSheetRoutes: SheetRoutesOptions = {
  sheetPath: '/ts',
  config: approverRoute,
  prefixParams: TokenParams,
  timesheet: SheetSummary,
  historyEntry: SheetHistoryEntry,
  tags: ['approval'],
  extraErrors: approvalErrors,
  readOnly: true,
};

export const NOT_WAITING = 'This week is no longer waiting for your approval.';

export const notWaiting = () => new AppError(409, 'not_waiting', NOT_WAITING);

type Decision = 'APPROVED' | 'REJECTED';

/**
 * One decision on one week: a 404 unless it waits for this link's vendor now; a 409 when another
 * decision (another approver, staff) moved it while this one waited for the row.
 */
async function decide(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  to: Decision,
  reason: string | null,
): Promise<ApprovalDecision> {
  await app.withTenant(request, (tx) => findReachableTimesheet(tx, request, id));
  try {
    await changeTimesheetStatus(app, request, id, to, reason);
  } catch (err) {
    if (err instanceof AppError && (err.statusCode === 404 || err.statusCode === 409)) {
      throw notWaiting();
    }
    throw err;
  }
  return { id, status: to };
}

/** A rejection's reason: trimmed, required (the schema caps its length as staff's). */
function rejectionReason(reason: string): string {
  const text = reason.trim();
  if (!text)
    throw badRequest(APPROVAL_TEXTS.reasonRequired, { reason: APPROVAL_TEXTS.reasonRequired });
  return text;
}

export default async function approvalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['approval'];
  const params = Type.Object(TokenParams);
  const sheetParams = Type.Object({ ...TokenParams, ...IdParams.properties });

  app.get(
    '/approval/:token',
    {
      config: approverRoute,
      schema: {
        tags,
        summary:
          'The approval page: the corporation, the vendor, the approver, when the link expires and the vendor’s weeks waiting for the client, oldest first',
        params,
        response: { 200: ApprovalPage, ...approvalErrors },
      },
    },
    async (request) => {
      const approver = request.approver!;
      return app.withTenant(request, async (tx) => {
        const { rows } = await tx.query<{ name: string }>(
          'SELECT name FROM vendors WHERE id = $1',
          [approver.vendorId],
        );
        return {
          corpName: await tenantName(tx),
          vendorName: rows[0]?.name ?? '',
          approver: { name: approver.name, email: approver.email },
          expiresAt: approver.expiresAt,
          weeks: await waitingWeeks(tx, approver.vendorId),
        };
      });
    },
  );

  app.post(
    '/approval/:token/ts/:id/approve',
    {
      config: approverRoute,
      schema: {
        tags,
        summary: 'Approve a week waiting for the client: it moves as staff’s Accept moves it',
        params: sheetParams,
        response: { 200: ApprovalDecision, 404: ErrorBody, 409: ErrorBody, ...approvalErrors },
      },
    },
    async (request) => decide(app, request, request.params.id, 'APPROVED', null),
  );

  app.post(
    '/approval/:token/ts/:id/reject',
    {
      config: approverRoute,
      schema: {
        tags,
        summary:
          'Reject a week waiting for the client with a reason: it moves as staff’s Reject moves it, and the employee is e-mailed the reason',
        params: sheetParams,
        body: ApprovalRejectInput,
        response: {
          200: ApprovalDecision,
          400: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          ...approvalErrors,
        },
      },
    },
    async (request) =>
      decide(app, request, request.params.id, 'REJECTED', rejectionReason(request.body.reason)),
  );

  app.post(
    '/approval/:token/approve-all',
    {
      config: approverRoute,
      schema: {
        tags,
        summary:
          'Approve the weeks shown, each in its own transaction: answers which were approved and which were refused, and why',
        params,
        body: ApprovalAllInput,
        response: { 200: ApprovalAllResult, 400: ErrorBody, ...approvalErrors },
      },
    },
    async (request) => {
      const answer: ApprovalAllResult = { approved: [], refused: [] };
      for (const id of new Set(request.body.ids)) {
        try {
          await decide(app, request, id, 'APPROVED', null);
          answer.approved.push(id);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          answer.refused.push({ id, message: err.message });
        }
      }
      return answer;
    },
  );

  const sheets = { prefix: '/approval/:token', ...approvalSheetRoutes };
  await app.register(itemsRoutes, sheets);
  await app.register(attachmentsRoutes, sheets);
}
