/**
 * Every e-mail of an invoice (docs/workflows.md#dunning): Send and Remind by hand, and the
 * reminders of the schedule, each with who sent it, when, to whom and how the delivery went.
 */
import type { InvoiceMail } from '@staffledger/contracts/schemas';
import type { Tx } from '../../db/tenant.js';

export type MailKind = InvoiceMail['kind'];

const CURRENT_CORP = `NULLIF(current_setting('app.corp_id', true), '')::bigint`;

/** Records an e-mail sent by hand, whatever its delivery. */
export async function recordInvoiceMail(
  tx: Tx,
  m: {
    invoiceId: number;
    kind: MailKind;
    sentBy: string | null;
    to: string;
    outboxId: number;
    delivery: string;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO invoice_mails (corp_id, invoice_id, kind, sent_by, to_address, outbox_id, delivery)
     VALUES (${CURRENT_CORP}, $1, $2, $3, $4, $5, $6)`,
    [m.invoiceId, m.kind, m.sentBy, m.to, m.outboxId, m.delivery],
  );
}

/**
 * A claim left "sending" this many minutes (its process stopped between the claim and the e-mail's
 * outcome) is claimed again by the next run; a sending takes seconds.
 */
export const STALE_CLAIM_MINUTES = 15;
/** How often a step's e-mail is tried in all: the first claim and one more after a crash. */
export const MAX_SEND_ATTEMPTS = 2;

/** SQL: the claim `m` was left "sending" and may be claimed once more. */
export const retryableClaim = (m: string) =>
  `(${m}.delivery = 'sending' AND ${m}.attempts < ${MAX_SEND_ATTEMPTS}
    AND ${m}.sent_at < now() - make_interval(mins => ${STALE_CLAIM_MINUTES}))`;

/**
 * Claims a step of the schedule for an invoice before its e-mail goes out: answers the claim's id,
 * or null when the step (or a later one) was claimed already, by this process or another. A claim
 * of the step left "sending" (retryableClaim) is taken over, by one process only: the row's lock
 * makes a second one see the first's new claim time.
 */
export async function claimScheduledStep(
  tx: Tx,
  invoiceId: number,
  step: number,
  to: string,
): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO invoice_mails AS m (corp_id, invoice_id, kind, step, to_address, delivery)
     SELECT ${CURRENT_CORP}, $1, 'scheduled', $2, $3, 'sending'
      WHERE NOT EXISTS (SELECT 1 FROM invoice_mails
                         WHERE invoice_id = $1 AND kind = 'scheduled' AND step > $2)
     ON CONFLICT (corp_id, invoice_id, step) WHERE step IS NOT NULL
     DO UPDATE SET attempts = m.attempts + 1, sent_at = now(), to_address = EXCLUDED.to_address
      WHERE ${retryableClaim('m')}
     RETURNING id`,
    [invoiceId, step, to],
  );
  return rows[0]?.id ?? null;
}

/**
 * Marks failed the tenant's claims left "sending" for STALE_CLAIM_MINUTES that no run will claim
 * again: tried MAX_SEND_ATTEMPTS times, or no longer due (the invoice is no longer unpaid, or a
 * later step was claimed). Answers how many.
 */
export async function failStaleClaims(tx: Tx): Promise<number> {
  const { rowCount } = await tx.query(
    `UPDATE invoice_mails m
        SET delivery = CASE WHEN m.attempts >= ${MAX_SEND_ATTEMPTS}
                            THEN 'failed: interrupted while sending, twice; not tried again'
                            ELSE 'failed: interrupted while sending; no longer due' END
       FROM invoices i
      WHERE i.id = m.invoice_id AND m.kind = 'scheduled' AND m.delivery = 'sending'
        AND m.sent_at < now() - make_interval(mins => ${STALE_CLAIM_MINUTES})
        AND (m.attempts >= ${MAX_SEND_ATTEMPTS} OR i.status NOT IN ('PENDING', 'OVERDUE')
             OR EXISTS (SELECT 1 FROM invoice_mails later
                         WHERE later.invoice_id = m.invoice_id AND later.kind = 'scheduled'
                           AND later.step > m.step))`,
  );
  return rowCount ?? 0;
}

/** The delivery of a claimed step, once its e-mail went out (or failed). */
export async function settleScheduledStep(
  tx: Tx,
  id: number,
  outboxId: number | null,
  delivery: string,
): Promise<void> {
  await tx.query('UPDATE invoice_mails SET outbox_id = $2, delivery = $3 WHERE id = $1', [
    id,
    outboxId,
    delivery,
  ]);
}

/** The e-mails of an invoice, newest first. */
export async function listInvoiceMails(tx: Tx, invoiceId: number): Promise<InvoiceMail[]> {
  const { rows } = await tx.query<Omit<InvoiceMail, 'at'> & { at: Date }>(
    `SELECT sent_at AS at, kind, step, sent_by AS "sentBy", to_address AS "to", delivery
       FROM invoice_mails WHERE invoice_id = $1 ORDER BY id DESC`,
    [invoiceId],
  );
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
