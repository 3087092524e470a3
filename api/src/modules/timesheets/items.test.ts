import type { TimesheetItem as Item } from '@staffledger/contracts/schemas';
/** Timesheet items: read, save and submit, by staff and by the employee who owns the timesheet. */
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { callApi, seedSignedInEmployee, seedTenant, seedVendor } from '../../testing/fixtures.js';
import {
  createTimesheet,
  insertAttachment,
  timesheetSnapshot,
} from '../../testing/timesheets.fixture.js';

let t: TestApp;
let corpA: number;
let employer: string;
let ann: { id: number; token: string };
let vendorId: number;

const ITEM_RULE = 'All non-holiday rows must have Hours Worked > 0 and a Comment';
const ATTACHMENT_RULE = 'At least one attachment is required for Billable timesheets';

const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: unknown) =>
  callApi(t, method, url, token, payload);
const items = async (id: number, token = employer): Promise<Item[]> =>
  (await call('GET', `/api/timesheets/${id}/items`, token)).json();
const save = (id: number, body: unknown, token = employer) =>
  call('PUT', `/api/timesheets/${id}/items/save`, token, body);
const submit = (id: number, body: unknown, token = employer) =>
  call('PUT', `/api/timesheets/${id}/items/submit`, token, body);

const snapshot = () => timesheetSnapshot(t);

let nextWeek = 0;
/** A new Pending timesheet of Ann, Monday to Sunday, each call one week later. */
async function newWeek(): Promise<number> {
  const start = new Date(Date.UTC(2025, 2, 3 + 7 * nextWeek++));
  const end = new Date(start.getTime() + 6 * 86_400_000);
  const created = await createTimesheet(t, employer, {
    employeeId: ann.id,
    vendorId,
    periodStartDate: start.toISOString().slice(0, 10),
    periodEndDate: end.toISOString().slice(0, 10),
    billingCode: 'B1',
  });
  return created.id;
}

/** Every working day filled in (8 h and a comment): the rows as the screen sends them back. */
const filled = (rows: Item[]) =>
  rows.map((r) => (r.type === 'HOLIDAY' ? r : { ...r, hoursWorked: 8, comment: 'Sprint work' }));

const attach = (id: number) => insertAttachment(t, corpA, id);

beforeAll(async () => {
  t = await createTestApp();
  ({ corpId: corpA, employer } = await seedTenant(t, 'Acme', 'boss@a.example'));
  ann = await seedSignedInEmployee(t, corpA, { firstName: 'Ann', lastName: 'Lee' });
  vendorId = await seedVendor(t, corpA, 'Globex');
});

afterAll(async () => {
  await t?.close();
});

describe('read', () => {
  test('items come in date order with their day names and totals', async () => {
    const id = await newWeek();
    const rows = await items(id);
    expect(rows.map((r) => [r.calendarDate, r.dayOfWeek, r.type])).toEqual([
      ['2025-03-03', 'MONDAY', 'BILLABLE'],
      ['2025-03-04', 'TUESDAY', 'BILLABLE'],
      ['2025-03-05', 'WEDNESDAY', 'BILLABLE'],
      ['2025-03-06', 'THURSDAY', 'BILLABLE'],
      ['2025-03-07', 'FRIDAY', 'BILLABLE'],
      ['2025-03-08', 'SATURDAY', 'HOLIDAY'],
      ['2025-03-09', 'SUNDAY', 'HOLIDAY'],
    ]);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      calendarDate: '2025-03-03',
      dayOfWeek: 'MONDAY',
      type: 'BILLABLE',
      hoursWorked: 0,
      extraHours: 0,
      totalHours: 0,
      comment: null,
    });
  });
});

