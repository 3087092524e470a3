/**
 * A guest code opens one employee's timesheets and nothing else, through the same rules as the
 * staff screens: verify, items, save, submit, attachments, the state machine and the audit trail.
 */
import crypto from 'node:crypto';
import {
  filledItems,
  guestCall,
  guestUpload,
  seedGuest,
  seedWeek,
} from '../../testing/guest.fixture.js';
import { PDF, pdfOfSize } from '../../testing/multipart.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { callApi, seedCorp, seedEmployee, seedVendor, setSetting } from '../../testing/fixtures.js';
import { forceStatus, timesheetSnapshot } from '../../testing/timesheets.fixture.js';

let t: TestApp;
let corpA: number;
let vendorA: number;
let guest: { employeeId: number; code: string };
/** Open weeks of the guest's employee, oldest first. */
let weeks: number[];
let submittedWeek: number;
let approvedWeek: number;
let lockedWeek: number;
let colleagueWeek: number;
let otherTenantWeek: number;

beforeAll(async () => {
  t = await createTestApp();
  corpA = await seedCorp(t, 'Acme');
  vendorA = await seedVendor(t, corpA, 'Globex');
  guest = await seedGuest(t, corpA, { firstName: 'Gina', lastName: 'Guest' });
  const week = (monday: string) => seedWeek(t, corpA, guest.employeeId, vendorA, monday);
  const w1 = await week('2025-03-03');
  const w2 = await week('2025-03-10');
  const w3 = await week('2025-03-17');
  await forceStatus(t, w2.id, 'REJECTED');
  await forceStatus(t, w3.id, 'DRAFT');
  weeks = [w1.id, w2.id, w3.id];
  submittedWeek = (await week('2025-02-24')).id;
  await forceStatus(t, submittedWeek, 'SUBMITTED');
  approvedWeek = (await week('2025-02-17')).id;
  await forceStatus(t, approvedWeek, 'APPROVED');
  lockedWeek = (await week('2025-02-10')).id;
  await forceStatus(t, lockedWeek, 'LOCKED');

  const colleague = await seedEmployee(t, corpA, { firstName: 'Colin' });
  colleagueWeek = (await seedWeek(t, corpA, colleague, vendorA, '2025-03-03')).id;
  const corpB = await seedCorp(t, 'Bravo');
  const vendorB = await seedVendor(t, corpB, 'Initech');
  const bEmployee = await seedEmployee(t, corpB, { firstName: 'Bert' });
  otherTenantWeek = (await seedWeek(t, corpB, bEmployee, vendorB, '2025-03-03')).id;
});
afterAll(() => t?.close());

const items = async (id: number) => {
  const res = await guestCall(t, 'GET', guest.code, `/ts/${id}/items`);
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; type: string; calendarDate: string }[];
};

