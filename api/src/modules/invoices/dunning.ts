/**
 * The reminder schedule of unpaid invoices (docs/workflows.md#dunning): each Pending or Overdue
 * invoice is e-mailed, with its PDF, on the days of the corporation's INVOICE reminderSchedule
 * counted from its own due date (default 3 days before, on the day, 7 and 21 days after). An
 * invoice that missed steps (the job did not run, the schedule changed) gets the latest step due,
 * once: the step is claimed in the database before the e-mail goes out, so no two processes, and
 * no second run, send it again. Past the due date, each step's e-mail is firmer than the last
 * (noticeOfStep).
 */
import { isInvoicePayable } from '@staffledger/contracts';
import type { FastifyInstance } from 'fastify';
import { actAsTenant, startDailyJob, type DailyJob } from '../../jobs/daily-job.js';
import { recordAudit } from '../audit/audit.js';
import { businessToday } from '../common/business-day.js';
import { readSetting } from '../settings/settings.js';
import type { Tx } from '../../db/tenant.js';
import {
  claimScheduledStep,
  failStaleClaims,
  MAX_SEND_ATTEMPTS,
  retryableClaim,
  settleScheduledStep,
  STALE_CLAIM_MINUTES,
} from './invoice-mails.repo.js';
import { loadInvoiceDocument, type InvoiceDocument } from './invoices.document.js';
import { invoiceMessage, invoiceRecipient } from './invoices.mail.js';
import { noticeOfStep } from './invoices.mail-text.js';
import { renderInvoicePdf } from './invoices.pdf.js';
import { markInvoiceSent } from './invoices.repo.js';

type Due = {
  id: number;
  vendorId: number;
  daysFromDue: number;
  sent: boolean;
  /** The latest step already claimed, so that a day's run skips the invoices it has done. */
  lastStep: number | null;
};

/** The latest step of `schedule` reached `daysFromDue` days after the due date, if any. */
export function stepDue(schedule: number[], daysFromDue: number): number | undefined {
  return schedule.filter((step) => step <= daysFromDue).at(-1);
}

/** The tenant's unpaid invoices with how many days from their due date `today` is. */
async function unpaidInvoices(tx: Tx, today: string, earliest: number): Promise<Due[]> {
  const { rows } = await tx.query<Due>(
    `SELECT i.id, i.vendor_id AS "vendorId", ($1::date - i.due_date) AS "daysFromDue", i.sent,
            (SELECT max(m.step) FROM invoice_mails m
              WHERE m.invoice_id = i.id AND m.kind = 'scheduled'
                AND NOT ${retryableClaim('m')}) AS "lastStep"
       FROM invoices i
      WHERE i.status IN ('PENDING', 'OVERDUE') AND i.due_date <= $1::date - $2::int
      ORDER BY i.id`,
    [today, earliest],
  );
  return rows;
}

/**
 * Whether the invoice may still be paid (Pending or Overdue), read under a share lock: a cancel, payment or
 * delete at the same moment is waited for, so that an invoice cancelled since the run read the
 * list gets no reminder.
 */
async function stillUnpaid(tx: Tx, id: number): Promise<boolean> {
  const { rows } = await tx.query<{ status: string }>(
    'SELECT status FROM invoices WHERE id = $1 FOR SHARE',
    [id],
  );
  return rows[0] !== undefined && isInvoicePayable(rows[0].status);
}

type WithTenant = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * Sends the tenant's reminders due on `today`; answers how many e-mails went out. Stops between
 * two invoices once `signal` is aborted.
 */
export async function remindUnpaidInvoices(
  app: FastifyInstance,
  withTenant: WithTenant,
  corpId: number,
  today: string,
  signal?: AbortSignal,
): Promise<number> {
  const { schedule, due } = await withTenant(async (tx) => {
    const steps = await readSetting(tx, 'INVOICE', 'reminderSchedule');
    return { schedule: steps, due: steps.length ? await unpaidInvoices(tx, today, steps[0]) : [] };
  });
  let sent = 0;
  for (const invoice of due) {
    if (signal?.aborted) break;
    const step = stepDue(schedule, invoice.daysFromDue);
    if (step === undefined || (invoice.lastStep !== null && invoice.lastStep >= step)) continue;
    const claim = await withTenant(async (tx) => {
      if (!(await stillUnpaid(tx, invoice.id))) return null;
      const to = await invoiceRecipient(tx, invoice.vendorId);
      if (!to) return null;
      const id = await claimScheduledStep(tx, invoice.id, step, to.email);
      if (id === null) return null;
      return { id, to, doc: (await loadInvoiceDocument(tx, invoice.id)) as InvoiceDocument };
    });
    if (!claim) continue;
    const message = invoiceMessage(
      claim.doc,
      {
        reminder: invoice.sent,
        recipient: claim.to.name,
        today,
        notice: noticeOfStep(schedule, step),
      },
      await renderInvoicePdf(claim.doc),
    );
    const result = await app.mailer.send({ ...message, to: claim.to.email, corpId });
    await withTenant(async (tx) => {
      // the invoice's lock before its claim's row, in the order a claim takes them (stillUnpaid,
      // then the claim): the other order lets two runs deadlock on one invoice
      await tx.query('SELECT 1 FROM invoices WHERE id = $1 FOR NO KEY UPDATE', [invoice.id]);
      await settleScheduledStep(tx, claim.id, result.id, result.deliveryStatus);
      if (result.deliveryStatus.startsWith('failed')) return;
      await markInvoiceSent(tx, invoice.id);
      await recordAudit(tx, null, {
        entity: 'invoice',
        entityId: invoice.id,
        action: invoice.sent ? 'remind' : 'send',
        changes: { to: claim.to.email, subject: message.subject, outboxId: result.id, step },
        actor: { userId: null, username: null, corpId },
      });
    });
    sent += 1;
  }
  // a claim left "sending" that will not be tried again shows as failed
  await withTenant(failStaleClaims);
  return sent;
}

