import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { billingBody, billingSnapshot, createBilling } from '../../testing/billings.fixture.js';
import { callApi, seedPlacement, twoTenants, type Method } from '../../testing/fixtures.js';

let t: TestApp;
let corpA: number;
let employer: string;

const call = (method: Method, url: string, payload?: unknown) =>
  callApi(t, method, url, employer, payload);

const placement = () => seedPlacement(t, corpA);

/** An arrangement in the past (its sheets are few) from `startDate`, Active unless told. */
const body = (p: { employeeId: number; vendorId: number }, over: object = {}) =>
  billingBody(p.employeeId, p.vendorId, {
    status: 'ACTIVE',
    startDate: '2025-03-03',
    firstPeriodEndDate: '2025-03-09',
    endDate: '2025-03-30',
    ...over,
  });

const refusal = (id: number, code: string, dates: string) =>
  `Billing ${id} (${code}, ${dates}) is already Active for this employee and vendor over these ` +
  'dates. Make it Inactive or change the dates first.';

beforeAll(async () => {
  t = await createTestApp();
  ({ corpA, employerA: employer } = await twoTenants(t));
});

afterAll(async () => {
  await t?.close();
});

test('a second Active arrangement over the same days is refused on create, naming the first', async () => {
  const p = await placement();
  const first = await createBilling(t, employer, body(p, { billingCode: 'FIRST' }));
  const before = await billingSnapshot(t);

  const second = await call(
    'POST',
    '/api/billing',
    body(p, {
      billRate: 95,
      startDate: '2025-03-24',
      firstPeriodEndDate: '2025-03-30',
      endDate: null,
    }),
  );

  expect([second.statusCode, second.json().message]).toEqual([
    409,
    refusal(first.id, 'FIRST', 'from 2025-03-03 to 2025-03-30'),
  ]);
  expect(await billingSnapshot(t)).toBe(before);
});

test('what does not overlap is allowed: other dates, Pending or Inactive, another vendor', async () => {
  const p = await placement();
  const other = await placement();
  await createBilling(t, employer, body(p));
  const after = { startDate: '2025-03-31', firstPeriodEndDate: '2025-04-06', endDate: null };
  for (const allowed of [
    body(p, after),
    body(p, { status: 'PENDING' }),
    body(p, { status: 'INACTIVE' }),
    body({ ...p, vendorId: other.vendorId }),
  ]) {
    expect((await call('POST', '/api/billing', allowed)).statusCode).toBe(201);
  }
});

test('making a second arrangement Active, or moving its dates onto the first, is refused on update', async () => {
  const p = await placement();
  const in2026 = {
    startDate: '2026-01-05',
    firstPeriodEndDate: '2026-01-11',
    endDate: '2026-01-25',
  };
  const first = await createBilling(t, employer, body(p, { billingCode: 'OPEN', endDate: null }));
  const pending = await createBilling(t, employer, body(p, { status: 'PENDING', ...in2026 }));
  const before = await billingSnapshot(t);
  const activate = await call(
    'PUT',
    `/api/billing/${pending.id}`,
    body(p, { status: 'ACTIVE', ...in2026 }),
  );
  expect([activate.statusCode, activate.json().message]).toEqual([
    409,
    refusal(first.id, 'OPEN', 'from 2025-03-03, open-ended'),
  ]);
  expect(await billingSnapshot(t)).toBe(before);

  // the first one saved again over its own dates is no overlap with itself
  const again = await call(
    'PUT',
    `/api/billing/${first.id}`,
    body(p, { billingCode: 'OPEN', endDate: '2025-12-31' }),
  );
  expect(again.statusCode).toBe(200);
  // now the second one fits after it
  const fits = await call(
    'PUT',
    `/api/billing/${pending.id}`,
    body(p, { status: 'ACTIVE', ...in2026 }),
  );
  expect(fits.statusCode).toBe(200);
  const back = await call('PUT', `/api/billing/${pending.id}`, body(p, { status: 'ACTIVE' }));
  expect([back.statusCode, back.json().message]).toEqual([
    409,
    refusal(first.id, 'OPEN', 'from 2025-03-03 to 2025-12-31'),
  ]);
});

test('ten saves at once of Active arrangements for one placement: one is made, nine are told which', async () => {
  const p = await placement();
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      call('POST', '/api/billing', body(p, { billingCode: `RACE-${i}` })),
    ),
  );
  const made = answers.filter((r) => r.statusCode === 201);
  expect(made).toHaveLength(1);
  const { id, billingCode } = made[0].json();
  for (const refused of answers.filter((r) => r.statusCode !== 201)) {
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      refusal(id, billingCode, 'from 2025-03-03 to 2025-03-30'),
    ]);
  }
  const { rows } = await t.db.query(
    `SELECT count(*)::int AS n FROM billings WHERE employee_id = $1 AND status = 'ACTIVE'`,
    [p.employeeId],
  );
  expect(rows[0].n).toBe(1);
});

test('two Pending arrangements made Active at once: one stays Pending with the reason', async () => {
  const p = await placement();
  const ids = [];
  for (const code of ['A', 'B']) {
    ids.push(
      (await createBilling(t, employer, body(p, { billingCode: code, status: 'PENDING' }))).id,
    );
  }
  const answers = await Promise.all(
    ids.map((id, i) => call('PUT', `/api/billing/${id}`, body(p, { billingCode: ['A', 'B'][i] }))),
  );
  expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  const statuses = await Promise.all(
    ids.map(async (id) => (await call('GET', `/api/billing/${id}`)).json().status),
  );
  expect(statuses.sort()).toEqual(['ACTIVE', 'PENDING']);
});
