#!/usr/bin/env node
// A database made by an earlier version of the product, for the upgrade test
// (api/src/db/upgrade.db.test.ts):
//   DATABASE_URL=postgres://… node scripts/make-upgrade-fixture.mjs <commit> [--name <name>] [--out <folder>]
// Checks the commit out in a temporary git worktree, installs and builds its API, runs it on a
// scratch database of DATABASE_URL's server, fills it through that version (its seed at scale
// 0.001, then through its API: a corporation with a logo and a changed setting, a timesheet
// attachment, an invoice sent, one paid and one made from timesheets, a billing arrangement
// entered twice, a user whose password it hashed) and writes
//   <folder>/<name>.sql.gz  pg_dump's plain SQL of that database
//   <folder>/<name>.json    what that version counted and summed in it, and the passwords it set
// The folder defaults to api/src/db/upgrade-fixtures and the name to the commit's short hash. The
// worktree and the scratch database are removed after, whatever happens. pg_dump must be on the
// PATH, of the server's major version or newer.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pnpmCommand } from './lib/install.mjs';
import { scratchDatabase } from './lib/scratch-db.mjs';
import { ROOT } from './lib/workspace.mjs';

function usage(message) {
  if (message) console.error(message);
  console.error(
    'usage: DATABASE_URL=postgres://… node scripts/make-upgrade-fixture.mjs <commit> [--name <name>] [--out <folder>]',
  );
  process.exit(2);
}

const args = process.argv.slice(2);
let commit;
let name;
let out = join(ROOT, 'api', 'src', 'db', 'upgrade-fixtures');
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--name') name = args[++i];
  else if (args[i] === '--out') out = resolve(args[++i] ?? '');
  else if (!args[i].startsWith('--') && !commit) commit = args[i];
  else usage(`unknown argument ${args[i]}`);
}
if (!commit) usage('Name the commit of the earlier version.');
if (!process.env.DATABASE_URL) {
  usage('DATABASE_URL names the PostgreSQL server to make the fixture on (its pg_dump dumps it).');
}

// git's own messages travel in the error, not to the terminal
const git = (...gitArgs) =>
  execFileSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' }).trim();
let hash;
try {
  hash = git('rev-parse', '--verify', `${commit}^{commit}`);
} catch {
  usage(`${commit} is not a commit of this repository.`);
}
try {
  git('cat-file', '-e', `${hash}:api/src/db/seed-at-scale.ts`);
} catch {
  usage(
    `${commit} has no seed to fill its database with (api/src/db/seed-at-scale.ts came in d2a9499).`,
  );
}
name ??= hash.slice(0, 7);
if (!/^[\w.-]+$/.test(name))
  usage('The name holds letters, digits, dots, dashes and underscores only.');

/** Runs a command to its end, its output shown; a failure stops the script with `what`. */
function run(what, cmd, cmdArgs, cwd) {
  const res = spawnSync(cmd, cmdArgs, { cwd, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`${what} failed (exit ${res.status ?? res.signal}).`);
}

const work = mkdtempSync(join(tmpdir(), 'staffledger-upgrade-'));
const checkout = join(work, 'checkout');
let database;
try {
  console.log(`Checking out ${hash.slice(0, 7)} (${git('log', '-1', '--format=%s', hash)})`);
  git('worktree', 'add', '--quiet', '--detach', checkout, hash);
  const [pnpm, ...pre] = pnpmCommand();
  const install = ['install', '--frozen-lockfile', '--filter', '@staffledger/api...'];
  const offline = spawnSync(pnpm, [...pre, ...install, '--offline'], {
    cwd: checkout,
    stdio: 'ignore',
  });
  if (offline.status !== 0) run('Installing its API', pnpm, [...pre, ...install], checkout);
  // the API and the workspace packages it uses, in order
  run(
    'Building its API',
    pnpm,
    [...pre, '-r', '--filter', '@staffledger/api...', 'run', 'build'],
    checkout,
  );

  database = await scratchDatabase('upgrade_fixture');
  const { databaseUrl } = database.opts;
  const json = join(work, 'fixture.json');
  console.log('Filling a database through that version');
  run('Filling the database', process.execPath, [
    join(ROOT, 'scripts', 'lib', 'upgrade-fixture-fill.mjs'),
    checkout,
    databaseUrl,
    json,
  ]);
  // plain SQL, one INSERT per 100 rows: loaded by any client, no psql or pg_restore needed
  const dump = execFileSync(
    'pg_dump',
    ['--no-owner', '--inserts', '--rows-per-insert=100', '--dbname', databaseUrl],
    { maxBuffer: 1 << 30 },
  );
  const made = JSON.parse(readFileSync(json, 'utf8'));
  const fixture = { commit: hash, subject: git('log', '-1', '--format=%s', hash), ...made };
  const gz = gzipSync(dump, { level: 9 });
  mkdirSync(out, { recursive: true });
  // written beside, then renamed: a fixture is whole or absent
  const target = (ext) => join(out, `${name}${ext}`);
  writeFileSync(`${target('.sql.gz')}.partial`, gz);
  writeFileSync(`${target('.json')}.partial`, `${JSON.stringify(fixture, null, 2)}\n`);
  renameSync(`${target('.sql.gz')}.partial`, target('.sql.gz'));
  renameSync(`${target('.json')}.partial`, target('.json'));
  console.log(
    `Wrote ${target('.sql.gz')} (${(gz.length / 1024).toFixed(0)} KB) and ${name}.json: migrations ` +
      `up to ${made.migrations.at(-1)}, ${made.database.tables.timesheets} timesheets, ` +
      `${made.database.tables.invoices} invoices.`,
  );
} catch (error) {
  console.error(`No fixture was written: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await database?.drop().catch(() => {});
  spawnSync('git', ['worktree', 'remove', '--force', checkout], { cwd: ROOT, stdio: 'ignore' });
  rmSync(work, { recursive: true, force: true });
}
