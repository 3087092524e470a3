import { userToken } from '../../testing/fixtures.js';
import { craftJpeg, craftPng, craftWebp } from '../../testing/images.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';

let t: TestApp;
let corpA: number;
let corpB: number;
let employerA: string;
let employeeA: string;

const acme = {
  name: 'Acme Staffing',
  address: '1 Main Street',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'USA',
  status: 'active',
  startDate: '2026-01-15',
  website: 'https://acme.example',
  contacts: [
    { name: 'Ada Lovelace', role: 'CEO', email: 'ada@acme.example', phone: '555-0101' },
    { name: 'Grace Hopper', role: 'CTO', email: 'grace@acme.example', phone: '555-0102' },
  ],
};

async function post(url: string, payload: unknown, token = t.superToken) {
  return t.app.inject({ method: 'POST', url, headers: t.auth(token), payload: payload as object });
}
async function put(url: string, payload: unknown, token = t.superToken) {
  return t.app.inject({ method: 'PUT', url, headers: t.auth(token), payload: payload as object });
}
async function get(url: string, token = t.superToken, corpId?: number) {
  return t.app.inject({ method: 'GET', url, headers: t.auth(token, corpId) });
}

async function snapshot() {
  const corps = await t.db.query('SELECT * FROM corporations ORDER BY id');
  const contacts = await t.db.query('SELECT * FROM corp_contacts ORDER BY id');
  const logos = await t.db.query('SELECT corp_id, size FROM corp_logos ORDER BY corp_id');
  const settings = await t.db.query('SELECT id FROM admin_settings ORDER BY id');
  return JSON.stringify([corps.rows, contacts.rows, logos.rows, settings.rows]);
}

/** A multipart body with one file part. */
function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----staffledger${Date.now().toString(16)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, 'content-type': `multipart/form-data; boundary=${boundary}` };
}

async function uploadLogo(
  corpId: number,
  file: { field?: string; filename?: string; type?: string; data: Buffer },
  token = t.superToken,
) {
  const body = multipart(
    file.field ?? 'logo',
    file.filename ?? 'logo.png',
    file.type ?? 'image/png',
    file.data,
  );
  return t.app.inject({
    method: 'PUT',
    url: `/api/corps/${corpId}/logo`,
    headers: { ...t.auth(token), 'content-type': body['content-type'] },
    payload: body.payload,
  });
}

// A real 1x1 PNG, a JPEG's headers and a WebP's headers.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = craftJpeg(120, 60);
const WEBP = craftWebp(120, 60);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

beforeAll(async () => {
  t = await createTestApp();
  const a = await post('/api/corps', acme);
  expect(a.statusCode).toBe(201);
  corpA = a.json().id;
  const b = await post('/api/corps', { name: 'Bravo Labor', status: 'INACTIVE', contacts: [] });
  corpB = b.json().id;
  employerA = await userToken(t, corpA, 'employer', 'boss@a.example');
  employeeA = await userToken(t, corpA, 'employee', 'worker@a.example');
});

afterAll(async () => {
  await t?.close();
});

