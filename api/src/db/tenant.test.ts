import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { withSystemTx, withTenantTx } from './tenant.js';

type Batch = {
  text: string;
  handleCommandComplete(msg: { text: string }): void;
  handleReadyForQuery(): void;
  submit(connection: unknown): void;
};

/**
 * A pool whose one client records every query (a batch as its statements with their values) and
 * answers with no rows.
 */
function recordingPool(failOn?: string) {
  const sent: string[] = [];
  const released: Array<boolean | undefined> = [];
  const client = Object.assign(new EventEmitter(), {
    query: async (query: string | Batch) => {
      if (typeof query !== 'string') {
        const values: unknown[][] = [];
        query.submit({
          parse: () => undefined,
          bind: (b: { values: unknown[] }) => values.push(b.values),
          describe: () => undefined,
          execute: () => undefined,
          sync: () => undefined,
          close: () => undefined,
          on: () => undefined,
          off: () => undefined,
          stream: {},
        });
        const texts = query.text.split(';\n');
        sent.push(
          texts
            .map(
              (t, i) =>
                t.replace(/\s+/g, ' ').trim() +
                (values[i].length ? ` ${JSON.stringify(values[i])}` : ''),
            )
            .join('; '),
        );
        for (const t of texts) query.handleCommandComplete({ text: t.split(' ')[0] });
        query.handleReadyForQuery();
        return query;
      }
      sent.push(query.replace(/\s+/g, ' ').trim());
      if (failOn && query.includes(failOn)) throw new Error(`refused: ${failOn}`);
      return { rows: [], rowCount: 0 };
    },
    release: (destroy?: boolean) => released.push(destroy),
  });
  const pool = { connect: async () => client } as unknown as pg.Pool;
  return { pool, sent, released, client };
}

const SETTINGS =
  "SELECT set_config('role', 'staffledger_app', true), set_config('app.corp_id', $1, true), set_config('app.user_id', $2, true)";

test("a tenant's transaction opens, takes the role and sets the tenant with its first statement", async () => {
  const { pool, sent } = recordingPool();
  await withTenantTx(pool, { corpId: 42, userId: 7 }, async (tx) => {
    await tx.query('SELECT 1');
    await tx.query('SELECT 2');
  });
  expect(sent).toEqual([`BEGIN; ${SETTINGS} ["42","7"]; SELECT 1`, 'SELECT 2', 'COMMIT']);
});

test('a transaction of its last statement alone is one batch, without BEGIN or COMMIT; one after it may only read', async () => {
  const { pool, sent } = recordingPool();
  await withTenantTx(pool, { corpId: 42, userId: 7 }, async (tx) => {
    await tx.last('SELECT 1');
    await tx.query('SELECT 2');
  });
  expect(sent).toEqual([
    `${SETTINGS} ["42","7"]; SELECT 1`,
    `${SETTINGS}, set_config('transaction_read_only', 'on', true) ["42","7"]; SELECT 2`,
  ]);
});

test('no tenant and no user are empty settings, which match no row', async () => {
  const { pool, sent } = recordingPool();
  await withTenantTx(pool, { corpId: null, userId: null }, (tx) => tx.last('SELECT 1'));
  expect(sent[0]).toContain(`${SETTINGS} ["",""]`);
});

test('a transaction with no statement sends nothing', async () => {
  const { pool, sent } = recordingPool();
  await withTenantTx(pool, { corpId: 42, userId: 7 }, async () => undefined);
  expect(sent).toEqual([]);
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
