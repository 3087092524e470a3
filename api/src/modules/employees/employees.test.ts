import { businessToday } from '../common/business-day.js';
import crypto from 'node:crypto';
import {
  callApi,
  postAsSuper,
  twoTenants,
  userToken,
  type Method,
} from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';

let t: TestApp;
let corpA: number;
let corpB: number;
let employerA: string;
let employeeA: string;
let bEmployee: number;

const call = (method: Method, url: string, token: string, corpId?: number, payload?: unknown) =>
  callApi(t, method, url, token, payload, corpId);

const jane = {
  firstName: 'Jane',
  middleName: 'Q',
  lastName: 'Public',
  designation: 'Developer',
  category: 'W2',
  workAuth: 'Citizen',
  role: 'employee',
  status: 'Active',
  startDate: '2024-01-15',
  endDate: '2025-01-14',
  phone: '555-0100',
  spouseName: 'John Public',
  childrenCount: 2,
  emergencyContact: 'John, 555-0101',
  contacts: [
    { type: 'Email', value: 'jane@home.example', priority: 1 },
    {
      type: 'address',
      value: '1 Main St',
      startDate: '2024-01-01',
      endDate: '2024-12-31',
      priority: 2,
      additionalNotes: 'winter',
    },
  ],
};

const snapshot = async () =>
  JSON.stringify([
    (await t.db.query('SELECT * FROM employees ORDER BY id')).rows,
    (await t.db.query('SELECT * FROM employee_contacts ORDER BY id')).rows,
    (await t.db.query('SELECT id, username, roles, active, token_version FROM users ORDER BY id'))
      .rows,
  ]);

beforeAll(async () => {
  t = await createTestApp();
  ({ corpA, corpB, employerA } = await twoTenants(t, ['Acme', 'Bravo']));
  employeeA = await userToken(t, corpA, 'employee', 'worker@a.example');
  bEmployee = await postAsSuper(t, '/api/employees', { ...jane, firstName: 'Bob' }, corpB);
});

afterAll(async () => {
  await t?.close();
});

