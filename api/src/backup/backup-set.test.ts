import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  listBackups,
  pruneBackups,
  resolveRestoreSource,
  type BackupManifest,
} from './backup-set.js';

function fakeBackup(root: string, name: string, startWal: string, finishedAt: string): void {
  const dir = path.join(root, 'base', name);
  fs.mkdirSync(dir, { recursive: true });
  const manifest: Partial<BackupManifest> = {
    format: 'staffledger-base-backup',
    formatVersion: 1,
    name,
    startedAt: finishedAt,
    finishedAt,
    startWal,
    stopWal: startWal,
  };
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
}

const segment = (n: number, timeline = 1) =>
  `${String(timeline).padStart(8, '0')}00000000${n.toString(16).toUpperCase().padStart(8, '0')}`;

test('pruning keeps the newest backups and the WAL the oldest kept one needs, whatever its timeline', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sl-backup-set-'));
  try {
    fakeBackup(root, '20261101T000000Z-aaaaaa', segment(2), '2026-11-01T00:00:10Z');
    fakeBackup(root, '20261102T000000Z-bbbbbb', segment(8), '2026-11-02T00:00:10Z');
    fakeBackup(root, '20261103T000000Z-cccccc', segment(12), '2026-11-03T00:00:10Z');
    fs.mkdirSync(path.join(root, 'base', '20261101T120000Z-dddddd.partial'));
    fs.mkdirSync(path.join(root, 'base', '20261104T000000Z-eeeeee.partial'));
    const wal = path.join(root, 'wal');
    fs.mkdirSync(wal);
    const files = [
      ...[1, 2, 7, 8, 9, 12].map((n) => `${segment(n)}.gz`),
      `${segment(9, 2)}.gz`,
      '00000002.history.gz',
    ];
    for (const f of files) fs.writeFileSync(path.join(wal, f), '');

    await pruneBackups(root, 2);

    expect(listBackups(root).map((b) => b.manifest.name)).toEqual([
      '20261102T000000Z-bbbbbb',
      '20261103T000000Z-cccccc',
    ]);
    // a leftover older than the newest whole backup goes; a newer one may be being written
    expect(fs.readdirSync(path.join(root, 'base')).sort()).toEqual([
      '20261102T000000Z-bbbbbb',
      '20261103T000000Z-cccccc',
      '20261104T000000Z-eeeeee.partial',
    ]);
    expect(fs.readdirSync(wal).sort()).toEqual(
      [
        `${segment(8)}.gz`,
        `${segment(9)}.gz`,
        `${segment(12)}.gz`,
        `${segment(9, 2)}.gz`,
        '00000002.history.gz',
      ].sort(),
    );

    // a point in time picks the newest backup that ended before it
    const at = resolveRestoreSource(root, new Date('2026-11-02T12:00:00Z'));
    expect(at.backup.manifest.name).toBe('20261102T000000Z-bbbbbb');
    expect(at.archive).toBe(wal);
    expect(resolveRestoreSource(root).backup.manifest.name).toBe('20261103T000000Z-cccccc');
    expect(() => resolveRestoreSource(root, new Date('2026-11-02T00:00:00Z'))).toThrow(
      /The oldest backup in .+ ends at 2026-11-02T00:00:10Z; it cannot restore to 2026-11-02T00:00:00.000Z, before that./,
    );
    // one backup's own folder, with the archive of the directory it sits in
    const own = resolveRestoreSource(path.join(root, 'base', '20261103T000000Z-cccccc'));
    expect(own.archive).toBe(wal);
    expect(() => resolveRestoreSource(path.join(root, 'wal'))).toThrow(/holds no backup/);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