describe('POST /api/corps', () => {
  test('creates a corporation with its contacts and answers the full record', async () => {
    const res = await post('/api/corps', { ...acme, name: '  Created Co  ', status: 'Onboarding' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Created Co',
      address: '1 Main Street',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'USA',
      status: 'ONBOARDING',
      startDate: '2026-01-15',
      updateDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      website: 'https://acme.example',
      hasLogo: false,
      contacts: acme.contacts,
    });
  });

  test('blank optional fields are stored as null', async () => {
    const res = await post('/api/corps', {
      name: 'Sparse',
      address: '',
      status: '',
      startDate: '',
      website: '  ',
      country: null,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      address: null,
      status: null,
      startDate: null,
      website: null,
      country: null,
      contacts: [],
    });
  });

  test('creates the default admin settings in the same transaction', async () => {
    const { rows } = await t.db.query(
      'SELECT category, feature, value FROM admin_settings WHERE corp_id = $1 ORDER BY id',
      [corpA],
    );
    expect(rows.map((r) => `${r.category}.${r.feature}`)).toEqual([
      'INVOICE.numberPrefix',
      'INVOICE.defaultDueDays',
      'INVOICE.reminderSchedule',
      'INVOICE.annexTimesheets',
      'TIMESHEET.holidays',
      'TIMESHEET.missingAfterDays',
      'TIMESHEET.autoRemind',
      'TIMESHEET.remindAgainAfterHours',
      'TIMESHEET.clientApproval',
      'TIMESHEET.approvalLinkDays',
      'TIMESHEET.approvalReminderDays',
      'EMPLOYEE.inviteOnSave',
      'ATTACHMENT.maxSizeMb',
      'MAIL.senderName',
    ]);
    expect(rows.find((r) => r.feature === 'senderName')?.value).toBe('Acme Staffing');
    expect(rows.find((r) => r.feature === 'defaultDueDays')?.value).toBe('30');
  });

  test('records audit rows for the corporation and its default settings, in its tenant', async () => {
    const { rows } = await t.db.query(
      `SELECT username, corp_id, action, changes FROM audit_log
        WHERE entity = 'corporation' AND entity_id = $1`,
      [String(corpA)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ username: 'admin', corp_id: corpA, action: 'create' });
    expect(rows[0].changes).toMatchObject({ name: 'Acme Staffing', status: 'ACTIVE' });
    const settings = await t.db.query(
      `SELECT a.action FROM audit_log a JOIN admin_settings s ON a.entity_id = s.id::text
        WHERE a.entity = 'admin_setting' AND s.corp_id = $1 AND a.corp_id = $1`,
      [corpA],
    );
    expect(settings.rows).toHaveLength(14);
  });

  test.each([
    ['no name', { city: 'X' }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a number as name', { name: 42 }, 'name'],
    ['an unknown field', { name: 'X', ceo: 'Bob' }, 'ceo'],
    ['a bad status', { name: 'X', status: 'CLOSED' }, 'status'],
    ['an impossible date', { name: 'X', startDate: '2026-02-30' }, 'startDate'],
    ['a US-format date', { name: 'X', startDate: '01/15/2026' }, 'startDate'],
    ['a javascript: website', { name: 'X', website: 'javascript:alert(1)' }, 'website'],
    ['a website without scheme', { name: 'X', website: 'acme.example' }, 'website'],
    ['an overlong name', { name: 'x'.repeat(201) }, 'name'],
    ['contacts that are not a list', { name: 'X', contacts: 'Ada' }, 'contacts'],
    [
      'a contact with a bad email',
      { name: 'X', contacts: [{ name: 'A', email: 'not-an-email' }] },
      'contacts.0.email',
    ],
    [
      'a contact without a name',
      { name: 'X', contacts: [{ name: '', email: 'a@b.co' }] },
      'contacts.0.name',
    ],
    [
      'a contact with an unknown field',
      { name: 'X', contacts: [{ name: 'A', isPrimary: true }] },
      'contacts.0.isPrimary',
    ],
    ['an id', { name: 'X', id: 5 }, 'id'],
    ['a NUL character', { name: 'a\u0000b' }, 'name'],
    [
      'a NUL character in a contact',
      { name: 'X', contacts: [{ name: 'A\u0000' }] },
      'contacts.0.name',
    ],
  ])('refuses %s with a 400 and changes nothing', async (_what, payload, field) => {
    const before = await snapshot();
    const res = await post('/api/corps', payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect(Object.keys(body.fieldErrors ?? {})).toContain(field);
    expect(await snapshot()).toBe(before);
  });

  test('a NUL character in a list filter is a 400', async () => {
    const res = await get('/api/corps?name=%00');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('name');
  });

  test('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/corps',
      headers: { ...t.auth(t.superToken), 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBeDefined();
  });
});

describe('GET and PUT /api/corps/{id}', () => {
  test('a super user reads any corporation with its contacts', async () => {
    const res = await get(`/api/corps/${corpA}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: corpA, name: 'Acme Staffing', contacts: acme.contacts });
  });

  test('a missing or malformed id', async () => {
    expect((await get('/api/corps/999999')).statusCode).toBe(404);
    expect((await get('/api/corps/abc')).statusCode).toBe(400);
    expect((await get('/api/corps/0')).statusCode).toBe(400);
  });

  test('PUT replaces the fields and the contacts and records the change', async () => {
    const created = (await post('/api/corps', acme)).json();
    const res = await put(`/api/corps/${created.id}`, {
      ...created,
      city: 'Chicago',
      status: 'inactive',
      contacts: [{ name: 'Linus', role: null, email: null, phone: '1' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      city: 'Chicago',
      status: 'INACTIVE',
      contacts: [{ name: 'Linus', role: null, email: null, phone: '1' }],
    });
    expect(Date.parse(res.json().updateDate)).toBeGreaterThanOrEqual(
      Date.parse(created.updateDate),
    );
    expect((await get(`/api/corps/${created.id}`)).json().contacts).toHaveLength(1);
    const { rows } = await t.db.query(
      `SELECT changes FROM audit_log WHERE entity = 'corporation' AND entity_id = $1 AND action = 'update'`,
      [String(created.id)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].changes).toMatchObject({
      city: { from: 'Springfield', to: 'Chicago' },
      status: { from: 'ACTIVE', to: 'INACTIVE' },
    });
  });

  test('PUT on a missing corporation is a 404', async () => {
    const res = await put('/api/corps/999999', { name: 'Ghost' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });

  test('PUT with bad input changes nothing', async () => {
    const before = await snapshot();
    for (const payload of [
      { name: '' },
      { name: 'X', status: 'gone' },
      { name: 'X', startDate: '2026-13-01' },
      { name: 'X', extra: 1 },
      { name: 'X', id: corpB },
      { name: 'X', contacts: [{ name: 'A', email: 'a@' }] },
    ]) {
      const res = await put(`/api/corps/${corpA}`, payload);
      expect(res.statusCode).toBe(400);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('tenancy and roles', () => {
  test('an employer may not list, create or change corporations', async () => {
    expect((await get('/api/corps', employerA)).statusCode).toBe(403);
    expect((await post('/api/corps', { name: 'Mine' }, employerA)).statusCode).toBe(403);
    expect((await put(`/api/corps/${corpA}`, { name: 'Mine' }, employerA)).statusCode).toBe(403);
    expect((await uploadLogo(corpA, { data: PNG }, employerA)).statusCode).toBe(403);
  });

  test('an employer reads their own corporation only; another answers 404', async () => {
    const own = await get(`/api/corps/${corpA}`, employerA);
    expect(own.statusCode).toBe(200);
    expect(own.json().name).toBe('Acme Staffing');
    const other = await get(`/api/corps/${corpB}`, employerA);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'not_found', message: 'Corporation not found.' });
    expect((await get(`/api/corps/${corpB}/logo`, employerA)).statusCode).toBe(404);
  });

  test('an employer naming another corporation in X-Corp-ID gets 403', async () => {
    expect((await get(`/api/corps/${corpA}`, employerA, corpB)).statusCode).toBe(403);
  });

  test('an employee reads their own corporation', async () => {
    expect((await get(`/api/corps/${corpA}`, employeeA)).statusCode).toBe(200);
    expect((await get(`/api/corps/${corpB}`, employeeA)).statusCode).toBe(404);
    expect((await get('/api/corps', employeeA)).statusCode).toBe(403);
  });

  test('no token is a 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/corps/${corpA}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('logos', () => {
  test('a PNG goes in and the same bytes come out with its type', async () => {
    const up = await uploadLogo(corpA, {
      data: PNG,
      filename: 'anything.bin',
      type: 'application/octet-stream',
    });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ id: corpA, hasLogo: true });
    const res = await get(`/api/corps/${corpA}/logo`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline; filename="logo.png"');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect((await get(`/api/corps/${corpA}`)).json().hasLogo).toBe(true);
  });

  test('the logo is served to the corporation’s own employer, with revalidation', async () => {
    const res = await get(`/api/corps/${corpA}/logo`, employerA);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/corps/${corpA}/logo`,
      headers: { ...t.auth(employerA), 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  test.each([
    ['JPEG', JPEG, 'image/jpeg', 'logo.jpg'],
    ['WebP', WEBP, 'image/webp', 'logo.webp'],
  ])('a %s replaces the logo with its detected type', async (_n, data, type, filename) => {
    expect(
      (await uploadLogo(corpB, { data, filename: 'x.png', type: 'image/png' })).statusCode,
    ).toBe(200);
    const res = await get(`/api/corps/${corpB}/logo`);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['content-disposition']).toBe(`inline; filename="${filename}"`);
    expect(res.rawPayload.equals(data)).toBe(true);
  });

  test.each([
    ['an SVG', SVG, 'logo.svg', 'image/svg+xml'],
    ['a text file named .png', Buffer.from('hello, I am text'), 'logo.png', 'image/png'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00'), 'logo.gif', 'image/gif'],
  ])('%s is refused with 415 and the stored logo is kept', async (_n, data, filename, type) => {
    const before = await snapshot();
    const res = await uploadLogo(corpA, { data, filename, type });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: 'unsupported_media_type' });
    expect(await snapshot()).toBe(before);
    expect((await get(`/api/corps/${corpA}/logo`)).rawPayload.equals(PNG)).toBe(true);
  });

  test.each([
    [
      'a PNG of 60,000 × 60,000 pixels in a few bytes',
      () => craftPng({ width: 60_000, height: 60_000, colorType: 0, rows: 4 }),
      'The logo is 60,000 × 60,000 pixels. A logo can be at most 4,096 pixels a side and 16.8 ' +
        'megapixels.',
    ],
    [
      'a JPEG of 65,000 × 65,000 pixels',
      () => craftJpeg(65_000, 65_000),
      'The logo is 65,000 × 65,000 pixels. A logo can be at most 4,096 pixels a side and 16.8 ' +
        'megapixels.',
    ],
    [
      'a WebP of 4,097 × 100 pixels',
      () => craftWebp(4_097, 100),
      'The logo is 4,097 × 100 pixels. A logo can be at most 4,096 pixels a side and 16.8 ' +
        'megapixels.',
    ],
    [
      'an extended WebP of 100,000 × 100,000 pixels',
      () => craftWebp(100_000, 100_000),
      'The logo is 100,000 × 100,000 pixels. A logo can be at most 4,096 pixels a side and 16.8 ' +
        'megapixels.',
    ],
    [
      'a 16-bit RGBA PNG of 4,096 × 4,096 (135 MB once decoded)',
      () => craftPng({ width: 4_096, height: 4_096, colorType: 6, depth: 16, rows: 1 }),
      'The logo decodes to 135 MB (4,096 × 4,096 pixels of 4 × 16-bit samples). A logo can ' +
        'decode to at most 68 MB.',
    ],
    [
      'a PNG signature with nothing readable after it',
      () => Buffer.concat([PNG.subarray(0, 8), Buffer.from('PK\x03\x04 not an image')]),
      'The logo starts like a PNG image but cannot be read as one.',
    ],
  ])('%s is refused with 400 and the stored logo is kept', async (_n, make, message) => {
    const before = await snapshot();
    const res = await uploadLogo(corpA, { data: make() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await snapshot()).toBe(before);
    expect((await get(`/api/corps/${corpA}/logo`)).rawPayload.equals(PNG)).toBe(true);
  });

  test('a logo over 2 MiB is refused with 413', async () => {
    const before = await snapshot();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await uploadLogo(corpA, { data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'payload_too_large' });
    expect(await snapshot()).toBe(before);
  });

  test('a file in another field is a 400', async () => {
    const res = await uploadLogo(corpA, { field: 'image', data: PNG });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/logo/);
  });

  test('a JSON body instead of a form is refused', async () => {
    const res = await put(`/api/corps/${corpA}/logo`, { logo: 'x' });
    expect([400, 415]).toContain(res.statusCode);
  });

  test('a logo for a missing corporation is a 404', async () => {
    expect((await uploadLogo(999999, { data: PNG })).statusCode).toBe(404);
  });

  test('a corporation without a logo answers 404', async () => {
    const res = await post('/api/corps', { name: 'No Logo Inc' });
    const logo = await get(`/api/corps/${res.json().id}/logo`);
    expect(logo.statusCode).toBe(404);
    expect(logo.json().error).toBe('not_found');
  });

  test('every logo change is audited', async () => {
    const { rows } = await t.db.query(
      `SELECT changes FROM audit_log WHERE entity = 'corporation' AND entity_id = $1 AND action = 'update'`,
      [String(corpA)],
    );
    expect(rows.map((r) => r.changes.logo?.contentType)).toContain('image/png');
  });
});
