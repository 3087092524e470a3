/** Who reaches which timesheet: employees only their own, staff only their corporation's. */
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import {
  callApi,
  seedSignedInEmployee,
  seedVendor,
  twoTenants,
  type Method,
} from '../../testing/fixtures.js';
import { createTimesheet, timesheetSnapshot, weekBody } from '../../testing/timesheets.fixture.js';

let t: TestApp;
let corpA: number;
let corpB: number;
let employer: string;
let employerB: string;
let ann: { id: number; token: string };
let ben: { id: number };
let vendor: number;
let vendorB: number;

const call = (method: Method, url: string, token: string, payload?: unknown, corpId?: number) =>
  callApi(t, method, url, token, payload, corpId);
const week = (over: Record<string, unknown> = {}) => weekBody(ann.id, vendor, over);
const snapshot = () => timesheetSnapshot(t);

beforeAll(async () => {
  t = await createTestApp();
  ({ corpA, corpB, employerA: employer, employerB } = await twoTenants(t, ['Acme', 'Bravo']));
  ann = await seedSignedInEmployee(t, corpA, { firstName: 'Ann' });
  ben = await seedSignedInEmployee(t, corpA, { firstName: 'Ben' });
  vendor = await seedVendor(t, corpA, 'Globex');
  vendorB = await seedVendor(t, corpB, 'Bravo Vendor');
});

afterAll(async () => {
  await t?.close();
});

describe('access', () => {
  let annSheet: number;
  let benSheet: number;
  beforeAll(async () => {
    const period = { periodStartDate: '2025-11-03', periodEndDate: '2025-11-04' };
    annSheet = (await createTimesheet(t, employer, week(period))).id;
    benSheet = (await createTimesheet(t, employer, week({ employeeId: ben.id, ...period }))).id;
    // an earlier period created later: the employee's list is in period order, not id order
    await createTimesheet(
      t,
      employer,
      week({ periodStartDate: '2025-10-06', periodEndDate: '2025-10-07' }),
    );
  });

  test('an employee reads only their own timesheets', async () => {
    expect((await call('GET', '/api/timesheets', ann.token)).statusCode).toBe(403);
    expect((await call('GET', `/api/timesheets/${annSheet}`, ann.token)).statusCode).toBe(200);
    const other = await call('GET', `/api/timesheets/${benSheet}`, ann.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'not_found', message: 'Timesheet not found.' });
    expect((await call('GET', `/api/timesheets/${benSheet}/items`, ann.token)).statusCode).toBe(
      404,
    );

    const mine = await call('GET', `/api/timesheets/employee/${ann.id}`, ann.token);
    expect(mine.statusCode).toBe(200);
    const starts = mine.json().map((r: { periodStartDate: string }) => r.periodStartDate);
    expect(starts).toEqual(['2025-10-06', '2025-11-03']);
    expect(mine.json().every((r: { employeeId: number }) => r.employeeId === ann.id)).toBe(true);

    const theirs = await call('GET', `/api/timesheets/employee/${ben.id}`, ann.token);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe('You may only see your own timesheets.');
  });

  test('an employee may not create, replace or move timesheets', async () => {
    const before = await snapshot();
    expect(
      (
        await call(
          'POST',
          '/api/timesheets',
          ann.token,
          week({ periodStartDate: '2026-01-05', periodEndDate: '2026-01-06' }),
        )
      ).statusCode,
    ).toBe(403);
    const loaded = (await call('GET', `/api/timesheets/${annSheet}`, ann.token)).json();
    expect(
      (await call('PUT', `/api/timesheets/${annSheet}`, ann.token, { ...loaded, notes: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/timesheets/${annSheet}/status`, ann.token, { status: 'SUBMITTED' }))
        .statusCode,
    ).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  test('staff list any employee’s timesheets; an unknown employee is a 404', async () => {
    const res = await call('GET', `/api/timesheets/employee/${ben.id}`, employer);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { id: number }) => r.id)).toContain(benSheet);
    expect((await call('GET', '/api/timesheets/employee/987654', employer)).statusCode).toBe(404);
  });

  test('staff of another corporation get 404 for every timesheet call', async () => {
    const before = await snapshot();
    const loaded = (await call('GET', `/api/timesheets/${annSheet}`, employer)).json();
    const calls: [Method, string, unknown?][] = [
      ['GET', `/api/timesheets/${annSheet}`],
      ['GET', `/api/timesheets/${annSheet}/items`],
      ['GET', `/api/timesheets/employee/${ann.id}`],
      ['PUT', `/api/timesheets/${annSheet}`, { ...loaded, vendorId: vendorB, employeeId: ann.id }],
      ['PUT', `/api/timesheets/${annSheet}/status`, { status: 'SUBMITTED' }],
      ['PUT', `/api/timesheets/${annSheet}/items/save`, []],
      ['PUT', `/api/timesheets/${annSheet}/items/submit`, []],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(method, url, employerB, body);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    const list = await call('GET', '/api/timesheets', employerB);
    expect(list.json()).toEqual([]);
    // an employer of B naming corporation A is refused outright
    expect(
      (await call('GET', `/api/timesheets/${annSheet}`, employerB, undefined, corpA)).statusCode,
    ).toBe(403);
    expect(await snapshot()).toBe(before);
  });
});

describe('OpenAPI', () => {
  test('every timesheet route is described with its tag, summary and answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const routes: [string, string][] = [
      ['/api/timesheets', 'get'],
      ['/api/timesheets', 'post'],
      ['/api/timesheets/employee/{employeeId}', 'get'],
      ['/api/timesheets/{id}', 'get'],
      ['/api/timesheets/{id}', 'put'],
      ['/api/timesheets/{id}/status', 'put'],
      ['/api/timesheets/{id}/items', 'get'],
      ['/api/timesheets/{id}/items/save', 'put'],
      ['/api/timesheets/{id}/items/submit', 'put'],
    ];
    for (const [path, method] of routes) {
      const op = doc.paths[path]?.[method];
      expect([path, method, op?.tags]).toEqual([path, method, ['timesheets']]);
      expect(op.summary).toEqual(expect.any(String));
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['400', '403', '404']));
    }
    expect(doc.paths['/api/timesheets/{id}/items/submit'].put.summary).toMatch(
      /\{ timesheet, items \}/,
    );
  });
});