/** Key of the lease that lets one API process at a time run the job. */
export const DUNNING_JOB_LOCK = 727_006;

/**
 * The reminders of every corporation with an unpaid invoice; failures are thrown together. Ends
 * early once `signal` is aborted.
 */
export async function remindAllUnpaidInvoices(
  app: FastifyInstance,
  today: string,
  signal?: AbortSignal,
) {
  const corps = await app.withSystem(async (tx) => {
    // and those with a reminder left "sending", whose invoice may have been paid since
    const { rows } = await tx.query<{ corpId: number }>(
      `SELECT corp_id AS "corpId" FROM invoices WHERE status IN ('PENDING', 'OVERDUE')
       UNION
       SELECT corp_id FROM invoice_mails WHERE kind = 'scheduled' AND delivery = 'sending'
       ORDER BY 1`,
    );
    return rows;
  });
  let sent = 0;
  const failures: Error[] = [];
  for (const { corpId } of corps) {
    if (signal?.aborted) break;
    try {
      const withTenant: WithTenant = (fn) =>
        app.withSystem(async (tx) => {
          await actAsTenant(tx, corpId);
          return fn(tx);
        });
      sent += await remindUnpaidInvoices(app, withTenant, corpId, today, signal);
    } catch (err) {
      failures.push(new Error(`invoice reminders of corporation ${corpId}`, { cause: err }));
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(
      failures,
      `Invoice reminders of ${failures.length} corporation(s) failed.`,
    );
  }
  return sent;
}

/**
 * Milliseconds until the oldest claim "sending" now may be claimed again; null for none. One that
 * may be already was left by the run that just ended (it cannot send it now: the schedule is off,
 * the vendor has no address), so it waits for the next daily run rather than repeat this one.
 */
async function untilNextRetry(app: FastifyInstance): Promise<number | null> {
  const { rows } = await app.withSystem((tx) =>
    tx.query<{ ms: number }>(
      `SELECT greatest(0, extract(epoch FROM oldest - now()) * 1000
                          + ${STALE_CLAIM_MINUTES} * 60000)::int AS ms
         FROM (SELECT min(sent_at) AS oldest FROM invoice_mails
                WHERE kind = 'scheduled' AND delivery = 'sending'
                  AND attempts < ${MAX_SEND_ATTEMPTS}
                  AND sent_at >= now() - make_interval(mins => ${STALE_CLAIM_MINUTES})) AS claims
        WHERE oldest IS NOT NULL`,
    ),
  );
  return rows[0]?.ms ?? null;
}

/**
 * Sends the scheduled reminders once now and then every `intervalMs`; stops with the app. A run
 * that leaves a claim "sending" (its own e-mail failed to go out, or another process stopped
 * mid-send) runs once more when the claim may be retried, rather than the next day.
 */
export function startDunningJob(
  app: FastifyInstance,
  opts: { intervalMs: number; today?: () => string },
): DailyJob {
  const today = opts.today ?? (() => businessToday());
  let retry: NodeJS.Timeout | undefined;
  const job = startDailyJob(app, {
    name: 'invoice reminders',
    lockKey: DUNNING_JOB_LOCK,
    intervalMs: opts.intervalMs,
    work: async (signal) => {
      try {
        return await remindAllUnpaidInvoices(app, today(), signal);
      } finally {
        const ms = signal.aborted ? null : await untilNextRetry(app).catch(() => null);
        clearTimeout(retry);
        if (ms !== null) {
          // a second past the claim's minutes, so that the database's clock agrees it is stale
          retry = setTimeout(() => void job.run().catch(() => {}), ms + 1000);
          retry.unref();
        }
      }
    },
  });
  app.addHook('onClose', async () => clearTimeout(retry));
  return job;
}
