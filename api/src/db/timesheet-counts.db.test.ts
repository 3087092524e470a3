/**
 * Each employee's timesheets by status (migration 017), kept by the database through every kind
 * of write, and the timesheets list's totals that are read from them.
 */
import { TIMESHEET_STATUSES } from '@staffledger/contracts';
import { createTestApp, type TestApp } from '../testing/testApp.js';
import { callApi, seedEmployee, seedVendor, twoTenants } from '../testing/fixtures.js';
import { createTimesheet, forceStatus, weekBody } from '../testing/timesheets.fixture.js';
import { statementsOf, watchStatements } from '../testing/statements.js';
import { TOTAL_BOUND } from './list-query.js';
import { lockSheetsAndEmployees } from '../modules/timesheets/timesheets.repo.js';

let t: TestApp;
let corpA: number;
let corpB: number;
let tokenA: string;
const people: Record<string, number> = {};
let vendorA: number;
let vendorB: number;

// the product's statuses, so that a status added without its count column fails here
const STATUSES = TIMESHEET_STATUSES;

beforeAll(async () => {
  t = await createTestApp();
  watchStatements(t.app.pg);
  const tenants = await twoTenants(t);
  ({ corpA, corpB } = tenants);
  tokenA = tenants.employerA;
  people.ann = await seedEmployee(t, corpA, { firstName: 'Ann', lastName: 'Jackson' });
  people.bob = await seedEmployee(t, corpA, { firstName: 'Bob', lastName: 'Johnson' });
  people.cid = await seedEmployee(t, corpA, { firstName: 'Cid', lastName: 'Smith' });
  people.dee = await seedEmployee(t, corpB, { firstName: 'Dee', lastName: 'Jackson' });
  vendorA = await seedVendor(t, corpA, 'Globex');
  vendorB = await seedVendor(t, corpB, 'Initech');
});

afterAll(async () => {
  await t?.close();
});

/** Inserts `n` weekly sheets of one employee in one statement, as the owner. */
async function insertSheets(corpId: number, employeeId: number, vendorId: number, n: number) {
  await t.db.query(
    `INSERT INTO timesheets (corp_id, employee_id, vendor_id, period_start_date, period_end_date,
                             billing_code, status)
     SELECT $1, $2, $3, d, d + 6, 'BC', (ARRAY['PENDING', 'SUBMITTED', 'APPROVED'])[1 + g % 3]
       FROM generate_series(1, $4) g, LATERAL (SELECT DATE '2000-01-03' + 7 * g AS d) week`,
    [corpId, employeeId, vendorId, n],
  );
}

/** An employee's kept counts, in the order of `STATUSES`. */
const KEPT = `ARRAY[${STATUSES.map((s) => `timesheets_${s.toLowerCase()}`).join(', ')}]`;

/** Every employee whose kept counts differ from a count of the timesheets now. */
async function wrongCounts() {
  const { rows } = await t.db.query(
    `SELECT e.id, ${KEPT} AS kept, coalesce(c.counted, '{0,0,0,0,0,0}') AS counted
       FROM employees e
       LEFT JOIN (SELECT employee_id, array_agg(n ORDER BY slot) AS counted
                    FROM (SELECT employee_id, slot, count(t.id) FILTER (WHERE t.status = s)::int AS n
                            FROM timesheets t, unnest($1::text[]) WITH ORDINALITY u(s, slot)
                           GROUP BY employee_id, slot) by_slot
                   GROUP BY employee_id) c ON c.employee_id = e.id
      WHERE ${KEPT} <> coalesce(c.counted, '{0,0,0,0,0,0}')`,
    [[...STATUSES]],
  );
  return rows;
}

const counts = async (employeeId: number) =>
  (await t.db.query(`SELECT ${KEPT} AS c FROM employees WHERE id = $1`, [employeeId])).rows[0].c;

