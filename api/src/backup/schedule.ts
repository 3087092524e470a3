import pg from 'pg';
import type { BackupConfig } from '../config.js';
import type { Log } from '../db/embedded.js';
import { takeBaseBackup, type BaseBackupResult } from './base-backup.js';
import { listBackups, pruneBackups } from './backup-set.js';
import { describeBackup } from './describe.js';
import { markArchive } from './archive-marker.js';

export type BackupSchedule = {
  /** Takes a base backup now (the scheduled ones call this too); one at a time. */
  runNow(): Promise<BaseBackupResult>;
  stop(): Promise<void>;
};

/**
 * Scheduled base backups of the embedded server at `url`, into `config.dir`: the first as soon as
 * the newest one there is older than the interval, or at once when asked (`now`: the archive may
 * have a gap), then one per interval, each followed by pruning to `config.keep`. A failed backup is logged and retried
 * at the next interval; it never stops the product.
 */
export function startBackupSchedule(opts: {
  url: string;
  pgDir: string;
  dataDir: string;
  config: BackupConfig & { dir: string };
  log: Log;
  /** Back up at once (the archive may have a gap), whatever the age of the newest backup. */
  now?: boolean;
}): BackupSchedule {
  const { config, log } = opts;
  const intervalMs = config.intervalSeconds * 1000;
  let running: Promise<BaseBackupResult> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const abort = new AbortController();

  const runNow = () => {
    running ??= (async () => {
      const client = new pg.Client({ connectionString: opts.url });
      client.on('error', () => {});
      await client.connect();
      try {
        const result = await takeBaseBackup(client, {
          pgDir: opts.pgDir,
          dataDir: opts.dataDir,
          root: config.dir,
          archiving: true,
          signal: abort.signal,
        });
        markArchive(opts.dataDir, config.dir);
        const { removed } = await pruneBackups(config.dir, config.keep);
        log.info(
          `${describeBackup(result)}${removed.length ? `; removed ${removed.length} older files and backups` : ''}`,
        );
        return result;
      } finally {
        await client.end().catch(() => {});
      }
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      runNow()
        .catch((err) => log.error(`Scheduled backup failed: ${(err as Error).message}`))
        .finally(() => schedule(intervalMs));
    }, delayMs);
    timer.unref();
  };

  const newest = listBackups(config.dir).at(-1);
  const age = newest ? Date.now() - Date.parse(newest.manifest.startedAt) : Infinity;
  schedule(opts.now ? 0 : Math.max(0, Math.min(intervalMs, intervalMs - age)));

  return {
    runNow,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      // a backup half-way is abandoned rather than waited for: the product stops promptly
      abort.abort();
      await running?.catch(() => {});
    },
  };
}
