import type { Vendor, VendorContact } from '@staffledger/contracts/schemas';
import { callApi, seedVendor, twoTenants, userToken, type Method } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';

let t: TestApp;
let corpA: number;
let corpB: number;
let employerA: string;
let employeeA: string;
let vendorB: number;

const call = (method: Method, url: string, token: string, corpId?: number, payload?: unknown) =>
  callApi(t, method, url, token, payload, corpId);

/** Every vendor and contact row, to prove that a refused request changed nothing. */
const snapshot = async () =>
  JSON.stringify([
    (await t.db.query('SELECT * FROM vendors ORDER BY id')).rows,
    (await t.db.query('SELECT * FROM vendor_contacts ORDER BY id')).rows,
  ]);

const auditCount = async () =>
  Number(
    (await t.db.query("SELECT count(*) AS n FROM audit_log WHERE entity = 'vendor'")).rows[0].n,
  );

const full = {
  name: '  Globex Corporation ',
  address: '1 Main St',
  city: 'Springfield',
  state: 'il',
  zip: '62701',
  status: 'onboarding',
  startDate: '2026-01-15',
  invoiced: true,
  contacts: [
    {
      name: 'Hank Scorpio',
      role: 'CEO',
      email: 'hank@globex.example',
      phone: '555-0100',
      isPrimary: false,
      isApprover: true,
    },
    { name: 'Frank Grimes', role: 'Billing', email: '', phone: null, isPrimary: true },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  ({ corpA, corpB, employerA } = await twoTenants(t, ['Acme Staffing', 'Bravo Labor']));
  employeeA = await userToken(t, corpA, 'employee', 'worker@a.example');
  vendorB = await seedVendor(t, corpB, {
    name: 'Bravo Client',
    state: 'TX',
    contacts: [{ name: 'Bea', isPrimary: true }],
  });
});

afterAll(async () => {
  await t?.close();
});

describe('create, read, replace', () => {
  test('an employer creates a vendor with contacts; it reads back normalised', async () => {
    const audits = await auditCount();
    const res = await call('POST', '/api/vendors', employerA, undefined, full);
    expect(res.statusCode).toBe(201);
    const v: Vendor = res.json();
    expect(v).toEqual({
      id: expect.any(Number),
      name: 'Globex Corporation',
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      status: 'ONBOARDING',
      startDate: '2026-01-15',
      invoiced: true,
      updateDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      contacts: [
        {
          name: 'Hank Scorpio',
          role: 'CEO',
          email: 'hank@globex.example',
          phone: '555-0100',
          isPrimary: false,
          isBilling: false,
          isApprover: true,
        },
        {
          name: 'Frank Grimes',
          role: 'Billing',
          email: null,
          phone: null,
          isPrimary: true,
          isBilling: false,
          isApprover: false,
        },
      ],
    });
    const got = await call('GET', `/api/vendors/${v.id}`, employerA);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(v);
    const row = (await t.db.query('SELECT corp_id FROM vendors WHERE id = $1', [v.id])).rows[0];
    expect(row.corp_id).toBe(corpA);
    expect(await auditCount()).toBe(audits + 1);
  });

  test('a minimal vendor gets nulls, invoiced false and no contacts', async () => {
    const res = await call('POST', '/api/vendors', t.superToken, corpA, { name: 'Tiny' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Tiny',
      address: null,
      city: null,
      state: null,
      zip: null,
      status: null,
      startDate: null,
      invoiced: false,
      contacts: [],
    });
  });

  test('PUT replaces fields and contacts; id, updateDate and corpId in the body are ignored', async () => {
    const created: Vendor = (await call('POST', '/api/vendors', employerA, undefined, full)).json();
    const audits = await auditCount();
    const res = await call('PUT', `/api/vendors/${created.id}`, employerA, undefined, {
      ...created,
      corpId: corpB,
      name: 'Globex West',
      state: null,
      status: 'Active',
      invoiced: false,
      contacts: [{ name: 'Only One', email: 'one@globex.example', isPrimary: false }],
    });
    expect(res.statusCode).toBe(200);
    const v: Vendor = res.json();
    expect(v).toMatchObject({
      id: created.id,
      name: 'Globex West',
      state: null,
      status: 'ACTIVE',
      invoiced: false,
      contacts: [
        { name: 'Only One', role: null, email: 'one@globex.example', phone: null, isPrimary: true },
      ],
    });
    expect(Date.parse(v.updateDate)).toBeGreaterThanOrEqual(Date.parse(created.updateDate));
    const row = (await t.db.query('SELECT corp_id FROM vendors WHERE id = $1', [v.id])).rows[0];
    expect(row.corp_id).toBe(corpA);
    expect(await auditCount()).toBe(audits + 1);
    const audit = (
      await t.db.query(
        "SELECT action, changes, corp_id FROM audit_log WHERE entity = 'vendor' AND entity_id = $1 ORDER BY id DESC LIMIT 1",
        [String(v.id)],
      )
    ).rows[0];
    expect(audit.action).toBe('update');
    expect(audit.corp_id).toBe(corpA);
    expect(audit.changes.name).toEqual({ from: 'Globex Corporation', to: 'Globex West' });

    const emptied = await call('PUT', `/api/vendors/${v.id}`, employerA, undefined, {
      name: 'Globex West',
    });
    expect(emptied.json().contacts).toEqual([]);
  });

  test('an unknown id is a 404', async () => {
    expect((await call('GET', '/api/vendors/999999', employerA)).statusCode).toBe(404);
    const put = await call('PUT', '/api/vendors/999999', employerA, undefined, { name: 'X' });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ error: 'not_found', message: 'Vendor not found.' });
  });
});

