import { withSystemTx, withTenantTx } from '../../db/tenant.js';
import { seedCorp, setSetting } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { readSetting } from './settings.js';

let t: TestApp;
let corpA: number;
let corpB: number;

const asTenant = <T>(corpId: number, fn: Parameters<typeof withTenantTx<T>>[2]) =>
  withTenantTx(t.db.pool, { corpId, userId: null }, fn);

beforeAll(async () => {
  t = await createTestApp();
  corpA = await seedCorp(t, 'Acme Staffing');
  corpB = await seedCorp(t, 'Bravo Labor');
  await setSetting(t, corpB, 'defaultDueDays', '45');
});

afterAll(async () => {
  await t?.close();
});

test('reads typed values of the tenant of the transaction', async () => {
  await asTenant(corpA, async (tx) => {
    expect(await readSetting(tx, 'INVOICE', 'defaultDueDays')).toBe(30);
    expect(await readSetting(tx, 'INVOICE', 'numberPrefix')).toBe('INV-');
    expect(await readSetting(tx, 'ATTACHMENT', 'maxSizeMb')).toBe(10);
    expect(await readSetting(tx, 'MAIL', 'senderName')).toBe('Acme Staffing');
    expect(await readSetting(tx, 'TIMESHEET', 'holidays')).toEqual({ federal: true, dates: [] });
  });
  await asTenant(corpB, async (tx) => {
    expect(await readSetting(tx, 'INVOICE', 'defaultDueDays')).toBe(45);
  });
});

test('a missing or invalid stored value gives the default', async () => {
  await t.db.query(`DELETE FROM admin_settings WHERE corp_id = $1 AND feature = 'senderName'`, [
    corpA,
  ]);
  await setSetting(t, corpA, 'maxSizeMb', 'lots');
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
