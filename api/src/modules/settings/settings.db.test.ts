import { withSystemTx, withTenantTx } from '../../db/tenant.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { fixedFederalHolidays, readSetting } from './settings.js';

let t: TestApp;
let corpA: number;
let corpB: number;

const asTenant = <T>(corpId: number, fn: Parameters<typeof withTenantTx<T>>[2]) =>
  withTenantTx(t.db.pool, { corpId, userId: null }, fn);

beforeAll(async () => {
  t = await createTestApp();
  const create = async (name: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/corps',
        headers: t.auth(t.superToken),
        payload: { name },
      })
    ).json().id as number;
  corpA = await create('Acme Staffing');
  corpB = await create('Bravo Labor');
  await t.db.query(
    `UPDATE admin_settings SET value = '45' WHERE corp_id = $1 AND feature = 'defaultDueDays'`,
    [corpB],
  );
});

afterAll(async () => {
  await t?.close();
});

test('reads typed values of the tenant of the transaction', async () => {
  const year = new Date().getUTCFullYear();
  await asTenant(corpA, async (tx) => {
    expect(await readSetting(tx, 'INVOICE', 'defaultDueDays')).toBe(30);
    expect(await readSetting(tx, 'INVOICE', 'numberPrefix')).toBe('INV-');
    expect(await readSetting(tx, 'ATTACHMENT', 'maxSizeMb')).toBe(10);
    expect(await readSetting(tx, 'MAIL', 'senderName')).toBe('Acme Staffing');
    expect(await readSetting(tx, 'TIMESHEET', 'holidays')).toEqual(
      fixedFederalHolidays([year, year + 1]),
    );
  });
  await asTenant(corpB, async (tx) => {
    expect(await readSetting(tx, 'INVOICE', 'defaultDueDays')).toBe(45);
  });
});

test('a missing or invalid stored value gives the default', async () => {
  await t.db.query(`DELETE FROM admin_settings WHERE corp_id = $1 AND feature = 'senderName'`, [
    corpA,
  ]);
  await t.db.query(
    `UPDATE admin_settings SET value = 'lots' WHERE corp_id = $1 AND feature = 'maxSizeMb'`,
    [corpA],
  );
  await asTenant(corpA, async (tx) => {
    expect(await readSetting(tx, 'MAIL', 'senderName')).toBe('Acme Staffing');
    expect(await readSetting(tx, 'ATTACHMENT', 'maxSizeMb')).toBe(10);
  });
});

test('a system transaction names the corporation', async () => {
  await withSystemTx(t.db.pool, async (tx) => {
    expect(await readSetting(tx, 'INVOICE', 'defaultDueDays', corpB)).toBe(45);
    expect(await readSetting(tx, 'INVOICE', 'defaultDueDays', corpA)).toBe(30);
    expect(await readSetting(tx, 'MAIL', 'senderName', corpA)).toBe('Acme Staffing');
  });
});
