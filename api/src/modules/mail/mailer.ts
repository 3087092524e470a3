import nodemailer from 'nodemailer';
import type { Tx } from '../../db/tenant.js';
import { readSetting } from '../settings/settings.js';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
  /** The corporation the message belongs to (null for system mail such as reset codes). */
  corpId?: number | null;
  /**
   * Secrets in the text (a guest link's code, an invitation's or a password reset's code). With
   * SMTP the outbox is only a record and keeps the message with these masked (the message is sent
   * whole first, then stored), so that neither the outbox route nor a copy of the database opens
   * anything; without SMTP the outbox is the mailbox and keeps the message whole.
   */
  secrets?: string[];
};

const MASK = '[removed from this record]';

function masked(text: string, secrets: readonly string[]): string {
  return secrets.reduce((out, secret) => (secret ? out.split(secret).join(MASK) : out), text);
}

export type MailResult = { id: number; deliveryStatus: string };

export type Mailer = {
  /** Sends (SMTP when configured) and records the message and its delivery result in the outbox. */
  send(message: MailMessage): Promise<MailResult>;
  /** Waits for sends started with `sendLater`. */
  drain(): Promise<void>;
  /**
   * Sends without making the caller wait (the answer must not depend on it); `then` runs with the
   * result before `drain` counts the send as done. Errors of either go to `onError`.
   */
  sendLater(
    message: MailMessage,
    onError?: (err: unknown) => void,
    then?: (result: MailResult) => Promise<void>,
  ): void;
};

export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  withSystem: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
}): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const pending = new Set<Promise<unknown>>();

  /** A corporation's mail goes out under its MAIL senderName setting, from the configured address. */
  async function senderFor(corpId: number | null | undefined): Promise<string> {
    if (corpId == null) return opts.from;
    const name = await opts.withSystem(async (tx) => {
      const corp = await tx.query('SELECT 1 FROM corporations WHERE id = $1', [corpId]);
      return corp.rowCount ? readSetting(tx, 'MAIL', 'senderName', corpId) : null;
    });
    if (!name) return opts.from;
    return `"${name.replace(/["\\\r\n]/g, '')}" <${senderAddress(opts.from)}>`;
  }

  async function send(message: MailMessage): Promise<MailResult> {
    let deliveryStatus = 'stored';
    let deliveryError: string | null = null;
    const from = await senderFor(message.corpId);
    if (transport) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
        });
        deliveryStatus = 'sent';
      } catch (err) {
        deliveryError = (err as Error).message?.slice(0, 500) || 'unknown error';
        deliveryStatus = `failed: ${deliveryError}`;
      }
    }
    const hide = transport && message.secrets?.length ? message.secrets : [];
    const text = masked(message.text, hide);
    const html = message.html === undefined ? null : masked(message.html, hide);
    return opts.withSystem(async (tx) => {
      const { rows } = await tx.query(
        `INSERT INTO outbox ("to", "from", subject, text, html, corp_id, delivery_status, delivery_error,
                             attachments)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          message.to,
          from,
          message.subject,
          text,
          html,
          message.corpId ?? null,
          deliveryStatus,
          deliveryError,
          // the names only: the outbox is a record of what went, not a second copy of the files
          (message.attachments ?? []).map((a) => a.filename),
        ],
      );
      return { id: rows[0].id, deliveryStatus };
    });
  }

  return {
    send,
    sendLater(message, onError, then) {
      const p = send(message)
        .then((result) => then?.(result))
        .catch((err) => onError?.(err))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async drain() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

/** The bare address of a sender such as `StaffLedger <no-reply@localhost>`. */
export function senderAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}
