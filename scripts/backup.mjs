#!/usr/bin/env node
// `pnpm backup [--to DIR]` and `pnpm restore FROM [--to-time T]` (this file, called as restore.mjs
// too): build the API if it is missing, then run its backup commands (api/src/backup/cli.ts).
// How backups work and why: docs/backups.md.
import { basename, join } from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { buildAll, ROOT } from './lib/workspace.mjs';

const command = basename(process.argv[1]) === 'restore.mjs' ? 'restore' : 'backup';
const USAGE = {
  backup: 'usage: pnpm backup [--to DIR]   (DIR defaults to BACKUP_DIR)',
  restore:
    'usage: pnpm restore FROM [--to-time 2026-11-27T14:30:00Z]   (into an empty DATA_DIR or database)',
};

ensureInstalled(ROOT);
if (!buildAll({ ifMissing: true, only: ['api'], log: () => {} }).every((r) => r.ok))
  process.exit(1);
const cli = await import(join(ROOT, 'api', 'dist', 'backup', 'cli.js'));
try {
  const run = command === 'backup' ? cli.backupCommand : cli.restoreCommand;
  console.log(await run(process.argv.slice(2)));
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  if (err instanceof cli.UsageError) console.error(USAGE[command]);
  process.exit(err instanceof cli.UsageError ? 2 : 1);
}