describe('verify', () => {
  test('lists the employee’s open timesheets (Pending, Rejected, Draft) and the Submitted ones, newest first', async () => {
    const res = await guestCall(t, 'GET', guest.code, '/verify');
    expect(res.statusCode).toBe(200);
    const sheets = res.json() as { id: number; status: string }[];
    expect(sheets.map((s) => s.id)).toEqual([...weeks].reverse().concat(submittedWeek));
    expect(sheets.map((s) => s.status)).toEqual(['DRAFT', 'REJECTED', 'PENDING', 'SUBMITTED']);
    // reviewed weeks are not listed
    expect(sheets.map((s) => s.id)).not.toContain(approvedWeek);
    expect(sheets.map((s) => s.id)).not.toContain(lockedWeek);
    expect(sheets[0]).toEqual({
      id: weeks[2],
      employeeName: 'Gina Guest',
      vendorName: 'Globex',
      periodStartDate: '2025-03-17',
      periodEndDate: '2025-03-23',
      totalHours: 0,
      status: 'DRAFT',
      rejectionReason: null,
    });
  });

  test('404 with the spec’s text when the employee has no open or submitted timesheet', async () => {
    const idle = await seedGuest(t, corpA, { firstName: 'Ivan', lastName: 'Idle' });
    const reviewed = await seedWeek(t, corpA, idle.employeeId, vendorA, '2025-03-03');
    await forceStatus(t, reviewed.id, 'APPROVED');
    const res = await guestCall(t, 'GET', idle.code, '/verify');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'no_timesheets',
      message: 'No Timesheets available for the guest code',
    });
  });

  test('a submitted week alone is listed, to be read until staff review it', async () => {
    const done = await seedGuest(t, corpA, { firstName: 'Sally', lastName: 'Sent' });
    const sent = await seedWeek(t, corpA, done.employeeId, vendorA, '2025-03-03');
    await forceStatus(t, sent.id, 'SUBMITTED');
    const res = await guestCall(t, 'GET', done.code, '/verify');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ id: sent.id, status: 'SUBMITTED' })]);
  });

  test('guest answers are never cached and send no referrer', async () => {
    const res = await guestCall(t, 'GET', guest.code, '/verify');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('the code’s reach', () => {
  test('another employee’s, another tenant’s and a missing sheet answer the same 404', async () => {
    const before = await timesheetSnapshot(t);
    const bodies = new Set<string>();
    for (const id of [colleagueWeek, otherTenantWeek, 999999]) {
      for (const [method, path, payload] of [
        ['GET', '/items', undefined],
        ['PUT', '/items/save', []],
        ['PUT', '/items/submit', []],
        ['GET', '/attachments', undefined],
        ['GET', '/attachments/1', undefined],
        ['DELETE', '/attachments/1', undefined],
      ] as const) {
        const res = await guestCall(t, method, guest.code, `/ts/${id}${path}`, { payload });
        expect([method, path, res.statusCode]).toEqual([method, path, 404]);
        bodies.add(res.body);
      }
      const up = await guestUpload(t, guest.code, id, [{ filename: 'a.pdf', data: PDF }]);
      expect(up.statusCode).toBe(404);
      bodies.add(up.body);
    }
    expect([...bodies]).toEqual([
      JSON.stringify({ error: 'not_found', message: 'Timesheet not found.' }),
    ]);
    expect(await timesheetSnapshot(t)).toBe(before);
  });

  test('nothing but the guest calls answers under the guest prefix', async () => {
    const notFound = JSON.stringify({ error: 'not_found', message: 'No such resource.' });
    for (const [method, path] of [
      ['GET', '/employees'],
      ['GET', `/ts/${weeks[0]}`],
      ['PUT', `/ts/${weeks[0]}/status`],
      ['GET', '/timesheets'],
      ['GET', `/timesheets/${weeks[0]}/items`],
      ['GET', '/corps'],
    ] as const) {
      const res = await guestCall(t, method, guest.code, path, {
        payload: method === 'PUT' ? { status: 'APPROVED' } : undefined,
      });
      expect([path, res.statusCode, res.body]).toEqual([path, 404, notFound]);
    }
  });

  test('the code is no bearer token for the staff routes', async () => {
    for (const url of ['/api/timesheets', `/api/timesheets/${weeks[0]}/items`, '/api/employees']) {
      const res = await t.app.inject({ url, headers: { authorization: `Bearer ${guest.code}` } });
      expect(res.statusCode).toBe(401);
    }
  });

  test('a submitted sheet reads, to see what was sent, but its writes are 409', async () => {
    expect((await guestCall(t, 'GET', guest.code, `/ts/${submittedWeek}/items`)).statusCode).toBe(
      200,
    );
    const list = await guestCall(t, 'GET', guest.code, `/ts/${submittedWeek}/attachments`);
    expect(list.statusCode).toBe(200);
    const history = await guestCall(t, 'GET', guest.code, `/ts/${submittedWeek}/history`);
    expect(history.statusCode).toBe(200);
    const before = await timesheetSnapshot(t);
    const filled = filledItems(await items(submittedWeek));
    for (const path of ['/items/save', '/items/submit']) {
      const res = await guestCall(t, 'PUT', guest.code, `/ts/${submittedWeek}${path}`, {
        payload: filled,
      });
      expect(res.statusCode).toBe(409);
    }
    const up = await guestUpload(t, guest.code, submittedWeek, [{ filename: 'a.pdf', data: PDF }]);
    expect(up.statusCode).toBe(409);
    expect(await timesheetSnapshot(t)).toBe(before);
  });

  test('an approved or locked sheet of the employee answers 404 in every call, like another employee’s', async () => {
    const attachment = await t.db.query<{ id: number }>(
      `INSERT INTO timesheet_attachments (corp_id, timesheet_id, filename, content_type,
                                          size_bytes, content)
       VALUES ($1, $2, 'week.pdf', 'application/pdf', 4, '\\x25504446') RETURNING id`,
      [corpA, lockedWeek],
    );
    const attId = attachment.rows[0].id;
    const before = await timesheetSnapshot(t);
    const bodies = new Set<string>();
    for (const id of [approvedWeek, lockedWeek]) {
      const filled = filledItems(
        (
          await callApi(t, 'GET', `/api/timesheets/${id}/items`, t.superToken, undefined, corpA)
        ).json() as { id: number; type: string }[],
      );
      for (const [method, path, payload] of [
        ['GET', '/items', undefined],
        ['PUT', '/items/save', filled],
        ['PUT', '/items/submit', filled],
        ['GET', '/attachments', undefined],
        ['GET', `/attachments/${attId}`, undefined],
        ['DELETE', `/attachments/${attId}`, undefined],
        ['GET', '/history', undefined],
      ] as const) {
        const res = await guestCall(t, method, guest.code, `/ts/${id}${path}`, { payload });
        expect([id, method, path, res.statusCode]).toEqual([id, method, path, 404]);
        bodies.add(res.body);
      }
      const up = await guestUpload(t, guest.code, id, [{ filename: 'a.pdf', data: PDF }]);
      expect(up.statusCode).toBe(404);
      bodies.add(up.body);
    }
    expect([...bodies]).toEqual([
      JSON.stringify({ error: 'not_found', message: 'Timesheet not found.' }),
    ]);
    expect(await timesheetSnapshot(t)).toBe(before);
    const files = await t.db.query('DELETE FROM timesheet_attachments RETURNING timesheet_id');
    expect(files.rows.map((r) => Number(r.timesheet_id))).toEqual([lockedWeek]);
  });
});

describe('a guest fills in, attaches and submits a week', () => {
  test('the same item rules and texts as the items screen (400, nothing changes)', async () => {
    const id = weeks[0];
    const rows = await items(id);
    expect(rows).toHaveLength(7);
    const before = await timesheetSnapshot(t);
    const empty = await guestCall(t, 'PUT', guest.code, `/ts/${id}/items/submit`, {
      payload: rows.map((r) => ({
        id: r.id,
        type: r.type,
        hoursWorked: 0,
        extraHours: 0,
        comment: null,
      })),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(
      'All non-holiday rows must have Hours Worked > 0 and a Comment',
    );
    const noFile = await guestCall(t, 'PUT', guest.code, `/ts/${id}/items/submit`, {
      payload: filledItems(rows),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(
      'At least one attachment is required for Billable timesheets',
    );
    const tooMany = await guestCall(t, 'PUT', guest.code, `/ts/${id}/items/save`, {
      payload: [{ id: rows[0].id, type: 'BILLABLE', hoursWorked: 20, extraHours: 5, comment: 'x' }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldErrors['0.extraHours']).toBe(
      'Hours Worked and Extra Hours together must be at most 24',
    );
    const foreign = await guestCall(t, 'PUT', guest.code, `/ts/${id}/items/save`, {
      payload: [
        {
          id: (await items(weeks[1]))[0].id,
          type: 'BILLABLE',
          hoursWorked: 1,
          extraHours: 0,
          comment: 'x',
        },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(await timesheetSnapshot(t)).toBe(before);
  });

  test('a week in progress saves as the screen sends it: every day, two filled, the rest blank', async () => {
    const id = weeks[2];
    const rows = await items(id);
    const week = rows.map((r, i) => ({
      id: r.id,
      type: r.type,
      hoursWorked: i < 2 ? 6.5 : 0,
      extraHours: 0,
      comment: i < 2 ? 'Night shift' : null,
    }));
    const saved = await guestCall(t, 'PUT', guest.code, `/ts/${id}/items/save`, { payload: week });
    expect(saved.statusCode).toBe(200);
    const stored = (await items(id)) as unknown as {
      hoursWorked: number;
      comment: string | null;
    }[];
    expect(stored.map((r) => [r.hoursWorked, r.comment])).toEqual([
      [6.5, 'Night shift'],
      [6.5, 'Night shift'],
      [0, null],
      [0, null],
      [0, null],
      [0, null],
      [0, null],
    ]);
    const open = (await guestCall(t, 'GET', guest.code, '/verify')).json() as {
      id: number;
      status: string;
      totalHours: number;
    }[];
    expect(open.find((s) => s.id === id)).toMatchObject({ status: 'DRAFT', totalHours: 13 });
  });

  test('attachments are checked by content and size, as for staff', async () => {
    const id = weeks[0];
    const text = await guestUpload(t, guest.code, id, [
      {
        filename: 'notes.pdf',
        type: 'application/pdf',
        data: Buffer.from('just some text, no PDF'),
      },
    ]);
    expect(text.statusCode).toBe(415);
    await setSetting(t, corpA, 'maxSizeMb', '1');
    try {
      const big = await guestUpload(t, guest.code, id, [
        { filename: 'big.pdf', data: pdfOfSize(1024 * 1024 + 10) },
      ]);
      expect(big.statusCode).toBe(413);
      expect(big.json().message).toBe('Each attachment must be at most 1 MB.');
    } finally {
      await setSetting(t, corpA, 'maxSizeMb', '10');
    }
    const list = await guestCall(t, 'GET', guest.code, `/ts/${id}/attachments`);
    expect(list.json()).toEqual([]);
  });

  test('save keeps half a week; upload, download, delete; submit; then the sheet is closed', async () => {
    const id = weeks[0];
    const rows = await items(id);
    const monday = rows.find((r) => r.calendarDate === '2025-03-03')!;
    const saved = await guestCall(t, 'PUT', guest.code, `/ts/${id}/items/save`, {
      payload: [
        {
          id: monday.id,
          type: 'BILLABLE',
          hoursWorked: 7.5,
          extraHours: 0.25,
          comment: 'Half a week',
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const stored = (await items(id)).find((r) => r.id === monday.id);
    expect(stored).toMatchObject({
      hoursWorked: 7.5,
      extraHours: 0.25,
      totalHours: 7.75,
      comment: 'Half a week',
    });

    const up = await guestUpload(t, guest.code, id, [
      { filename: 'week.pdf', type: 'application/pdf', data: PDF },
      { filename: 'spare.pdf', type: 'application/pdf', data: PDF },
    ]);
    expect(up.statusCode).toBe(201);
    const [week, spare] = up.json() as { id: number; filename: string }[];
    expect(week.filename).toBe('week.pdf');
    const file = await guestCall(t, 'GET', guest.code, `/ts/${id}/attachments/${week.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const removed = await guestCall(t, 'DELETE', guest.code, `/ts/${id}/attachments/${spare.id}`);
    expect(removed.statusCode).toBe(204);

    const submit = await guestCall(t, 'PUT', guest.code, `/ts/${id}/items/submit`, {
      payload: filledItems(await items(id)),
    });
    expect(submit.statusCode).toBe(200);
    expect(submit.json().timesheet).toEqual({
      id,
      employeeName: 'Gina Guest',
      vendorName: 'Globex',
      periodStartDate: '2025-03-03',
      periodEndDate: '2025-03-09',
      totalHours: 40,
      status: 'SUBMITTED',
      rejectionReason: null,
    });
    // staff see it submitted, with the guest's file
    const staff = await callApi(t, 'GET', `/api/timesheets/${id}`, t.superToken, undefined, corpA);
    expect(staff.json()).toMatchObject({ status: 'SUBMITTED', totalHours: 40 });

    const before = await timesheetSnapshot(t);
    for (const [method, path] of [
      ['PUT', '/items/save'],
      ['PUT', '/items/submit'],
      ['DELETE', `/attachments/${week.id}`],
    ] as const) {
      const res = await guestCall(t, method, guest.code, `/ts/${id}${path}`, {
        payload: method === 'PUT' ? filledItems(await items(id)) : undefined,
      });
      expect([path, res.statusCode]).toEqual([path, 409]);
    }
    expect(await timesheetSnapshot(t)).toBe(before);
    // verify still lists it, Submitted, until staff review it
    const listed = (await guestCall(t, 'GET', guest.code, '/verify')).json() as {
      id: number;
      status: string;
    }[];
    expect(listed.find((s) => s.id === id)?.status).toBe('SUBMITTED');
  });

  test('the audit trail names the guest of the employee, never the code', async () => {
    const { rows } = await t.db.query(
      `SELECT username, user_id, corp_id, entity, action, changes::text AS changes
         FROM audit_log WHERE username LIKE 'guest%' ORDER BY id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      expect(row.username).toBe(`guest of employee ${guest.employeeId}`);
      expect(row.user_id).toBeNull();
      expect(Number(row.corp_id)).toBe(corpA);
      expect(row.changes).not.toContain(guest.code);
    }
    expect(rows.map((r) => `${r.entity}:${r.action}`)).toEqual(
      expect.arrayContaining([
        'timesheet:update',
        'timesheet_attachment:create',
        'timesheet_attachment:delete',
        'timesheet:status',
      ]),
    );
    const files = await t.db.query('SELECT DISTINCT uploaded_by FROM timesheet_attachments');
    expect(files.rows).toEqual([{ uploaded_by: `guest of employee ${guest.employeeId}` }]);
  });
});

test('a copy of the database holds no guest code, only its SHA-256 digest', async () => {
  const { rows: tables } = await t.db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
  );
  expect(tables.length).toBeGreaterThan(10);
  for (const { tablename } of tables) {
    const { rows } = await t.db.query(
      `SELECT count(*)::int AS n FROM "${tablename}" x WHERE x::text LIKE $1`,
      [`%${guest.code}%`],
    );
    expect([tablename, rows[0].n]).toEqual([tablename, 0]);
  }
  const digest = crypto.createHash('sha256').update(guest.code).digest('hex');
  const { rows } = await t.db.query(
    `SELECT id FROM employees WHERE guest_code_hash = decode($1, 'hex')`,
    [digest],
  );
  expect(rows.map((r) => Number(r.id))).toEqual([guest.employeeId]);
});
