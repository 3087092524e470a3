/** The overdue job: Pending invoices past their due date become OVERDUE, tenant by tenant. */
import type { FastifyInstance } from 'fastify';
import { build } from '../../app.js';
import { withTenantTx } from '../../db/tenant.js';
import { startDailyJob, type DailyJob } from '../../jobs/daily-job.js';
import { createInvoice, invoiceBody } from '../../testing/invoices.fixture.js';
import {
  createTestApp,
  SUPER_PASSWORD,
  SUPER_USERNAME,
  type TestApp,
} from '../../testing/testApp.js';
import { seedVendor, twoTenants } from '../../testing/fixtures.js';
import {
  markAllOverdueInvoices,
  markOverdueInvoices,
  OVERDUE_JOB_LOCK,
  startOverdueJob,
} from './overdue.js';

const TODAY = '2025-03-10';

let t: TestApp;
let corpA: number;
let corpB: number;
let employerA: string;
let employerB: string;
let vendorA: number;
let vendorB: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ corpA, corpB, employerA, employerB } = await twoTenants(t, ['Acme', 'Bravo']));
  vendorA = await seedVendor(t, corpA, 'Globex');
  vendorB = await seedVendor(t, corpB, 'Initech');
});

afterAll(async () => {
  await t?.close();
});

/** An invoice of A (or B) dated 2025-03-01, due `dueDate`, in `status`. */
async function invoice(dueDate: string, status = 'PENDING', corp: 'A' | 'B' = 'A') {
  const [token, vendor] = corp === 'A' ? [employerA, vendorA] : [employerB, vendorB];
  const created = await createInvoice(
    t,
    token,
    invoiceBody(vendor, { invoiceDate: '2025-03-01', dueDate, status }),
  );
  return created.id;
}

const statusOf = async (id: number) =>
  (await t.db.query('SELECT status FROM invoices WHERE id = $1', [id])).rows[0].status;

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('only Pending invoices due before today move, each corporation in its own scope', async () => {
  const pastA = await invoice('2025-03-09');
  const dueToday = await invoice(TODAY);
  const paid = await invoice('2025-03-02', 'PAID');
  const cancelled = await invoice('2025-03-02', 'CANCELLED');
  const pastB = await invoice('2025-03-05', 'PENDING', 'B');

  expect(await markAllOverdueInvoices(t.app.withSystem, TODAY)).toBe(2);

  expect(await statusOf(pastA)).toBe('OVERDUE');
  expect(await statusOf(pastB)).toBe('OVERDUE');
  expect(await statusOf(dueToday)).toBe('PENDING');
  expect(await statusOf(paid)).toBe('PAID');
  expect(await statusOf(cancelled)).toBe('CANCELLED');
  const { rows } = await t.db.query(
    `SELECT entity_id::int AS id, corp_id::int AS "corpId", user_id AS "userId", action, changes
       FROM audit_log WHERE entity = 'invoice' AND action = 'status' ORDER BY id`,
  );
  const change = { status: { from: 'PENDING', to: 'OVERDUE' } };
  expect(rows).toEqual([
    { id: pastA, corpId: corpA, userId: null, action: 'status', changes: change },
    { id: pastB, corpId: corpB, userId: null, action: 'status', changes: change },
  ]);

  expect(await markAllOverdueInvoices(t.app.withSystem, TODAY)).toBe(0);
});

test('in one corporation’s transaction another corporation’s invoices are not touched', async () => {
  const pastB = await invoice('2025-03-01', 'PENDING', 'B');
  const marked = await withTenantTx(t.db.pool, { corpId: corpA, userId: null }, (tx) =>
    markOverdueInvoices(tx, corpA, TODAY),
  );
  expect(marked).toBe(0);
  expect(await statusOf(pastB)).toBe('PENDING');
  await markAllOverdueInvoices(t.app.withSystem, TODAY);
  expect(await statusOf(pastB)).toBe('OVERDUE');
});

describe('the job', () => {
  const options = {
    adminUsername: SUPER_USERNAME,
    adminPassword: SUPER_PASSWORD,
    logLevel: 'silent' as const,
    serveWeb: false,
    smtpUrl: undefined,
  };

  test('runs once at start, only while it holds the lease, and stops when the app closes', async () => {
    let job: DailyJob | undefined;
    let app: FastifyInstance | undefined;
    try {
      // another process's run holds the lease
      await t.db.query(
        `INSERT INTO job_leases (key, name, holder, until)
         VALUES ($1, 'overdue invoice marking', 'another process', now() + interval '1 hour')
         ON CONFLICT (key) DO UPDATE SET holder = EXCLUDED.holder, until = EXCLUDED.until`,
        [OVERDUE_JOB_LOCK],
      );
      const id = await invoice('2025-03-08');
      app = await build({
        ...options,
        databaseUrl: t.url,
        backgroundJobs: false,
        extraApiRoutes: async (api) => {
          job = startOverdueJob(api, { intervalMs: 3_600_000, today: () => TODAY });
        },
      });
      expect(await (job as DailyJob).run()).toBeNull();
      expect(await statusOf(id)).toBe('PENDING');
      // its run ended and gave the lease back
      await t.db.query('DELETE FROM job_leases WHERE key = $1', [OVERDUE_JOB_LOCK]);
      expect(await (job as DailyJob).run()).toBe(1);
      expect(await statusOf(id)).toBe('OVERDUE');
    } finally {
      await t.db.query('DELETE FROM job_leases WHERE key = $1', [OVERDUE_JOB_LOCK]);
      await app?.close();
    }
    expect(await (job as DailyJob).run()).toBeNull();
  });

  test('a long run hears the app closing and ends, so that the app closes at once', async () => {
    let heard: boolean | undefined;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const app = await build({
      ...options,
      databaseUrl: t.url,
      backgroundJobs: false,
      extraApiRoutes: async (api) => {
        startDailyJob(api, {
          name: 'a long job',
          lockKey: 727_999,
          intervalMs: 3_600_000,
          // an item at a time, as the reminder jobs send their e-mails, for up to 20 seconds
          work: async (signal) => {
            started();
            const until = Date.now() + 20_000;
            while (!signal.aborted && Date.now() < until) {
              await new Promise((resolve) => setTimeout(resolve, 10));
            }
            heard = signal.aborted;
            return 0;
          },
        });
      },
    });
    await running;
    const closing = Date.now();
    await app.close();
    expect(Date.now() - closing).toBeLessThan(2_000);
    expect(heard).toBe(true);
  });

  test('the app starts it by default, by today’s date', async () => {
    const id = await invoice('2025-03-07');
    const app = await build({ ...options, databaseUrl: t.url });
    try {
      await waitFor(async () => (await statusOf(id)) === 'OVERDUE');
    } finally {
      await app.close();
    }
  });

  test('refuses an interval a timer cannot hold', () => {
    expect(() => startOverdueJob(t.app, { intervalMs: 2 ** 31 })).toThrow(RangeError);
    expect(() => startOverdueJob(t.app, { intervalMs: 1.5 })).toThrow(RangeError);
  });
});
