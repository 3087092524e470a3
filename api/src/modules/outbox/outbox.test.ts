import { expectPaging } from '../../testing/list-checks.js';
import { twoTenants, userToken } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';

let t: TestApp;
let corpA: number;
let corpB: number;
let employerA: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ corpA, corpB, employerA } = await twoTenants(t));
  const pdf = { content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' };
  await t.app.mailer.send({
    to: 'ann@x.test',
    subject: 'Invoice INV-1',
    text: 'hello',
    corpId: corpA,
    attachments: [
      { filename: 'INV-1.pdf', ...pdf },
      { filename: 'timesheet 12.png', content: Buffer.from('png') },
    ],
  });
  await t.app.mailer.send({ to: 'bob@x.test', subject: 'Reminder', text: 'hi', corpId: corpB });
  await t.app.mailer.send({ to: 'ann@x.test', subject: 'Your reset code', text: 'code 123456' });
});
afterAll(() => t?.close());

const list = (query: string, token = t.superToken, corpId?: number) =>
  t.app.inject({ method: 'GET', url: `/api/outbox${query}`, headers: t.auth(token, corpId) });
const tos = (res: { json(): unknown }) => (res.json() as { to: string }[]).map((r) => r.to);

test('a super user with no corporation selected reads every e-mail, newest first', async () => {
  const res = await list('?limit=50');
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-total-count']).toBe('3');
  const rows = res.json();
  expect(rows.map((r: { subject: string }) => r.subject)).toEqual([
    'Your reset code',
    'Reminder',
    'Invoice INV-1',
  ]);
  expect(rows[2]).toEqual({
    id: expect.any(Number),
    to: 'ann@x.test',
    from: expect.stringContaining('<no-reply@localhost>'),
    subject: 'Invoice INV-1',
    text: 'hello',
    html: null,
    attachments: ['INV-1.pdf', 'timesheet 12.png'],
    corpId: corpA,
    createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    status: 'STORED',
    deliveryStatus: 'stored',
    deliveryError: null,
  });
  expect(rows[0]).toMatchObject({ corpId: null, attachments: [] });
  expect(rows[0].id).toBeGreaterThan(rows[2].id);
});

test("a corporation's staff read only its e-mails, and without their bodies", async () => {
  const mine = await list('?limit=50', employerA);
  expect(mine.statusCode).toBe(200);
  expect(mine.headers['x-total-count']).toBe('1');
  expect(mine.json()).toEqual([
    expect.objectContaining({
      subject: 'Invoice INV-1',
      attachments: ['INV-1.pdf', 'timesheet 12.png'],
    }),
  ]);
  // without a mail server the outbox keeps set-password links whole: not for an employer's eyes
  expect(mine.json()[0]).not.toHaveProperty('text');
  expect(mine.json()[0]).not.toHaveProperty('html');
  // another corporation named in X-Corp-ID is refused, as on every staff route
  expect((await list('', employerA, corpB)).statusCode).toBe(403);
  // a super user with a corporation selected reads that corporation's, with their bodies
  const bravo = await list('', t.superToken, corpB);
  expect(bravo.json()).toEqual([expect.objectContaining({ subject: 'Reminder', text: 'hi' })]);
  expect(tos(await list('', t.superToken, 999_999))).toEqual([]);
});

test('to=, subject= and status= filter; sort by recipient, subject or status', async () => {
  expect(tos(await list('?to=ANN@'))).toEqual(['ann@x.test', 'ann@x.test']);
  expect((await list('?to=%25')).json()).toHaveLength(0); // % is literal
  expect(tos(await list('?subject=invoice'))).toEqual(['ann@x.test']);
  expect((await list('?status=stored')).json()).toHaveLength(3);
  expect((await list('?status=FAILED,SENT')).json()).toHaveLength(0);
  const bySubject = await list('?sort=subject&order=asc');
  expect(bySubject.json().map((r: { subject: string }) => r.subject)).toEqual([
    'Invoice INV-1',
    'Reminder',
    'Your reset code',
  ]);
  expect(tos(await list('?sort=to&order=desc'))).toEqual([
    'bob@x.test',
    'ann@x.test',
    'ann@x.test',
  ]);
});

test('bad queries are a 400 naming the parameter; an employee gets 403', async () => {
  for (const q of [
    '?limit=0',
    '?limit=5000',
    '?offset=-1',
    '?limit=abc',
    '?sort=x',
    '?status=lost',
  ]) {
    const res = await list(q);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toHaveLength(1);
  }
  const employee = await userToken(t, corpA, 'employee', 'worker@a.example');
  expect((await list('', employee)).statusCode).toBe(403);
});

describe('a failed delivery and paging', () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await createTestApp();
    for (let i = 0; i < 25; i++) {
      await p.app.mailer.send({
        to: `n${i}@x.test`,
        subject: `mail ${i}`,
        text: '.',
        corpId: null,
      });
    }
    // a delivery that failed, as the mailer records it with a mail server that refused it
    await p.db.query(
      `INSERT INTO outbox ("to", "from", subject, text, corp_id, delivery_status, delivery_error)
       VALUES ('gone@x.test', 'x', 'Bounced', '.', NULL, 'failed: 550 no such user', '550 no such user')`,
    );
  });
  afterAll(() => p?.close());
  const page = (query: string) =>
    p.app.inject({ method: 'GET', url: `/api/outbox${query}`, headers: p.auth(p.superToken) });

  test('a failed e-mail says so, with its error', async () => {
    const [failed] = (await page('?status=failed')).json();
    expect(failed).toMatchObject({
      to: 'gone@x.test',
      status: 'FAILED',
      deliveryError: '550 no such user',
      attachments: [],
    });
    expect((await page('?sort=status&order=asc&limit=1')).json()[0].status).toBe('FAILED');
  });

  test('pages as every list', async () => {
    await expectPaging(page, {
      keyOf: (r: { id: number }) => r.id,
      total: 26,
      filter: 'subject=mail%201',
      filtered: 11,
    });
  });
});
