import type pg from 'pg';
import { createTestDatabase } from '../../testing/testDb.js';
import { runMigrations } from '../migrate.js';
import { createPool } from '../pool.js';
import { migrations } from './index.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let corpId: number;
let employeeId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, 2);
  await runMigrations(
    pool,
    migrations.filter((m) => m.id < 38),
  );
  corpId = await idOf(`INSERT INTO corporations (name) VALUES ('Corp') RETURNING id`);
  employeeId = await idOf(
    `INSERT INTO employees (corp_id, first_name, last_name, designation, work_auth, category)
     VALUES ($1, 'Ann', 'Lee', 'Dev', 'US', 'W2') RETURNING id`,
    [corpId],
  );
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

async function idOf(sql: string, values: unknown[] = []): Promise<number> {
  return Number((await pool.query<{ id: string }>(sql, values)).rows[0].id);
}

const vendor = () =>
  idOf(`INSERT INTO vendors (corp_id, name) VALUES ($1, 'V') RETURNING id`, [corpId]);

/** An Active weekly arrangement of the employee at `vendorId` from `start` to `end` (null: open). */
const arrangement = (
  vendorId: number,
  code: string,
  start: string,
  end: string | null,
  notes = 'placed',
) =>
  idOf(
    `INSERT INTO billings (corp_id, employee_id, vendor_id, bill_rate, invoice_due_days,
                           invoice_frequency, billing_code, item_description, start_date,
                           first_period_end_date, end_date, status, notes)
     VALUES ($1, $2, $3, 90, 30, 'WEEKLY', $4, 'Work', $5, $5::date + 6, $6, 'ACTIVE', $7)
     RETURNING id`,
    [corpId, employeeId, vendorId, code, start, end, notes],
  );

test('arrangements already in conflict keep the oldest Active one; the database refuses new ones', async () => {
  const acme = await vendor();
  const globex = await vendor();
  const march = await arrangement(acme, 'MAR', '2025-03-03', '2025-03-30');
  const overlapsMarch = await arrangement(acme, 'MID', '2025-03-17', null);
  // overlaps only the one made Inactive: it stays Active
  const april = await arrangement(acme, 'APR', '2025-04-07', '2025-04-27');
  const elsewhere = await arrangement(globex, 'GLX', '2025-03-03', null);
  const initech = await vendor();
  const kept = await arrangement(initech, 'INI', '2025-05-05', null);
  // notes at the form's limit: the reason still fits within it
  const full = await arrangement(initech, 'FULL', '2025-05-12', null, 'n'.repeat(2000));

  expect(
    await runMigrations(
      pool,
      migrations.filter((m) => m.id <= 38),
    ),
  ).toEqual(['038_one_active_billing']);

  const { rows } = await pool.query(
    'SELECT id::int, status, notes FROM billings WHERE id = ANY($1) ORDER BY id',
    [[march, overlapsMarch, april, elsewhere]],
  );
  const madeInactive = `placed\nMade Inactive: billing ${march} (MAR) was already Active for this employee and vendor over these dates.`;
  expect(rows).toEqual([
    { id: march, status: 'ACTIVE', notes: 'placed' },
    { id: overlapsMarch, status: 'INACTIVE', notes: madeInactive },
    { id: april, status: 'ACTIVE', notes: 'placed' },
    { id: elsewhere, status: 'ACTIVE', notes: 'placed' },
  ]);
  const audit = await pool.query(
    `SELECT entity_id, action, actor_kind, changes FROM audit_log
      WHERE entity = 'billing' AND entity_id = $1`,
    [String(overlapsMarch)],
  );
  expect(audit.rows).toEqual([
    {
      entity_id: String(overlapsMarch),
      action: 'update',
      actor_kind: 'job',
      changes: {
        status: { from: 'ACTIVE', to: 'INACTIVE' },
        notes: { from: 'placed', to: madeInactive },
      },
    },
  ]);

  const cut = await pool.query<{ status: string; notes: string }>(
    'SELECT status, notes FROM billings WHERE id = ANY($1) ORDER BY id',
    [[kept, full]],
  );
  const fullReason = `Made Inactive: billing ${kept} (INI) was already Active for this employee and vendor over these dates.`;
  expect(cut.rows.map((r) => r.status)).toEqual(['ACTIVE', 'INACTIVE']);
  expect(cut.rows[1]!.notes).toHaveLength(2000);
  expect(cut.rows[1]!.notes.endsWith(`n\n${fullReason}`)).toBe(true);

  await expect(arrangement(acme, 'LATE', '2025-03-30', '2025-04-05')).rejects.toMatchObject({
    code: '23P01',
    constraint: 'billings_one_active_per_placement',
  });
});
