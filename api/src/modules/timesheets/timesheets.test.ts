/** Timesheets: create with generated items, read, replace, overlap and bad input. */
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import {
  callApi,
  seedEmployee,
  seedSignedInEmployee,
  seedVendor,
  setSetting,
  twoTenants,
  type Method,
} from '../../testing/fixtures.js';
import { storedItems, timesheetSnapshot, weekBody } from '../../testing/timesheets.fixture.js';

let t: TestApp;
let corpA: number;
let corpB: number;
let employer: string;
let employerB: string;
let ann: { id: number; token: string };
let ben: { id: number; token: string };
let vendor: number;
let vendor2: number;
let vendorB: number;

const call = (method: Method, url: string, token: string, payload?: unknown, corpId?: number) =>
  callApi(t, method, url, token, payload, corpId);
const week = (over: Record<string, unknown> = {}) => weekBody(ann.id, vendor, over);
const snapshot = () => timesheetSnapshot(t);

const itemsOf = (id: number) => storedItems(t, id);

beforeAll(async () => {
  t = await createTestApp();
  ({ corpA, corpB, employerA: employer, employerB } = await twoTenants(t, ['Acme', 'Bravo']));
  await setSetting(t, corpA, 'holidays', '2025-03-05,2025-12-25');
  ann = await seedSignedInEmployee(t, corpA, { firstName: 'Ann' });
  ben = await seedSignedInEmployee(t, corpA, { firstName: 'Ben' });
  vendor = await seedVendor(t, corpA, 'Globex');
  vendor2 = await seedVendor(t, corpA, 'Initech');
  vendorB = await seedVendor(t, corpB, 'Bravo Vendor');
});

afterAll(async () => {
  await t?.close();
});

