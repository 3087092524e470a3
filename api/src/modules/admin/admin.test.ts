import type { AdminSetting as Setting } from '@staffledger/contracts/schemas';
import { callApi, twoTenants, userToken, type Method } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';

let t: TestApp;
let corpA: number;
let corpB: number;
let employerA: string;
let employeeA: string;
/** id of corporation B's INVOICE.defaultDueDays */
let bDueDays: number;
/** id of corporation A's INVOICE.defaultDueDays */
let aDueDays: number;

const call = (method: Method, url: string, token: string, corpId?: number, payload?: unknown) =>
  callApi(t, method, url, token, payload, corpId);

const settingIdOf = async (corpId: number, feature: string) =>
  (
    await t.db.query<{ id: number }>(
      'SELECT id FROM admin_settings WHERE corp_id = $1 AND feature = $2',
      [corpId, feature],
    )
  ).rows[0].id;

const valueOf = async (id: number) =>
  (await t.db.query<{ value: string }>('SELECT value FROM admin_settings WHERE id = $1', [id]))
    .rows[0].value;

const allSettings = async () =>
  JSON.stringify((await t.db.query('SELECT * FROM admin_settings ORDER BY id')).rows);

beforeAll(async () => {
  t = await createTestApp();
  ({ corpA, corpB, employerA } = await twoTenants(t, ['Acme Staffing', 'Bravo Labor']));
  employeeA = await userToken(t, corpA, 'employee', 'worker@a.example');
  aDueDays = await settingIdOf(corpA, 'defaultDueDays');
  bDueDays = await settingIdOf(corpB, 'defaultDueDays');
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin', () => {
  test('a super user lists the selected corporation’s settings', async () => {
    const res = await call('GET', '/api/admin', t.superToken, corpA);
    expect(res.statusCode).toBe(200);
    const rows: Setting[] = res.json();
    expect(rows).toHaveLength(14);
    expect(rows.every((r) => r.corpId === corpA)).toBe(true);
    expect(rows.find((r) => r.feature === 'defaultDueDays')).toEqual({
      id: aDueDays,
      category: 'INVOICE',
      feature: 'defaultDueDays',
      description: 'Days from the invoice date to its due date',
      value: '30',
      updateDate: expect.stringMatching(/Z$/),
      corpId: corpA,
    });
    // default order: feature, case-insensitive
    expect(rows.map((r) => r.feature)).toEqual([
      'annexTimesheets',
      'approvalLinkDays',
      'approvalReminderDays',
      'autoRemind',
      'clientApproval',
      'defaultDueDays',
      'holidays',
      'inviteOnSave',
      'maxSizeMb',
      'missingAfterDays',
      'numberPrefix',
      'remindAgainAfterHours',
      'reminderSchedule',
      'senderName',
    ]);
  });

  test('with no corporation selected the list is empty', async () => {
    const res = await call('GET', '/api/admin', t.superToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  test('filters are case-insensitive contains', async () => {
    const rows = (await call('GET', '/api/admin?category=invoice', employerA)).json();
    expect(rows.map((r: Setting) => r.feature).sort()).toEqual([
      'annexTimesheets',
      'defaultDueDays',
      'numberPrefix',
      'reminderSchedule',
    ]);
    expect((await call('GET', '/api/admin?feature=DUE', employerA)).json()).toHaveLength(1);
    expect((await call('GET', '/api/admin?description=megabytes', employerA)).json()).toHaveLength(
      1,
    );
    expect((await call('GET', '/api/admin?value=acme', employerA)).json()[0].feature).toBe(
      'senderName',
    );
  });

  test('sorting and paging', async () => {
    const byCategory = (await call('GET', '/api/admin?sort=category&order=desc', employerA)).json();
    expect(byCategory.map((r: Setting) => r.category)).toEqual([
      'TIMESHEET',
      'TIMESHEET',
      'TIMESHEET',
      'TIMESHEET',
      'TIMESHEET',
      'TIMESHEET',
      'TIMESHEET',
      'MAIL',
      'INVOICE',
      'INVOICE',
      'INVOICE',
      'INVOICE',
      'EMPLOYEE',
      'ATTACHMENT',
    ]);
    for (const sort of ['feature', 'description', 'value', 'updateDate']) {
      expect((await call('GET', `/api/admin?sort=${sort}`, employerA)).statusCode).toBe(200);
    }
    const page = await call('GET', '/api/admin?limit=2&offset=0', employerA);
    expect(page.json()).toHaveLength(2);
    expect(page.headers['x-total-count']).toBe('14');
    const noTotal = await call('GET', '/api/admin?limit=2&offset=2&withTotal=false', employerA);
    expect(noTotal.json()).toHaveLength(2);
    expect(noTotal.headers['x-total-count']).toBeUndefined();
  });

  test.each(['?sort=corpId', '?limit=-1', '?limit=100000', '?corpId=2', '?order=up', '?value=%00'])(
    'bad query %s is a 400',
    async (q) => {
      const res = await call('GET', `/api/admin${q}`, employerA);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toBeDefined();
    },
  );
});

describe('POST /api/admin', () => {
  test('creates a setting in the request’s corporation; corpId and updateDate in the body are ignored', async () => {
    const res = await call('POST', '/api/admin', t.superToken, corpA, {
      category: 'custom',
      feature: 'welcomeText',
      description: 'Shown on the landing page',
      value: 'Hello',
      corpId: String(corpB),
      updateDate: '2000-01-01T00:00:00.000Z',
    });
    expect(res.statusCode).toBe(201);
    const body: Setting = res.json();
    expect(body).toMatchObject({
      category: 'CUSTOM',
      feature: 'welcomeText',
      description: 'Shown on the landing page',
      value: 'Hello',
      corpId: corpA,
    });
    expect(body.updateDate.startsWith('2000')).toBe(false);
    const audit = await t.db.query(
      `SELECT corp_id, action FROM audit_log WHERE entity = 'admin_setting' AND entity_id = $1`,
      [String(body.id)],
    );
    expect(audit.rows).toEqual([{ corp_id: corpA, action: 'create' }]);
  });

  test('an employer creates in their own corporation', async () => {
    const res = await call('POST', '/api/admin', employerA, undefined, {
      category: 'CUSTOM',
      feature: 'footer',
      value: 'Thanks',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ corpId: corpA, description: '' });
  });

  test('a duplicate category and feature (any case) is a 409', async () => {
    const before = await allSettings();
    const res = await call('POST', '/api/admin', employerA, undefined, {
      category: 'Invoice',
      feature: 'DEFAULTDUEDAYS',
      value: '10',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('conflict');
    expect(await allSettings()).toBe(before);
  });

  test('with no corporation selected it asks to select one', async () => {
    const res = await call('POST', '/api/admin', t.superToken, undefined, {
      category: 'CUSTOM',
      feature: 'x',
      value: 'y',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Select a corporation first.');
  });

  test('a selected corporation that does not exist is a 400', async () => {
    const before = await allSettings();
    const res = await call('POST', '/api/admin', t.superToken, 999999, {
      category: 'CUSTOM',
      feature: 'x',
      value: 'y',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The selected corporation does not exist.');
    expect(await allSettings()).toBe(before);
  });

  test.each([
    ['no value', { category: 'C', feature: 'f' }],
    ['a blank value', { category: 'C', feature: 'f', value: '  ' }],
    ['a numeric value', { category: 'C', feature: 'f', value: 5 }],
    ['a blank feature', { category: 'C', feature: ' ', value: 'v' }],
    ['an unknown field', { category: 'C', feature: 'f', value: 'v', secret: true }],
    ['a NUL character in the value', { category: 'C', feature: 'f', value: 'v\u0000' }],
    ['a NUL character in the feature', { category: 'C', feature: 'f\u0000', value: 'v' }],
    [
      'an invalid value of a known feature',
      { category: 'attachment', feature: 'MAXSIZEMB', value: '99' },
    ],
  ])('refuses %s with a 400 and changes nothing', async (_what, payload) => {
    const before = await allSettings();
    const res = await call('POST', '/api/admin', employerA, undefined, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect(await allSettings()).toBe(before);
  });
});

describe('PUT /api/admin/{id}', () => {
  test('changes only the value; read-only fields in the body are ignored', async () => {
    const current: Setting = (await call('GET', `/api/admin/${aDueDays}`, employerA)).json();
    const res = await call('PUT', `/api/admin/${aDueDays}`, employerA, undefined, {
      ...current,
      category: 'HACKED',
      feature: 'hacked',
      description: 'hacked',
      corpId: corpB,
      value: '45',
      updateDate: new Date().toISOString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: aDueDays,
      category: 'INVOICE',
      feature: 'defaultDueDays',
      description: 'Days from the invoice date to its due date',
      value: '45',
      corpId: corpA,
    });
    expect(await valueOf(aDueDays)).toBe('45');
    const audit = await t.db.query(
      `SELECT changes FROM audit_log WHERE entity = 'admin_setting' AND entity_id = $1 AND action = 'update'`,
      [String(aDueDays)],
    );
    expect(audit.rows.at(-1)?.changes).toEqual({ value: { from: '30', to: '45' } });
  });

  test.each([
    ['defaultDueDays', '400', 'defaultDueDays must be a whole number from 0 to 365'],
    ['defaultDueDays', 'soon', 'defaultDueDays must be a whole number from 0 to 365'],
    ['maxSizeMb', '0', 'maxSizeMb must be a whole number from 1 to 50'],
    ['remindAgainAfterHours', '169', 'remindAgainAfterHours must be a whole number from 0 to 168'],
    ['holidays', '2026-02-30', expect.stringMatching(/^holidays must be a comma-separated list/)],
    ['senderName', 'Acme\r\nBcc: x@y.z', 'senderName must be 1 to 100 characters on one line'],
    ['numberPrefix', '', 'Value is required'],
  ])(
    '%s = %j is refused with a clear message and nothing changes',
    async (feature, value, message) => {
      const id = await settingIdOf(corpA, feature);
      const before = await valueOf(id);
      const res = await call('PUT', `/api/admin/${id}`, employerA, undefined, { value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'bad_request',
        message,
        fieldErrors: { value: message },
      });
      expect(await valueOf(id)).toBe(before);
    },
  );

  test('a missing value, a wrong type or an unknown field is a 400', async () => {
    for (const payload of [
      {},
      { value: 45 },
      { value: '45', color: 'red' },
      { value: '45', id: aDueDays + 1 },
    ]) {
      const res = await call('PUT', `/api/admin/${aDueDays}`, employerA, undefined, payload);
      expect(res.statusCode).toBe(400);
    }
    expect(await valueOf(aDueDays)).toBe('45');
  });

  test('holidays are stored sorted and without duplicates', async () => {
    const id = await settingIdOf(corpA, 'holidays');
    const res = await call('PUT', `/api/admin/${id}`, t.superToken, corpA, {
      value: '2027-12-24, 2027-01-01,2027-12-24',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toBe('2027-01-01,2027-12-24');
  });

  test('a missing setting is a 404', async () => {
    expect(
      (await call('PUT', '/api/admin/999999', employerA, undefined, { value: '1' })).statusCode,
    ).toBe(404);
  });
});

describe('tenancy and roles', () => {
  test('an employer of A cannot read B’s setting: 404, like a missing one', async () => {
    const res = await call('GET', `/api/admin/${bDueDays}`, employerA);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Setting not found.' });
  });

  test('an employer of A cannot change B’s setting: 404 and the value is unchanged', async () => {
    const res = await call('PUT', `/api/admin/${bDueDays}`, employerA, undefined, { value: '99' });
    expect(res.statusCode).toBe(404);
    expect(await valueOf(bDueDays)).toBe('30');
  });

  test('an employer of A never lists B’s rows', async () => {
    const rows: Setting[] = (await call('GET', '/api/admin?limit=1000', employerA)).json();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.corpId === corpA)).toBe(true);
    expect(rows.some((r) => r.id === bDueDays)).toBe(false);
  });

  test('an employer naming corporation B in X-Corp-ID gets 403', async () => {
    expect((await call('GET', '/api/admin', employerA, corpB)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/admin/${bDueDays}`, employerA, corpB, { value: '1' })).statusCode,
    ).toBe(403);
  });

  test('a super user acting on A does not reach B’s setting', async () => {
    expect((await call('GET', `/api/admin/${bDueDays}`, t.superToken, corpA)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/${bDueDays}`, t.superToken, corpB)).statusCode).toBe(200);
  });

  test('an employee gets 403 on every admin call', async () => {
    expect((await call('GET', '/api/admin', employeeA)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/${aDueDays}`, employeeA)).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/api/admin', employeeA, undefined, {
          category: 'C',
          feature: 'f',
          value: 'v',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/admin/${aDueDays}`, employeeA, undefined, { value: '1' }))
        .statusCode,
    ).toBe(403);
    expect(await valueOf(aDueDays)).toBe('45');
  });
});
