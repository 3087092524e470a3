/**
 * The timesheets an active billing arrangement produces (docs/workflows.md#billing-arrangements):
 * one Pending sheet per period up to today, with one item per day made exactly as for a sheet
 * created through the API. Safe to run again and from several processes at once: the (billing_id,
 * period_start_date) index makes a second insert of the same period a no-op.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { actAsTenant, startDailyJob, type DailyJob } from '../../jobs/daily-job.js';
import { recordAudit } from '../audit/audit.js';
import { businessToday } from '../common/business-day.js';
import { holidaysIn, readSetting, type Holidays } from '../settings/settings.js';
import { fitItemsToPeriod, recomputeTotal } from '../timesheets/items.repo.js';
import { findOverlap } from '../timesheets/timesheets.repo.js';
import { billingPeriods, type BillingSchedule } from './billings.periods.js';

type GeneratingBilling = BillingSchedule & {
  id: number;
  corpId: number;
  employeeId: number;
  vendorId: number;
  billingCode: string;
  status: string;
};

const BILLING_COLUMNS = `id, corp_id AS "corpId", employee_id AS "employeeId",
  vendor_id AS "vendorId", billing_code AS "billingCode", status, invoice_frequency AS frequency,
  to_char(start_date, 'YYYY-MM-DD') AS "startDate",
  to_char(first_period_end_date, 'YYYY-MM-DD') AS "firstPeriodEndDate",
  to_char(end_date, 'YYYY-MM-DD') AS "endDate"`;

async function readBilling(tx: Tx, id: number): Promise<GeneratingBilling | undefined> {
  const { rows } = await tx.query<GeneratingBilling>(
    `SELECT ${BILLING_COLUMNS} FROM billings WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** True when a period of `b` up to `today` has no sheet yet (or its periods cannot be told). */
function mayMissPeriods(b: GeneratingBilling & { starts: string[] }, today: string): boolean {
  try {
    const made = new Set(b.starts);
    return billingPeriods(b, today).some((p) => !made.has(p.start));
  } catch {
    return true; // its own run reports what is wrong with it
  }
}

async function generatedStarts(tx: Tx, billingId: number): Promise<Set<string>> {
  const { rows } = await tx.query<{ start: string }>(
    `SELECT to_char(period_start_date, 'YYYY-MM-DD') AS start FROM timesheets WHERE billing_id = $1`,
    [billingId],
  );
  return new Set(rows.map((r) => r.start));
}

/** The new sheet's id, or undefined when another run inserted this period first. */
async function insertPeriodSheet(
  tx: Tx,
  b: GeneratingBilling,
  start: string,
  end: string,
): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO timesheets (corp_id, employee_id, vendor_id, period_start_date, period_end_date,
                             status, billing_code, billing_id)
     VALUES ($1, $2, $3, $4, $5, 'PENDING', $6, $7)
     ON CONFLICT (billing_id, period_start_date) WHERE billing_id IS NOT NULL DO NOTHING
     RETURNING id`,
    [b.corpId, b.employeeId, b.vendorId, start, end, b.billingCode, b.id],
  );
  return rows[0]?.id;
}

/**
 * Creates the missing Pending timesheets of an ACTIVE arrangement for its periods up to `today`
 * (YYYY-MM-DD), in the caller's transaction; answers how many it created. A period that would
 * overlap another sheet of the same employee and vendor (one made by hand) is skipped. The audit
 * rows name the user of `request` when given (a staff action), else no user (the daily job).
 */
export async function generateBillingTimesheets(
  tx: Tx,
  billingId: number,
  today: string,
  request?: FastifyRequest,
): Promise<number> {
  const billing = await readBilling(tx, billingId);
  if (!billing || billing.status !== 'ACTIVE') return 0;
  const existing = await generatedStarts(tx, billing.id);
  const missing = billingPeriods(billing, today).filter((p) => !existing.has(p.start));
  let holidays: Holidays | undefined;
  let created = 0;
  for (const { start, end } of missing) {
    const period = { periodStartDate: start, periodEndDate: end };
    // also takes the (employee, vendor) lock, so a concurrent run waits and then sees this sheet
    if (await findOverlap(tx, { ...billing, ...period }, null)) continue;
    const id = await insertPeriodSheet(tx, billing, start, end);
    if (id === undefined) continue;
    holidays ??= await readSetting(tx, 'TIMESHEET', 'holidays', billing.corpId);
    await fitItemsToPeriod(tx, id, holidaysIn(holidays, start, end));
    await recomputeTotal(tx, id);
    await recordAudit(tx, request ?? null, {
      entity: 'timesheet',
      entityId: id,
      action: 'create',
      changes: { billingId: billing.id, ...period },
      actor: request ? undefined : { userId: null, username: null, corpId: billing.corpId },
    });
    created += 1;
  }
  return created;
}

type WithSystem = FastifyInstance['withSystem'];

/**
 * Generates for every ACTIVE arrangement of every corporation: the owner lists them with the
 * periods they have sheets for, in one statement; each arrangement that may miss one is then
 * generated in a transaction of its own, scoped to its corporation, which looks again. (A
 * transaction per arrangement took 20 s a day for an agency's 20,000 of them, nearly all up to
 * date.) One failing arrangement does not stop the others: the failures are thrown together at
 * the end. Ends between two arrangements once `signal` is aborted.
 */
export async function generateAllDueTimesheets(
  withSystem: WithSystem,
  today: string,
  signal?: AbortSignal,
) {
  const due = await withSystem(async (tx) => {
    const { rows } = await tx.query<GeneratingBilling & { starts: string[] }>(
      `SELECT ${BILLING_COLUMNS},
              ARRAY(SELECT to_char(t.period_start_date, 'YYYY-MM-DD') FROM timesheets t
                     WHERE t.billing_id = billings.id) AS starts
         FROM billings
        WHERE status = 'ACTIVE' AND start_date <= $1::date ORDER BY corp_id, id`,
      [today],
    );
    return rows.filter((b) => mayMissPeriods(b, today));
  });
  let created = 0;
  const failures: Error[] = [];
  for (const { id, corpId } of due) {
    if (signal?.aborted) break;
    try {
      created += await withSystem(async (tx) => {
        await actAsTenant(tx, corpId);
        return generateBillingTimesheets(tx, id, today);
      });
    } catch (err) {
      failures.push(new Error(`billing ${id} of corporation ${corpId}`, { cause: err }));
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(
      failures,
      `Timesheets of ${failures.length} billing(s) could not be generated (${created} created).`,
    );
  }
  return created;
}

/** Key of the lease that lets one API process at a time run the job. */
export const TIMESHEET_JOB_LOCK = 727_003;

export type TimesheetJob = DailyJob;

/**
 * Generates the due timesheets once now and then every `intervalMs`, by the business calendar.
 * Call before the app is ready: it stops (and waits for a run in progress) when the app closes.
 */
export function startTimesheetJob(
  app: FastifyInstance,
  opts: { intervalMs: number; today?: () => string },
): TimesheetJob {
  const today = opts.today ?? (() => businessToday());
  return startDailyJob(app, {
    name: 'billing timesheet generation',
    lockKey: TIMESHEET_JOB_LOCK,
    intervalMs: opts.intervalMs,
    work: (signal) => generateAllDueTimesheets(app.withSystem, today(), signal),
  });
}
