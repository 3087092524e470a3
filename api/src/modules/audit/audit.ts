import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { approverActorName } from '../approval/approval.access.js';
import { guestActorName } from '../guest/guest.access.js';
import { isStaff } from '../../plugins/roles.js';

export type AuditEntry = {
  entity: string;
  entityId: string | number;
  action: 'create' | 'update' | 'delete' | 'status' | 'send' | 'remind';
  changes: unknown;
  /** Who acted, when the request carries no signed-in user (password reset by code). */
  actor?: { userId: number | null; username: string | null; corpId?: number | null };
};

export type ActorKind = 'staff' | 'employee' | 'guest' | 'job' | 'approver';

/**
 * The kind of actor of an entry: a request's guest or signed-in user by their roles; work done
 * outside a request (or named with no user) is a job's. Null where it cannot tell (a password
 * reset by code acts for a user whose roles the entry does not carry).
 */
function actorKindOf(request: FastifyRequest | null, entry: AuditEntry): ActorKind | null {
  if (entry.actor?.username === null || (!request && !entry.actor)) return 'job';
  if (request?.guest) return 'guest';
  if (request?.approver) return 'approver';
  if (request?.auth) return isStaff(request.auth) ? 'staff' : 'employee';
  return null;
}

/**
 * The name a request acts under: the signed-in user's, "guest of employee N" (never a code), or an
 * approver's "Name (e-mail)" (never a token).
 */
export function actorName(request: FastifyRequest | null): string | null {
  if (request?.auth) return request.auth.username;
  if (request?.approver) return approverActorName(request.approver);
  return request?.guest ? guestActorName(request.guest) : null;
}

/** The columns of an audit row but its `changes`, as `recordAudit` and `auditRowSql` write them. */
function auditColumns(request: FastifyRequest | null, entry: Omit<AuditEntry, 'changes'>) {
  const userId = entry.actor ? entry.actor.userId : (request?.auth?.userId ?? null);
  const username = entry.actor ? entry.actor.username : actorName(request);
  const corpId =
    entry.actor && entry.actor.corpId !== undefined
      ? entry.actor.corpId
      : (request?.corpId ?? null);
  return [username, userId, corpId, entry.entity, String(entry.entityId), entry.action] as const;
}

/**
 * Records who changed what, in the transaction of the change itself. Works in tenant
 * transactions (the row carries the request's corporation) and in owner transactions; work done
 * outside a request (a background job) passes null and names its actor in the entry.
 */
export async function recordAudit(tx: Tx, request: FastifyRequest | null, entry: AuditEntry) {
  await tx.query(
    `INSERT INTO audit_log (username, user_id, corp_id, entity, entity_id, action, changes,
                            actor_kind)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      ...auditColumns(request, entry),
      JSON.stringify(entry.changes ?? null),
      actorKindOf(request, entry),
    ],
  );
}

/**
 * The same audit row as `recordAudit`, as an INSERT for a statement that writes it with the change
 * itself (a hot write in one round trip): one row for each row of `from` (a CTE of the statement,
 * so none when nothing changed), its `changes` the SQL expression `changes` over `from`. The values
 * are numbered from `$firstParam` and returned in that order.
 */
export function auditRowSql(
  request: FastifyRequest | null,
  entry: Omit<AuditEntry, 'changes'>,
  sql: { changes: string; from: string; firstParam: number },
): { text: string; values: unknown[] } {
  const values = [
    ...auditColumns(request, entry),
    actorKindOf(request, { ...entry, changes: null }),
  ];
  const p = (i: number) => `$${sql.firstParam + i}`;
  return {
    text: `INSERT INTO audit_log (username, user_id, corp_id, entity, entity_id, action, changes,
                            actor_kind)
     SELECT ${p(0)}, ${p(1)}::bigint, ${p(2)}::bigint, ${p(3)}, ${p(4)}, ${p(5)}, ${sql.changes},
            ${p(6)} FROM ${sql.from}`,
    values,
  };
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
