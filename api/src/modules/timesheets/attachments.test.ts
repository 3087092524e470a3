/** Timesheet attachments end to end: upload, list, download, delete; types, sizes and access. */
import {
  JPEG,
  multipart,
  PDF,
  pdfOfSize,
  PNG,
  type FieldPart,
  type FilePart,
} from '../../testing/multipart.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import {
  callApi,
  seedCorp,
  seedSignedInEmployee,
  seedVendor,
  setSetting,
  userToken,
} from '../../testing/fixtures.js';
import { createTimesheet, forceStatus, weekBody } from '../../testing/timesheets.fixture.js';

let t: TestApp;
let corpA: number;
let corpB: number;
let pending: number;
let submitted: number;
let other: number; // a REJECTED timesheet of the same employee, still open to attachments
let employeeToken: string;
let otherEmployeeToken: string;
let employerBToken: string;

function upload(
  timesheetId: number,
  parts: (FilePart | FieldPart)[],
  token = t.superToken,
  corpId: number | null = corpA,
) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/timesheets/${timesheetId}/attachments`,
    headers: { ...t.auth(token, corpId ?? undefined), 'content-type': body.contentType },
    payload: body.payload,
  });
}

function call(
  method: 'GET' | 'DELETE',
  url: string,
  token = t.superToken,
  corpId: number | null = corpA,
) {
  return callApi(t, method, `/api${url}`, token, undefined, corpId ?? undefined);
}

async function storedCount(timesheetId: number): Promise<number> {
  const { rows } = await t.db.query(
    'SELECT count(*)::int AS n FROM timesheet_attachments WHERE timesheet_id = $1',
    [timesheetId],
  );
  return rows[0].n;
}

const setMaxSizeMb = (corpId: number, value: string) => setSetting(t, corpId, 'maxSizeMb', value);

beforeAll(async () => {
  t = await createTestApp();
  corpA = await seedCorp(t, 'Acme');
  corpB = await seedCorp(t, 'Bravo');
  const ann = await seedSignedInEmployee(t, corpA, { firstName: 'Ann' }, 'ann@acme.test');
  const bob = await seedSignedInEmployee(t, corpA, { firstName: 'Bob' }, 'bob@acme.test');
  const vendor = await seedVendor(t, corpA, 'Globex');
  const sheet = async (periodStartDate: string, periodEndDate: string) => {
    const body = weekBody(ann.id, vendor, { periodStartDate, periodEndDate });
    return (await createTimesheet(t, t.superToken, body, corpA)).id;
  };
  pending = await sheet('2026-03-02', '2026-03-08');
  submitted = await sheet('2026-03-09', '2026-03-15');
  other = await sheet('2026-03-16', '2026-03-22');
  await forceStatus(t, submitted, 'SUBMITTED');
  await forceStatus(t, other, 'REJECTED');
  employeeToken = ann.token;
  otherEmployeeToken = bob.token;
  employerBToken = await userToken(t, corpB, 'employer', 'boss@bravo.test');
});

afterAll(async () => {
  await t?.close();
});

describe('upload, list and download', () => {
  test('several files in one request are stored and come back byte for byte', async () => {
    const res = await upload(pending, [
      { filename: 'week.pdf', type: 'application/pdf', data: PDF },
      { filename: 'receipt.jpg', type: 'image/jpeg', data: JPEG },
      { filename: 'screen.png', type: 'image/png', data: PNG },
      { field: 'timesheetId', value: String(pending) },
    ]);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.map((a: { filename: string }) => a.filename)).toEqual([
      'week.pdf',
      'receipt.jpg',
      'screen.png',
    ]);
    expect(created.map((a: { contentType: string }) => a.contentType)).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
    ]);
    expect(created.map((a: { size: number }) => a.size)).toEqual([
      PDF.length,
      JPEG.length,
      PNG.length,
    ]);

    const list = await call('GET', `/timesheets/${pending}/attachments`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual(created);
    expect(new Date(list.json()[0].createdAt).toISOString()).toBe(list.json()[0].createdAt);

    const files = [PDF, JPEG, PNG];
    for (const [i, a] of created.entries()) {
      const dl = await call('GET', `/timesheets/${pending}/attachments/${a.id}`);
      expect(dl.statusCode).toBe(200);
      expect(dl.rawPayload.equals(files[i])).toBe(true);
      expect(dl.headers['content-type']).toBe(a.contentType);
      expect(dl.headers['content-length']).toBe(String(files[i].length));
      expect(dl.headers['x-content-type-options']).toBe('nosniff');
      expect(dl.headers['content-disposition']).toBe(
        `attachment; filename="${a.filename}"; filename*=UTF-8''${a.filename}`,
      );
    }

    const audit = await t.db.query(
      `SELECT entity_id, action, corp_id FROM audit_log WHERE entity = 'timesheet_attachment'
        ORDER BY id`,
    );
    expect(audit.rows).toEqual(
      created.map((a: { id: number }) => ({
        entity_id: String(a.id),
        action: 'create',
        corp_id: corpA,
      })),
    );
  });

  test('the type comes from the content, not from the name or the declared type', async () => {
    const res = await upload(other, [
      { filename: 'photo.pdf', type: 'application/pdf', data: PNG },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()[0]).toMatchObject({ filename: 'photo.pdf', contentType: 'image/png' });
  });

  test('a file name loses its folders and control characters; the download header encodes it', async () => {
    const res = await upload(other, [
      { filename: 'C:\\Users\\ann\\Résumé €\u0007.pdf', data: PDF },
      { filename: '../', data: JPEG },
    ]);
    expect(res.statusCode).toBe(201);
    const [named, unnamed] = res.json();
    expect(named.filename).toBe('Résumé €.pdf');
    expect(unnamed.filename).toBe('attachment.jpg');
    const dl = await call('GET', `/timesheets/${other}/attachments/${named.id}`);
    expect(dl.headers['content-disposition']).toBe(
      `attachment; filename="Resume _.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%E2%82%AC.pdf`,
    );
  });

  test('a 6 MiB PDF is accepted under the default limit of 10 MB', async () => {
    const big = pdfOfSize(6 * 1024 * 1024);
    const res = await upload(other, [{ filename: 'big.pdf', data: big }]);
    expect(res.statusCode).toBe(201);
    expect(res.json()[0].size).toBe(big.length);
    const dl = await call('GET', `/timesheets/${other}/attachments/${res.json()[0].id}`);
    expect(dl.rawPayload.equals(big)).toBe(true);
  });
});

