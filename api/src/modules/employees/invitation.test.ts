/**
 * Invitations (README.md#invitations): sent on save per the EMPLOYEE inviteOnSave setting, or by
 * staff; the e-mail's words and link read back from the outbox; the link's code sets a first
 * password once, before it expires, for an active account only.
 */
import {
  auditTrail,
  callApi,
  setSetting,
  twoTenants,
  userToken,
  type Method,
} from '../../testing/fixtures.js';
import {
  changeWithCode,
  fragmentOf,
  outboxTo,
  passwordLinkIn,
} from '../../testing/invitations.fixture.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';

let t: TestApp;
let corpA: number;
let employerA: string;
let employerB: string;
const PASSWORD = 'First-Pass-1';

const call = (method: Method, url: string, token: string, payload?: unknown, corpId?: number) =>
  callApi(t, method, url, token, payload, corpId);

const base = { designation: 'Developer', category: 'W2', workAuth: 'Citizen' };

/** An employee of A saved by its employer; answers the save's answer. */
async function create(fields: object) {
  const res = await call('POST', '/api/employees', employerA, { ...base, ...fields });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const invite = (id: number, token = employerA) =>
  call('POST', `/api/employees/${id}/invitation`, token);

/** The code of the newest invitation e-mailed to `to`. */
async function invitationCode(to: string): Promise<string> {
  const mails = await outboxTo(t, to);
  const link = passwordLinkIn(mails[mails.length - 1].text);
  return fragmentOf(link as URL).code as string;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ corpA, employerA, employerB } = await twoTenants(t, ['Acme Staffing', 'Bravo Staffing']));
});

afterAll(async () => {
  await t?.close();
});

describe('on save (EMPLOYEE inviteOnSave)', () => {
  test('send (the default): creating an employee with an address e-mails the invitation', async () => {
    const created = await create({ firstName: 'Ada', lastName: 'King', email: 'Ada@Example.com' });
    expect(created.invitation).toEqual({ outcome: 'sent', to: 'ada@example.com', reason: null });
    expect(Date.parse(created.invitedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(created.lastSignInAt).toBeNull();

    const [mail] = await outboxTo(t, 'ada@example.com');
    expect(mail.subject).toBe('Acme Staffing invites you to StaffLedger');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain(
      'Acme Staffing invites you to StaffLedger, where you enter the hours you work and submit your timesheets.',
    );
    expect(mail.text).toContain('Your user name is ada@example.com.');
    expect(mail.text).toMatch(/expires in 7 days \(\d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M New York/);
    const link = passwordLinkIn(mail.text) as URL;
    expect(link.origin + link.pathname).toBe('http://localhost:8080/on/password-reset');
    expect(link.search).toBe('?mode=reset&invited=1');
    // the user name and the code ride in the fragment, which no request carries
    const { user, code } = fragmentOf(link);
    expect(user).toBe('ada@example.com');
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);

    const read = (await call('GET', `/api/employees/${created.id}`, employerA)).json();
    expect(read.invitedAt).toBe(created.invitedAt);
    expect(read).not.toHaveProperty('invitation');
    const trail = await auditTrail(t, 'employee', created.id);
    expect(trail.map((r) => r.action)).toEqual(['create', 'send']);
    expect(trail[1].changes).toEqual({
      invitation: { to: 'ada@example.com', outboxId: expect.any(Number) },
    });
    expect(JSON.stringify(trail)).not.toContain(code as string);
  });

  test('an update invites when it gives a way in, and only then', async () => {
    const created = await create({ firstName: 'Bo', lastName: 'Lee' });
    expect(created).not.toHaveProperty('invitation');
    const put = (fields: object) =>
      call('PUT', `/api/employees/${created.id}`, employerA, { ...created, ...fields });

    const withMail = (await put({ email: 'bo@example.com' })).json();
    expect(withMail.invitation).toMatchObject({ outcome: 'sent', to: 'bo@example.com' });
    const renamed = (await put({ email: 'bo@example.com', designation: 'Lead' })).json();
    expect(renamed).not.toHaveProperty('invitation');
    const inactive = (await put({ email: 'bo@example.com', status: 'INACTIVE' })).json();
    expect(inactive).not.toHaveProperty('invitation');
    const back = (await put({ email: 'bo@example.com', status: 'ACTIVE' })).json();
    expect(back.invitation).toMatchObject({ outcome: 'sent' });
    expect(await outboxTo(t, 'bo@example.com')).toHaveLength(2);

    // a new address is a new holder: invited afresh, at the new address
    const moved = (await put({ email: 'bo.lee@example.com' })).json();
    expect(moved.invitation).toMatchObject({ outcome: 'sent', to: 'bo.lee@example.com' });
    // an Inactive employee given an address gets none
    const quiet = await create({ firstName: 'Cy', lastName: 'Lee', status: 'INACTIVE' });
    const given = await call('PUT', `/api/employees/${quiet.id}`, employerA, {
      ...quiet,
      email: 'cy@example.com',
    });
    expect(given.json()).not.toHaveProperty('invitation');
    expect(await outboxTo(t, 'cy@example.com')).toHaveLength(0);
  });

  test('offer answers that one may be sent and sends nothing; off says nothing', async () => {
    await setSetting(t, corpA, 'inviteOnSave', 'offer');
    const offered = await create({ firstName: 'Di', lastName: 'Ng', email: 'di@example.com' });
    expect(offered.invitation).toEqual({ outcome: 'offered', to: 'di@example.com', reason: null });
    expect(offered.invitedAt).toBeNull();
    expect(await outboxTo(t, 'di@example.com')).toHaveLength(0);

    await setSetting(t, corpA, 'inviteOnSave', 'off');
    const off = await create({ firstName: 'Ed', lastName: 'Ng', email: 'ed@example.com' });
    expect(off).not.toHaveProperty('invitation');
    expect(off.invitedAt).toBeNull();
    expect(await outboxTo(t, 'ed@example.com')).toHaveLength(0);

    // the form's button sends it whatever the setting
    const sent = await invite(offered.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: 'An invitation was e-mailed to di@example.com.',
      to: 'di@example.com',
      invitedAt: expect.stringMatching(/Z$/),
    });
    expect(await outboxTo(t, 'di@example.com')).toHaveLength(1);
    await setSetting(t, corpA, 'inviteOnSave', 'send');
  });

  test('a create answered again for its Idempotency-Key invites once', async () => {
    const body = { ...base, firstName: 'Flo', lastName: 'Ng', email: 'flo@example.com' };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/employees',
        headers: { ...t.auth(employerA), 'idempotency-key': '"flo-once"' },
        payload: body,
      });
    expect((await send()).json().invitation).toMatchObject({ outcome: 'sent' });
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(await outboxTo(t, 'flo@example.com')).toHaveLength(1);
  });
});

