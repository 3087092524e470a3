import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbedded, tmpDataDir } from '../db/embedded.js';
import { listBackups } from './backup-set.js';
import { WAL_FOLDER } from './wal-archive.js';

const onEmbedded = process.env.DATABASE_URL ? test.skip : test;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

onEmbedded(
  'scheduled base backups: one per interval, the oldest removed beyond the number kept with the WAL only they needed, nothing half-written left at a stop',
  async () => {
    const dataDir = tmpDataDir();
    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sl-schedule-'));
    const server = await startEmbedded(dataDir, {
      backup: { dir: backupDir, intervalSeconds: 1, keep: 2, archiveTimeoutSeconds: 1 },
    });
    try {
      const seen = new Set<string>();
      const deadline = Date.now() + 90_000;
      while (seen.size < 4 && Date.now() < deadline) {
        for (const b of listBackups(backupDir)) seen.add(b.manifest.name);
        await sleep(100);
      }
      expect(seen.size).toBeGreaterThanOrEqual(4);
      await server.backups!.stop();

      const kept = listBackups(backupDir);
      expect(kept).toHaveLength(2);
      expect(fs.readdirSync(path.join(backupDir, 'base')).sort()).toEqual(
        kept.map((b) => b.manifest.name),
      );
      // the archive starts where the oldest kept backup does
      const firstNeeded = kept[0].manifest.startWal.slice(8);
      const archived = fs
        .readdirSync(path.join(backupDir, WAL_FOLDER))
        .filter((f) => /^[0-9A-F]{24}\.gz$/.test(f));
      expect(archived.length).toBeGreaterThan(0);
      expect(archived.every((f) => f.slice(8, 24) >= firstNeeded)).toBe(true);
      expect(archived.map((f) => f.slice(8, 24))).toContain(firstNeeded);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(backupDir, { recursive: true, force: true });
    }
  },
  150_000,
);
