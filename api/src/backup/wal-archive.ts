import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The system user the embedded PostgreSQL runs as when the product runs as root. */
export type PostgresIds = { uid: number; gid: number } | null;

/** The folder of a backup directory that holds the continuous WAL archive. */
export const WAL_FOLDER = 'wal';

/** A WAL segment's or history file's name, as PostgreSQL hands it to the archive command. */
export const WAL_FILE = /^[0-9A-F]{24}$/;
export const HISTORY_FILE = /^[0-9A-F]{8}\.history$/;

/**
 * A string as one word of a POSIX shell, inside a PostgreSQL command setting: single quotes keep
 * every character as it is, and `%` is doubled because PostgreSQL substitutes `%p` and `%f` first.
 */
export function shellWord(value: string): string {
  return `'${value.replaceAll("'", `'\\''`).replaceAll('%', '%%')}'`;
}

/**
 * The archive command: each WAL file gzip-compressed into `walDir` under a temporary name, flushed,
 * then renamed, so that a file in the archive is always whole. A segment switched early by
 * `archive_timeout` is zero-filled past its last record, which gzip shrinks to almost nothing.
 * PostgreSQL retries a file whose command failed; a file already archived (a crash between the
 * rename and PostgreSQL recording it) is success when it holds the same bytes, failure otherwise,
 * never overwritten.
 */
export function archiveCommand(walDir: string): string {
  const dir = shellWord(walDir);
  return [
    `f=${dir}/%f.gz`,
    `if [ -f "$f" ]; then gzip -dc "$f" | cmp -s - %p; exit $?; fi`,
    `gzip -1 -c %p > "$f.part" && sync "$f.part" && mv "$f.part" "$f" && sync ${dir}`,
  ].join('; ');
}

/** The restore command: the first of `walDirs` holding the file gives it, decompressed. */
export function restoreCommand(walDirs: string[]): string {
  const dirs = walDirs.map(shellWord).join(' ');
  return [
    `for d in ${dirs}; do if [ -f "$d/%f.gz" ]; then gzip -dc "$d/%f.gz" > %p; exit $?; fi; done`,
    'exit 1',
  ].join('; ');
}

/** Server settings that archive every WAL file into `walDir`, switching at least every `timeout` s. */
export function archiveFlags(walDir: string, timeoutSeconds: number): string[] {
  return [
    '-c',
    'wal_level=replica',
    '-c',
    'archive_mode=on',
    '-c',
    `archive_command=${archiveCommand(walDir)}`,
    '-c',
    `archive_timeout=${timeoutSeconds}`,
  ];
}

/** Whether the system user `ids` (or this process's user) can do `test -<what>` on `target`. */
function canAs(ids: PostgresIds, what: 'r' | 'w', target: string): boolean {
  const run = spawnSync('sh', ['-c', `test -${what} "$1" && test -x "$1"`, 'sh', target], {
    ...(ids ? { uid: ids.uid, gid: ids.gid } : {}),
    stdio: 'ignore',
  });
  return run.status === 0;
}

/**
 * Makes `walDir` (and its backup directory) for PostgreSQL to write into, owned by the user it runs
 * as, and checks that it can: a folder it cannot reach would stop archiving, and with it the product.
 */
export function prepareWalDir(walDir: string, ids: PostgresIds): void {
  fs.mkdirSync(walDir, { recursive: true, mode: 0o700 });
  if (ids) {
    fs.chownSync(walDir, ids.uid, ids.gid);
    // the postgres user must traverse the backup directory to reach its archive
    const parent = path.dirname(walDir);
    fs.chmodSync(parent, (fs.statSync(parent).mode & 0o777) | 0o011);
  }
  if (!canAs(ids, 'w', walDir)) {
    throw new Error(
      `The embedded PostgreSQL${ids ? ' (which runs as the system user "postgres")' : ''} cannot write to ${walDir}; give it access to BACKUP_DIR or choose another BACKUP_DIR.`,
    );
  }
}

/**
 * Copies the timeline histories of `pgDir` missing from the archive into it. A restore promotes
 * its server on a new timeline with archiving off, so its history file is never handed to the
 * archive command; without it, a later restore from this archive would stay on the old timeline
 * and miss everything written since.
 */
export function archiveHistories(pgDir: string, walDir: string): string[] {
  const added: string[] = [];
  const walFiles = path.join(pgDir, 'pg_wal');
  for (const file of fs.readdirSync(walFiles).filter((f) => HISTORY_FILE.test(f))) {
    const target = path.join(walDir, `${file}.gz`);
    if (fs.existsSync(target)) continue;
    fs.writeFileSync(`${target}.part`, zlib.gzipSync(fs.readFileSync(path.join(walFiles, file))));
    fs.renameSync(`${target}.part`, target);
    added.push(file);
  }
  return added;
}

/** Refuses a WAL archive the server could not read while it restores, rather than losing its end. */
export function checkReadable(walDir: string, ids: PostgresIds): void {
  if (!canAs(ids, 'r', walDir)) {
    throw new Error(
      `The embedded PostgreSQL${ids ? ' (the system user "postgres")' : ''} cannot read the WAL archive ${walDir}; copy the backup where it can, or give it access.`,
    );
  }
}