describe('save', () => {
  test('saves the rows sent, leaves the others, and totals exactly in decimal', async () => {
    const id = await newWeek();
    const rows = await items(id);
    const res = await save(id, [
      { ...rows[0], hoursWorked: 0.1, extraHours: 0.2, comment: ' a ', type: 'non_billable' },
      { id: rows[1].id, hoursWorked: 7.35, extraHours: 0, comment: null },
      { id: rows[2].id, hoursWorked: 0.2, extraHours: 0.01, comment: 'x', type: null },
    ]);
    expect(res.statusCode).toBe(200);
    const saved: Item[] = res.json();
    expect(saved).toHaveLength(7);
    expect(saved[0]).toMatchObject({
      type: 'NON_BILLABLE',
      hoursWorked: 0.1,
      extraHours: 0.2,
      totalHours: 0.3,
      comment: 'a',
    });
    expect(saved[1]).toMatchObject({
      type: 'BILLABLE',
      hoursWorked: 7.35,
      totalHours: 7.35,
      comment: null,
    });
    expect(saved[2]).toMatchObject({ type: 'BILLABLE', totalHours: 0.21 });
    expect(saved.slice(3)).toEqual(rows.slice(3));
    const sheet = (
      await t.app.inject({ method: 'GET', url: `/api/timesheets/${id}`, headers: t.auth(employer) })
    ).json();
    expect(sheet.totalHours).toBe(7.86);
    const stored = await t.db.query(
      'SELECT total_hours::text AS total FROM timesheets WHERE id = $1',
      [id],
    );
    expect(stored.rows[0].total).toBe('7.86');
    const audit = await t.db.query(
      `SELECT changes FROM audit_log WHERE entity = 'timesheet' AND entity_id = $1 AND action = 'update'`,
      [String(id)],
    );
    expect(audit.rows[0].changes).toEqual({
      items: [
        { id: rows[0].id, fields: ['type', 'hoursWorked', 'extraHours', 'comment'] },
        { id: rows[1].id, fields: ['hoursWorked'] },
        { id: rows[2].id, fields: ['hoursWorked', 'extraHours', 'comment'] },
      ],
      totalHours: { from: 0, to: 7.86 },
    });
  });

  test('a week in progress saves as the screens send it: every day, two filled, the rest blank', async () => {
    const id = await newWeek();
    const rows = await items(id, ann.token);
    // what the items screen sends on Save: every row, Monday and Tuesday typed in, the other
    // working days still without hours or a comment
    const week = rows.map((r, i) => ({
      ...r,
      hoursWorked: i < 2 ? 8 : 0,
      comment: i < 2 ? 'Onboarding' : i === 2 ? '  ' : null,
    }));
    const res = await save(id, week, ann.token);
    expect(res.statusCode).toBe(200);
    const saved: Item[] = res.json();
    expect(saved.map((r) => [r.type, r.hoursWorked, r.comment])).toEqual([
      ['BILLABLE', 8, 'Onboarding'],
      ['BILLABLE', 8, 'Onboarding'],
      ['BILLABLE', 0, null],
      ['BILLABLE', 0, null],
      ['BILLABLE', 0, null],
      ['HOLIDAY', 0, null],
      ['HOLIDAY', 0, null],
    ]);
    const sheet = await call('GET', `/api/timesheets/${id}`, ann.token);
    expect(sheet.json()).toMatchObject({ status: 'PENDING', totalHours: 16 });
    // Submit still holds the week to its rule, and changes nothing
    await attach(id);
    const before = await snapshot();
    const refused = await submit(id, saved, ann.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ITEM_RULE);
    expect(await snapshot()).toBe(before);
  });

  test('the owning employee saves; another employee’s sheet is not found', async () => {
    const id = await newWeek();
    const rows = await items(id, ann.token);
    const res = await save(
      id,
      [{ id: rows[0].id, hoursWorked: 8, extraHours: 1.5, comment: 'mine' }],
      ann.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ totalHours: 9.5, comment: 'mine' });

    const { token: bobToken } = await seedSignedInEmployee(t, corpA, {
      firstName: 'Bob',
      lastName: 'Ray',
    });
    const before = await snapshot();
    expect(
      (await save(id, [{ id: rows[0].id, hoursWorked: 1, extraHours: 0, comment: 'x' }], bobToken))
        .statusCode,
    ).toBe(404);
    expect((await submit(id, [], bobToken)).statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  test.each([
    [
      'hours as a string',
      (r: Item[]) => [{ id: r[0].id, hoursWorked: '8', extraHours: 0, comment: null }],
      '0.hoursWorked',
    ],
    [
      'negative hours',
      (r: Item[]) => [{ id: r[0].id, hoursWorked: -1, extraHours: 0, comment: null }],
      '0.hoursWorked',
    ],
    [
      '25 hours',
      (r: Item[]) => [{ id: r[0].id, hoursWorked: 25, extraHours: 0, comment: null }],
      '0.hoursWorked',
    ],
    [
      '3 decimals',
      (r: Item[]) => [{ id: r[0].id, hoursWorked: 1.005, extraHours: 0, comment: null }],
      '0.hoursWorked',
    ],
    [
      'more than 24 in a day',
      (r: Item[]) => [{ id: r[0].id, hoursWorked: 20, extraHours: 4.01, comment: null }],
      '0.extraHours',
    ],
    ['an unknown item id', (r: Item[]) => [r[0], { ...r[1], id: 987654 }], '1.id'],
    ['the same item twice', (r: Item[]) => [r[0], { ...r[0], hoursWorked: 2 }], '1.id'],
    ['an unknown type', (r: Item[]) => [{ ...r[0], type: 'VACATION' }], '0.type'],
    ['an unknown field', (r: Item[]) => [{ ...r[0], corpId: 1 }], '0.corpId'],
    [
      'a comment over 1000 characters',
      (r: Item[]) => [{ ...r[0], comment: 'x'.repeat(1001) }],
      '0.comment',
    ],
    [
      'missing hours',
      (r: Item[]) => [{ id: r[0].id, extraHours: 0, comment: null }],
      '0.hoursWorked',
    ],
    ['a total of hours as text', (r: Item[]) => [{ ...r[0], totalHours: 'abc' }], '0.totalHours'],
    ['a total of hours below zero', (r: Item[]) => [{ ...r[0], totalHours: -3 }], '0.totalHours'],
  ])('%s is a 400 with the error body and changes nothing', async (_name, body, field) => {
    const id = await newWeek();
    const rows = await items(id);
    const before = await snapshot();
    for (const send of [save, submit]) {
      const res = await send(id, body(rows));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      expect(Object.keys(res.json().fieldErrors)).toContain(field);
    }
    expect(await snapshot()).toBe(before);
  });

  test('an item of another timesheet is refused by id', async () => {
    const [a, b] = [await newWeek(), await newWeek()];
    const other = (await items(b))[0];
    const before = await snapshot();
    const res = await save(a, [{ ...other, hoursWorked: 3 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Item ${other.id} is not part of this timesheet`);
    expect(await snapshot()).toBe(before);
  });

  test('a submitted, approved or locked sheet cannot be saved (409)', async () => {
    const id = await newWeek();
    const rows = await items(id);
    for (const status of ['SUBMITTED', 'APPROVED', 'LOCKED']) {
      await t.db.query('UPDATE timesheets SET status = $2 WHERE id = $1', [id, status]);
      const before = await snapshot();
      const res = await save(id, filled(rows), ann.token);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        `This timesheet is ${status.toLowerCase()}; its items and attachments can no longer change.`,
      );
      expect((await submit(id, filled(rows))).statusCode).toBe(409);
      expect(await snapshot()).toBe(before);
    }
  });
});

describe('submit', () => {
  test('a working day without hours or comment fails with the spec’s message and changes nothing', async () => {
    const id = await newWeek();
    await attach(id);
    const rows = filled(await items(id));
    const before = await snapshot();
    for (const bad of [{ hoursWorked: 0 }, { comment: '   ' }, { comment: null }]) {
      const res = await submit(
        id,
        rows.map((r, i) => (i === 2 ? { ...r, ...bad } : r)),
        ann.token,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'bad_request', message: ITEM_RULE });
    }
    // rows left out keep their stored values, which count too
    const partial = await submit(id, rows.slice(0, 2), ann.token);
    expect(partial.json().message).toBe(ITEM_RULE);
    expect(await snapshot()).toBe(before);
  });

  test('billable rows need an attachment; then the sheet becomes Submitted', async () => {
    const id = await newWeek();
    const rows = filled(await items(id));
    const before = await snapshot();
    const refused = await submit(id, rows, ann.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'bad_request', message: ATTACHMENT_RULE });
    expect(await snapshot()).toBe(before);

    await attach(id);
    const res = await submit(id, rows, ann.token);
    expect(res.statusCode).toBe(200);
    const { timesheet, items: saved } = res.json();
    expect(timesheet).toMatchObject({ id, status: 'SUBMITTED', totalHours: 40 });
    expect(saved.map((r: Item) => r.hoursWorked)).toEqual([8, 8, 8, 8, 8, 0, 0]);
    const audit = await t.db.query(
      `SELECT action FROM audit_log WHERE entity = 'timesheet' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'update', 'status']);
    // once submitted the items are frozen
    expect((await save(id, rows, ann.token)).statusCode).toBe(409);
  });

  test('a sheet without billable rows needs no attachment; a rejected sheet can be resubmitted', async () => {
    const id = await newWeek();
    const rows = filled(await items(id)).map((r) =>
      r.type === 'HOLIDAY' ? r : { ...r, type: 'NON_BILLABLE' },
    );
    await t.db.query(`UPDATE timesheets SET status = 'REJECTED' WHERE id = $1`, [id]);
    const res = await submit(id, rows);
    expect(res.statusCode).toBe(200);
    expect(res.json().timesheet.status).toBe('SUBMITTED');
  });
});
