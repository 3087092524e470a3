import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { APP_ROLE } from '../db/rls.js';
import { backupName } from './base-backup.js';

/**
 * An external database (DATABASE_URL) is backed up with PostgreSQL's own pg_dump, not with code of
 * ours: its custom format restores with pg_restore into an empty database. The generated token
 * secret lives in the database there, so the dump holds everything the product needs.
 */
const DUMP_SUFFIX = '.dump';

function run(tool: string, args: string[]): void {
  const result = spawnSync(tool, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error(
      `${tool} was not found: with DATABASE_URL, backups use PostgreSQL's client tools (a version at least the server's); install them (Debian: postgresql-client) or put them on PATH.`,
    );
  }
  if (result.status !== 0) {
    throw new Error(`${tool} failed: ${result.stderr.trim() || `exit ${result.status}`}`);
  }
}

export function dumpExternal(
  url: string,
  root: string,
): { file: string; bytes: number; ms: number } {
  const began = Date.now();
  fs.mkdirSync(root, { recursive: true });
  const file = path.join(root, `staffledger-${backupName(new Date())}${DUMP_SUFFIX}`);
  const partial = `${file}.partial`;
  try {
    run('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, `--dbname=${url}`]);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { file, bytes: fs.statSync(file).size, ms: Date.now() - began };
}

/** The newest dump in `from` (a folder of dumps), or `from` itself when it is one. */
function dumpFile(from: string): string {
  const stat = fs.statSync(from, { throwIfNoEntry: false });
  if (stat?.isFile()) return from;
  const dumps = stat?.isDirectory()
    ? fs
        .readdirSync(from)
        .filter((f) => f.endsWith(DUMP_SUFFIX))
        .sort()
    : [];
  if (dumps.length === 0) throw new Error(`${from} holds no ${DUMP_SUFFIX} file.`);
  return path.join(from, dumps.at(-1)!);
}

export async function restoreExternal(
  from: string,
  url: string,
): Promise<{ file: string; ms: number }> {
  const began = Date.now();
  const file = dumpFile(from);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public'`,
    );
    if (rows[0].n > 0) {
      throw new Error(
        `The database at DATABASE_URL is not empty (${rows[0].n} relations in its public schema); a restore goes into an empty database only. Nothing was changed.`,
      );
    }
    // the dump grants to the request role, which is the server's, not the database's
    await client.query(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
        CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOINHERIT NOBYPASSRLS;
      END IF;
    END $$`);
  } finally {
    await client.end();
  }
  run('pg_restore', [
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${url}`,
    file,
  ]);
  return { file, ms: Date.now() - began };
}
