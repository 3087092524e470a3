/** Timesheets generated from billing arrangements: per arrangement, across tenants, and the job. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { build } from '../../app.js';
import { withTenantTx } from '../../db/tenant.js';
import {
  createTestApp,
  SUPER_PASSWORD,
  SUPER_USERNAME,
  type TestApp,
} from '../../testing/testApp.js';
import { seedEmployee, seedVendor, setSetting, twoTenants } from '../../testing/fixtures.js';
import { createTimesheet, storedItems, weekBody } from '../../testing/timesheets.fixture.js';
import {
  generateAllDueTimesheets,
  generateBillingTimesheets,
  startTimesheetJob,
  TIMESHEET_JOB_LOCK,
  type TimesheetJob,
} from './billings.generate.js';

/** A Wednesday, 3 weeks and 2 days after Monday 2025-03-03. */
const TODAY = '2025-03-26';

let t: TestApp;
let corpA: number;
let corpB: number;
let employerA: string;
let vendorA: number;
let vendorB: number;
let people = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ corpA, corpB, employerA } = await twoTenants(t, ['Acme', 'Bravo']));
  await setSetting(t, corpA, 'holidays', '2025-03-05,2025-12-25');
  vendorA = await seedVendor(t, corpA, 'Globex');
  vendorB = await seedVendor(t, corpB, 'Bravo Vendor');
});

afterAll(async () => {
  await t?.close();
});

/** A fresh employee of `corpId`, so that no other test's sheets overlap. */
const newEmployee = (corpId: number) => seedEmployee(t, corpId, { firstName: `P${++people}` });

type BillingRow = {
  corpId?: number;
  employeeId?: number;
  vendorId?: number;
  status?: string;
  frequency?: string;
  startDate?: string;
  firstPeriodEndDate?: string;
  endDate?: string | null;
};

