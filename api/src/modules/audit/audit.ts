import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { guestActorName } from '../guest/guest.access.js';

export type AuditEntry = {
  entity: string;
  entityId: string | number;
  action: 'create' | 'update' | 'delete' | 'status' | 'send' | 'remind';
  changes: unknown;
  /** Who acted, when the request carries no signed-in user (password reset by code). */
  actor?: { userId: number | null; username: string | null; corpId?: number | null };
};

/** The name a request acts under: the signed-in user's, or "guest of employee N" (never a code). */
export function actorName(request: FastifyRequest | null): string | null {
  if (request?.auth) return request.auth.username;
  return request?.guest ? guestActorName(request.guest) : null;
}

/**
 * Records who changed what, in the transaction of the change itself. Works in tenant
 * transactions (the row carries the request's corporation) and in owner transactions; work done
 * outside a request (a background job) passes null and names its actor in the entry.
 */
export async function recordAudit(tx: Tx, request: FastifyRequest | null, entry: AuditEntry) {
  const userId = entry.actor ? entry.actor.userId : (request?.auth?.userId ?? null);
  const username = entry.actor ? entry.actor.username : actorName(request);
  const corpId =
    entry.actor && entry.actor.corpId !== undefined
      ? entry.actor.corpId
      : (request?.corpId ?? null);
  await tx.query(
    `INSERT INTO audit_log (username, user_id, corp_id, entity, entity_id, action, changes)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      username,
      userId,
      corpId,
      entry.entity,
      String(entry.entityId),
      entry.action,
      JSON.stringify(entry.changes ?? null),
    ],
  );
}

/** The fields that differ between two versions of a row: `{ field: { from, to } }`. */
export function diff(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      out[key] = { from: before[key] ?? null, to: after[key] ?? null };
    }
  }
  return out;
}
