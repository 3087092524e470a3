/**
 * Reminding employees of their missing timesheets (docs/workflows.md#missing-timesheets): one
 * e-mail per employee listing every missing sheet with the way to fill it in, recorded against
 * each sheet with who sent it (a user, or the daily job), when, to whom and how the delivery went.
 */
import { formatUsDate } from '@staffledger/contracts';
import type { MissingTimesheet, RemindMissingAnswer } from '@staffledger/contracts/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { findEmployee } from '../employees/employees.repo.js';
import { setPasswordParagraph, type SetPasswordNote } from '../employees/invitation.mail.js';
import {
  noteSecrets,
  prepareSetPasswordNote,
  settleSetPasswordNote,
} from '../employees/invitation.notes.js';
import { tenantName } from '../common/references.js';
import { readSetting } from '../settings/settings.js';
import {
  claimReminders,
  listMissing,
  recordReminders,
  releaseReminderClaim,
} from './missing.repo.js';

export type ReminderRecipient = {
  firstName: string;
  corpName: string;
  /** The items screen link of a sheet, for an employee who signs in (or will); else null. */
  sheetLink: ((timesheetId: number) => string) | null;
  guest: boolean;
  /** How an employee who has not set a password yet sets one; null for everyone else. */
  setPassword?: SetPasswordNote | null;
};

/** Subject and text of the reminder of `sheets` (one employee's, at least one). */
export function reminderMessage(
  who: ReminderRecipient,
  sheets: Pick<
    MissingTimesheet,
    'timesheetId' | 'vendorName' | 'periodStartDate' | 'periodEndDate'
  >[],
): { subject: string; text: string } {
  const lines = sheets.map((s) => {
    const period = `${formatUsDate(s.periodStartDate)} - ${formatUsDate(s.periodEndDate)}`;
    const link = who.sheetLink ? `: ${who.sheetLink(s.timesheetId)}` : '';
    return `- ${s.vendorName}, ${period}${link}`;
  });
  const how = who.setPassword
    ? `${setPasswordParagraph(who.setPassword)}Then open each link above, fill in your hours and ` +
      'submit the timesheet.'
    : who.sheetLink
      ? 'Open each link, fill in your hours and submit the timesheet.'
      : who.guest
        ? 'Open them with the timesheet link you were given (it has not changed), fill in your ' +
          'hours and submit them.'
        : `Ask ${who.corpName} how to fill them in.`;
  const one = sheets.length === 1;
  return {
    subject: one
      ? `Reminder: your timesheet for ${sheets[0].vendorName} is missing`
      : `Reminder: ${sheets.length} of your timesheets are missing`,
    text:
      `Hello ${who.firstName},\n\n` +
      `${one ? 'This timesheet has' : 'These timesheets have'} not been submitted yet:\n\n` +
      `${lines.join('\n')}\n\n${how}\n\nKind regards,\n${who.corpName}\n`,
  };
}

/** Why an employee reminded `hours` ago or less is not reminded again. */
export const recently = (hours: number) =>
  `Reminded in the last ${hours === 1 ? 'hour' : `${hours} hours`}`;

type TenantTx = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

export type RemindOptions = {
  /** A transaction scoped to the corporation. */
  withTenant: TenantTx;
  corpId: number;
  today: string;
  /** The user who sends (null: the daily job). */
  sentBy: string | null;
  /** The request of the user who sends (null: the daily job), for the invitations' audit rows. */
  request: FastifyRequest | null;
  /** Sheets left out (the daily job's: reminded less than a day ago). */
  skip?: (tx: Tx, sheets: MissingTimesheet[]) => Promise<Set<number>>;
};

/**
 * E-mails each of `employeeIds` (all with missing sheets when null) about their missing sheets and
 * records the reminders. An employee with no missing sheet, or no e-mail address, is skipped, and
 * so is one reminded within the corporation's `TIMESHEET remindAgainAfterHours` (claimed before
 * the e-mail goes out, so that requests at once e-mail each employee once).
 */
