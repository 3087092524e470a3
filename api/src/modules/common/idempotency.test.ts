/** The Idempotency-Key header of the creating POSTs. */
import { seedTenant, seedVendor, type Tenant } from '../../testing/fixtures.js';
import { invoiceBody, invoiceSnapshot } from '../../testing/invoices.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { parseIdempotencyKey } from './idempotency.js';

describe('parseIdempotencyKey', () => {
  test('takes the draft’s quoted string and a bare token', () => {
    expect(parseIdempotencyKey('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toBe(
      '8e03978e-40d5-43e8-bc93-6894a57f9324',
    );
    expect(parseIdempotencyKey('"a \\"quoted\\" key"')).toBe('a "quoted" key');
    expect(parseIdempotencyKey('retry-42')).toBe('retry-42');
    expect(parseIdempotencyKey(undefined)).toBeNull();
  });

  test.each([
    ['empty', ''],
    ['empty quoted', '""'],
    ['sent twice (joined)', '"a", "b"'],
    ['sent twice (bare)', 'a, b'],
    ['unterminated', '"abc'],
    ['non-ASCII', '"clé"'],
    ['a control character', '"a\tb"'],
    ['too long', `"${'k'.repeat(256)}"`],
  ])('refuses a key that is %s', (_what, value) => {
    expect(() => parseIdempotencyKey(value)).toThrow('The Idempotency-Key header must be');
  });

  test('refuses the header given as a list', () => {
    expect(() => parseIdempotencyKey(['"a"', '"b"'])).toThrow('The Idempotency-Key header must be');
  });
});

describe('creating with an Idempotency-Key', () => {
  let t: TestApp;
  let acme: Tenant;
  let vendor: number;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await seedTenant(t, 'Acme', 'boss@a.example');
    vendor = await seedVendor(t, acme.corpId, 'Globex');
  });

  afterAll(async () => {
    await t?.close();
  });

  const create = (body: object, key?: string, token = acme.employer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vendors',
      headers: { ...t.auth(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: body,
    });
  const vendorCount = async () =>
    Number((await t.db.query('SELECT count(*) FROM vendors')).rows[0].count);

  test('a retry answers the first result and creates nothing', async () => {
    const before = await vendorCount();
    const first = await create({ name: 'Initech' }, '"k-1"');
    const again = await create({ name: 'Initech' }, '"k-1"');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await vendorCount()).toBe(before + 1);
    // the same body without a key, or with another key, is a new vendor
    expect((await create({ name: 'Initech' })).json().id).not.toBe(first.json().id);
    expect((await create({ name: 'Initech' }, '"k-2"')).json().id).not.toBe(first.json().id);
    expect(await vendorCount()).toBe(before + 3);
  });

  test('the same key with another body is a 422 and changes nothing', async () => {
    await create({ name: 'Umbrella' }, '"k-3"');
    const before = await vendorCount();
    const res = await create({ name: 'Umbrella Corp' }, '"k-3"');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: 'idempotency_key_reused',
      message:
        'This Idempotency-Key was already used with another request; use a new key for a new request.',
    });
    expect(await vendorCount()).toBe(before);
  });

  test('a key is the user’s own: another user’s same key creates', async () => {
    const other = await seedTenant(t, 'Bravo', 'boss@b.example');
    const mine = await create({ name: 'Hooli' }, '"shared"');
    const theirs = await create({ name: 'Hooli' }, '"shared"', other.employer);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    const { rows } = await t.db.query('SELECT corp_id FROM vendors WHERE id = $1', [
      theirs.json().id,
    ]);
    expect(Number(rows[0].corp_id)).toBe(other.corpId);
  });

  test('a refused create leaves the key free for the corrected request', async () => {
    const refused = await create({ name: '' }, '"k-4"');
    expect(refused.statusCode).toBe(400);
    const corrected = await create({ name: 'Vandelay' }, '"k-4"');
    expect(corrected.statusCode).toBe(201);
    expect(corrected.json().name).toBe('Vandelay');
  });

  test('a malformed key is a 400 and changes nothing', async () => {
    const before = await vendorCount();
    const res = await create({ name: 'Acme Two' }, '"unterminated');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^The Idempotency-Key header must be/);
    expect(await vendorCount()).toBe(before);
  });

  test('an invoice retried keeps its number and its lines', async () => {
    const send = () =>
      callApiWithKey(t, '/api/invoices', acme.employer, invoiceBody(vendor), '"inv-1"');
    const first = await send();
    const snapshot = await invoiceSnapshot(t);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await invoiceSnapshot(t)).toBe(snapshot);
  });

  test('a key older than a day is forgotten', async () => {
    const first = await create({ name: 'Soylent' }, '"old"');
    await t.db.query(
      `UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'old'`,
    );
    const later = await create({ name: 'Soylent' }, '"old"');
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.json().id);
  });

  test('the OpenAPI document offers the header on every creating POST', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const creates = [
      '/api/corps',
      '/api/admin',
      '/api/vendors',
      '/api/employees',
      '/api/timesheets',
      '/api/billing',
      '/api/invoices',
    ];
    for (const path of creates) {
      const names = (doc.paths[path]?.post?.parameters ?? []).map((p: { name: string }) => p.name);
      expect([path, names]).toEqual([path, expect.arrayContaining(['idempotency-key'])]);
    }
  });
});

function callApiWithKey(t: TestApp, url: string, token: string, payload: object, key: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...t.auth(token), 'idempotency-key': key },
    payload,
  });
}
