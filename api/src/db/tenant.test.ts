import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { withSystemTx, withTenantTx } from './tenant.js';

/** A pool whose one client records every query and answers with no rows. */
function recordingPool(failOn?: string) {
  const sent: string[] = [];
  const released: Array<boolean | undefined> = [];
  const client = Object.assign(new EventEmitter(), {
    query: async (text: string) => {
      sent.push(text.replace(/\s+/g, ' ').trim());
      if (failOn && text.includes(failOn)) throw new Error(`refused: ${failOn}`);
      return { rows: [], rowCount: 0 };
    },
    release: (destroy?: boolean) => released.push(destroy),
  });
  const pool = { connect: async () => client } as unknown as pg.Pool;
  return { pool, sent, released, client };
}

test("a tenant's transaction opens, takes the role and sets the tenant in one round trip", async () => {
  const { pool, sent } = recordingPool();
  await withTenantTx(pool, { corpId: 42, userId: 7 }, (tx) => tx.query('SELECT 1'));
  expect(sent).toEqual([
    "BEGIN; SET LOCAL ROLE staffledger_app; SELECT set_config('app.corp_id', '42', true), set_config('app.user_id', '7', true)",
    'SELECT 1',
    'COMMIT',
  ]);
});

test('no tenant and no user are empty settings, which match no row', async () => {
  const { pool, sent } = recordingPool();
  await withTenantTx(pool, { corpId: null, userId: null }, async () => undefined);
  expect(sent[0]).toContain(
    "set_config('app.corp_id', '', true), set_config('app.user_id', '', true)",
  );
});

test('an id that is not a whole number never reaches the database', async () => {
  const { pool, sent } = recordingPool();
  await expect(
    withTenantTx(pool, { corpId: 1.5, userId: null }, async () => undefined),
  ).rejects.toThrow('not an id: 1.5');
  await expect(
    withTenantTx(pool, { corpId: Number.NaN, userId: null }, async () => undefined),
  ).rejects.toThrow(TypeError);
  expect(sent).toEqual([]);
});

test('a failure rolls back, and a failed rollback discards the connection', async () => {
  const failing = recordingPool('SELECT 2');
  await expect(withSystemTx(failing.pool, (tx) => tx.query('SELECT 2'))).rejects.toThrow(
    'refused: SELECT 2',
  );
  expect(failing.sent).toEqual(['BEGIN', 'SELECT 2', 'ROLLBACK']);
  expect(failing.released).toEqual([undefined]);

  const stuck = recordingPool('ROLLBACK');
  await expect(
    withSystemTx(stuck.pool, async () => {
      throw new Error('the work failed');
    }),
  ).rejects.toThrow('the work failed');
  expect(stuck.released).toEqual([true]);
});

test('a connection lost while the transaction waits is discarded, not the end of the process', async () => {
  const { pool, released, client } = recordingPool();
  await withSystemTx(pool, async () => {
    // what node-pg does when the server side of an idle checked-out connection goes away
    client.emit('error', new Error('Connection terminated unexpectedly'));
  });
  expect(released).toEqual([true]);
  expect(client.listenerCount('error')).toBe(0);
});
