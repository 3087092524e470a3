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
 * Claims a step of the schedule for an invoice before its e-mail goes out: answers the claim's id,
 * or null when the step (or a later one) was claimed already, by this process or another.
 */
export async function claimScheduledStep(
  tx: Tx,
  invoiceId: number,
  step: number,
  to: string,
): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO invoice_mails (corp_id, invoice_id, kind, step, to_address, delivery)
     SELECT ${CURRENT_CORP}, $1, 'scheduled', $2, $3, 'sending'
      WHERE NOT EXISTS (SELECT 1 FROM invoice_mails
                         WHERE invoice_id = $1 AND kind = 'scheduled' AND step > $2)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [invoiceId, step, to],
  );
  return rows[0]?.id ?? null;
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
