import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { billingBody, billingSnapshot, createBilling } from '../../testing/billings.fixture.js';
import {
  auditTrail,
  callApi,
  seedEmployee,
  seedSignedInEmployee,
  seedVendor,
  twoTenants,
  type Method,
} from '../../testing/fixtures.js';

let t: TestApp;
let corpA: number;
let corpB: number;
let employerA: string;
let employerB: string;
let employeeToken: string;
let alice: number;
let bob: number;
let acme: number;
let globex: number;
let employeeB: number;
let vendorB: number;

const call = (method: Method, url: string, token = employerA, payload?: unknown, corp?: number) =>
  callApi(t, method, url, token, payload, corp);

const snapshot = () => billingSnapshot(t);
const audits = (id: number) => auditTrail(t, 'billing', id);

beforeAll(async () => {
  t = await createTestApp();
  ({ corpA, corpB, employerA, employerB } = await twoTenants(t));
  alice = await seedEmployee(t, corpA, { firstName: 'Alice', lastName: 'Adams' });
  bob = await seedEmployee(t, corpA, { firstName: 'Bob', lastName: 'Brown' });
  acme = await seedVendor(t, corpA, 'Acme Client');
  globex = await seedVendor(t, corpA, 'Globex');
  employeeB = await seedEmployee(t, corpB, { firstName: 'Berta' });
  vendorB = await seedVendor(t, corpB, 'Bravo Client');
  employeeToken = (await seedSignedInEmployee(t, corpA, { firstName: 'Erin' })).token;
});

afterAll(async () => {
  await t?.close();
});

