import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { archiveCommand, restoreCommand } from './wal-archive.js';

/** Runs a command as PostgreSQL would: %p and %f substituted, through sh, in the data directory. */
function asPostgres(command: string, cwd: string, p: string, f: string): number {
  const expanded = command.replace(/%(%|p|f)/g, (_m, c) => (c === '%' ? '%' : c === 'p' ? p : f));
  return spawnSync('sh', ['-c', expanded], { cwd, stdio: 'ignore' }).status ?? -1;
}

test('the archive command stores a WAL file whole and compressed, accepts the same file again and never overwrites another', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "sl-wal 'quoted' %dir-"));
  try {
    const pgDir = path.join(root, 'pg');
    const archive = path.join(root, 'archive');
    fs.mkdirSync(path.join(pgDir, 'pg_wal'), { recursive: true });
    fs.mkdirSync(archive);
    const name = '000000010000000000000003';
    // a segment switched early: a few records, then zeros to its 16 MB
    const segment = Buffer.alloc(16 * 1024 * 1024);
    segment.write('records of the last transactions');
    fs.writeFileSync(path.join(pgDir, 'pg_wal', name), segment);
    const command = archiveCommand(archive);

    expect(asPostgres(command, pgDir, `pg_wal/${name}`, name)).toBe(0);
    const stored = path.join(archive, `${name}.gz`);
    expect(zlib.gunzipSync(fs.readFileSync(stored)).equals(segment)).toBe(true);
    expect(fs.statSync(stored).size).toBeLessThan(segment.length / 100);
    expect(fs.readdirSync(archive)).toEqual([`${name}.gz`]);
    // retried after a crash between the rename and PostgreSQL's record of it: success
    expect(asPostgres(command, pgDir, `pg_wal/${name}`, name)).toBe(0);
    // another file of the same name is refused, and the archived one is kept
    fs.writeFileSync(path.join(pgDir, 'pg_wal', name), Buffer.from('something else'));
    expect(asPostgres(command, pgDir, `pg_wal/${name}`, name)).not.toBe(0);
    expect(zlib.gunzipSync(fs.readFileSync(stored)).equals(segment)).toBe(true);

    // the restore command gives it back, and fails for a file the archive does not hold
    const restore = restoreCommand([path.join(root, 'elsewhere'), archive]);
    expect(asPostgres(restore, pgDir, 'pg_wal/RECOVERYXLOG', name)).toBe(0);
    expect(fs.readFileSync(path.join(pgDir, 'pg_wal', 'RECOVERYXLOG')).equals(segment)).toBe(true);
    expect(asPostgres(restore, pgDir, 'pg_wal/RECOVERYXLOG', '000000010000000000000004')).not.toBe(
      0,
    );
    expect(asPostgres(restoreCommand([]), pgDir, 'pg_wal/X', name)).not.toBe(0);
  } finally {
    execFileSync('rm', ['-rf', root]);
  }
});
