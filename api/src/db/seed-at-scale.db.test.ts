import { createTestApp, type TestApp } from '../testing/testApp.js';
import { remindAllUnpaidInvoices } from '../modules/invoices/dunning.js';
import { countsAt, mondayOf, seedAtScale, type SeedCounts } from './seed-at-scale.js';

let t: TestApp;
let counts: SeedCounts;
let foreignKeysBefore: string[];
const TODAY = new Date('2026-11-25T15:00:00Z'); // a Wednesday

/** One number from the owner's connection. */
async function one(sql: string): Promise<number> {
  const { rows } = await t.db.query<{ n: string }>(sql);
  return Number(rows[0].n);
}

/** Every foreign key of the schema, with its definition. */
async function foreignKeys(): Promise<string[]> {
  const { rows } = await t.db.query<{ key: string }>(
    `SELECT conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS key
       FROM pg_constraint WHERE contype = 'f' ORDER BY 1`,
  );
  return rows.map((r) => r.key);
}

beforeAll(async () => {
  t = await createTestApp();
  foreignKeysBefore = await foreignKeys();
  const client = await t.db.pool.connect();
  try {
    await client.query('BEGIN');
    counts = await seedAtScale(client, 0.01, { today: TODAY });
    await client.query('COMMIT');
  } finally {
    client.release();
  }
}, 120_000);

afterAll(() => t?.close());

test('the data set has the shape of scale 1, scaled', () => {
  expect(counts).toEqual({
    corporations: 2,
    vendors: 50,
    employees: 200,
    billings: 200,
    timesheets: 2_000,
    timesheetItems: 14_000,
    invoices: 500,
    invoiceItems: expect.any(Number),
  });
  expect(counts.invoiceItems).toBeGreaterThan(500);
  expect(countsAt(1)).toEqual({
    corporations: 100,
    vendors: 5_000,
    employees: 20_000,
    weeks: 10,
    invoices: 50_000,
  });
});

test('the foreign keys dropped for the load are all back, as they were', async () => {
  expect(foreignKeysBefore.length).toBeGreaterThan(10);
  expect(await foreignKeys()).toEqual(foreignKeysBefore);
});

test('one corporation holds half of everything', async () => {
  const big = await one('SELECT min(id) AS n FROM corporations');
  expect(await one(`SELECT count(*) AS n FROM timesheets WHERE corp_id = ${big}`)).toBe(1_000);
  expect(await one(`SELECT count(*) AS n FROM employees WHERE corp_id = ${big}`)).toBe(100);
  expect(await one(`SELECT count(*) AS n FROM vendors WHERE corp_id = ${big}`)).toBe(25);
});

test('the rows keep the rules the API keeps', async () => {
  // a sheet's total is the sum of its items, one item per day of its week
  expect(
    await one(`SELECT count(*) AS n FROM timesheets t
      WHERE t.total_hours <> (SELECT sum(hours_worked + extra_hours) FROM timesheet_items i
                               WHERE i.timesheet_id = t.id)
         OR (SELECT count(*) FROM timesheet_items i WHERE i.timesheet_id = t.id) <> 7`),
  ).toBe(0);
  // an invoice's amount is the sum of its lines; its sheet is LOCKED; numbers run 1..n per corp
  expect(
    await one(`SELECT count(*) AS n FROM invoices v
      WHERE v.amount <> (SELECT sum(amount) FROM invoice_items i WHERE i.invoice_id = v.id)`),
  ).toBe(0);
  expect(
    await one(`SELECT count(*) AS n FROM invoices v JOIN timesheets t ON t.id = v.timesheet_id
      WHERE t.status <> 'LOCKED'`),
  ).toBe(0);
  expect(
    await one(`SELECT count(*) AS n FROM timesheets t
      WHERE t.status = 'LOCKED' AND NOT EXISTS (SELECT 1 FROM invoices v WHERE v.timesheet_id = t.id)`),
  ).toBe(0);
  expect(
    await one(`SELECT count(*) AS n FROM invoice_counters c
      WHERE c.last_number <> (SELECT count(*) FROM invoices v WHERE v.corp_id = c.corp_id)
         OR c.last_number <> (SELECT max(substr(number, 5)::int) FROM invoices v WHERE v.corp_id = c.corp_id)`),
  ).toBe(0);
  // every vendor has a primary contact with an address to send invoices to
  expect(
    await one(`SELECT count(*) AS n FROM vendors v WHERE NOT EXISTS (
      SELECT 1 FROM vendor_contacts c WHERE c.vendor_id = v.id AND c.is_primary AND c.email <> '')`),
  ).toBe(0);
  // the newest week is the one of today
  expect(
    await one(
      `SELECT count(*) AS n FROM timesheets WHERE period_start_date = '${mondayOf(TODAY)}'`,
    ),
  ).toBe(200);
});

test('each invoiced week is recorded as billed, so that no second invoice can bill it', async () => {
  expect(
    await one(`SELECT count(*) AS n FROM invoices v WHERE NOT EXISTS (
      SELECT 1 FROM billed_periods p WHERE p.invoice_id = v.id AND p.timesheet_id = v.timesheet_id)`),
  ).toBe(0);
  expect(await one('SELECT count(*) AS n FROM billed_periods')).toBe(counts.invoices);
});

test('the reminders whose days have passed are recorded as sent, so a first start sends none', async () => {
  const unpaid = await one(
    "SELECT count(*) AS n FROM invoices WHERE status IN ('PENDING', 'OVERDUE')",
  );
  expect(unpaid).toBeGreaterThan(0);
  // each overdue invoice had its reminders 3 days before, on and (past a week) 7 days after its day
  expect(
    await one(`SELECT count(*) AS n FROM invoices v WHERE v.status = 'OVERDUE' AND
      (SELECT array_agg(step ORDER BY step) FROM invoice_mails m WHERE m.invoice_id = v.id)
      <> CASE WHEN v.due_date + 7 <= '2026-11-25' THEN '{-3,0,7}'::int[] ELSE '{-3,0}' END`),
  ).toBe(0);
  // and each invoice's Sent is its last e-mail
  expect(
    await one(`SELECT count(*) AS n FROM invoices v
      WHERE v.sent_at < (SELECT max(m.sent_at) FROM invoice_mails m WHERE m.invoice_id = v.id)`),
  ).toBe(0);
  const mailsBefore = await one('SELECT count(*) AS n FROM invoice_mails');
  expect(await remindAllUnpaidInvoices(t.app, '2026-11-25')).toBe(0);
  expect(await one('SELECT count(*) AS n FROM invoice_mails')).toBe(mailsBefore);
});

test("the product lists the big corporation's sheets from the data set", async () => {
  const big = await one('SELECT min(id) AS n FROM corporations');
  const expected = await one(`SELECT count(*) AS n FROM timesheets t
    JOIN employees e ON e.id = t.employee_id
    WHERE t.corp_id = ${big} AND t.status IN ('SUBMITTED', 'APPROVED')`);
  expect(expected).toBeGreaterThan(0);
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/timesheets?status=SUBMITTED,APPROVED&sort=periodStartDate&order=desc&limit=50',
    headers: t.auth(t.superToken, big),
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-total-count']).toBe(String(expected));
  expect(res.json()).toHaveLength(50);
});

test('a scale out of range is refused', () => {
  expect(() => countsAt(0)).toThrow('The scale is a number above 0, at most 10.');
  expect(() => countsAt(Number.NaN)).toThrow(RangeError);
  expect(() => countsAt(11)).toThrow(RangeError);
});
