// A database of the product's own for a script to use and throw away: an embedded PostgreSQL in a
// temporary folder, or, with DATABASE_URL, a database created on that server and dropped after.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './workspace.mjs';

/**
 * @param {string} prefix names the folder or database
 * @returns {Promise<{ opts: { dataDir: string } | { databaseUrl: string, dataDir: string }, drop(): Promise<void> }>}
 *   `opts` for the API's `build` or `openDatabase`; `drop` removes the database
 */
export async function scratchDatabase(prefix) {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (!process.env.DATABASE_URL) return { opts: { dataDir }, drop: removeDir };
  const pg = createRequire(join(ROOT, 'api', 'package.json'))('pg');
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const name = `${prefix.replace(/\W/g, '_')}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    opts: { databaseUrl: url.toString(), dataDir },
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await removeDir();
    },
  };
}
