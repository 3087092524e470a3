import type { BaseBackupResult } from './base-backup.js';

const MB = 1024 * 1024;

/** One line saying what a backup wrote, its size and how long it took. */
export function describeBackup({ dir, manifest }: BaseBackupResult): string {
  const size = (manifest.bytes / MB).toFixed(1);
  const db = (manifest.databaseBytes / MB).toFixed(1);
  const seconds = (manifest.durationMs / 1000).toFixed(1);
  return `Backup written to ${dir}: ${manifest.files} files, ${size} MB (database ${db} MB, WAL ${manifest.startWal} to ${manifest.stopWal}), in ${seconds} s`;
}
