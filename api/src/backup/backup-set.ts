import fs from 'node:fs';
import path from 'node:path';
import { HISTORY_FILE, WAL_FOLDER } from './wal-archive.js';

/** Where a backup directory keeps its base backups, each in a folder of its own. */
export const BASE_FOLDER = 'base';
export const MANIFEST = 'manifest.json';
/** The data directory's generated secrets: PostgreSQL's password and the token signing key. */
export const SECRET_FILES = ['pg-password', 'jwt-secret'] as const;

export type BackupManifest = {
  format: 'staffledger-base-backup';
  formatVersion: 1;
  name: string;
  /** When pg_backup_start returned: the backup holds every write committed before it. */
  startedAt: string;
  /** When the backup was whole: the earliest point in time it restores to. */
  finishedAt: string;
  durationMs: number;
  postgresVersion: number;
  systemIdentifier: string;
  startLsn: string;
  stopLsn: string;
  startWal: string;
  stopWal: string;
  newestMigration: string | null;
  secrets: string[];
  files: number;
  bytes: number;
  databaseBytes: number;
};

export type StoredBackup = { dir: string; manifest: BackupManifest };

function readManifest(dir: string): BackupManifest | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8'));
    return manifest?.format === 'staffledger-base-backup' ? manifest : null;
  } catch {
    return null;
  }
}

/** The whole base backups under a backup directory, oldest first (a `.partial` one is not whole). */
export function listBackups(root: string): StoredBackup[] {
  let names: string[];
  try {
    names = fs.readdirSync(path.join(root, BASE_FOLDER));
  } catch {
    return [];
  }
  return names
    .filter((name) => !name.endsWith('.partial'))
    .sort()
    .flatMap((name) => {
      const dir = path.join(root, BASE_FOLDER, name);
      const manifest = readManifest(dir);
      return manifest ? [{ dir, manifest }] : [];
    });
}

/**
 * What `pnpm restore FROM` names: a backup directory (its newest base backup that ends before the
 * target time, and its WAL archive), or one base backup's folder (with the archive of the backup
 * directory it sits in, if any).
 */
export function resolveRestoreSource(
  from: string,
  toTime?: Date,
): { backup: StoredBackup; archive: string | null } {
  const root = path.resolve(from);
  const own = readManifest(root);
  if (own) {
    const archive = path.resolve(root, '..', '..', WAL_FOLDER);
    if (toTime && toTime < new Date(own.finishedAt)) {
      throw new Error(
        `The backup ${own.name} ends at ${own.finishedAt}; it cannot restore to ${toTime.toISOString()}, before that.`,
      );
    }
    return {
      backup: { dir: root, manifest: own },
      archive: fs.existsSync(archive) ? archive : null,
    };
  }
  const backups = listBackups(root);
  if (backups.length === 0) {
    throw new Error(`${from} holds no backup (no ${BASE_FOLDER}/*/${MANIFEST}).`);
  }
  const usable = toTime
    ? backups.filter((b) => new Date(b.manifest.finishedAt) <= toTime)
    : backups;
  const backup = usable.at(-1);
  if (!backup) {
    throw new Error(
      `The oldest backup in ${from} ends at ${backups[0].manifest.finishedAt}; it cannot restore to ${toTime!.toISOString()}, before that.`,
    );
  }
  const archive = path.join(root, WAL_FOLDER);
  return { backup, archive: fs.existsSync(archive) ? archive : null };
}

/** A segment's place in the WAL, whatever its timeline: the name without its first 8 digits. */
const segmentOf = (walName: string) => walName.slice(8, 24);

/**
 * Keeps the newest `keep` base backups and the archived WAL that the oldest of them needs; removes
 * older backups, leftovers of backups cut short, and older WAL. Timeline histories stay: they are
 * small and a restore past a former restore reads them.
 */
export async function pruneBackups(root: string, keep: number): Promise<{ removed: string[] }> {
  const removed: string[] = [];
  const baseDir = path.join(root, BASE_FOLDER);
  const backups = listBackups(root);
  const kept = backups.slice(-keep);
  const keptDirs = new Set(kept.map((b) => path.basename(b.dir)));
  let names: string[] = [];
  try {
    names = await fs.promises.readdir(baseDir);
  } catch {
    return { removed };
  }
  const newest = kept.at(-1)?.manifest.name ?? '';
  for (const name of names) {
    // a .partial newer than the newest whole backup may be one being written now
    const leftover = name.endsWith('.partial') && name < newest;
    const old = !name.endsWith('.partial') && !keptDirs.has(name);
    if (!leftover && !old) continue;
    await fs.promises.rm(path.join(baseDir, name), { recursive: true, force: true });
    removed.push(name);
  }
  const oldest = kept[0];
  if (!oldest) return { removed };
  const firstNeeded = segmentOf(oldest.manifest.startWal);
  const walDir = path.join(root, WAL_FOLDER);
  let walNames: string[] = [];
  try {
    walNames = await fs.promises.readdir(walDir);
  } catch {
    return { removed };
  }
  for (const file of walNames) {
    const base = file.replace(/\.gz$/, '');
    if (HISTORY_FILE.test(base) || file.endsWith('.part')) continue;
    if (segmentOf(base) < firstNeeded) {
      await fs.promises.rm(path.join(walDir, file), { force: true });
      removed.push(`${WAL_FOLDER}/${file}`);
    }
  }
  return { removed };
}
