/** Reminders by hand are not sent again within TIMESHEET remindAgainAfterHours, even at once. */
import { activeWeekly } from '../../testing/billings.fixture.js';
import {
  callApi,
  seedEmployee,
  seedTenant,
  seedVendor,
  setSetting,
  type Tenant,
} from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { addDays, businessToday } from '../common/business-day.js';

let t: TestApp;
let acme: Tenant;
let vendorId: number;
const today = businessToday();
const start = (() => {
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, -weekday - 14);
})();

type Answer = {
  reminded: { employeeId: number }[];
  skipped: { employeeId: number; employeeName: string; reason: string }[];
};

/** `n` employees, each with an e-mail address and missing weeks. */
async function employees(n: number, prefix: string) {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const id = await seedEmployee(t, acme.corpId, { firstName: `${prefix}${i}`, lastName: 'Lee' });
    await t.db.query('UPDATE employees SET email = $2 WHERE id = $1', [
      id,
      `${prefix}${i}@example.com`.toLowerCase(),
    ]);
    await activeWeekly(t, acme.employer, { employeeId: id, vendorId }, start, `${prefix}${i}`);
    ids.push(id);
  }
  return ids;
}

const remind = async (employeeIds: number[]) => {
  const res = await callApi(t, 'POST', '/api/timesheets/missing/remind', acme.employer, {
    employeeIds,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Answer;
};
const mailsTo = async (ids: number[]) => {
  const { rows } = await t.db.query<{ to: string; n: number }>(
    `SELECT o."to", count(*)::int AS n FROM outbox o
       JOIN employees e ON e.email = o."to" AND e.id = ANY($1::bigint[])
      GROUP BY o."to" ORDER BY o."to"`,
    [ids],
  );
  return rows.map((r) => r.n);
};
const ageClaims = (hours: number) =>
  t.db.query(
    `UPDATE employee_reminder_claims SET claimed_at = claimed_at - make_interval(hours => $1)`,
    [hours],
  );

beforeAll(async () => {
  t = await createTestApp();
  acme = await seedTenant(t, 'Acme Staffing', 'boss@a.example');
  vendorId = await seedVendor(t, acme.corpId, 'Globex');
});

afterAll(async () => {
  await t?.close();
});

test('an employee reminded in the last 12 hours is skipped, and said so; the others are reminded', async () => {
  const [ann, bob, cid] = await employees(3, 'Rem');
  expect((await remind([ann])).reminded).toHaveLength(1);
  const answer = await remind([ann, bob, cid]);
  expect(answer.reminded.map((r) => r.employeeId)).toEqual([bob, cid]);
  expect(answer.skipped).toEqual([
    { employeeId: ann, employeeName: 'Rem0 Lee', reason: 'Reminded in the last 12 hours' },
  ]);
  expect(await mailsTo([ann, bob, cid])).toEqual([1, 1, 1]);

  // 11 hours on, still skipped; past 12 hours, reminded again
  await ageClaims(11);
  expect((await remind([ann])).reminded).toEqual([]);
  await ageClaims(2);
  expect((await remind([ann])).reminded).toHaveLength(1);
  expect(await mailsTo([ann])).toEqual([2]);
});

test('two Remind all at once e-mail each employee once', async () => {
  const ids = await employees(6, 'Par');
  const [a, b] = await Promise.all([remind(ids), remind(ids)]);
  const sent = [...a.reminded, ...b.reminded].map((r) => r.employeeId).sort((x, y) => x - y);
  expect(sent).toEqual([...ids].sort((x, y) => x - y));
  expect([...a.skipped, ...b.skipped].map((s) => s.reason)).toEqual(
    ids.map(() => 'Reminded in the last 12 hours'),
  );
  expect(await mailsTo(ids)).toEqual(ids.map(() => 1));
});

test('the setting sets the hours; 0 reminds every time', async () => {
  const [dee] = await employees(1, 'Set');
  await setSetting(t, acme.corpId, 'remindAgainAfterHours', '1');
  await remind([dee]);
  expect((await remind([dee])).skipped).toEqual([
    { employeeId: dee, employeeName: 'Set0 Lee', reason: 'Reminded in the last hour' },
  ]);
  await setSetting(t, acme.corpId, 'remindAgainAfterHours', '0');
  expect((await remind([dee])).reminded).toHaveLength(1);
  expect(await mailsTo([dee])).toEqual([2]);
  await setSetting(t, acme.corpId, 'remindAgainAfterHours', '12');
});

test('a reminder whose e-mail could not be delivered does not hold the employee back', async () => {
  const main = { t, acme, vendorId };
  // a mail server that refuses every connection
  t = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
  try {
    acme = await seedTenant(t, 'Acme Staffing', 'boss@a.example');
    vendorId = await seedVendor(t, acme.corpId, 'Globex');
    const [eve] = await employees(1, 'Fail');
    for (let i = 0; i < 2; i += 1) {
      const answer = await remind([eve]);
      expect(answer.reminded).toEqual([
        expect.objectContaining({ employeeId: eve, delivery: expect.stringMatching(/^failed/) }),
      ]);
    }
  } finally {
    await t.close();
    ({ t, acme, vendorId } = main);
  }
});
