import { Type, type Static } from '@sinclair/typebox';
import { TIMESHEET_LIMITS as LIMITS } from '../limits.js';
import { positiveId } from './common.js';

/**
 * The client approval page (GET /approval/{token}, docs/client-approval.md): no sign-in, the token
 * of the e-mailed link is the credential. It shows the link's vendor's weeks waiting for the client.
 */
export const ApprovalWeek = Type.Object({
  id: Type.Integer(),
  employeeName: Type.String(),
  periodStartDate: Type.String({ format: 'date' }),
  periodEndDate: Type.String({ format: 'date' }),
  totalHours: Type.Number({ description: 'Sum of the items’ hours, 2 decimals' }),
  submittedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  attachmentCount: Type.Integer(),
});
export type ApprovalWeek = Static<typeof ApprovalWeek>;

export const ApprovalPage = Type.Object({
  corpName: Type.String(),
  vendorName: Type.String(),
  approver: Type.Object({ name: Type.String(), email: Type.String() }),
  expiresAt: Type.String({ format: 'date-time' }),
  weeks: Type.Array(ApprovalWeek, { description: 'Oldest week first; empty when nothing waits' }),
});
export type ApprovalPage = Static<typeof ApprovalPage>;

/** The answer of POST /approval/{token}/ts/{id}/approve and …/reject. */
export const ApprovalDecision = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal('APPROVED'), Type.Literal('REJECTED')]),
});
export type ApprovalDecision = Static<typeof ApprovalDecision>;

/** POST /approval/{token}/ts/{id}/reject: the reason, with the limits of a staff rejection's. */
export const ApprovalRejectInput = Type.Object(
  { reason: Type.String({ maxLength: LIMITS.rejectionReason }) },
  { additionalProperties: false },
);
export type ApprovalRejectInput = Static<typeof ApprovalRejectInput>;

/** POST /approval/{token}/approve-all: the weeks the page shows. */
export const ApprovalAllInput = Type.Object(
  { ids: Type.Array(positiveId, { minItems: 1, maxItems: LIMITS.bulkStatus }) },
  { additionalProperties: false },
);
export type ApprovalAllInput = Static<typeof ApprovalAllInput>;

/** Per week, in the order asked: the ones approved and the ones refused, with why. */
export const ApprovalAllResult = Type.Object({
  approved: Type.Array(Type.Integer()),
  refused: Type.Array(Type.Object({ id: Type.Integer(), message: Type.String() })),
});
export type ApprovalAllResult = Static<typeof ApprovalAllResult>;