describe('primary contact', () => {
  test('with no primary given, the first contact becomes primary', async () => {
    const res = await call('POST', '/api/vendors', employerA, undefined, {
      name: 'No Primary Inc',
      contacts: [{ name: 'First' }, { name: 'Second', isPrimary: false }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().contacts.map((c: VendorContact) => [c.name, c.isPrimary])).toEqual([
      ['First', true],
      ['Second', false],
    ]);
  });

  test('two primaries are a 400 on create and on replace, and nothing changes', async () => {
    const v: Vendor = (await call('POST', '/api/vendors', employerA, undefined, full)).json();
    const before = await snapshot();
    const audits = await auditCount();
    const two = [
      { name: 'A', isPrimary: true },
      { name: 'B', isPrimary: true },
    ];
    const post = await call('POST', '/api/vendors', employerA, undefined, {
      name: 'Two',
      contacts: two,
    });
    expect(post.statusCode).toBe(400);
    expect(post.json()).toEqual({
      error: 'bad_request',
      message: 'Only one contact may be the primary contact',
      fieldErrors: { contacts: 'Only one contact may be the primary contact' },
    });
    const put = await call('PUT', `/api/vendors/${v.id}`, employerA, undefined, {
      name: 'Changed',
      contacts: two,
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().fieldErrors.contacts).toBeDefined();
    expect(await snapshot()).toBe(before);
    expect(await auditCount()).toBe(audits);
  });

  test('the database refuses a second primary contact too', async () => {
    const v: Vendor = (await call('POST', '/api/vendors', employerA, undefined, full)).json();
    await expect(
      t.db.query(
        `INSERT INTO vendor_contacts (corp_id, vendor_id, position, name, is_primary)
         VALUES ($1, $2, 9, 'Sneaky', true)`,
        [corpA, v.id],
      ),
    ).rejects.toThrow(/vendor_contacts_primary_key/);
  });

  test('a contact cannot belong to a vendor of another corporation', async () => {
    await expect(
      t.db.query(
        `INSERT INTO vendor_contacts (corp_id, vendor_id, position, name) VALUES ($1, $2, 9, 'Cross')`,
        [corpA, vendorB],
      ),
    ).rejects.toThrow(/foreign key/);
  });
});

describe('tenancy and roles', () => {
  test('an employer of A gets 404 for B’s vendor (GET and PUT) and B’s row is unchanged', async () => {
    const before = await snapshot();
    const get = await call('GET', `/api/vendors/${vendorB}`, employerA);
    expect(get.statusCode).toBe(404);
    const put = await call('PUT', `/api/vendors/${vendorB}`, employerA, undefined, {
      name: 'Hijacked',
    });
    expect(put.statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
    // a super user on A does not see it either
    expect((await call('GET', `/api/vendors/${vendorB}`, t.superToken, corpA)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/vendors/${vendorB}`, t.superToken, corpB)).statusCode).toBe(
      200,
    );
  });

  test('the list never shows another corporation’s rows', async () => {
    const rows: Vendor[] = (await call('GET', '/api/vendors', employerA)).json();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.id === vendorB)).toBe(false);
    const ids = (await t.db.query('SELECT id FROM vendors WHERE corp_id = $1', [corpA])).rows.map(
      (r) => r.id,
    );
    expect(rows.map((r) => r.id).sort()).toEqual(ids.sort());
    expect((await call('GET', '/api/vendors?name=bravo', employerA)).json()).toEqual([]);
  });

  test('an employer sending another corporation in X-Corp-ID gets 403', async () => {
    expect((await call('GET', '/api/vendors', employerA, corpB)).statusCode).toBe(403);
    const before = await snapshot();
    expect((await call('POST', '/api/vendors', employerA, corpB, { name: 'X' })).statusCode).toBe(
      403,
    );
    expect(await snapshot()).toBe(before);
  });

  test('employees get 403 everywhere', async () => {
    const before = await snapshot();
    expect((await call('GET', '/api/vendors', employeeA)).statusCode).toBe(403);
    expect((await call('GET', `/api/vendors/${vendorB}`, employeeA)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/vendors', employeeA, undefined, { name: 'X' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/vendors/${vendorB}`, employeeA, undefined, { name: 'X' }))
        .statusCode,
    ).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  test('no token is a 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/vendors' })).statusCode).toBe(401);
  });

  test('a super user with no corporation selected: empty list, 400 on create', async () => {
    const list = await call('GET', '/api/vendors', t.superToken);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    const before = await snapshot();
    const post = await call('POST', '/api/vendors', t.superToken, undefined, { name: 'X' });
    expect(post.statusCode).toBe(400);
    expect(post.json().message).toBe('Select a corporation first.');
    expect(
      (await call('POST', '/api/vendors', t.superToken, 999999, { name: 'X' })).statusCode,
    ).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});

describe('bad input answers 4xx with the error body and changes nothing', () => {
  let target: Vendor;
  beforeAll(async () => {
    target = (await call('POST', '/api/vendors', employerA, undefined, full)).json();
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['invoiced as a string', { name: 'X', invoiced: 'yes' }, 'invoiced'],
    ['invoiced as "true"', { name: 'X', invoiced: 'true' }, 'invoiced'],
    ['a numeric name', { name: 5 }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a missing name', { city: 'Boston' }, 'name'],
    ['an unknown state code', { name: 'X', state: 'XX' }, 'state'],
    ['a state name instead of its code', { name: 'X', state: 'Texas' }, 'state'],
    ['an unknown field', { name: 'X', website: 'https://x.example' }, 'website'],
    ['an impossible date', { name: 'X', startDate: '2026-02-30' }, 'startDate'],
    ['a date in another format', { name: 'X', startDate: '02/03/2026' }, 'startDate'],
    ['a bad status', { name: 'X', status: 'PAUSED' }, 'status'],
    ['a contact without a name', { name: 'X', contacts: [{ name: ' ' }] }, 'contacts.0.name'],
    [
      'a bad contact email',
      { name: 'X', contacts: [{ name: 'A', email: 'nope' }] },
      'contacts.0.email',
    ],
    [
      'isPrimary as a string',
      { name: 'X', contacts: [{ name: 'A', isPrimary: 'true' }] },
      'contacts.0.isPrimary',
    ],
    [
      'an unknown contact field',
      { name: 'X', contacts: [{ name: 'A', fax: '1' }] },
      'contacts.0.fax',
    ],
    [
      'too many contacts',
      { name: 'X', contacts: Array.from({ length: 51 }, (_, i) => ({ name: `C${i}` })) },
      'contacts',
    ],
    ['a too long name', { name: 'x'.repeat(201) }, 'name'],
  ];

  test.each(cases)('%s', async (_label, body, field) => {
    const before = await snapshot();
    const audits = await auditCount();
    for (const [method, url] of [
      ['POST', '/api/vendors'],
      ['PUT', `/api/vendors/${target.id}`],
    ] as const) {
      const res = await call(method, url, employerA, undefined, body);
      expect(res.statusCode).toBe(400);
      const json = res.json();
      expect(json).toEqual({
        error: expect.any(String),
        message: expect.any(String),
        fieldErrors: expect.objectContaining({ [field]: expect.any(String) }),
      });
    }
    expect(await snapshot()).toBe(before);
    expect(await auditCount()).toBe(audits);
  });

  test('an id on create, or one that differs from the path, is a 400', async () => {
    const before = await snapshot();
    const post = await call('POST', '/api/vendors', employerA, undefined, { name: 'X', id: 5 });
    expect(post.statusCode).toBe(400);
    expect(post.json().fieldErrors.id).toBeDefined();
    const put = await call('PUT', `/api/vendors/${target.id}`, employerA, undefined, {
      name: 'X',
      id: target.id + 1,
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().fieldErrors.id).toBeDefined();
    expect(await snapshot()).toBe(before);
    const same = await call('PUT', `/api/vendors/${target.id}`, employerA, undefined, {
      name: target.name,
      id: String(target.id),
    });
    expect(same.statusCode).toBe(200);
  });

  test.each(['abc', '0', '-1', '1.5'])('a bad path id %s is a 400', async (id) => {
    expect((await call('GET', `/api/vendors/${id}`, employerA)).statusCode).toBe(400);
  });

  test('a body that is not JSON is refused', async () => {
    const before = await snapshot();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendors',
      headers: { ...t.auth(employerA), 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});