describe('refused uploads store nothing', () => {
  test.each([
    ['text named .pdf', Buffer.from('this is not a pdf at all'), 'notes.pdf', 'application/pdf'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
      'a.svg',
      'image/svg+xml',
    ],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1'), 'a.gif', 'image/gif'],
  ])('%s → 415, also when sent after a valid file', async (_name, data, filename, type) => {
    const before = await storedCount(pending);
    const res = await upload(pending, [
      { filename: 'ok.png', type: 'image/png', data: PNG },
      { filename, type, data },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('unsupported_media_type');
    expect(res.json().message).toContain('PDF, JPEG or PNG');
    expect(await storedCount(pending)).toBe(before);
  });

  test('a file over the tenant limit → 413 naming the limit; at the limit it is accepted', async () => {
    await setMaxSizeMb(corpA, '1');
    try {
      const before = await storedCount(pending);
      const res = await upload(pending, [
        { filename: 'small.png', data: PNG },
        { filename: 'huge.pdf', data: pdfOfSize(1024 * 1024 + 1) },
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Each attachment must be at most 1 MB.');
      expect(await storedCount(pending)).toBe(before);
      const exact = await upload(pending, [
        { filename: 'exact.pdf', data: pdfOfSize(1024 * 1024) },
      ]);
      expect(exact.statusCode).toBe(201);
    } finally {
      await setMaxSizeMb(corpA, '10');
    }
  });

  test('a 12 MiB file is over the default limit → 413', async () => {
    const before = await storedCount(other);
    const res = await upload(other, [{ filename: 'x.pdf', data: pdfOfSize(12 * 1024 * 1024) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Each attachment must be at most 10 MB.');
    expect(await storedCount(other)).toBe(before);
  });

  test('files of one request together may not pass 50 MB; nothing of it is stored', async () => {
    const before = await storedCount(other);
    const nine = pdfOfSize(9 * 1024 * 1024);
    const parts = Array.from({ length: 6 }, (_, i) => ({ filename: `part-${i}.pdf`, data: nine }));
    const res = await upload(other, parts);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Send at most 50 MB of files at a time.');
    expect(await storedCount(other)).toBe(before);
  });

  test('over HTTP, an oversized upload is answered without reading it to the end', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    form.append('file', new Blob([pdfOfSize(40 * 1024 * 1024)]), 'huge.pdf');
    const res = await fetch(`${base}/api/timesheets/${other}/attachments`, {
      method: 'POST',
      headers: t.auth(t.superToken, corpA),
      body: form,
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    const body = (await res.json()) as { message: string };
    expect(body.message).toBe('Each attachment must be at most 10 MB.');
  });

  test.each([
    ['a timesheetId of another timesheet', [{ field: 'timesheetId', value: 'OTHER' }]],
    ['a timesheetId that is not a number', [{ field: 'timesheetId', value: 'abc' }]],
    ['an unknown field', [{ field: 'note', value: 'x' }]],
    ['a file in another field', [{ field: 'logo', filename: 'a.png', data: PNG }]],
    ['an empty file', [{ filename: 'empty.pdf', data: Buffer.alloc(0) }]],
  ])('%s → 400', async (_name, extra) => {
    const parts = (extra as (FilePart | FieldPart)[]).map((p) =>
      'value' in p && p.value === 'OTHER' ? { ...p, value: String(other) } : p,
    );
    const before = await storedCount(pending);
    const res = await upload(pending, [{ filename: 'ok.png', data: PNG }, ...parts]);
    expect(res.statusCode).toBe(400);
    expect(await storedCount(pending)).toBe(before);
  });

  test.each([
    ['no boundary', 'multipart/form-data', Buffer.from('--x\r\n')],
    ['a cut-off body', 'multipart/form-data; boundary=x', Buffer.from('--x\r\nContent-Disp')],
    [
      'a body without its closing boundary',
      'multipart/form-data; boundary=x',
      Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1',
      ),
    ],
  ])('a malformed multipart body (%s) → 400', async (_name, contentType, payload) => {
    const before = await storedCount(pending);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/timesheets/${pending}/attachments`,
      headers: { ...t.auth(t.superToken, corpA), 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(await storedCount(pending)).toBe(before);
  });

  test('no file → 400; eleven files → 413; a JSON body → 415', async () => {
    const before = await storedCount(pending);
    const none = await upload(pending, [{ field: 'timesheetId', value: String(pending) }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ file: 'A file is required' });
    const eleven = Array.from({ length: 11 }, (_, i) => ({ filename: `p${i}.png`, data: PNG }));
    const tooMany = await upload(pending, eleven);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe('Send at most 10 files at a time.');
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/timesheets/${pending}/attachments`,
      headers: t.auth(t.superToken, corpA),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await storedCount(pending)).toBe(before);
  });
});

describe('workflow and access', () => {
  test('a SUBMITTED timesheet refuses uploads and deletes with 409 but still lists and downloads', async () => {
    const res = await upload(submitted, [{ filename: 'late.pdf', data: PDF }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/submitted/);
    expect(await storedCount(submitted)).toBe(0);

    await t.db.query(`UPDATE timesheets SET status = 'PENDING' WHERE id = $1`, [submitted]);
    const added = await upload(submitted, [{ filename: 'kept.pdf', data: PDF }]);
    expect(added.statusCode).toBe(201);
    await t.db.query(`UPDATE timesheets SET status = 'SUBMITTED' WHERE id = $1`, [submitted]);
    const attId = added.json()[0].id;
    const del = await call('DELETE', `/timesheets/${submitted}/attachments/${attId}`);
    expect(del.statusCode).toBe(409);
    expect(await storedCount(submitted)).toBe(1);
    expect((await call('GET', `/timesheets/${submitted}/attachments`)).json()).toHaveLength(1);
    expect((await call('GET', `/timesheets/${submitted}/attachments/${attId}`)).statusCode).toBe(
      200,
    );
  });

  test('the timesheet’s employee uploads, lists, downloads and deletes; then it is gone', async () => {
    const res = await upload(pending, [{ filename: 'mine.jpg', data: JPEG }], employeeToken, null);
    expect(res.statusCode).toBe(201);
    const attId = res.json()[0].id;
    const list = await call('GET', `/timesheets/${pending}/attachments`, employeeToken, null);
    expect(list.json().map((a: { id: number }) => a.id)).toContain(attId);
    const dl = await call(
      'GET',
      `/timesheets/${pending}/attachments/${attId}`,
      employeeToken,
      null,
    );
    expect(dl.rawPayload.equals(JPEG)).toBe(true);

    const del = await call(
      'DELETE',
      `/timesheets/${pending}/attachments/${attId}`,
      employeeToken,
      null,
    );
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    const audit = await t.db.query(
      `SELECT username, action FROM audit_log WHERE entity = 'timesheet_attachment' AND entity_id = $1
        ORDER BY id`,
      [String(attId)],
    );
    expect(audit.rows).toEqual([
      { username: 'ann@acme.test', action: 'create' },
      { username: 'ann@acme.test', action: 'delete' },
    ]);
    expect((await call('GET', `/timesheets/${pending}/attachments/${attId}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/timesheets/${pending}/attachments/${attId}`)).statusCode).toBe(
      404,
    );
  });

  test('another employee, staff of another corporation and another timesheet get 404', async () => {
    const res = await upload(pending, [{ filename: 'secret.pdf', data: PDF }]);
    const attId = res.json()[0].id;
    const before = await storedCount(pending);
    const outsiders: [string, number | null][] = [
      [otherEmployeeToken, null],
      [employerBToken, null],
      [t.superToken, corpB],
    ];
    for (const [token, corpId] of outsiders) {
      expect(
        (await call('GET', `/timesheets/${pending}/attachments`, token, corpId)).statusCode,
      ).toBe(404);
      const dl = await call('GET', `/timesheets/${pending}/attachments/${attId}`, token, corpId);
      expect(dl.statusCode).toBe(404);
      expect(dl.body).not.toContain('%PDF');
      const del = await call(
        'DELETE',
        `/timesheets/${pending}/attachments/${attId}`,
        token,
        corpId,
      );
      expect(del.statusCode).toBe(404);
      const up = await upload(pending, [{ filename: 'x.pdf', data: PDF }], token, corpId);
      expect(up.statusCode).toBe(404);
    }
    // an attachment is reached only through its own timesheet
    expect((await call('GET', `/timesheets/${other}/attachments/${attId}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/timesheets/${other}/attachments/${attId}`)).statusCode).toBe(
      404,
    );
    expect(await storedCount(pending)).toBe(before);
  });

  test('bad ids → 400; an unknown timesheet → 404', async () => {
    expect((await call('GET', `/timesheets/abc/attachments`)).statusCode).toBe(400);
    expect((await call('GET', `/timesheets/${pending}/attachments/0`)).statusCode).toBe(400);
    expect((await call('GET', `/timesheets/999999/attachments`)).statusCode).toBe(404);
  });

  test('the OpenAPI description lists the attachment routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    expect(Object.keys(paths['/api/timesheets/{id}/attachments'])).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/timesheets/{id}/attachments/{attId}'])).toEqual([
      'get',
      'delete',
    ]);
  });
});