describe('create', () => {
  test('creates a Pending timesheet with one item per day; weekends and tenant holidays are HOLIDAY', async () => {
    const res = await call('POST', '/api/timesheets', employer, week({ status: 'pending' }));
    expect(res.statusCode).toBe(201);
    const ts = res.json();
    expect(ts).toEqual({
      id: expect.any(Number),
      employeeId: ann.id,
      vendorId: vendor,
      employeeName: 'Ann Smith',
      vendorName: 'Globex',
      periodStartDate: '2025-03-03',
      periodEndDate: '2025-03-09',
      totalHours: 0,
      status: 'PENDING',
      billingCode: 'ACME-01',
      notes: 'first week',
      rejectionReason: null,
      awaitingClient: false,
      updateDate: expect.any(String),
    });
    expect(await itemsOf(ts.id)).toEqual([
      { date: '2025-03-03', type: 'BILLABLE', hours: '0.00' },
      { date: '2025-03-04', type: 'BILLABLE', hours: '0.00' },
      { date: '2025-03-05', type: 'HOLIDAY', hours: '0.00' },
      { date: '2025-03-06', type: 'BILLABLE', hours: '0.00' },
      { date: '2025-03-07', type: 'BILLABLE', hours: '0.00' },
      { date: '2025-03-08', type: 'HOLIDAY', hours: '0.00' },
      { date: '2025-03-09', type: 'HOLIDAY', hours: '0.00' },
    ]);
    const audit = await t.db.query(
      `SELECT action, username FROM audit_log WHERE entity = 'timesheet' AND entity_id = $1`,
      [String(ts.id)],
    );
    expect(audit.rows).toEqual([{ action: 'create', username: 'boss@a.example' }]);

    const got = await call('GET', `/api/timesheets/${ts.id}`, employer);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(ts);
  });

  test('with the default holidays, the US federal holidays of the period’s year are HOLIDAY', async () => {
    const cal = await seedEmployee(t, corpB, { firstName: 'Cal' });
    const body = { ...weekBody(cal, vendorB), periodStartDate: '2026-11-23' };
    const res = await call('POST', '/api/timesheets', employerB, {
      ...body,
      periodEndDate: '2026-11-29',
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    const types = async () => (await itemsOf(id)).map((i) => `${i.date} ${i.type}`);
    expect(await types()).toEqual([
      '2026-11-23 BILLABLE',
      '2026-11-24 BILLABLE',
      '2026-11-25 BILLABLE',
      '2026-11-26 HOLIDAY', // Thanksgiving
      '2026-11-27 BILLABLE',
      '2026-11-28 HOLIDAY',
      '2026-11-29 HOLIDAY',
    ]);
    // moved a year on, the new days follow that year's holidays
    const loaded = (await call('GET', `/api/timesheets/${id}`, employerB)).json();
    const moved = await call('PUT', `/api/timesheets/${id}`, employerB, {
      ...loaded,
      periodStartDate: '2027-05-31',
      periodEndDate: '2027-06-04',
    });
    expect(moved.statusCode).toBe(200);
    expect(await types()).toEqual([
      '2027-05-31 HOLIDAY', // Memorial Day
      '2027-06-01 BILLABLE',
      '2027-06-02 BILLABLE',
      '2027-06-03 BILLABLE',
      '2027-06-04 BILLABLE',
    ]);
  });

  test('the read-only echo fields are accepted and ignored', async () => {
    const res = await call(
      'POST',
      '/api/timesheets',
      employer,
      week({
        periodStartDate: '2025-04-01',
        periodEndDate: '2025-04-02',
        id: 999,
        totalHours: 80,
        employeeName: 'Someone Else',
        vendorName: 'Other',
        updateDate: '2020-01-01T00:00:00Z',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      totalHours: 0,
      employeeName: 'Ann Smith',
      vendorName: 'Globex',
    });
    expect(res.json().id).not.toBe(999);
  });

  test('a new timesheet in any status but Pending is a 409', async () => {
    const before = await snapshot();
    const res = await call(
      'POST',
      '/api/timesheets',
      employer,
      week({ periodStartDate: '2025-05-01', periodEndDate: '2025-05-02', status: 'SUBMITTED' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'conflict', message: 'A new timesheet starts Pending.' });
    expect(await snapshot()).toBe(before);
  });

  test('an overlapping period of the same employee and vendor is a 409; another vendor is fine', async () => {
    const before = await snapshot();
    const res = await call(
      'POST',
      '/api/timesheets',
      employer,
      week({ periodStartDate: '2025-03-09', periodEndDate: '2025-03-15' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /already has a timesheet for this vendor from 2025-03-03 to 2025-03-09/,
    );
    expect(await snapshot()).toBe(before);
    const other = await call('POST', '/api/timesheets', employer, week({ vendorId: vendor2 }));
    expect(other.statusCode).toBe(201);
    const next = await call(
      'POST',
      '/api/timesheets',
      employer,
      week({ periodStartDate: '2025-03-10', periodEndDate: '2025-03-16' }),
    );
    expect(next.statusCode).toBe(201);
  });

  test.each([
    [
      'missing employee and billing code',
      () => ({ employeeId: null, billingCode: '  ' }),
      ['employeeId', 'billingCode'],
    ],
    ['bad start date', () => ({ periodStartDate: '2025-02-30' }), ['periodStartDate']],
    [
      'end before start',
      () => ({ periodStartDate: '2025-06-10', periodEndDate: '2025-06-09' }),
      ['periodEndDate'],
    ],
    [
      'period over 62 days',
      () => ({ periodStartDate: '2025-06-01', periodEndDate: '2025-08-02' }),
      ['periodEndDate'],
    ],
    ['unknown status', () => ({ status: 'FINISHED' }), ['status']],
    ['unknown employee', () => ({ employeeId: 987654 }), ['employeeId']],
    ['vendor of another tenant', () => ({ vendorId: vendorB }), ['vendorId']],
    ['unknown field', () => ({ corpId: corpA }), ['corpId']],
    ['employee id as text', () => ({ employeeId: String(ann.id) }), ['employeeId']],
    ['total hours below zero', () => ({ totalHours: -3 }), ['totalHours']],
    ['total hours as text', () => ({ totalHours: 'abc' }), ['totalHours']],
    ['total hours as a numeral in a string', () => ({ totalHours: '40.00' }), ['totalHours']],
    ['total hours past what 62 days hold', () => ({ totalHours: 62 * 48 + 1 }), ['totalHours']],
  ])('%s is a 400 with field errors and changes nothing', async (_name, over, fields) => {
    const payload = week({ periodStartDate: '2025-06-02', periodEndDate: '2025-06-08', ...over() });
    const before = await snapshot();
    const res = await call('POST', '/api/timesheets', employer, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual([...fields].sort());
    expect(await snapshot()).toBe(before);
  });

  test('a period of exactly 62 days is accepted', async () => {
    const res = await call(
      'POST',
      '/api/timesheets',
      employer,
      week({ employeeId: ben.id, periodStartDate: '2025-07-01', periodEndDate: '2025-08-31' }),
    );
    expect(res.statusCode).toBe(201);
    expect(await itemsOf(res.json().id)).toHaveLength(62);
  });
});

describe('replace', () => {
  let id: number;
  beforeAll(async () => {
    const res = await call(
      'POST',
      '/api/timesheets',
      employer,
      week({ employeeId: ben.id, periodStartDate: '2025-09-01', periodEndDate: '2025-09-05' }),
    );
    id = res.json().id;
    await t.db.query(
      `UPDATE timesheet_items SET hours_worked = 8, comment = 'kept' WHERE timesheet_id = $1`,
      [id],
    );
    await t.db.query(`UPDATE timesheets SET total_hours = 40 WHERE id = $1`, [id]);
  });

  test('a changed period keeps the days still inside, drops the others, adds new ones and re-totals', async () => {
    const loaded = (await call('GET', `/api/timesheets/${id}`, employer)).json();
    const res = await call('PUT', `/api/timesheets/${id}`, employer, {
      ...loaded,
      periodStartDate: '2025-09-03',
      periodEndDate: '2025-09-07',
      notes: 'moved',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      periodStartDate: '2025-09-03',
      periodEndDate: '2025-09-07',
      totalHours: 24,
      notes: 'moved',
    });
    expect(await itemsOf(id)).toEqual([
      { date: '2025-09-03', type: 'BILLABLE', hours: '8.00' },
      { date: '2025-09-04', type: 'BILLABLE', hours: '8.00' },
      { date: '2025-09-05', type: 'BILLABLE', hours: '8.00' },
      { date: '2025-09-06', type: 'HOLIDAY', hours: '0.00' },
      { date: '2025-09-07', type: 'HOLIDAY', hours: '0.00' },
    ]);
    const audit = await t.db.query(
      `SELECT changes FROM audit_log WHERE entity = 'timesheet' AND entity_id = $1 AND action = 'update'`,
      [String(id)],
    );
    expect(audit.rows[0].changes).toMatchObject({
      notes: { from: 'first week', to: 'moved' },
      periodStartDate: { from: '2025-09-01', to: '2025-09-03' },
      totalHours: { from: 40, to: 24 },
    });
  });

  test('a loaded timesheet sent back with garbage for its total hours is a 400 and changes nothing', async () => {
    const loaded = (await call('GET', `/api/timesheets/${id}`, employer)).json();
    for (const totalHours of [-3, 'abc']) {
      const before = await snapshot();
      const res = await call('PUT', `/api/timesheets/${id}`, employer, {
        ...loaded,
        totalHours,
        notes: 'x',
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toEqual(['totalHours']);
      expect(await snapshot()).toBe(before);
    }
  });

  test('an id in the body that differs from the address is a 400', async () => {
    const loaded = (await call('GET', `/api/timesheets/${id}`, employer)).json();
    const res = await call('PUT', `/api/timesheets/${id}`, employer, { ...loaded, id: id + 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ id: 'id does not match the address' });
  });

  test('an approved timesheet keeps its period (409) but its notes may change; a locked one keeps everything', async () => {
    await t.db.query(`UPDATE timesheets SET status = 'APPROVED' WHERE id = $1`, [id]);
    const loaded = (await call('GET', `/api/timesheets/${id}`, employer)).json();
    const before = await snapshot();
    const moved = await call('PUT', `/api/timesheets/${id}`, employer, {
      ...loaded,
      periodEndDate: '2025-09-08',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(
      'This timesheet is approved; its employee, vendor and period can no longer change.',
    );
    expect(await snapshot()).toBe(before);
    const noted = await call('PUT', `/api/timesheets/${id}`, employer, {
      ...loaded,
      billingCode: 'NEW',
      notes: null,
    });
    expect(noted.statusCode).toBe(200);
    const approved: Record<string, unknown> = noted.json();
    expect(approved).toMatchObject({ billingCode: 'NEW', notes: null, status: 'APPROVED' });

    await t.db.query(`UPDATE timesheets SET status = 'LOCKED' WHERE id = $1`, [id]);
    const locked = await call('PUT', `/api/timesheets/${id}`, employer, {
      ...approved,
      status: 'locked',
      notes: 'late',
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('This timesheet is locked; it can no longer change.');
    const same = await call('PUT', `/api/timesheets/${id}`, employer, {
      ...approved,
      status: 'LOCKED',
    });
    expect(same.statusCode).toBe(200);
  });

  test('a different status in the body must be an allowed move', async () => {
    const created = await call(
      'POST',
      '/api/timesheets',
      employer,
      week({ employeeId: ben.id, periodStartDate: '2025-10-06', periodEndDate: '2025-10-07' }),
    );
    const ts = created.json();
    const before = await snapshot();
    const res = await call('PUT', `/api/timesheets/${ts.id}`, employer, {
      ...ts,
      notes: 'x',
      status: 'APPROVED',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cannot change a pending timesheet to approved.');
    expect(await snapshot()).toBe(before);
    // moving to SUBMITTED applies the submit rules: the rows have no hours yet
    const submit = await call('PUT', `/api/timesheets/${ts.id}`, employer, {
      ...ts,
      status: 'submitted',
    });
    expect(submit.statusCode).toBe(400);
    expect(submit.json().message).toBe(
      'All non-holiday rows must have Hours Worked > 0 and a Comment',
    );
    expect(await snapshot()).toBe(before);
  });
});