describe('the link', () => {
  test('sets a first password without a current one, once; the employee then signs in', async () => {
    const created = await create({ firstName: 'Gus', lastName: 'Ng', email: 'gus@example.com' });
    const code = await invitationCode('gus@example.com');
    expect((await changeWithCode(t, 'gus@example.com', code, PASSWORD)).statusCode).toBe(200);
    const token = await t.login('gus@example.com', PASSWORD);
    expect(token).toBeTruthy();
    const read = (await call('GET', `/api/employees/${created.id}`, employerA)).json();
    expect(read.canSignIn).toBe(true);
    expect(Date.parse(read.lastSignInAt)).toBeGreaterThan(Date.now() - 60_000);

    const again = await changeWithCode(t, 'gus@example.com', code, 'Other-Pass-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('The reset code is invalid or has expired.');
    // and with a password set, no more invitations
    const refused = await invite(created.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/already set a password/);
  });

  test('the code is stored as a hash only, is valid 7 days, and fails once expired', async () => {
    await create({ firstName: 'Hal', lastName: 'Ng', email: 'hal@example.com' });
    const code = await invitationCode('hal@example.com');
    const { rows } = await t.db.query(
      `SELECT c.code_hash, c.kind, extract(epoch FROM c.expires_at - c.created_at) AS seconds
         FROM password_reset_codes c JOIN users u ON u.id = c.user_id
        WHERE u.username = 'hal@example.com'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].kind).toBe('invitation');
    expect(Number(rows[0].seconds)).toBe(7 * 24 * 3600);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    const stored = JSON.stringify((await t.db.query('SELECT * FROM password_reset_codes')).rows);
    expect(stored).not.toContain(code.replace(/-/g, ''));
    expect(stored).not.toContain(code);

    await t.db.query(
      `UPDATE password_reset_codes SET expires_at = now() - interval '1 second'
        WHERE user_id = (SELECT id FROM users WHERE username = 'hal@example.com')`,
    );
    const late = await changeWithCode(t, 'hal@example.com', code, PASSWORD);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('The reset code is invalid or has expired.');
  });

  test('a new invitation or a Forgot Password ends the earlier links', async () => {
    const created = await create({ firstName: 'Ivy', lastName: 'Ng', email: 'ivy@example.com' });
    const first = await invitationCode('ivy@example.com');
    expect((await invite(created.id)).statusCode).toBe(200);
    const second = await invitationCode('ivy@example.com');
    expect(second).not.toBe(first);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/resetPwd',
      payload: { userName: 'ivy@example.com' },
    });
    expect(reset.statusCode).toBe(200);
    for (const code of [first, second]) {
      expect((await changeWithCode(t, 'ivy@example.com', code, PASSWORD)).statusCode).toBe(400);
    }
    // the reset e-mail's own link opens the form with the user name and its code
    const mails = await outboxTo(t, 'ivy@example.com');
    const resetMail = mails[mails.length - 1];
    expect(resetMail.subject).toBe('StaffLedger password reset code');
    const link = passwordLinkIn(resetMail.text) as URL;
    expect(link.search).toBe('?mode=reset');
    const typed = /reset code is: (\S+)/.exec(resetMail.text)?.[1];
    expect(fragmentOf(link)).toEqual({ user: 'ivy@example.com', code: typed });
    expect((await changeWithCode(t, 'ivy@example.com', typed as string, PASSWORD)).statusCode).toBe(
      200,
    );
  });

  test('an employee made Inactive cannot use their invitation, even once Active again', async () => {
    const created = await create({ firstName: 'Jo', lastName: 'Ng', email: 'jo@example.com' });
    const code = await invitationCode('jo@example.com');
    const put = (status: string) =>
      call('PUT', `/api/employees/${created.id}`, employerA, { ...created, status });
    expect((await put('INACTIVE')).statusCode).toBe(200);
    const refused = await changeWithCode(t, 'jo@example.com', code, PASSWORD);
    expect(refused.statusCode).toBe(400);
    // the same answer as for a user who does not exist: nothing tells an outsider which is which
    const nobody = await changeWithCode(t, 'nobody@example.com', code, PASSWORD);
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toEqual(refused.json());
    expect((await put('ACTIVE')).statusCode).toBe(200);
    expect((await changeWithCode(t, 'jo@example.com', code, PASSWORD)).statusCode).toBe(400);
  });
});

describe('POST /api/employees/{id}/invitation', () => {
  test('staff of the tenant only; refusals say why', async () => {
    const created = await create({ firstName: 'Kim', lastName: 'Ng', email: 'kim@example.com' });
    expect((await invite(created.id, employerB)).statusCode).toBe(404);
    expect((await invite(999_999_999)).statusCode).toBe(404);
    const employee = await userToken(t, corpA, 'employee', 'worker@a.example');
    expect((await invite(created.id, employee)).statusCode).toBe(403);
    expect((await call('POST', `/api/employees/${created.id}/invitation`, '')).statusCode).toBe(
      401,
    );

    const noMail = await create({ firstName: 'Lu', lastName: 'Ng' });
    const none = await invite(noMail.id);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(
      'This employee has no e-mail address. Add one on the Info tab first.',
    );
    const gone = await create({
      firstName: 'Mo',
      lastName: 'Ng',
      email: 'mo@example.com',
      status: 'INACTIVE',
    });
    const inactive = await invite(gone.id);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toMatch(/Inactive/);
  });

  test('five invitations an hour per employee, then 429 with Retry-After', async () => {
    // the invitation on create counts as the first
    const created = await create({ firstName: 'Ned', lastName: 'Ng', email: 'ned@example.com' });
    for (let i = 0; i < 4; i++) expect((await invite(created.id)).statusCode).toBe(200);
    const sixth = await invite(created.id);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(sixth.json().message).toMatch(
      /^This employee was already sent 5 invitations this hour\. Try again in \d+ minutes?\.$/,
    );
    expect(await outboxTo(t, 'ned@example.com')).toHaveLength(5);
    // a save past the count stands, and says why nothing was sent
    const put = await call('PUT', `/api/employees/${created.id}`, employerA, {
      ...created,
      email: 'ned.ng@example.com',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().invitation).toMatchObject({
      outcome: 'failed',
      to: 'ned.ng@example.com',
      reason: expect.stringMatching(/5 invitations this hour/),
    });
    expect(put.json().email).toBe('ned.ng@example.com');
  });
});