export async function remindMissing(
  app: FastifyInstance,
  opts: RemindOptions,
  employeeIds: number[] | null,
): Promise<RemindMissingAnswer> {
  const plan = await opts.withTenant(async (tx) => {
    const afterDays = await readSetting(tx, 'TIMESHEET', 'missingAfterDays');
    const missing = await listMissing(tx, opts.today, afterDays, employeeIds);
    const left = opts.skip ? await opts.skip(tx, missing) : new Set<number>();
    const byEmployee = new Map<number, MissingTimesheet[]>();
    for (const sheet of missing.filter((s) => !left.has(s.timesheetId))) {
      byEmployee.set(sheet.employeeId, [...(byEmployee.get(sheet.employeeId) ?? []), sheet]);
    }
    const hours = await readSetting(tx, 'TIMESHEET', 'remindAgainAfterHours');
    const claims = await claimReminders(tx, [...byEmployee.keys()], hours);
    const skipped: RemindMissingAnswer['skipped'] = [];
    const employees = [];
    for (const [employeeId, sheets] of byEmployee) {
      const employee = await findEmployee(tx, employeeId);
      if (employee?.email && !claims.has(employeeId)) {
        skipped.push({ employeeId, employeeName: employee.fullName, reason: recently(hours) });
        continue;
      }
      // a guest keeps the link they were given; one who signs in has a password already
      const invite =
        employee?.email && !employee.canSignIn && !employee.guestCodeSince
          ? await prepareSetPasswordNote(app, tx, employeeId)
          : null;
      employees.push({
        employee,
        employeeId,
        sheets,
        invite,
        claim: claims.get(employeeId) ?? null,
      });
    }
    for (const id of new Set(employeeIds ?? [])) {
      if (byEmployee.has(id)) continue;
      const employee = await findEmployee(tx, id);
      skipped.push({
        employeeId: id,
        employeeName: employee?.fullName ?? '',
        reason: employee ? 'Nothing missing' : 'Employee not found',
      });
    }
    return { corpName: await tenantName(tx), employees, skipped };
  });

  const answer: RemindMissingAnswer = { reminded: [], skipped: plan.skipped };
  for (const { employee, employeeId, sheets, invite, claim } of plan.employees) {
    if (!employee?.email) {
      answer.skipped.push({
        employeeId,
        employeeName: sheets[0].employeeName,
        reason: 'No e-mail address',
      });
      continue;
    }
    const message = reminderMessage(
      {
        firstName: employee.firstName,
        corpName: plan.corpName,
        sheetLink: employee.canSignIn || invite ? (id) => app.sheetLink(id) : null,
        guest: employee.guestCodeSince !== null,
        setPassword: invite?.note ?? null,
      },
      sheets,
    );
    const to = employee.email;
    // an e-mail that did not go out leaves the employee free to be reminded again at once
    const release = () => opts.withTenant((tx) => releaseReminderClaim(tx, employeeId, claim));
    const result = await app.mailer
      .send({ ...message, to, corpId: opts.corpId, secrets: noteSecrets(invite) })
      .catch(async (err: unknown) => {
        await release();
        throw err;
      });
    if (result.deliveryStatus.startsWith('failed')) await release();
    await opts.withTenant(async (tx) => {
      await recordReminders(tx, {
        timesheetIds: sheets.map((s) => s.timesheetId),
        sentBy: opts.sentBy,
        to,
        outboxId: result.id,
        delivery: result.deliveryStatus,
      });
      await settleSetPasswordNote(tx, opts.request, invite, {
        ...result,
        to,
        with: 'reminder',
        corpId: opts.corpId,
      });
    });
    answer.reminded.push({
      employeeId,
      to: employee.email,
      sheets: sheets.length,
      delivery: result.deliveryStatus,
    });
  }
  return answer;
}
