/**
 * Who an approver is (docs/client-approval.md#links): the `{token}` of an approval route names one
 * link, whose corporation becomes the request's tenant. The link opens while it has not expired and
 * its contact (its vendor's contact with its e-mail) is still an approver of that vendor. Wrong
 * tokens are counted per client address exactly as wrong guest codes are; a right token is looked
 * up first and opens whatever the address's count.
 */
import { APPROVAL_TEXTS } from '@staffledger/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { claimAttempt, type Limit } from '../../plugins/rate-limit.js';
import { GUEST_MAX_WRONG_CODES, GUEST_WINDOW_SECONDS } from '../guest/guest.access.js';
import { hashApprovalToken, isWellFormedApprovalToken } from './approval-tokens.js';

export type ApproverInfo = {
  corpId: number;
  vendorId: number;
  linkId: number;
  sentAt: string;
  expiresAt: string;
  name: string;
  email: string;
};

export const approvalLimits = (ip: string): Limit[] => [
  { key: `approval:ip:${ip}`, max: GUEST_MAX_WRONG_CODES, windowSeconds: GUEST_WINDOW_SECONDS },
];

export const invalidApprovalLink = () =>
  new AppError(401, 'invalid_approval_link', APPROVAL_TEXTS.invalidLink);

export const expiredApprovalLink = () =>
  new AppError(401, 'approval_link_expired', APPROVAL_TEXTS.expiredLink);

/** How the audit trail and History name an approver: never by the token. */
export const approverActorName = (a: Pick<ApproverInfo, 'name' | 'email'>) =>
  `${a.name} (${a.email})`;

function tokenOf(request: FastifyRequest): string {
  const token = (request.params as { token?: unknown }).token;
  return typeof token === 'string' ? token : '';
}

type LinkRow = {
  id: string;
  corp_id: string;
  vendor_id: string;
  email: string;
  sent_at: Date;
  expires_at: Date;
  expired: boolean;
  contact_name: string | null;
};

/**
 * The approver a request's token opens, or a 401 (malformed, unknown, expired, contact no longer
 * an approver) — a 429 instead once the address has used up its wrong tokens.
 */
export async function resolveApprover(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<ApproverInfo> {
  const token = tokenOf(request);
  const limits = approvalLimits(request.ip);
  const found = await app.withSystem(async (tx) => {
    if (isWellFormedApprovalToken(token)) {
      // the contact as it is now: a vendor save re-creates its contacts, matched by e-mail
      const { rows } = await tx.query<LinkRow>(
        `SELECT l.id, l.corp_id, l.vendor_id, l.email, l.sent_at, l.expires_at,
                l.expires_at <= now() AS expired,
                (SELECT c.name FROM vendor_contacts c
                  WHERE c.vendor_id = l.vendor_id AND c.corp_id = l.corp_id AND c.is_approver
                    AND lower(btrim(c.email)) = l.email
                  ORDER BY c.position LIMIT 1) AS contact_name
           FROM approval_links l
           JOIN corporations corp ON corp.id = l.corp_id
          WHERE l.token_hash = $1`,
        [hashApprovalToken(token)],
      );
      if (rows[0]) return rows[0];
    }
    await claimAttempt(tx, limits);
    return null;
  });
  if (!found || found.contact_name === null) throw invalidApprovalLink();
  if (found.expired) throw expiredApprovalLink();
  return {
    corpId: Number(found.corp_id),
    vendorId: Number(found.vendor_id),
    linkId: Number(found.id),
    sentAt: found.sent_at.toISOString(),
    expiresAt: found.expires_at.toISOString(),
    name: found.contact_name,
    email: found.email,
  };
}
