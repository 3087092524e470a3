import type { EmployeeRow as Row } from '@staffledger/contracts/schemas';
import { postAsSuper, twoTenants } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';

let t: TestApp;
let corpA: number;
let corpB: number;
let employerA: string;

const FIRST = [
  'Ava',
  'ben',
  'Cara',
  'Dan',
  'Eve',
  'finn',
  'Gus',
  'Hana',
  'Ivo',
  'Jo',
  'Kai',
  'Lia',
  'Max',
];
const LAST = ['Smith', 'jones', 'Brown', 'Taylor', 'Wilson'];
const DESIGNATIONS = ['Senior Developer', 'Tester', 'developer', 'Project Manager', 'Analyst'];
const STATUSES = ['ACTIVE', 'INACTIVE', 'ON_LEAVE', 'ACTIVE', 'ACTIVE'];

const list = (query: string, token = employerA, corpId?: number) =>
  t.app.inject({ method: 'GET', url: `/api/employees${query}`, headers: t.auth(token, corpId) });

beforeAll(async () => {
  t = await createTestApp();
  ({ corpA, corpB, employerA } = await twoTenants(t, ['Acme', 'Bravo']));
  for (let i = 0; i < 25; i++) {
    const employee = {
      firstName: FIRST[i % FIRST.length],
      middleName: i % 4 === 0 ? 'Mid' : null,
      lastName: LAST[i % LAST.length],
      designation: DESIGNATIONS[i % DESIGNATIONS.length],
      status: STATUSES[i % STATUSES.length],
      category: i % 2 === 0 ? 'W2' : '1099',
      workAuth: i % 3 === 0 ? 'Citizen' : 'H1B Visa',
      startDate: `2024-${String((i % 12) + 1).padStart(2, '0')}-10`,
      endDate: i % 5 === 0 ? null : `2025-${String((i % 12) + 1).padStart(2, '0')}-10`,
    };
    await postAsSuper(t, '/api/employees', employee, corpA);
  }
  // another tenant's employee with a matching name never shows up
  const lookAlike = {
    firstName: 'Ava',
    lastName: 'Smith',
    designation: 'Tester',
    category: 'W2',
    workAuth: 'Citizen',
  };
  await postAsSuper(t, '/api/employees', lookAlike, corpB);
});

afterAll(async () => {
  await t?.close();
});

const cmp = (a: string | number | null, b: string | number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

describe('GET /api/employees', () => {
  test('rows carry the list fields, sorted by full name by default', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const rows: Row[] = res.json();
    expect(rows).toHaveLength(25);
    expect(Object.keys(rows[0]).sort()).toEqual([
      'category',
      'designation',
      'email',
      'endDate',
      'firstName',
      'fullName',
      'id',
      'lastName',
      'middleName',
      'role',
      'startDate',
      'status',
      'workAuth',
    ]);
    const names = rows.map((r) => r.fullName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(rows.find((r) => r.middleName === 'Mid')?.fullName).toMatch(/^\w+ Mid \w+$/);
  });

  test('name filters the full name, case-insensitively, anywhere in it', async () => {
    const rows: Row[] = (await list('?name=VA%20mid')).json();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.fullName.toLowerCase()).toContain('va mid');
    const smiths: Row[] = (await list('?name=smith')).json();
    expect(smiths).toHaveLength(5);
  });

  test('designation contains, status in any case and comma lists, category, workAuth', async () => {
    const dev: Row[] = (await list('?designation=DEVELOPER')).json();
    expect(dev).toHaveLength(10);
    const leave: Row[] = (await list('?status=on_leave')).json();
    expect(leave).toHaveLength(5);
    expect(leave.every((r) => r.status === 'ON_LEAVE')).toBe(true);
    const two: Row[] = (await list('?status=Inactive,ON_LEAVE')).json();
    expect(two).toHaveLength(10);
    const w2: Row[] = (await list('?category=w2&workAuth=visa')).json();
    expect(w2.every((r) => r.category === 'W2' && r.workAuth === 'H1B Visa')).toBe(true);
    expect(w2).toHaveLength(8);
    expect((await list('?status=RETIRED')).statusCode).toBe(400);
  });

  test.each([
    ['id', (r: Row) => r.id],
    ['name', (r: Row) => r.fullName.toLowerCase()],
    ['designation', (r: Row) => r.designation.toLowerCase()],
    ['status', (r: Row) => r.status],
    ['category', (r: Row) => r.category.toLowerCase()],
    ['workAuth', (r: Row) => r.workAuth.toLowerCase()],
    ['startDate', (r: Row) => r.startDate],
    ['endDate', (r: Row) => r.endDate],
  ] as const)('sorts by %s both ways', async (field, key) => {
    for (const order of ['asc', 'desc'] as const) {
      const rows: Row[] = (await list(`?sort=${field}&order=${order}`)).json();
      expect(rows).toHaveLength(25);
      for (let i = 1; i < rows.length; i++) {
        const c = cmp(key(rows[i - 1]), key(rows[i]));
        if (order === 'asc') expect(c).toBeLessThanOrEqual(0);
        else
          expect(
            c === 0 || cmp(key(rows[i]), key(rows[i - 1])) <= 0 || key(rows[i - 1]) === null,
          ).toBe(true);
      }
    }
  });

  test('pages with X-Total-Count; withTotal=false skips it; pages do not overlap', async () => {
    const p1 = await list('?limit=10&offset=0&sort=name');
    const p2 = await list('?limit=10&offset=10&sort=name');
    const p3 = await list('?limit=10&offset=20&sort=name&withTotal=false');
    expect(p1.headers['x-total-count']).toBe('25');
    expect(p2.headers['x-total-count']).toBe('25');
    expect(p3.headers['x-total-count']).toBeUndefined();
    const ids = [...p1.json(), ...p2.json(), ...p3.json()].map((r: Row) => r.id);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    const filtered = await list('?limit=2&status=ACTIVE');
    expect(filtered.headers['x-total-count']).toBe('15');
  });

  test('bad list queries are 400s', async () => {
    for (const q of [
      '?sort=salary',
      '?order=up',
      '?limit=0',
      '?limit=5000',
      '?offset=-1',
      '?color=red',
    ]) {
      const res = await list(q);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBeDefined();
    }
  });

  test('a page sorted by name is one scan of the per-tenant full-name index', async () => {
    const client = await t.db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      await client.query('SET LOCAL enable_sort = off');
      const plan = await client.query(
        `EXPLAIN SELECT e.id FROM employees e WHERE e.corp_id = $1
          ORDER BY lower(e.full_name) ASC, e.id ASC LIMIT 10`,
        [corpA],
      );
      await client.query('ROLLBACK');
      const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(text).toContain('employees_full_name_idx');
      expect(text).not.toMatch(/Sort/);
    } finally {
      client.release();
    }
  });
});
