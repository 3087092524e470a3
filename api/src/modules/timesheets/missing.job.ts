/**
 * The daily reminders about missing timesheets, for the corporations whose TIMESHEET autoRemind
 * setting is true (docs/workflows.md#missing-timesheets). One process at a time runs it (the daily
 * job's lease), and a sheet reminded less than a day ago, by anyone, is left out, so a restart or a
 * second process never sends the same reminder twice in a day.
 */
import type { FastifyInstance } from 'fastify';
import { actAsTenant, DAY_MS, startDailyJob, type DailyJob } from '../../jobs/daily-job.js';
import { mailAllApprovers } from '../approval/approval.job.js';
import { businessToday } from '../common/business-day.js';
import { readSetting } from '../settings/settings.js';
import { remindedSince } from './missing.repo.js';
import { remindMissing } from './missing.remind.js';

/** Key of the lease that lets one API process at a time run the job. */
export const REMINDER_JOB_LOCK = 727_005;

/**
 * Sends the day's reminders of every corporation that asks for them; answers how many e-mails.
 * Ends between two corporations once `signal` is aborted.
 */
export async function remindAllMissing(
  app: FastifyInstance,
  today: string,
  signal?: AbortSignal,
): Promise<number> {
  // the setting is false unless a corporation stored true
  const corps = await app.withSystem(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `SELECT corp_id AS id FROM admin_settings
        WHERE category = 'TIMESHEET' AND lower(feature) = 'autoremind'
        ORDER BY corp_id`,
    );
    const on: number[] = [];
    for (const { id } of rows) {
      if (await readSetting(tx, 'TIMESHEET', 'autoRemind', id)) on.push(id);
    }
    return on;
  });
  let sent = 0;
  const failures: Error[] = [];
  for (const corpId of corps) {
    if (signal?.aborted) break;
    try {
      const answer = await remindMissing(
        app,
        {
          withTenant: (fn) =>
            app.withSystem(async (tx) => {
              await actAsTenant(tx, corpId);
              return fn(tx);
            }),
          corpId,
          today,
          sentBy: null,
          request: null,
          skip: (tx, sheets) =>
            remindedSince(
              tx,
              sheets.map((s) => s.timesheetId),
              new Date(Date.now() - DAY_MS + 60 * 60 * 1000),
            ),
        },
        null,
      );
      sent += answer.reminded.length;
    } catch (err) {
      failures.push(new Error(`reminders of corporation ${corpId}`, { cause: err }));
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `Reminders of ${failures.length} corporation(s) failed.`);
  }
  return sent;
}

/**
 * One run: the reminders about missing timesheets, and the approvers' digests and reminders
 * (docs/client-approval.md#e-mails); one failing does not keep the other from running.
 */
export async function runDailyReminders(
  app: FastifyInstance,
  today: string,
  signal?: AbortSignal,
): Promise<number> {
  const approvers = await mailAllApprovers(app, signal).catch((err: unknown) => err);
  const sent = await remindAllMissing(app, today, signal);
  if (approvers instanceof Error) throw approvers;
  return sent + (approvers as number);
}

/** Sends the reminders once now and then every `intervalMs`; stops with the app. */
export function startReminderJob(
  app: FastifyInstance,
  opts: { intervalMs: number; today?: () => string },
): DailyJob {
  const today = opts.today ?? (() => businessToday());
  return startDailyJob(app, {
    name: 'missing timesheet reminders',
    lockKey: REMINDER_JOB_LOCK,
    intervalMs: opts.intervalMs,
    work: (signal) => runDailyReminders(app, today(), signal),
  });
}
