import fs from 'node:fs';
import path from 'node:path';

/**
 * The data directory remembers which WAL archive it last wrote into. The archive holds every WAL
 * file only since archiving into it began: after a start without BACKUP_DIR, with another one, or
 * on a restored directory (which has no marker), the archive has a gap that no restore can cross,
 * so a new base backup must come at once rather than at the next interval.
 */
const MARKER = 'archiving-into';

/** Whether the archive at `backupDir` may miss WAL of this data directory. */
export function archiveMayHaveGap(dataDir: string, backupDir: string): boolean {
  try {
    return fs.readFileSync(path.join(dataDir, MARKER), 'utf8').trim() !== backupDir;
  } catch {
    return true;
  }
}

/**
 * Records that `backupDir` holds a base backup of this directory with every WAL file since
 * (`null`: no archive can be trusted to, until the next base backup).
 */
export function markArchive(dataDir: string, backupDir: string | null): void {
  const file = path.join(dataDir, MARKER);
  if (backupDir === null) fs.rmSync(file, { force: true });
  else fs.writeFileSync(file, `${backupDir}\n`, { mode: 0o600 });
}
