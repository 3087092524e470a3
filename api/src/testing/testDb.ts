import crypto from 'node:crypto';
import pg from 'pg';

export function testServerUrl(): string {
  const url = process.env.SL_TEST_PG_URL;
  if (!url) throw new Error('No test PostgreSQL: run the tests through jest (globalSetup).');
  return url;
}

/** A fresh, empty database on the test server; `drop()` removes it. */
export async function createTestDatabase(): Promise<{
  url: string;
  name: string;
  drop(): Promise<void>;
}> {
  const base = testServerUrl();
  const name = `sl_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
