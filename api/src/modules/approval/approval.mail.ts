/**
 * The e-mails to a vendor's approvers (docs/client-approval.md#e-mails): each lists every week
 * waiting for them (employee, period, hours) and one new link. An approver is e-mailed at once
 * when a week is put before them with nothing else waiting; otherwise the daily job sends one
 * e-mail a day at most, when a week waits that no e-mail listed yet, or one has waited
 * `approvalReminderDays`. Each send is claimed first (`claimApproverMailing`), so that two senders
 * never e-mail the same approver twice; the token goes into the e-mail only (the outbox masks it
 * when SMTP delivers).
 */
import { formatUsDate } from '@staffledger/contracts';
import type { ApprovalWeek } from '@staffledger/contracts/schemas';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { actAsTenant } from '../../jobs/daily-job.js';
import type { Tx } from '../../db/tenant.js';
import { tenantName } from '../common/references.js';
import { readSetting } from '../settings/settings.js';
import { generateApprovalToken, hashApprovalToken } from './approval-tokens.js';
import {
  approversOf,
  claimApproverMailing,
  insertApprovalLink,
  setLinkOutbox,
  waitingWeeks,
} from './approval.repo.js';

export const APPROVAL_MAIL_SUBJECT = 'Timesheets waiting for your approval';

/** The approval page: the shell's public route; the standalone guest app reads the same `?link=`. */
export const APPROVAL_ROUTE = '/on/approval';

export type ApprovalMailFacts = {
  approverName: string;
  corpName: string;
  vendorName: string;
  weeks: ApprovalWeek[];
  link: string;
  expiresAt: Date;
  /** Weeks that waited longer than this many days are pointed out (a reminder); null: none did. */
  overdueDays: number | null;
};

const hours = (h: number) => `${Number(h.toFixed(2))} ${h === 1 ? 'hour' : 'hours'}`;

/** Subject and text of the e-mail. */
export function approvalMessage(f: ApprovalMailFacts): { subject: string; text: string } {
  const lines = f.weeks.map(
    (w) =>
      `- ${w.employeeName}, ${formatUsDate(w.periodStartDate)} - ${formatUsDate(w.periodEndDate)}, ` +
      hours(w.totalHours),
  );
  const count = f.weeks.length === 1 ? '1 timesheet is' : `${f.weeks.length} timesheets are`;
  return {
    subject: APPROVAL_MAIL_SUBJECT,
    text:
      `Hello ${f.approverName},\n\n` +
      `${count} waiting for your approval at ${f.corpName}, for ${f.vendorName}:\n\n` +
      `${lines.join('\n')}\n\n` +
      (f.overdueDays !== null
        ? `Some have waited more than ${f.overdueDays} ${f.overdueDays === 1 ? 'day' : 'days'}.\n\n`
        : '') +
      'See each week, then approve it or reject it with a reason, here (no sign-in needed; the ' +
      `link works until ${formatUsDate(f.expiresAt.toISOString().slice(0, 10))}):\n\n` +
      `${f.link}\n\n` +
      `Kind regards,\n${f.corpName}\n`,
  };
}

/** The approval page's link for a token: the shell's public route (the guest app reads it too). */
export function approvalPageLink(publicUrl: string, token: string): string {
  const url = new URL(APPROVAL_ROUTE, publicUrl);
  url.searchParams.set('link', token);
  return url.href;
}

type Prepared = {
  to: string;
  token: string;
  linkId: number;
  message: ReturnType<typeof approvalMessage>;
};

/** The e-mails the vendor's approvers are due now, their links stored, in the tenant's transaction. */
async function prepareMails(
  tx: Tx,
  publicUrl: string,
  corpId: number,
  vendorId: number,
  when: { firstWeek: number } | { reminderDays: number },
): Promise<Prepared[]> {
  const weeks = await waitingWeeks(tx, vendorId);
  // the week that asked for a first e-mail waits no more (or its move rolled back): none due
  if ('firstWeek' in when && !weeks.some((w) => w.id === when.firstWeek)) return [];
  if (weeks.length === 0) return [];
  const approvers = await approversOf(tx, vendorId);
  const days = await readSetting(tx, 'TIMESHEET', 'approvalLinkDays');
  const corpName = await tenantName(tx);
  const { rows } = await tx.query<{ name: string }>('SELECT name FROM vendors WHERE id = $1', [
    vendorId,
  ]);
  const vendorName = rows[0]?.name ?? '';
  const overdueSince = 'reminderDays' in when ? Date.now() - when.reminderDays * 86_400_000 : null;
  const overdue =
    overdueSince !== null &&
    weeks.some((w) => w.submittedAt !== null && Date.parse(w.submittedAt) < overdueSince);
  const out: Prepared[] = [];
  for (const approver of approvers) {
    if (!(await claimApproverMailing(tx, corpId, vendorId, approver.email, when))) continue;
    const token = generateApprovalToken();
    const link = await insertApprovalLink(tx, {
      corpId,
      vendorId,
      email: approver.email,
      name: approver.name,
      tokenHash: hashApprovalToken(token),
      days,
      timesheetIds: weeks.map((w) => w.id),
    });
    out.push({
      to: approver.email,
      token,
      linkId: link.id,
      message: approvalMessage({
        approverName: approver.name,
        corpName,
        vendorName,
        weeks,
        link: approvalPageLink(publicUrl, token),
        expiresAt: link.expiresAt,
        overdueDays: overdue && 'reminderDays' in when ? when.reminderDays : null,
      }),
    });
  }
  return out;
}

/**
 * E-mails the vendor's approvers who are due an e-mail (see the module's comment); answers how
 * many were queued. The sends run in the background (`app.mailer.drain()` waits for them).
 */
export async function mailApprovers(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  publicUrl: string,
  corpId: number,
  vendorId: number,
  when: { firstWeek: number } | { reminderDays: number },
): Promise<number> {
  const inTenant = <T>(fn: (tx: Tx) => Promise<T>) =>
    app.withSystem(async (tx) => {
      await actAsTenant(tx, corpId);
      return fn(tx);
    });
  const mails = await inTenant((tx) => prepareMails(tx, publicUrl, corpId, vendorId, when));
  for (const mail of mails) {
    app.mailer.sendLater(
      { ...mail.message, to: mail.to, corpId, secrets: [mail.token] },
      (err) => log.error({ err }, 'approval e-mail failed'),
      (result) => inTenant((tx) => setLinkOutbox(tx, mail.linkId, result.id)),
    );
  }
  return mails.length;
}
