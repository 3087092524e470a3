/** An upload retried with its Idempotency-Key attaches its files once (docs/api-conventions.md#idempotency). */
import crypto from 'node:crypto';
import { JPEG, multipart, PDF, type FieldPart, type FilePart } from '../../testing/multipart.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { seedCorp, seedSignedInEmployee, seedVendor } from '../../testing/fixtures.js';
import { createTimesheet, weekBody } from '../../testing/timesheets.fixture.js';
import { issueGuestCode } from '../../testing/guest.fixture.js';

let t: TestApp;
let corp: number;
let sheet: number;
let employeeToken: string;
let annId: number;

function upload(parts: (FilePart | FieldPart)[], key?: string, token = t.superToken) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/timesheets/${sheet}/attachments`,
    headers: {
      ...t.auth(token, token === t.superToken ? corp : undefined),
      'content-type': body.contentType,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: body.payload,
  });
}

async function stored(): Promise<number> {
  const { rows } = await t.db.query(
    'SELECT count(*)::int AS n FROM timesheet_attachments WHERE timesheet_id = $1',
    [sheet],
  );
  return rows[0].n;
}

const week: FilePart = { filename: 'week.pdf', type: 'application/pdf', data: PDF };
const receipt: FilePart = { filename: 'receipt.jpg', type: 'image/jpeg', data: JPEG };

beforeAll(async () => {
  t = await createTestApp();
  corp = await seedCorp(t, 'Acme');
  const ann = await seedSignedInEmployee(t, corp, { firstName: 'Ann' }, 'ann@acme.test');
  employeeToken = ann.token;
  annId = ann.id;
  const vendor = await seedVendor(t, corp, 'Globex');
  const body = weekBody(ann.id, vendor, {
    periodStartDate: '2026-03-02',
    periodEndDate: '2026-03-08',
  });
  sheet = (await createTimesheet(t, t.superToken, body, corp)).id;
});

afterAll(async () => {
  await t?.close();
});

test('a retry with the same key and files answers the first 201 and attaches nothing more', async () => {
  const before = await stored();
  const first = await upload([week, receipt], '"up-1"');
  expect(first.statusCode).toBe(201);
  const again = await upload([week, receipt], '"up-1"');
  expect(again.statusCode).toBe(201);
  expect(again.json()).toEqual(first.json());
  expect(await stored()).toBe(before + 2);
  const list = await t.app.inject({
    method: 'GET',
    url: `/api/timesheets/${sheet}/attachments`,
    headers: t.auth(t.superToken, corp),
  });
  expect(list.json().filter((a: { id: number }) => a.id === first.json()[0].id)).toHaveLength(1);
  // without a key, or with another one, the same files are attached again
  expect((await upload([week, receipt], '"up-2"')).statusCode).toBe(201);
  expect(await stored()).toBe(before + 4);
});

test.each([
  ['other bytes under the same name', [{ ...week, data: Buffer.concat([PDF, Buffer.from('x')]) }]],
  ['one file fewer', [week]],
  ['the files in another order', [receipt, week]],
  ['another file name', [{ ...week, filename: 'week-2.pdf' }, receipt]],
])('the same key with %s is a 422 and attaches nothing', async (_what, parts) => {
  const key = `"up-${crypto.randomUUID()}"`;
  expect((await upload([week, receipt], key)).statusCode).toBe(201);
  const before = await stored();
  const res = await upload(parts, key);
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ error: 'idempotency_key_reused' });
  expect(await stored()).toBe(before);
});

test('the same upload sent twice at once attaches once; both answer its 201', async () => {
  const before = await stored();
  const [a, b] = await Promise.all([
    upload([week], '"at-once"', employeeToken),
    upload([week], '"at-once"', employeeToken),
  ]);
  expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
  expect(a.json()).toEqual(b.json());
  expect(await stored()).toBe(before + 1);
});

test('a refused upload leaves the key free for the corrected one', async () => {
  const before = await stored();
  const refused = await upload(
    [{ filename: 'notes.txt', data: Buffer.from('plain text') }],
    '"fix"',
  );
  expect(refused.statusCode).toBe(415);
  const corrected = await upload([week], '"fix"');
  expect(corrected.statusCode).toBe(201);
  expect(await stored()).toBe(before + 1);
});

test('a malformed key is a 400 and attaches nothing', async () => {
  const before = await stored();
  const res = await upload([week], '"unterminated');
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/^The Idempotency-Key header must be/);
  expect(await stored()).toBe(before);
});

test('the OpenAPI document offers the header on the upload', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const post = doc.paths['/api/timesheets/{id}/attachments'].post;
  expect(post.parameters.map((p: { name: string }) => p.name)).toContain('idempotency-key');
});

function guestUpload(code: string, parts: FilePart[], key: string, ip = '127.0.0.1') {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/guest/${code}/ts/${sheet}/attachments`,
    headers: { 'content-type': body.contentType, 'idempotency-key': key },
    payload: body.payload,
    remoteAddress: ip,
  });
}

test('a guest retrying an upload with its key attaches the files once, from any address', async () => {
  const code = await issueGuestCode(t, corp, annId);
  const before = await stored();
  const first = await guestUpload(code, [week, receipt], '"guest-1"');
  expect(first.statusCode).toBe(201);
  // the answer was lost on a client site's network; the retry leaves by another address
  const again = await guestUpload(code, [week, receipt], '"guest-1"', '10.9.8.7');
  expect(again.statusCode).toBe(201);
  expect(again.json()).toEqual(first.json());
  expect(await stored()).toBe(before + 2);
  expect((await guestUpload(code, [week], '"guest-1"')).statusCode).toBe(422);
  expect(await stored()).toBe(before + 2);
});

test("a guest's key and the employee's own key of the same text are two keys", async () => {
  const code = await issueGuestCode(t, corp, annId);
  const before = await stored();
  expect((await guestUpload(code, [week], '"shared-text"')).statusCode).toBe(201);
  expect((await upload([week], '"shared-text"', employeeToken)).statusCode).toBe(201);
  expect(await stored()).toBe(before + 2);
});

test('the OpenAPI document offers the header on the guest upload too', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const post = doc.paths['/api/guest/{code}/ts/{id}/attachments'].post;
  expect(post.parameters.map((p: { name: string }) => p.name)).toContain('idempotency-key');
});
