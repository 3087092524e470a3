// The product behind PgBouncer in transaction mode (ARCHITECTURE.md, "More than one process"): two
// API processes, their daily jobs included, share one server connection, so consecutive
// transactions of different tenants run on the same connection. Each request still sees only its own tenant's rows, and nothing a
// transaction sets (role, tenant, user) is left on the connection for the next one.
import { apiPost, apiToken, setPassword } from './browser';
import {
  connect,
  scratchDatabase,
  startApi,
  startPgBouncer,
  type ApiProcess,
  type Bouncer,
} from './processes';

/**
 * Server connections per database and user: one is enough, since no transaction of the product
 * stays open while it waits for another (the daily jobs hold a lease row, not a transaction).
 */
const POOL_SIZE = 1;
const PASSWORD = 'Tenant-Pass-1';

type Tenant = { corpId: number; token: string; vendors: Map<number, string> };

let database: Awaited<ReturnType<typeof scratchDatabase>>;
let bouncer: Bouncer;
let api: ApiProcess;
let superToken: string;
const tenants: Tenant[] = [];

beforeAll(async () => {
  database = await scratchDatabase('sl_e2e_pgbouncer');
  bouncer = await startPgBouncer(POOL_SIZE);
  api = await startApi({ DATABASE_URL: bouncer.url(database.name), WORKERS: '2' });
  superToken = await apiToken(api.url);
  for (const name of ['North', 'South']) {
    const corpId = (
      (await apiPost(api.url, superToken, '/corps', { name, contacts: [] })) as {
        id: number;
      }
    ).id;
    const vendors = new Map<number, string>();
    for (let i = 1; i <= 3; i++) {
      const vendorName = `${name} Vendor ${i}`;
      const body = { name: vendorName, status: 'ACTIVE', invoiced: true, contacts: [] };
      vendors.set(
        ((await apiPost(api.url, superToken, '/vendors', body, corpId)) as { id: number }).id,
        vendorName,
      );
    }
    const username = `employer@${name.toLowerCase()}.example`;
    await apiPost(
      api.url,
      superToken,
      '/employees',
      {
        firstName: name,
        lastName: 'Employer',
        designation: 'Manager',
        category: 'W2',
        workAuth: 'Citizen',
        role: 'EMPLOYER',
        status: 'ACTIVE',
        email: username,
        contacts: [],
      },
      corpId,
    );
    await setPassword(api.url, superToken, { username, password: PASSWORD });
    tenants.push({
      corpId,
      vendors,
      token: await apiToken(api.url, { username, password: PASSWORD }),
    });
  }
});

afterAll(async () => {
  const code = await api?.stop();
  await bouncer?.stop();
  await database?.drop();
  expect(code).toBe(0);
});

async function get(path: string, token: string, corpId?: number) {
  const res = await fetch(`${api.url}/api${path}`, {
    headers: {
      Authorization: `Bearer ${token}`,
      ...(corpId ? { 'X-Corp-ID': String(corpId) } : {}),
    },
  });
  return { status: res.status, body: res.status === 200 ? await res.json() : undefined };
}

const names = (body: unknown) => new Set((body as { name: string }[]).map((v) => v.name));

test('interleaved requests of two tenants and a super user each see only their own rows', async () => {
  const [north, south] = tenants;
  const created: Record<number, string[]> = { [north.corpId]: [], [south.corpId]: [] };
  const checks: (() => Promise<void>)[] = [];
  for (let i = 0; i < 40; i++) {
    for (const [own, other] of [
      [north, south],
      [south, north],
    ]) {
      checks.push(async () => {
        const { status, body } = await get('/vendors', own.token);
        expect(status).toBe(200);
        // vendors made meanwhile may or may not be there yet; nothing of the other tenant ever is
        const seen = names(body);
        for (const name of own.vendors.values()) expect(seen.has(name)).toBe(true);
        for (const name of seen)
          expect(name.startsWith(own === north ? 'North' : 'South')).toBe(true);
      });
      checks.push(async () => {
        const { status, body } = await get('/vendors', superToken, own.corpId);
        expect(status).toBe(200);
        for (const name of names(body))
          expect(name.startsWith(own === north ? 'North' : 'South')).toBe(true);
      });
      checks.push(async () => {
        const [otherVendor] = other.vendors.keys();
        expect((await get(`/vendors/${otherVendor}`, own.token)).status).toBe(404);
      });
      checks.push(async () => {
        const name = `${own === north ? 'North' : 'South'} Made ${i}`;
        const body = { name, status: 'ACTIVE', invoiced: true, contacts: [] };
        const res = await fetch(`${api.url}/api/vendors`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${own.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(res.status).toBe(201);
        created[own.corpId].push(name);
      });
    }
    checks.push(async () => {
      const { status, body } = await get('/corps', superToken);
      expect(status).toBe(200);
      expect(names(body)).toEqual(new Set(['North', 'South']));
    });
  }
  // 24 requests in flight at a time, in an order that mixes tenants on the server connection
  const queue = [...checks];
  await Promise.all(
    Array.from({ length: 24 }, async () => {
      for (let check = queue.shift(); check; check = queue.shift()) await check();
    }),
  );

  for (const t of tenants) {
    const { body } = await get('/vendors', t.token);
    expect(names(body)).toEqual(new Set([...t.vendors.values(), ...created[t.corpId]]));
  }
  const owner = await connect(database.url);
  try {
    const { rows } = await owner.query(
      `SELECT c.name AS corp, count(*)::int AS n, bool_and(v.name LIKE c.name || ' %') AS own
         FROM vendors v JOIN corporations c ON c.id = v.corp_id GROUP BY c.name ORDER BY c.name`,
    );
    expect(rows).toEqual([
      { corp: 'North', n: 43, own: true },
      { corp: 'South', n: 43, own: true },
    ]);
  } finally {
    await owner.end();
  }
});

test('no role, tenant or user set by a transaction is left on a server connection', async () => {
  // as many transactions held at once as the pool has server connections take every one of them
  const clients = await Promise.all(
    Array.from({ length: POOL_SIZE }, () => connect(bouncer.url(database.name))),
  );
  try {
    await Promise.all(clients.map((c) => c.query('BEGIN')));
    const seen = await Promise.all(
      clients.map(
        async (c) =>
          (
            await c.query(
              `SELECT pg_backend_pid() AS pid, current_user = session_user AS "ownRole",
                      current_setting('app.corp_id', true) AS corp,
                      current_setting('app.user_id', true) AS "user"`,
            )
          ).rows[0],
      ),
    );
    await Promise.all(clients.map((c) => c.query('COMMIT')));
    expect(new Set(seen.map((s) => s.pid)).size).toBe(POOL_SIZE);
    // '' rather than null: these connections did carry a tenant and a user, and no longer do
    for (const s of seen) expect(s).toMatchObject({ ownRole: true, corp: '', user: '' });
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
});
