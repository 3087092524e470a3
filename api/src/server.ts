import cluster from 'node:cluster';
import { build } from './app.js';
import { superviseWorkers } from './cluster.js';
import { displayUrl, loadConfig, repoRoot } from './config.js';
import { limitHeapGrowth } from './heap.js';

/**
 * Production entry: `node api/dist/server.js`. With WORKERS above 1 this process supervises that
 * many copies of itself (see cluster.ts), each of which runs the API as below.
 */
async function main() {
  limitHeapGrowth();
  const config = loadConfig();
  if (cluster.isPrimary && config.workers > 1) {
    process.exit(await superviseWorkers(config));
  }
  const app = await build({
    ...config,
    web: config.serveWeb ? { rootDir: repoRoot(), devOrigins: config.devRemoteOrigins } : undefined,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 25_000);
    force.unref();
    try {
      await app.close(); // stops listening, waits for requests in flight, closes the database
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  // a closing terminal hangs up every process of the group: a worker then stops as on SIGTERM,
  // rather than dying in a way its supervisor would take for a crash
  if (cluster.isWorker) process.on('SIGHUP', () => void stop('SIGHUP'));

  await app.listen({ port: config.port, host: config.host });
  if (cluster.isPrimary) {
    console.log(`StaffLedger is running at ${displayUrl(config.host, config.port)}`);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