describe('create, read and replace', () => {
  test('a billing round-trips with its exact rate, upper-case enums and the names', async () => {
    const post = await call(
      'POST',
      '/api/billing',
      employerA,
      billingBody(alice, acme, {
        invoiceFrequency: 'biweekly',
        status: 'Active',
        endDate: '2025-12-31',
        notes: '  placed via referral  ',
        billingCode: ' ACME-01 ',
      }),
    );
    expect(post.statusCode).toBe(201);
    const created = post.json();
    expect(created).toEqual({
      id: expect.any(Number),
      employeeId: alice,
      vendorId: acme,
      employeeName: 'Alice Adams',
      vendorName: 'Acme Client',
      billRate: 87.35,
      invoiceDueDays: 30,
      invoiceFrequency: 'BIWEEKLY',
      billingCode: 'ACME-01',
      itemDescription: 'Consulting services',
      startDate: '2025-03-03',
      firstPeriodEndDate: '2025-03-09',
      endDate: '2025-12-31',
      status: 'ACTIVE',
      notes: 'placed via referral',
      updateDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
    expect(post.body).toContain('"billRate":87.35,');
    const stored = await t.db.query(
      'SELECT bill_rate::text AS rate, corp_id FROM billings WHERE id = $1',
      [created.id],
    );
    expect(stored.rows[0]).toEqual({ rate: '87.35', corp_id: corpA });

    const get = await call('GET', `/api/billing/${created.id}`);
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual(created);

    const put = await call(
      'PUT',
      `/api/billing/${created.id}`,
      employerA,
      billingBody(bob, globex, {
        ...created,
        employeeId: bob,
        vendorId: globex,
        billRate: 0.1,
        invoiceFrequency: 'MONTHLY',
        invoiceDueDays: 0,
        endDate: null,
        corpId: corpA,
      }),
    );
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      id: created.id,
      employeeName: 'Bob Brown',
      vendorName: 'Globex',
      billRate: 0.1,
      invoiceDueDays: 0,
      invoiceFrequency: 'MONTHLY',
      endDate: null,
      status: 'ACTIVE',
    });
    expect((await call('GET', `/api/billing/${created.id}`)).json()).toEqual(put.json());
  });

  test.each([0, 0.01, 19.9, 87.35, 1234.56, 99999999.99])(
    'the rate %p is kept exactly',
    async (rate) => {
      const b = await createBilling(t, employerA, billingBody(alice, acme, { billRate: rate }));
      expect(b.billRate).toBe(rate);
      const { rows } = await t.db.query(
        'SELECT bill_rate::text AS rate FROM billings WHERE id = $1',
        [b.id],
      );
      expect(rows[0].rate).toBe(rate.toFixed(2));
    },
  );

  test('status left out is PENDING on create and unchanged on replace', async () => {
    const { status: _s, ...noStatus } = billingBody(alice, acme);
    const created = await createBilling(t, employerA, noStatus);
    expect(created.status).toBe('PENDING');
    await call(
      'PUT',
      `/api/billing/${created.id}`,
      employerA,
      billingBody(alice, acme, { status: 'inactive' }),
    );
    const put = await call('PUT', `/api/billing/${created.id}`, employerA, {
      ...noStatus,
      status: null,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().status).toBe('INACTIVE');
  });

  test('read-only echoes are accepted and never taken', async () => {
    const created = await createBilling(
      t,
      employerA,
      billingBody(alice, acme, {
        id: 999999,
        employeeName: 'Someone Else',
        vendorName: 'Other Vendor',
        updateDate: '2000-01-01T00:00:00.000Z',
      }),
    );
    expect(created.id).not.toBe(999999);
    expect(created).toMatchObject({ employeeName: 'Alice Adams', vendorName: 'Acme Client' });
    expect(created.updateDate).not.toBe('2000-01-01T00:00:00.000Z');
    const put = await call('PUT', `/api/billing/${created.id}`, employerA, {
      ...billingBody(alice, acme),
      id: String(created.id),
      employeeName: 'X',
      vendorName: 'Y',
      updateDate: null,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ employeeName: 'Alice Adams', vendorName: 'Acme Client' });
  });

  test('an id in the body that differs from the path is a 400', async () => {
    const created = await createBilling(t, employerA, billingBody(alice, acme));
    const before = await snapshot();
    const put = await call('PUT', `/api/billing/${created.id}`, employerA, {
      ...billingBody(alice, acme, { billRate: 1 }),
      id: created.id + 1,
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().fieldErrors.id).toBeDefined();
    expect(await snapshot()).toBe(before);
  });

  test('a missing billing is a 404 and a bad path id a 400', async () => {
    expect((await call('GET', '/api/billing/999999')).statusCode).toBe(404);
    const put = await call('PUT', '/api/billing/999999', employerA, billingBody(alice, acme));
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('Billing not found.');
    for (const id of ['abc', '0', '-1', '1.5']) {
      expect((await call('GET', `/api/billing/${id}`)).statusCode).toBe(400);
    }
  });
});

describe('status', () => {
  test('moves freely among PENDING, ACTIVE, INACTIVE and on to CANCELLED, then never changes', async () => {
    const b = await createBilling(t, employerA, billingBody(alice, acme, { status: 'pending' }));
    for (const status of ['ACTIVE', 'PENDING', 'INACTIVE', 'ACTIVE', 'CANCELLED']) {
      const res = await call(
        'PUT',
        `/api/billing/${b.id}`,
        employerA,
        billingBody(alice, acme, { status }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(status);
    }
    const before = await snapshot();
    for (const over of [
      { status: 'ACTIVE' },
      { status: 'CANCELLED', notes: 'changed' },
      { status: null },
    ]) {
      const res = await call(
        'PUT',
        `/api/billing/${b.id}`,
        employerA,
        billingBody(alice, acme, over),
      );
      if (over.status === null) {
        // status left out keeps CANCELLED; the body otherwise equals the stored billing
        expect(res.statusCode).toBe(200);
        continue;
      }
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'conflict',
        message: 'A cancelled billing can no longer change.',
      });
    }
    const again = await call(
      'PUT',
      `/api/billing/${b.id}`,
      employerA,
      billingBody(alice, acme, { status: 'cancelled', billRate: 5 }),
    );
    expect(again.statusCode).toBe(409);
    expect(await snapshot()).toBe(before);
    expect((await call('GET', `/api/billing/${b.id}`)).json().status).toBe('CANCELLED');
  });

  test('a billing may be created cancelled', async () => {
    const b = await createBilling(t, employerA, billingBody(alice, acme, { status: 'Cancelled' }));
    expect(b.status).toBe('CANCELLED');
  });
});

describe('audit', () => {
  test('create and replace each write an audit row with what changed', async () => {
    const b = await createBilling(t, employerA, billingBody(alice, acme, { status: 'PENDING' }));
    await call(
      'PUT',
      `/api/billing/${b.id}`,
      employerA,
      billingBody(bob, acme, {
        status: 'ACTIVE',
        billRate: 90,
      }),
    );
    const rows = await audits(b.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      action: 'create',
      username: 'boss@a.example',
      corpId: corpA,
    });
    expect(rows[0].changes).toMatchObject({
      employeeId: alice,
      vendorId: acme,
      billRate: 87.35,
      status: 'PENDING',
      invoiceFrequency: 'WEEKLY',
    });
    expect(rows[1]).toMatchObject({ action: 'update' });
    expect(rows[1].changes).toEqual({
      employeeId: { from: alice, to: bob },
      billRate: { from: 87.35, to: 90 },
      status: { from: 'PENDING', to: 'ACTIVE' },
    });
  });
});

describe('tenancy and roles', () => {
  let billingB: number;
  beforeAll(async () => {
    billingB = (await createBilling(t, employerB, billingBody(employeeB, vendorB))).id;
  });

  test('an employer of A gets 404 for B’s billing (GET and PUT) and B’s row is unchanged', async () => {
    const before = await snapshot();
    expect((await call('GET', `/api/billing/${billingB}`)).statusCode).toBe(404);
    const put = await call('PUT', `/api/billing/${billingB}`, employerA, billingBody(alice, acme));
    expect(put.statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
    expect(
      (await call('GET', `/api/billing/${billingB}`, t.superToken, undefined, corpA)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/billing/${billingB}`, t.superToken, undefined, corpB)).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/billing/${billingB}`, employerB)).statusCode).toBe(200);
  });

  test('the list never shows another corporation’s rows', async () => {
    const rows: { id: number }[] = (await call('GET', '/api/billing')).json();
    expect(rows.length).toBeGreaterThan(0);
    const ids = (await t.db.query('SELECT id FROM billings WHERE corp_id = $1', [corpA])).rows.map(
      (r) => Number(r.id),
    );
    expect(rows.map((r) => r.id).sort()).toEqual(ids.sort());
    expect(rows.some((r) => r.id === billingB)).toBe(false);
    expect((await call('GET', '/api/billing?vendorName=bravo')).json()).toEqual([]);
    const listB: { id: number }[] = (await call('GET', '/api/billing', employerB)).json();
    expect(listB.map((r) => r.id)).toEqual([billingB]);
  });

  test('another corporation’s employee or vendor is a 400 naming the field', async () => {
    const before = await snapshot();
    const post = await call('POST', '/api/billing', employerA, billingBody(employeeB, vendorB));
    expect(post.statusCode).toBe(400);
    expect(post.json().fieldErrors).toEqual({
      employeeId: 'No such employee',
      vendorId: 'No such vendor',
    });
    const mine = await createBilling(t, employerA, billingBody(alice, acme));
    const mid = await snapshot();
    const put = await call(
      'PUT',
      `/api/billing/${mine.id}`,
      employerA,
      billingBody(alice, vendorB),
    );
    expect(put.statusCode).toBe(400);
    expect(put.json().fieldErrors).toEqual({ vendorId: 'No such vendor' });
    expect(await snapshot()).toBe(mid);
    expect(before).not.toBe(mid);
  });

  test('employees get 403 everywhere and nothing changes', async () => {
    const mine = await createBilling(t, employerA, billingBody(alice, acme));
    const before = await snapshot();
    expect((await call('GET', '/api/billing', employeeToken)).statusCode).toBe(403);
    expect((await call('GET', `/api/billing/${mine.id}`, employeeToken)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/billing', employeeToken, billingBody(alice, acme))).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          'PUT',
          `/api/billing/${mine.id}`,
          employeeToken,
          billingBody(alice, acme, { billRate: 1 }),
        )
      ).statusCode,
    ).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  test('no token is a 401; an employer naming another corporation in X-Corp-ID gets 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/billing' })).statusCode).toBe(401);
    expect((await call('GET', '/api/billing', employerA, undefined, corpB)).statusCode).toBe(403);
  });

  test('a super user acts on the selected corporation; with none: empty list, 400 on create', async () => {
    const created = await createBilling(t, t.superToken, billingBody(alice, acme), corpA);
    expect(created.employeeName).toBe('Alice Adams');
    const list = await call('GET', '/api/billing', t.superToken);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    const before = await snapshot();
    const post = await call('POST', '/api/billing', t.superToken, billingBody(alice, acme));
    expect(post.statusCode).toBe(400);
    expect(post.json().message).toBe('Select a corporation first.');
    expect(await snapshot()).toBe(before);
  });
});

describe('OpenAPI', () => {
  test('every billing route is described under the billings tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const routes = [
      ['/api/billing', 'get'],
      ['/api/billing', 'post'],
      ['/api/billing/{id}', 'get'],
      ['/api/billing/{id}', 'put'],
    ];
    for (const [path, method] of routes) {
      expect(doc.paths[path]?.[method]?.tags).toEqual(['billings']);
    }
    expect(doc.paths['/api/billing'].post.requestBody).toBeDefined();
  });
});
