/**
 * Replacing a row with its audit row, in the caller's transaction: the row is found and locked
 * (404 when it is not there), written, read back, and the audit row records the fields that
 * changed. Each resource gives what differs: how its row is read, what the audit compares and the
 * write itself.
 */
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { findOr404 } from '../common/find-or-404.js';
import { diff, recordAudit, type AuditEntry } from './audit.js';

/** What a write answers to leave the row as it is: the row is answered unchanged, unaudited. */
export const UNCHANGED = Symbol('unchanged');

export type AuditedUpdate<T> = {
  /** The audit trail's name of the entity, e.g. `vendor`. */
  entity: string;
  id: number;
  /** Reads the row; `forUpdate` locks it for the rest of the transaction. */
  find: (forUpdate: boolean) => Promise<T | undefined>;
  /** The message of the 404 when the row is not there. */
  notFound: string;
  /** What the audit compares of the row before and after (see `omitting`). */
  audited: (row: T) => Record<string, unknown>;
  /** Writes the change to the locked row, or refuses it; may answer `UNCHANGED`. */
  write: (before: T) => Promise<unknown>;
  /** Whom the audit row names, when not the request's user. */
  actor?: AuditEntry['actor'];
};

/** The row as it is after the update. */
export async function auditedUpdate<T>(
  tx: Tx,
  request: FastifyRequest,
  update: AuditedUpdate<T>,
): Promise<T> {
  const before = await findOr404(update.find(true), update.notFound);
  if ((await update.write(before)) === UNCHANGED) return before;
  const after = (await update.find(false)) as T;
  await recordAudit(tx, request, {
    entity: update.entity,
    entityId: update.id,
    action: 'update',
    changes: diff(update.audited(before), update.audited(after)),
    actor: update.actor,
  });
  return after;
}

/** The audit's view of a row without the fields a person does not set (id, timestamps, names). */
export const omitting =
  <K extends string>(...fields: K[]) =>
  <R extends Record<K, unknown>>(row: R): Record<string, unknown> => {
    const rest: Record<string, unknown> = { ...row };
    for (const field of fields) delete rest[field];
    return rest;
  };