test('the counts follow sheets made, moved between statuses and employees, and deleted', async () => {
  const sheet = await createTimesheet(t, tokenA, weekBody(people.ann!, vendorA));
  expect(await counts(people.ann!)).toEqual([0, 1, 0, 0, 0, 0]);
  await insertSheets(corpA, people.bob!, vendorA, 7);
  expect(await counts(people.bob!)).toEqual([0, 2, 3, 2, 0, 0]);

  // a status change through the workflow, as the request role
  await forceStatus(t, sheet.id, 'SUBMITTED');
  expect(await counts(people.ann!)).toEqual([0, 0, 1, 0, 0, 0]);
  const approved = await callApi(t, 'PUT', `/api/timesheets/${sheet.id}/status`, tokenA, {
    status: 'APPROVED',
  });
  expect(approved.statusCode).toBe(200);
  expect(await counts(people.ann!)).toEqual([0, 0, 0, 1, 0, 0]);

  // one statement that changes several employees' sheets, and one that changes nothing counted
  await t.db.query(`UPDATE timesheets SET status = 'LOCKED' WHERE corp_id = $1`, [corpA]);
  await t.db.query(`UPDATE timesheets SET notes = 'seen', total_hours = 1 WHERE corp_id = $1`, [
    corpA,
  ]);
  expect(await counts(people.ann!)).toEqual([0, 0, 0, 0, 0, 1]);
  expect(await counts(people.bob!)).toEqual([0, 0, 0, 0, 0, 7]);

  // a sheet moved to another employee leaves one count and joins the other
  await t.db.query(`UPDATE timesheets SET employee_id = $2, status = 'DRAFT' WHERE id = $1`, [
    sheet.id,
    people.cid,
  ]);
  expect(await counts(people.ann!)).toEqual([0, 0, 0, 0, 0, 0]);
  expect(await counts(people.cid!)).toEqual([1, 0, 0, 0, 0, 0]);

  await t.db.query(`DELETE FROM timesheets WHERE employee_id = $1 AND status = 'LOCKED'`, [
    people.bob,
  ]);
  expect(await counts(people.bob!)).toEqual([0, 0, 0, 0, 0, 0]);
  expect(await wrongCounts()).toEqual([]);
});

test('statements changing the same employees’ sheets at once all land, and the counts stay right', async () => {
  await insertSheets(corpA, people.ann!, vendorA, 30);
  await insertSheets(corpA, people.bob!, vendorA, 30);
  await insertSheets(corpB, people.dee!, vendorB, 30);
  const { rows } = await t.db.query<{ id: string }>(`SELECT id FROM timesheets ORDER BY id`);
  const sheetIds = rows.map((r) => Number(r.id));
  // each transaction moves a different mix of sheets, both employees' in both orders
  const changes = Array.from({ length: 24 }, async (_, k) => {
    const client = await t.db.pool.connect();
    try {
      await client.query('BEGIN');
      const mine = sheetIds.filter((id) => id % 6 === k % 6);
      const order = k % 2 === 0 ? 'ASC' : 'DESC';
      await client.query(
        `UPDATE timesheets SET status = $2
          WHERE id IN (SELECT id FROM timesheets WHERE id = ANY($1) ORDER BY id ${order} FOR UPDATE)`,
        [mine, STATUSES[k % STATUSES.length]],
      );
      await client.query(`DELETE FROM timesheets WHERE id = $1`, [mine[k % mine.length]]);
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    } finally {
      client.release();
    }
  });
  await Promise.all(changes);
  expect(await wrongCounts()).toEqual([]);
});