describe('create, read and replace', () => {
  test('creates an employee with contacts and family fields and reads it back', async () => {
    const res = await call('POST', '/api/employees', employerA, undefined, jane);
    expect(res.statusCode).toBe(201);
    const e = res.json();
    expect(e).toMatchObject({
      firstName: 'Jane',
      middleName: 'Q',
      lastName: 'Public',
      fullName: 'Jane Q Public',
      designation: 'Developer',
      role: 'EMPLOYEE',
      status: 'ACTIVE',
      category: 'W2',
      workAuth: 'Citizen',
      startDate: '2024-01-15',
      endDate: '2025-01-14',
      email: null,
      phone: '555-0100',
      guestCodeSince: null,
      spouseName: 'John Public',
      childrenCount: 2,
      emergencyContact: 'John, 555-0101',
      canSignIn: false,
    });
    expect(e.contacts).toEqual([
      {
        type: 'EMAIL',
        value: 'jane@home.example',
        startDate: null,
        endDate: null,
        priority: 1,
        additionalNotes: null,
      },
      {
        type: 'ADDRESS',
        value: '1 Main St',
        startDate: '2024-01-01',
        endDate: '2024-12-31',
        priority: 2,
        additionalNotes: 'winter',
      },
    ]);
    expect(typeof e.updateDate).toBe('string');
    const got = await call('GET', `/api/employees/${e.id}`, employerA);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(e);
    const audit = await t.db.query(
      "SELECT action FROM audit_log WHERE entity = 'employee' AND entity_id = $1",
      [String(e.id)],
    );
    expect(audit.rows).toEqual([{ action: 'create' }]);
  });

  test('applies the defaults: role EMPLOYEE, status ACTIVE, start date today, priority 1', async () => {
    const res = await call('POST', '/api/employees', t.superToken, corpA, {
      firstName: 'Dee',
      lastName: 'Fault',
      designation: 'Tester',
      category: '1099',
      workAuth: 'H1B',
      contacts: [{ type: 'PHONE', value: '555' }],
    });
    expect(res.statusCode).toBe(201);
    const e = res.json();
    expect(e.role).toBe('EMPLOYEE');
    expect(e.status).toBe('ACTIVE');
    // the business day, as every other date of the product, not the UTC day
    expect(e.startDate).toBe(businessToday());
    expect(e.fullName).toBe('Dee Fault');
    expect(e.middleName).toBeNull();
    expect(e.contacts[0].priority).toBe(1);
  });

  test('replaces fields and contacts; read-only fields in the body are ignored', async () => {
    const created = (await call('POST', '/api/employees', employerA, undefined, jane)).json();
    const res = await call('PUT', `/api/employees/${created.id}`, employerA, undefined, {
      ...created,
      fullName: 'Ignored Name',
      canSignIn: true,
      updateDate: '2000-01-01T00:00:00Z',
      corpId: corpB,
      lastName: 'Private',
      role: 'EMPLOYER',
      status: 'on_leave',
      childrenCount: 0,
      contacts: [{ type: 'phone', value: '555-0199', priority: 3 }],
    });
    expect(res.statusCode).toBe(200);
    const e = res.json();
    expect(e).toMatchObject({
      fullName: 'Jane Q Private',
      role: 'EMPLOYER',
      status: 'ON_LEAVE',
      childrenCount: 0,
      canSignIn: false,
    });
    expect(e.contacts).toEqual([
      {
        type: 'PHONE',
        value: '555-0199',
        startDate: null,
        endDate: null,
        priority: 3,
        additionalNotes: null,
      },
    ]);
    const row = await t.db.query('SELECT corp_id FROM employees WHERE id = $1', [created.id]);
    expect(row.rows[0].corp_id).toBe(corpA);
    const audit = await t.db.query(
      "SELECT changes FROM audit_log WHERE entity = 'employee' AND entity_id = $1 AND action = 'update'",
      [String(created.id)],
    );
    expect(audit.rows[0].changes.lastName).toEqual({ from: 'Public', to: 'Private' });
  });

  test('an id in the body that differs from the path is a 400', async () => {
    const created = (await call('POST', '/api/employees', employerA, undefined, jane)).json();
    const res = await call('PUT', `/api/employees/${created.id}`, employerA, undefined, {
      ...jane,
      id: created.id + 1000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.id).toBeDefined();
  });

  test('a super user with no corporation selected: empty list, and 400 on create', async () => {
    const list = await call('GET', '/api/employees', t.superToken);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    const res = await call('POST', '/api/employees', t.superToken, undefined, jane);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Select a corporation first.');
  });

  test('unknown employee: 404', async () => {
    const res = await call('GET', '/api/employees/999999', employerA);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('required fields', () => {
  test.each(['firstName', 'lastName', 'category', 'workAuth', 'designation'] as const)(
    'missing or blank %s is a 400 naming that field',
    async (field) => {
      const before = await snapshot();
      for (const value of [undefined, '   ']) {
        const body: Record<string, unknown> = { ...jane, [field]: value };
        if (value === undefined) delete body[field];
        const res = await call('POST', '/api/employees', employerA, undefined, body);
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
      }
      expect(await snapshot()).toBe(before);
    },
  );

  test('all missing: one field error each', async () => {
    const res = await call('POST', '/api/employees', employerA, undefined, {});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual([
      'category',
      'designation',
      'firstName',
      'lastName',
      'workAuth',
    ]);
  });
});

describe('bad input changes nothing', () => {
  let id: number;
  beforeAll(async () => {
    id = (await call('POST', '/api/employees', employerA, undefined, jane)).json().id;
  });

  const cases: [string, Record<string, unknown>, string][] = [
    [
      'priority 0',
      { contacts: [{ type: 'EMAIL', value: 'a@b.example', priority: 0 }] },
      'contacts.0.priority',
    ],
    ['childrenCount as a string', { childrenCount: '2' }, 'childrenCount'],
    ['negative childrenCount', { childrenCount: -1 }, 'childrenCount'],
    ['a bad date', { startDate: '2024-02-30' }, 'startDate'],
    ['a non-date', { endDate: 'tomorrow' }, 'endDate'],
    ['end before start', { startDate: '2024-05-01', endDate: '2024-04-30' }, 'endDate'],
    [
      'contact end before start',
      { contacts: [{ type: 'PHONE', value: '1', startDate: '2024-05-01', endDate: '2024-04-01' }] },
      'contacts.0.endDate',
    ],
    ['an unknown field', { salary: 100 }, 'salary'],
    ['an unknown contact type', { contacts: [{ type: 'FAX', value: '1' }] }, 'contacts.0.type'],
    ['a contact without value', { contacts: [{ type: 'PHONE', value: ' ' }] }, 'contacts.0.value'],
    ['a bad role', { role: 'super' }, 'role'],
    ['a bad status', { status: 'RETIRED' }, 'status'],
    ['a bad e-mail', { email: 'not-an-address' }, 'email'],
    ['a hand-typed guest code', { guestCode: 'abc' }, 'guestCode'],
  ];

  test.each(cases)('%s: 400 on create and replace', async (_name, patch, field) => {
    const before = await snapshot();
    const created = await call('POST', '/api/employees', employerA, undefined, {
      ...jane,
      ...patch,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      error: expect.any(String),
      message: expect.any(String),
    });
    expect(created.json().fieldErrors[field]).toBeDefined();
    const replaced = await call('PUT', `/api/employees/${id}`, employerA, undefined, {
      ...jane,
      ...patch,
    });
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json().fieldErrors[field]).toBeDefined();
    expect(await snapshot()).toBe(before);
  });

  test('the hand-typed guest code message', async () => {
    const res = await call('PUT', `/api/employees/${id}`, employerA, undefined, {
      ...jane,
      guestCode: 'abc',
    });
    expect(res.json().message).toBe('Guest codes are generated by the server.');
  });
});

describe('tenancy and roles', () => {
  test('an employer never sees or changes another corporation’s employee', async () => {
    const before = await snapshot();
    expect((await call('GET', `/api/employees/${bEmployee}`, employerA)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/employees/${bEmployee}`, employerA, undefined, jane)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/employees/${bEmployee}/guest-code`, employerA)).statusCode,
    ).toBe(404);
    const list = (await call('GET', '/api/employees?limit=1000', employerA)).json();
    expect(list.map((e: { id: number }) => e.id)).not.toContain(bEmployee);
    expect(list.length).toBeGreaterThan(0);
    expect(await snapshot()).toBe(before);
  });

  test('an employer naming another corporation in X-Corp-ID: 403', async () => {
    expect((await call('GET', '/api/employees', employerA, corpB)).statusCode).toBe(403);
    expect((await call('POST', '/api/employees', employerA, corpB, jane)).statusCode).toBe(403);
  });

  test('an employee may not use the employees API: 403', async () => {
    expect((await call('GET', '/api/employees', employeeA)).statusCode).toBe(403);
    expect((await call('GET', `/api/employees/${bEmployee}`, employeeA)).statusCode).toBe(403);
    expect((await call('POST', '/api/employees', employeeA, undefined, jane)).statusCode).toBe(403);
  });

  test('a super user sees the selected corporation only', async () => {
    const b = (await call('GET', '/api/employees', t.superToken, corpB)).json();
    expect(b.map((e: { id: number }) => e.id)).toEqual([bEmployee]);
    expect((await call('GET', `/api/employees/${bEmployee}`, t.superToken, corpA)).statusCode).toBe(
      404,
    );
  });
});

describe('guest codes', () => {
  test('generated by the server, stored as a digest, shown once, never audited', async () => {
    const e = (await call('POST', '/api/employees', employerA, undefined, jane)).json();
    expect(e.guestCodeSince).toBeNull();
    expect(e).not.toHaveProperty('guestCode');
    const first = await call('POST', `/api/employees/${e.id}/guest-code`, employerA);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const code1: string = first.json().guestCode;
    expect(code1).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.json().guestLink).toBe(`http://localhost:8080/on/quick-time?guestCode=${code1}`);
    const read = (await call('GET', `/api/employees/${e.id}`, employerA)).json();
    expect(read).not.toHaveProperty('guestCode');
    expect(read.guestCodeSince).toBe(first.json().guestCodeSince);
    expect(JSON.stringify(read)).not.toContain(code1);

    // the digest is stored, never the code
    const stored = await t.db.query(
      'SELECT encode(guest_code_hash, $2) AS hash FROM employees WHERE id = $1',
      [e.id, 'hex'],
    );
    expect(stored.rows[0].hash).toBe(crypto.createHash('sha256').update(code1).digest('hex'));
    const dump = await t.db.query('SELECT e::text AS row FROM employees e');
    expect(dump.rows.some((r) => r.row.includes(code1))).toBe(false);

    // the current code may be sent back with the form, and empty leaves it unchanged
    const same = await call('PUT', `/api/employees/${e.id}`, employerA, undefined, {
      ...jane,
      guestCode: code1,
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().guestCodeSince).toBe(read.guestCodeSince);
    const empty = await call('PUT', `/api/employees/${e.id}`, employerA, undefined, {
      ...jane,
      guestCode: '',
      guestCodeSince: '2000-01-01T00:00:00.000Z',
    });
    expect(empty.json().guestCodeSince).toBe(read.guestCodeSince);

    const second = await call('POST', `/api/employees/${e.id}/guest-code`, t.superToken, corpA);
    const code2: string = second.json().guestCode;
    expect(code2).not.toBe(code1);
    // the old code may no longer be sent back
    const old = await call('PUT', `/api/employees/${e.id}`, employerA, undefined, {
      ...jane,
      guestCode: code1,
    });
    expect(old.statusCode).toBe(400);

    const audit = await t.db.query('SELECT changes::text AS c FROM audit_log');
    for (const row of audit.rows) {
      expect(row.c).not.toContain(code1);
      expect(row.c).not.toContain(code2);
    }
    const regen = await t.db.query(
      "SELECT changes FROM audit_log WHERE entity = 'employee' AND entity_id = $1 AND changes ? 'guestCode'",
      [String(e.id)],
    );
    expect(regen.rows.some((r) => r.changes.guestCode?.to === 'regenerated')).toBe(true);
  });

  test('revoke ends the code and is audited; revoking again changes nothing', async () => {
    const e = (await call('POST', '/api/employees', employerA, undefined, jane)).json();
    await call('POST', `/api/employees/${e.id}/guest-code`, employerA);
    const revoked = await call('DELETE', `/api/employees/${e.id}/guest-code`, employerA);
    expect(revoked.statusCode).toBe(204);
    expect(
      (await call('GET', `/api/employees/${e.id}`, employerA)).json().guestCodeSince,
    ).toBeNull();
    const { rows } = await t.db.query('SELECT guest_code_hash FROM employees WHERE id = $1', [
      e.id,
    ]);
    expect(rows[0].guest_code_hash).toBeNull();
    const before = await snapshot();
    expect((await call('DELETE', `/api/employees/${e.id}/guest-code`, employerA)).statusCode).toBe(
      204,
    );
    expect(await snapshot()).toBe(before);
    const audit = await t.db.query(
      "SELECT changes FROM audit_log WHERE entity = 'employee' AND entity_id = $1 AND action = 'update' AND changes ? 'guestCode' ORDER BY id",
      [String(e.id)],
    );
    expect(audit.rows.map((r) => r.changes.guestCode)).toEqual([
      { from: null, to: 'regenerated' },
      { from: 'set', to: null },
    ]);
  });

  test('another corporation’s employee: 404 for generate, revoke and e-mail', async () => {
    const before = await snapshot();
    for (const [method, path] of [
      ['POST', 'guest-code'],
      ['DELETE', 'guest-code'],
    ] as const) {
      expect(
        (await call(method, `/api/employees/${bEmployee}/${path}`, employerA)).statusCode,
      ).toBe(404);
    }
    const mail = await call(
      'POST',
      `/api/employees/${bEmployee}/guest-code/email`,
      employerA,
      undefined,
      {
        guestCode: 'A'.repeat(32),
      },
    );
    expect(mail.statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  test('an employee may not create or revoke guest codes: 403', async () => {
    expect(
      (await call('POST', `/api/employees/${bEmployee}/guest-code`, employeeA)).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/employees/${bEmployee}/guest-code`, employeeA)).statusCode,
    ).toBe(403);
  });
});
