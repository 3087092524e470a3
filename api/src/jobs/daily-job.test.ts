/**
 * The daily jobs' runner: a run needs one connection at a time (a pooler with one server
 * connection runs every job), and one process at a time runs a job, by a lease that runs out.
 */
import { startTimesheetJob } from '../modules/billings/billings.generate.js';
import { addDays, businessToday } from '../modules/common/business-day.js';
import { startDunningJob } from '../modules/invoices/dunning.js';
import { startOverdueJob } from '../modules/invoices/overdue.js';
import { startReminderJob } from '../modules/timesheets/missing.job.js';
import { callApi, seedTenant } from '../testing/fixtures.js';
import { invoiceBody } from '../testing/invoices.fixture.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';
import { startDailyJob, type DailyJob } from './daily-job.js';

const today = businessToday();

/** `promise`, or an error naming `what` once `ms` have passed. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: still waiting after ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('every daily job runs at once on a pool of a single connection', async () => {
  const jobs: DailyJob[] = [];
  const t = await createTestApp({
    dbPoolSize: 1,
    extraApiRoutes: async (api) => {
      const opts = { intervalMs: 3_600_000, today: () => today };
      jobs.push(
        startTimesheetJob(api, opts),
        startOverdueJob(api, opts),
        startReminderJob(api, opts),
        startDunningJob(api, opts),
      );
    },
  });
  try {
    const acme = await seedTenant(t, 'Acme Staffing', 'boss@a.example');
    const vendor = await callApi(t, 'POST', '/api/vendors', acme.employer, {
      name: 'Globex',
      contacts: [{ name: 'Pat', email: 'pat@globex.example', isPrimary: true }],
    });
    const body = invoiceBody(vendor.json().id, {
      invoiceDate: addDays(today, -40),
      dueDate: addDays(today, -1),
    });
    const invoice = (await callApi(t, 'POST', '/api/invoices', acme.employer, body)).json();

    // timesheets made: none; the invoice marked overdue; no missing sheet; its reminder sent
    expect(await within(20_000, 'the four jobs', Promise.all(jobs.map((j) => j.run())))).toEqual([
      0, 1, 0, 1,
    ]);
    const { rows } = await t.db.query('SELECT status, sent FROM invoices WHERE id = $1', [
      invoice.id,
    ]);
    expect(rows[0]).toEqual({ status: 'OVERDUE', sent: true });
  } finally {
    await within(20_000, 'closing the app', t.close());
  }
});

describe('the lease', () => {
  let t: TestApp;
  type Work = (signal: AbortSignal) => Promise<number>;
  /** The work of each job below, set by its test (nothing until then). */
  const works = new Map<string, Work>();
  const jobs = new Map<string, DailyJob>();
  const job = (name: string) => jobs.get(name) as DailyJob;

  beforeAll(async () => {
    t = await createTestApp({
      // each job as one more API process would start it: a holder of its own
      extraApiRoutes: async (api) => {
        for (const [name, key, leaseMs] of [
          ['a', 801, 1_000],
          ['b', 801, 1_000],
          ['alone', 802],
          ['long', 803, 1_500],
          ['other', 803, 1_500],
        ] as const) {
          const started = startDailyJob(api, {
            name: `job ${name}`,
            lockKey: key,
            intervalMs: 3_600_000,
            leaseMs,
            work: (signal) => (works.get(name) ?? (async () => 0))(signal),
          });
          jobs.set(name, started);
        }
      },
    });
    // the runs at start are over
    await Promise.all([...jobs.values()].map((j) => j.run()));
  });

  afterAll(async () => {
    await t?.close();
  });

  test('two processes running a job at once: one runs it, the other hears null', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      await sleep(300);
      return 1;
    };
    works.set('a', work);
    works.set('b', work);
    expect((await Promise.all([job('a').run(), job('b').run()])).sort()).toEqual([1, null]);
    expect(runs).toBe(1);
    // the one that heard null leaves the job to the run it met, which ended: no second run once
    // that lease would have run out
    await sleep(2_500);
    expect(runs).toBe(1);
    // a finished run gives the lease back at once
    expect(await job('b').run()).toBe(1);
    expect(runs).toBe(2);
  });

  test('a lease left by a process that died runs out; the job then runs by itself', async () => {
    await t.db.query(
      `INSERT INTO job_leases (key, name, holder, until)
       VALUES (802, 'job alone', 'a process that died', now() + interval '2 seconds')
       ON CONFLICT (key) DO UPDATE SET holder = EXCLUDED.holder, until = EXCLUDED.until`,
    );
    let runs = 0;
    works.set('alone', async () => {
      runs += 1;
      return 1;
    });
    expect(await job('alone').run()).toBeNull();
    expect(runs).toBe(0);
    await within(
      10_000,
      'the run after the lease ran out',
      (async () => {
        while (runs === 0) await sleep(100);
      })(),
    );
  });

  test('a run longer than its lease keeps it; one that loses it hears so and stops', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let heard: boolean | undefined;
    works.set('long', async (signal) => {
      started();
      const until = Date.now() + 8_000;
      while (!signal.aborted && Date.now() < until) await sleep(50);
      heard = signal.aborted;
      return 1;
    });
    works.set('other', async () => 7);
    const long = job('long').run();
    await running;
    // three lease lives later the first run still holds it
    await sleep(4_500);
    expect(await job('other').run()).toBeNull();
    expect(heard).toBeUndefined();
    // taken from it (as by a process that found it run out), the run ends
    await t.db.query(`UPDATE job_leases SET holder = 'another process' WHERE key = 803`);
    await within(5_000, 'the run that lost its lease', long);
    expect(heard).toBe(true);
  });
});
