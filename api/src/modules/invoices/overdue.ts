/**
 * The daily overdue job (docs/workflows.md#numbers-dates-overdue): Pending invoices whose due date
 * has passed become OVERDUE. Each corporation is handled in a transaction of its own, scoped to it,
 * with an audit row per invoice that names no user.
 */
import { INVOICE_TRANSITIONS, movesInto } from '@staffledger/contracts';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { actAsTenant, startDailyJob, type DailyJob } from '../../jobs/daily-job.js';
import { recordAudit } from '../audit/audit.js';
import { businessToday } from '../common/business-day.js';

type WithSystem = FastifyInstance['withSystem'];

/**
 * Marks the tenant's Pending invoices due before `today` (YYYY-MM-DD) as OVERDUE, in the caller's
 * tenant transaction; answers how many.
 */
export async function markOverdueInvoices(tx: Tx, corpId: number, today: string): Promise<number> {
  // the statuses the table lets fall overdue (Pending); the join reads each one's status before
  const { rows } = await tx.query<{ id: number; was: string }>(
    `UPDATE invoices i SET status = 'OVERDUE', update_date = now()
       FROM invoices o
      WHERE o.id = i.id AND i.status = ANY($2::text[]) AND i.due_date < $1::date
      RETURNING i.id, o.status AS was`,
    [today, movesInto(INVOICE_TRANSITIONS, 'OVERDUE')],
  );
  for (const { id, was } of rows) {
    await recordAudit(tx, null, {
      entity: 'invoice',
      entityId: id,
      action: 'status',
      changes: { status: { from: was, to: 'OVERDUE' } },
      actor: { userId: null, username: null, corpId },
    });
  }
  return rows.length;
}

/**
 * Runs `markOverdueInvoices` for every corporation with a Pending invoice past due: the owner only
 * finds them; each is then handled in its own tenant-scoped transaction. One failing corporation
 * does not stop the others: the failures are thrown together at the end.
 */
export async function markAllOverdueInvoices(withSystem: WithSystem, today: string) {
  const corps = await withSystem(async (tx) => {
    const { rows } = await tx.query<{ corpId: number }>(
      `SELECT DISTINCT corp_id AS "corpId" FROM invoices
        WHERE status = 'PENDING' AND due_date < $1::date ORDER BY corp_id`,
      [today],
    );
    return rows;
  });
  let marked = 0;
  const failures: Error[] = [];
  for (const { corpId } of corps) {
    try {
      marked += await withSystem(async (tx) => {
        await actAsTenant(tx, corpId);
        return markOverdueInvoices(tx, corpId, today);
      });
    } catch (err) {
      failures.push(new Error(`invoices of corporation ${corpId}`, { cause: err }));
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(
      failures,
      `Overdue invoices of ${failures.length} corporation(s) could not be marked (${marked} marked).`,
    );
  }
  return marked;
}

/** Key of the lease that lets one API process at a time run the job. */
export const OVERDUE_JOB_LOCK = 727_004;

/**
 * Marks overdue invoices once now and then every `intervalMs`, by the New York calendar. Call
 * before the app is ready: it stops (and waits for a run in progress) when the app closes.
 */
export function startOverdueJob(
  app: FastifyInstance,
  opts: { intervalMs: number; today?: () => string },
): DailyJob {
  const today = opts.today ?? (() => businessToday());
  return startDailyJob(app, {
    name: 'overdue invoice marking',
    lockKey: OVERDUE_JOB_LOCK,
    intervalMs: opts.intervalMs,
    work: () => markAllOverdueInvoices(app.withSystem, today()),
  });
}
