/**
 * The daily e-mails to approvers (docs/client-approval.md#e-mails), run by the missing-timesheets
 * reminders' daily job: in every corporation with client approval on, each vendor's approvers get
 * at most one e-mail a day, listing everything waiting, when a week waits that no e-mail to them
 * listed yet (the digest) or one has waited `approvalReminderDays` (the reminder).
 */
import type { FastifyInstance } from 'fastify';
import { actAsTenant } from '../../jobs/daily-job.js';
import { readSetting } from '../settings/settings.js';
import { vendorsWithWaitingWeeks } from './approval.repo.js';

/** Sends the day's approver e-mails; answers how many. Ends between two vendors once aborted. */
export async function mailAllApprovers(
  app: FastifyInstance,
  signal?: AbortSignal,
): Promise<number> {
  // a corporation with weeks waiting had the flow on when they were submitted; one that turned it
  // off since still has its waiting weeks reminded until they are decided
  const corps = await app.withSystem(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      'SELECT DISTINCT corp_id AS id FROM timesheets WHERE awaiting_client ORDER BY 1',
    );
    return rows.map((r) => Number(r.id));
  });
  let sent = 0;
  const failures: Error[] = [];
  for (const corpId of corps) {
    try {
      const { vendors, reminderDays } = await app.withSystem(async (tx) => {
        await actAsTenant(tx, corpId);
        return {
          vendors: await vendorsWithWaitingWeeks(tx),
          reminderDays: await readSetting(tx, 'TIMESHEET', 'approvalReminderDays'),
        };
      });
      for (const vendorId of vendors) {
        if (signal?.aborted) return sent;
        sent += await app.mailApprovers(corpId, vendorId, { reminderDays });
      }
    } catch (err) {
      failures.push(new Error(`approver e-mails of corporation ${corpId}`, { cause: err }));
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(
      failures,
      `Approver e-mails of ${failures.length} corporation(s) failed.`,
    );
  }
  return sent;
}