test('two transactions changing sheets of the same employees in opposite orders both land', async () => {
  const sheetOf = async (employeeId: number, start: string) =>
    Number(
      (
        await t.db.query<{ id: string }>(
          `INSERT INTO timesheets (corp_id, employee_id, vendor_id, period_start_date,
                                   period_end_date, billing_code, status)
           VALUES ($1, $2, $3, $4::date, $4::date + 6, 'BC', 'APPROVED') RETURNING id`,
          [corpA, employeeId, vendorA, start],
        )
      ).rows[0]!.id,
    );
  // the first transaction changes Ann's sheet, then Bob's; the second Bob's, then Ann's
  const first = [
    await sheetOf(people.ann!, '2030-01-07'),
    await sheetOf(people.bob!, '2030-01-07'),
  ];
  const second = [
    await sheetOf(people.bob!, '2030-01-14'),
    await sheetOf(people.ann!, '2030-01-14'),
  ];
  const one = await t.db.pool.connect();
  const two = await t.db.pool.connect();
  const lock = (client: typeof one, ids: number[]) => lockSheetsAndEmployees(client, ids);
  const change = (client: typeof one, id: number) =>
    client.query(`UPDATE timesheets SET status = 'LOCKED' WHERE id = $1`, [id]);
  try {
    await one.query('BEGIN');
    await two.query('BEGIN');
    await lock(one, first);
    await change(one, first[0]!);
    // the second waits for the first's employees before it changes anything
    const later = (async () => {
      await lock(two, second);
      await change(two, second[0]!);
      await change(two, second[1]!);
      await two.query('COMMIT');
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await change(one, first[1]!);
    await one.query('COMMIT');
    await later;
  } finally {
    one.release();
    two.release();
  }
  const { rows } = await t.db.query(
    `SELECT count(*)::int AS n FROM timesheets WHERE id = ANY($1)
                                        AND status = 'LOCKED'`,
    [[...first, ...second]],
  );
  expect(rows[0].n).toBe(4);
  expect(await wrongCounts()).toEqual([]);
});

test('a truncation empties the counts', async () => {
  const scratch = await createTestApp();
  try {
    const { corpA: corp } = await twoTenants(scratch);
    const someone = await seedEmployee(scratch, corp, { firstName: 'Eve', lastName: 'Stone' });
    const vendor = await seedVendor(scratch, corp, 'Umbrella');
    await scratch.db.query(
      `INSERT INTO timesheets (corp_id, employee_id, vendor_id, period_start_date,
                               period_end_date, billing_code)
       VALUES ($1, $2, $3, '2025-03-03', '2025-03-09', 'BC')`,
      [corp, someone, vendor],
    );
    const kept = () =>
      scratch.db.query(`SELECT ${KEPT} AS c FROM employees WHERE id = $1`, [someone]);
    expect((await kept()).rows[0].c).toEqual([0, 1, 0, 0, 0, 0]);
    await scratch.db.query(`TRUNCATE timesheets CASCADE`);
    expect((await kept()).rows[0].c).toEqual([0, 0, 0, 0, 0, 0]);
  } finally {
    await scratch.close();
  }
});

describe('the timesheets list’s total, filtered by employee name', () => {
  const list = (query: string) =>
    callApi(t, 'GET', `/api/timesheets?${query}&limit=50`, tokenA).then((res) => {
      expect(res.statusCode).toBe(200);
      return res;
    });
  const counted = async (where: string, values: unknown[]) =>
    String(
      (
        await t.db.query(
          `SELECT count(*) AS n FROM timesheets t JOIN employees e ON e.id = t.employee_id
                                           JOIN vendors v ON v.id = t.vendor_id
            WHERE t.corp_id = $1 AND ${where}`,
          [corpA, ...values],
        )
      ).rows[0].n,
    );

  test('is the count of the matching sheets, alone, with statuses, or with another filter', async () => {
    await insertSheets(corpA, people.ann!, vendorA, 80);
    await insertSheets(corpA, people.cid!, vendorA, 10);
    const son = `lower(e.full_name) LIKE '%son%'`;
    expect((await list('employeeName=SON')).headers['x-total-count']).toBe(await counted(son, []));
    const submitted = await list('employeeName=son&status=submitted,approved');
    expect(submitted.headers['x-total-count']).toBe(
      await counted(`${son} AND t.status IN ('SUBMITTED', 'APPROVED')`, []),
    );
    const past = await list('employeeName=son&status=pending&offset=5000');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe(
      await counted(`${son} AND t.status = 'PENDING'`, []),
    );
    const withVendor = await list('employeeName=son&vendorName=glob&status=locked');
    expect(withVendor.headers['x-total-count']).toBe(
      await counted(`${son} AND v.name = 'Globex' AND t.status = 'LOCKED'`, []),
    );
    // another tenant's namesake counts for its own tenant only
    expect(await counted(`e.id = $2`, [people.dee])).toBe('0');
    expect((await list('employeeName=smith')).headers['x-total-count']).toBe(
      await counted(`e.id = $2`, [people.cid]),
    );
  });

  test('is exact past the bound of other totals, and the first page runs no count', async () => {
    await insertSheets(corpA, people.bob!, vendorA, TOTAL_BOUND + 20);
    const expected = await counted(`e.id = $2`, [people.bob]);
    expect(Number(expected)).toBeGreaterThan(TOTAL_BOUND);
    let res!: Awaited<ReturnType<typeof list>>;
    const statements = await statementsOf(async () => {
      res = await list('employeeName=johnson');
    });
    expect(statements.filter((s) => /count\(/.test(s))).toEqual([]);
    expect(res.headers['x-total-count']).toBe(expected);
    expect(res.headers['x-total-count-exact']).toBeUndefined();
    // another filter than the name and the status counts up to the bound, as every list does
    const capped = await list('employeeName=johnson&vendorName=globex');
    expect(capped.headers['x-total-count']).toBe(String(TOTAL_BOUND));
    expect(capped.headers['x-total-count-exact']).toBe('false');
  });
});
