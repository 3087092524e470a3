import { billingRuleErrors } from '@staffledger/contracts';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { billingBody, billingSnapshot, createBilling } from '../../testing/billings.fixture.js';
import { callApi, seedEmployee, seedVendor, twoTenants } from '../../testing/fixtures.js';

let t: TestApp;
let corpA: number;
let corpB: number;
let employerA: string;
let alice: number;
let acme: number;
let target: { id: number };

const snapshot = () => billingSnapshot(t);

/** The same body sent as a create and as a replace of `target`. */
async function both(body: unknown) {
  return [
    await callApi(t, 'POST', '/api/billing', employerA, body),
    await callApi(t, 'PUT', `/api/billing/${target.id}`, employerA, body),
  ];
}

beforeAll(async () => {
  t = await createTestApp();
  ({ corpA, corpB, employerA } = await twoTenants(t));
  alice = await seedEmployee(t, corpA, { firstName: 'Alice' });
  acme = await seedVendor(t, corpA, 'Acme Client');
  target = await createBilling(t, employerA, billingBody(alice, acme, { status: 'PENDING' }));
});

afterAll(async () => {
  await t?.close();
});

const REQUIRED = [
  'employeeId',
  'vendorId',
  'billRate',
  'invoiceDueDays',
  'invoiceFrequency',
  'billingCode',
  'itemDescription',
  'startDate',
  'firstPeriodEndDate',
] as const;

describe('required fields', () => {
  test.each(REQUIRED)('%s missing, null or blank is a 400 naming it', async (field) => {
    const before = await snapshot();
    const { [field]: _gone, ...without } = billingBody(alice, acme);
    const variants: unknown[] = [without, { ...without, [field]: null }];
    if (typeof billingBody(alice, acme)[field] === 'string')
      variants.push({ ...without, [field]: '  ' });
    for (const body of variants) {
      for (const res of await both(body)) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: 'bad_request',
          message: expect.any(String),
          fieldErrors: { [field]: expect.stringMatching(/required/) },
        });
      }
    }
    expect(await snapshot()).toBe(before);
  });

  test('an empty body names every required field at once', async () => {
    const res = await callApi(t, 'POST', '/api/billing', employerA, {});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual([...REQUIRED].sort());
  });
});

describe('bad input answers 400 with the field and changes nothing', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['rate as a string', { billRate: '87.35' }, 'billRate'],
    ['rate with 3 decimals', { billRate: 87.355 }, 'billRate'],
    ['a tiny rate fraction', { billRate: 0.001 }, 'billRate'],
    ['a negative rate', { billRate: -1 }, 'billRate'],
    ['a rate too large', { billRate: 100000000 }, 'billRate'],
    ['a rate as a boolean', { billRate: true }, 'billRate'],
    ['due days over 365', { invoiceDueDays: 400 }, 'invoiceDueDays'],
    ['negative due days', { invoiceDueDays: -1 }, 'invoiceDueDays'],
    ['fractional due days', { invoiceDueDays: 1.5 }, 'invoiceDueDays'],
    ['due days as a string', { invoiceDueDays: '30' }, 'invoiceDueDays'],
    ['an unknown frequency', { invoiceFrequency: 'DAILY' }, 'invoiceFrequency'],
    ['an unknown status', { status: 'PAUSED' }, 'status'],
    ['an employee id as a string', { employeeId: 'abc' }, 'employeeId'],
    ['an impossible start date', { startDate: '2025-02-30' }, 'startDate'],
    ['a start date in another format', { startDate: '03/03/2025' }, 'startDate'],
    ['a bad first period end', { firstPeriodEndDate: '2025-13-01' }, 'firstPeriodEndDate'],
    ['a bad end date', { endDate: 'tomorrow' }, 'endDate'],
    ['first period end before start', { firstPeriodEndDate: '2025-03-02' }, 'firstPeriodEndDate'],
    ['first period of 62 days', { firstPeriodEndDate: '2025-05-04' }, 'firstPeriodEndDate'],
    ['end date before start', { endDate: '2025-03-01' }, 'endDate'],
    ['end date before start, with spaces around it', { endDate: ' 2025-03-01 ' }, 'endDate'],
    ['a too long billing code', { billingCode: 'x'.repeat(101) }, 'billingCode'],
    ['a too long description', { itemDescription: 'x'.repeat(501) }, 'itemDescription'],
    ['too long notes', { notes: 'x'.repeat(2001) }, 'notes'],
    ['an unknown field', { hourlyRate: 5 }, 'hourlyRate'],
    ['corpId that is not a number', { corpId: 'acme' }, 'corpId'],
  ];

  test.each(cases)('%s', async (_label, over, field) => {
    const before = await snapshot();
    for (const res of await both(billingBody(alice, acme, over))) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: expect.any(String),
        message: expect.any(String),
        fieldErrors: expect.objectContaining({ [field]: expect.any(String) }),
      });
    }
    expect(await snapshot()).toBe(before);
  });

  test('the rules the form checks too refuse in the form’s words (billingRuleErrors)', async () => {
    const before = await snapshot();
    for (const over of [
      { billRate: -1 },
      { billRate: 1.005 },
      { billRate: 100_000_000 },
      { invoiceDueDays: 366 },
      { firstPeriodEndDate: '2025-03-02' },
      { firstPeriodEndDate: '2025-05-04' },
      { endDate: '2025-03-01' },
    ]) {
      const body = billingBody(alice, acme, over);
      const words = billingRuleErrors(body);
      expect(Object.keys(words)).toHaveLength(1);
      for (const res of await both(body)) {
        expect(res.statusCode).toBe(400);
        expect(res.json().fieldErrors).toEqual(words);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  test('the edges are accepted: a first period of 61 days, end on the start day, 0 and 365 due days', async () => {
    for (const over of [
      { firstPeriodEndDate: '2025-05-03', endDate: '2025-03-03', invoiceDueDays: 365 },
      { firstPeriodEndDate: '2025-03-03', invoiceDueDays: 0 },
    ]) {
      const res = await callApi(
        t,
        'POST',
        '/api/billing',
        employerA,
        billingBody(alice, acme, over),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject(over);
    }
  });

  test('a body that is not JSON is a 400', async () => {
    const before = await snapshot();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing',
      headers: { ...t.auth(employerA), 'content-type': 'application/json' },
      payload: '{"billRate":',
    });
    expect(res.statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});

describe('corpId in the body', () => {
  test.each([
    ['the own corporation as a number', () => corpA],
    ['the own corporation as a string', () => String(corpA)],
    ['0', () => 0],
    ['"0"', () => '0'],
    ['null', () => null],
  ])('%s is accepted and never taken', async (_label, corp) => {
    const res = await callApi(
      t,
      'POST',
      '/api/billing',
      employerA,
      billingBody(alice, acme, { corpId: corp() }),
    );
    expect(res.statusCode).toBe(201);
    const { rows } = await t.db.query('SELECT corp_id FROM billings WHERE id = $1', [
      res.json().id,
    ]);
    expect(Number(rows[0].corp_id)).toBe(corpA);
  });

  test.each([
    ['as a number', () => corpB],
    ['as a string', () => String(corpB)],
  ])('another corporation %s is a 403 and changes nothing', async (_label, corp) => {
    const before = await snapshot();
    for (const res of await both(billingBody(alice, acme, { corpId: corp(), billRate: 1 }))) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: 'forbidden',
        message: 'You may not act for another corporation.',
      });
    }
    expect(await snapshot()).toBe(before);
  });
});