/** A weekly ACTIVE arrangement from Monday 2025-03-03, written straight in the database. */
async function insertBilling(over: BillingRow = {}) {
  const corpId = over.corpId ?? corpA;
  const employeeId = over.employeeId ?? (await newEmployee(corpId));
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO billings (corp_id, employee_id, vendor_id, bill_rate, invoice_due_days,
                           invoice_frequency, billing_code, item_description, start_date,
                           first_period_end_date, end_date, status)
     VALUES ($1, $2, $3, 95.5, 30, $4, 'ACME-01', 'Consulting', $5, $6, $7, $8) RETURNING id`,
    [
      corpId,
      employeeId,
      over.vendorId ?? (corpId === corpA ? vendorA : vendorB),
      over.frequency ?? 'WEEKLY',
      over.startDate ?? '2025-03-03',
      over.firstPeriodEndDate ?? '2025-03-09',
      over.endDate ?? null,
      over.status ?? 'ACTIVE',
    ],
  );
  return { id: Number(rows[0].id), employeeId, corpId };
}

/** Generates in a tenant transaction of `corpId` (the request role, under row-level security). */
const generate = (billingId: number, corpId = corpA, today = TODAY) =>
  withTenantTx(t.db.pool, { corpId, userId: null }, (tx) =>
    generateBillingTimesheets(tx, billingId, today),
  );

async function sheetsOf(billingId: number) {
  const { rows } = await t.db.query(
    `SELECT id::int AS id, corp_id::int AS "corpId", employee_id::int AS "employeeId",
            to_char(period_start_date, 'YYYY-MM-DD') AS start,
            to_char(period_end_date, 'YYYY-MM-DD') AS end, status, billing_code AS "billingCode",
            total_hours::text AS total
       FROM timesheets WHERE billing_id = $1 ORDER BY period_start_date`,
    [billingId],
  );
  return rows;
}

const itemsOf = (timesheetId: number) => storedItems(t, timesheetId);

describe('generateBillingTimesheets', () => {
  test('an active weekly billing started 3 weeks ago gets 4 Pending sheets, the current included', async () => {
    const billing = await insertBilling();
    expect(await generate(billing.id)).toBe(4);

    const sheets = await sheetsOf(billing.id);
    expect(sheets.map((s) => [s.start, s.end])).toEqual([
      ['2025-03-03', '2025-03-09'],
      ['2025-03-10', '2025-03-16'],
      ['2025-03-17', '2025-03-23'],
      ['2025-03-24', '2025-03-30'],
    ]);
    for (const s of sheets) {
      expect(s).toMatchObject({
        corpId: corpA,
        employeeId: billing.employeeId,
        status: 'PENDING',
        billingCode: 'ACME-01',
        total: '0.00',
      });
    }
    expect(await itemsOf(sheets[0].id)).toEqual([
      { date: '2025-03-03', type: 'BILLABLE', hours: '0.00' },
      { date: '2025-03-04', type: 'BILLABLE', hours: '0.00' },
      { date: '2025-03-05', type: 'HOLIDAY', hours: '0.00' },
      { date: '2025-03-06', type: 'BILLABLE', hours: '0.00' },
      { date: '2025-03-07', type: 'BILLABLE', hours: '0.00' },
      { date: '2025-03-08', type: 'HOLIDAY', hours: '0.00' },
      { date: '2025-03-09', type: 'HOLIDAY', hours: '0.00' },
    ]);
    const types = (await itemsOf(sheets[3].id)).map((i) => i.type);
    expect(types).toEqual(['BILLABLE', ...Array(4).fill('BILLABLE'), 'HOLIDAY', 'HOLIDAY']);

    const audit = await t.db.query(
      `SELECT entity_id, action, corp_id::int AS "corpId", user_id, changes FROM audit_log
        WHERE entity = 'timesheet' AND entity_id = ANY($1::text[]) ORDER BY id`,
      [sheets.map((s) => String(s.id))],
    );
    expect(audit.rows).toHaveLength(4);
    expect(audit.rows[1]).toEqual({
      entity_id: String(sheets[1].id),
      action: 'create',
      corpId: corpA,
      user_id: null,
      changes: {
        billingId: billing.id,
        periodStartDate: '2025-03-10',
        periodEndDate: '2025-03-16',
      },
    });
  });

  test('with the default holidays, each period gets the US federal holidays of its own year', async () => {
    const holidaysOf = async (billingId: number) =>
      (await Promise.all((await sheetsOf(billingId)).map((s) => itemsOf(s.id))))
        .flat()
        .filter((i) => i.type === 'HOLIDAY' && ![0, 6].includes(new Date(i.date).getUTCDay()))
        .map((i) => i.date);
    const autumn = await insertBilling({
      corpId: corpB,
      startDate: '2026-11-16',
      firstPeriodEndDate: '2026-11-22',
    });
    expect(await generate(autumn.id, corpB, '2026-11-30')).toBe(3);
    expect(await holidaysOf(autumn.id)).toEqual(['2026-11-26']);

    const yearEnd = await insertBilling({
      corpId: corpB,
      startDate: '2027-12-20',
      firstPeriodEndDate: '2027-12-26',
    });
    expect(await generate(yearEnd.id, corpB, '2028-01-03')).toBe(3);
    // Christmas and the next New Year's Day, both on a Saturday, observed the Friday before
    expect(await holidaysOf(yearEnd.id)).toEqual(['2027-12-24', '2027-12-31']);
  });

  test('generated on a staff action, the audit rows name that staff member', async () => {
    const billing = await insertBilling({ endDate: '2025-03-09' });
    const request = {
      auth: { userId: 77, username: 'boss@a.example', roles: ['employer'] },
      corpId: corpA,
    };
    const created = await withTenantTx(t.db.pool, { corpId: corpA, userId: 77 }, (tx) =>
      generateBillingTimesheets(tx, billing.id, TODAY, request as unknown as FastifyRequest),
    );
    expect(created).toBe(1);
    const [sheet] = await sheetsOf(billing.id);
    const { rows } = await t.db.query(
      `SELECT user_id::int AS "userId", username FROM audit_log
        WHERE entity = 'timesheet' AND entity_id = $1`,
      [String(sheet.id)],
    );
    expect(rows).toEqual([{ userId: 77, username: 'boss@a.example' }]);
  });

  test('running again creates nothing; the next week creates only the new period', async () => {
    const billing = await insertBilling();
    expect(await generate(billing.id)).toBe(4);
    expect(await generate(billing.id)).toBe(0);
    expect(await generate(billing.id, corpA, '2025-03-31')).toBe(1);
    expect((await sheetsOf(billing.id)).map((s) => s.start)).toEqual([
      '2025-03-03',
      '2025-03-10',
      '2025-03-17',
      '2025-03-24',
      '2025-03-31',
    ]);
  });

  test.each(['PENDING', 'INACTIVE', 'CANCELLED'])(
    'a %s billing creates no sheet',
    async (status) => {
      const billing = await insertBilling({ status });
      expect(await generate(billing.id)).toBe(0);
      expect(await sheetsOf(billing.id)).toEqual([]);
    },
  );

  test('the end date cuts the last sheet and no sheet starts after it', async () => {
    const billing = await insertBilling({ endDate: '2025-03-12' });
    expect(await generate(billing.id)).toBe(2);
    const sheets = await sheetsOf(billing.id);
    expect(sheets.map((s) => [s.start, s.end])).toEqual([
      ['2025-03-03', '2025-03-09'],
      ['2025-03-10', '2025-03-12'],
    ]);
    expect((await itemsOf(sheets[1].id)).map((i) => i.date)).toEqual([
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
    ]);
  });

  test('a billing starting after today creates nothing yet', async () => {
    const billing = await insertBilling({
      startDate: '2025-04-07',
      firstPeriodEndDate: '2025-04-13',
    });
    expect(await generate(billing.id)).toBe(0);
  });

  test('a period overlapping a sheet made by hand for the same employee and vendor is skipped', async () => {
    const employeeId = await newEmployee(corpA);
    const manual = await createTimesheet(
      t,
      employerA,
      weekBody(employeeId, vendorA, { periodStartDate: '2025-03-12', periodEndDate: '2025-03-14' }),
    );
    const billing = await insertBilling({ employeeId });
    expect(await generate(billing.id)).toBe(3);
    expect((await sheetsOf(billing.id)).map((s) => s.start)).toEqual([
      '2025-03-03',
      '2025-03-17',
      '2025-03-24',
    ]);
    expect(await itemsOf(manual.id)).toHaveLength(3);
  });

  test("another corporation's billing is invisible: nothing is created", async () => {
    const billing = await insertBilling({ corpId: corpB });
    expect(await generate(billing.id, corpA)).toBe(0);
    expect(await sheetsOf(billing.id)).toEqual([]);
  });

  test('two concurrent runs on two connections create each sheet once', async () => {
    const billing = await insertBilling();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstDone!: () => void;
    const generated = new Promise<void>((resolve) => (firstDone = resolve));
    const first = withTenantTx(t.db.pool, { corpId: corpA, userId: null }, async (tx) => {
      const n = await generateBillingTimesheets(tx, billing.id, TODAY);
      firstDone();
      await held; // keep the transaction open while the second run starts
      return n;
    });
    await generated;
    const second = generate(billing.id);
    try {
      // the second run waits for the first one's transaction before it decides anything
      await waitFor(async () => {
        const { rows } = await t.db.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return rows[0].n > 0;
      });
    } finally {
      release();
    }
    expect(await Promise.all([first, second])).toEqual([4, 0]);
    expect(await sheetsOf(billing.id)).toHaveLength(4);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('generateAllDueTimesheets', () => {
  test('generates for the ACTIVE billings of every corporation, each in its own corporation', async () => {
    const activeA = await insertBilling();
    const activeB = await insertBilling({ corpId: corpB });
    const inactiveB = await insertBilling({ corpId: corpB, status: 'INACTIVE' });
    const before = (await t.db.query('SELECT count(*)::int AS n FROM timesheets')).rows[0].n;

    const created = await generateAllDueTimesheets(t.app.withSystem, TODAY);

    const after = (await t.db.query('SELECT count(*)::int AS n FROM timesheets')).rows[0].n;
    expect(created).toBe(after - before);
    expect(await sheetsOf(activeA.id)).toHaveLength(4);
    const sheetsB = await sheetsOf(activeB.id);
    expect(sheetsB).toHaveLength(4);
    expect(sheetsB.every((s) => s.corpId === corpB && s.employeeId === activeB.employeeId)).toBe(
      true,
    );
    expect(await sheetsOf(inactiveB.id)).toEqual([]);
    const audit = await t.db.query(
      `SELECT DISTINCT corp_id::int AS "corpId" FROM audit_log
        WHERE entity = 'timesheet' AND entity_id = ANY($1::text[])`,
      [sheetsB.map((s) => String(s.id))],
    );
    expect(audit.rows).toEqual([{ corpId: corpB }]);
    // every generated sheet belongs to an ACTIVE billing of its own corporation
    const { rows } = await t.db.query(
      `SELECT count(*)::int AS n FROM timesheets s JOIN billings b ON b.id = s.billing_id
        WHERE b.status <> 'ACTIVE' OR b.corp_id <> s.corp_id`,
    );
    expect(rows[0].n).toBe(0);

    // the arrangements with a sheet for each period are not opened again, one by one
    let transactions = 0;
    const counted: typeof t.app.withSystem = (fn) => {
      transactions += 1;
      return t.app.withSystem(fn);
    };
    expect(await generateAllDueTimesheets(counted, TODAY)).toBe(0);
    const { rows: active } = await t.db.query(
      `SELECT count(*)::int AS n FROM billings WHERE status = 'ACTIVE' AND start_date <= $1`,
      [TODAY],
    );
    const quiet = transactions;
    expect(quiet).toBeLessThan(1 + active[0].n);
    // a sheet deleted since is made again: its arrangement alone is opened besides
    const [first] = await sheetsOf(activeA.id);
    await t.db.query('DELETE FROM timesheets WHERE id = $1', [first.id]);
    transactions = 0;
    expect(await generateAllDueTimesheets(counted, TODAY)).toBe(1);
    expect(transactions).toBe(quiet + 1);
  });
});

describe('startTimesheetJob', () => {
  /** Another API process on the same database, running the job. */
  async function startProcess(): Promise<{ app: FastifyInstance; job: TimesheetJob }> {
    let job: TimesheetJob | undefined;
    const app = await build({
      databaseUrl: t.url,
      adminUsername: SUPER_USERNAME,
      adminPassword: SUPER_PASSWORD,
      logLevel: 'silent',
      serveWeb: false,
      smtpUrl: undefined,
      backgroundJobs: false,
      extraApiRoutes: async (api) => {
        job = startTimesheetJob(api, { intervalMs: 3_600_000, today: () => TODAY });
      },
    });
    return { app, job: job as TimesheetJob };
  }

  test('runs once at start and stops when the app closes', async () => {
    const billing = await insertBilling({ corpId: corpB });
    const { app, job } = await startProcess();
    try {
      await waitFor(async () => (await sheetsOf(billing.id)).length === 4);
    } finally {
      await app.close();
    }
    expect(await job.run()).toBeNull();
  });

  test('with two API processes only one runs at a time (its lease)', async () => {
    const billing = await insertBilling({ corpId: corpB });
    const holder = await t.db.pool.connect();
    const processes: { app: FastifyInstance; job: TimesheetJob }[] = [];
    try {
      // a third process's run holds the lease
      await holder.query(
        `INSERT INTO job_leases (key, name, holder, until)
         VALUES ($1, 'billing timesheet generation', 'another process', now() + interval '1 hour')
         ON CONFLICT (key) DO UPDATE SET holder = EXCLUDED.holder, until = EXCLUDED.until`,
        [TIMESHEET_JOB_LOCK],
      );
      processes.push(...(await Promise.all([startProcess(), startProcess()])));
      const [a, b] = processes;
      expect(await a.job.run()).toBeNull();
      expect(await b.job.run()).toBeNull();
      expect(await sheetsOf(billing.id)).toEqual([]);

      // A takes the lease and is held up reading billings while B tries
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE billings IN ACCESS EXCLUSIVE MODE');
      await t.db.query('DELETE FROM job_leases WHERE key = $1', [TIMESHEET_JOB_LOCK]);
      const runA = a.job.run();
      await waitFor(async () => {
        const { rows } = await t.db.query(
          'SELECT count(*)::int AS n FROM job_leases WHERE key = $1 AND until > now()',
          [TIMESHEET_JOB_LOCK],
        );
        return rows[0].n > 0;
      });
      expect(await b.job.run()).toBeNull();
      await holder.query('COMMIT');
      expect(await runA).toBe(4);
      expect(await sheetsOf(billing.id)).toHaveLength(4);
    } finally {
      await holder.query('ROLLBACK').catch(() => {});
      holder.release();
      await Promise.all(processes.map((p) => p.app.close()));
    }
  });

  test('refuses an interval a timer cannot hold', () => {
    expect(() => startTimesheetJob(t.app, { intervalMs: 2 ** 31 })).toThrow(RangeError);
    expect(() => startTimesheetJob(t.app, { intervalMs: 0 })).toThrow(RangeError);
  });
});
