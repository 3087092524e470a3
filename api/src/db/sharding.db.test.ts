import { createTestApp, type TestApp } from '../testing/testApp.js';
import { SHARDING_PLAN, shardingProblems, type ShardingPlan } from './sharding.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

test('the migrated schema holds to the sharding plan', async () => {
  expect(await shardingProblems(t.db)).toEqual([]);
});

test('a key left off the list to widen, or listed when it needs nothing, is named', async () => {
  const plan: ShardingPlan = {
    ...SHARDING_PLAN,
    toWiden: {
      uniqueKeys: [
        ...SHARDING_PLAN.toWiden.uniqueKeys.filter((k) => k !== 'invoices_timesheet_key'),
        'invoices_corp_id_number_key',
      ],
      foreignKeys: ['timesheets_vendor_id_corp_id_fkey'],
    },
  };
  expect(await shardingProblems(t.db, plan)).toEqual([
    'invoices: invoices_corp_id_number_key already includes corp_id; take it off the list to widen',
    'invoices: unique key invoices_timesheet_key (timesheet_id) lacks corp_id',
    'employee_contacts: foreign key employee_contacts_employee_id_fkey does not pair the distribution columns',
    'timesheets: timesheets_vendor_id_corp_id_fkey already pairs the distribution columns; take it off the list',
  ]);
});

test('a new table must be placed in the plan, and a distributed one needs its column', async () => {
  await t.db.query(`CREATE TABLE widgets (id bigserial PRIMARY KEY, corp_id bigint)`);
  try {
    expect(await shardingProblems(t.db)).toEqual([
      'widgets is not in the sharding plan: distributed by corp_id, reference or local?',
    ]);
    const plan: ShardingPlan = {
      ...SHARDING_PLAN,
      distributed: { ...SHARDING_PLAN.distributed, widgets: 'corp_id' },
    };
    expect(await shardingProblems(t.db, plan)).toEqual([
      'widgets: its distribution column corp_id is missing or may be null',
      'widgets: unique key widgets_pkey (id) lacks corp_id',
    ]);
    const referencing: ShardingPlan = {
      ...SHARDING_PLAN,
      reference: [...SHARDING_PLAN.reference, 'widgets'],
    };
    await t.db.query(`ALTER TABLE widgets ADD FOREIGN KEY (corp_id) REFERENCES corporations (id)`);
    expect(await shardingProblems(t.db, referencing)).toEqual([
      "widgets: a reference table's foreign key widgets_corp_id_fkey points at distributed table corporations",
    ]);
  } finally {
    await t.db.query('DROP TABLE widgets');
  }
});
