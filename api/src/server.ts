import { build } from './app.js';
import { loadConfig, repoRoot } from './config.js';

/** Production entry: `node api/dist/server.js`. */
async function main() {
  const config = loadConfig();
  const app = await build({
    ...config,
    web: config.serveWeb ? { rootDir: repoRoot() } : undefined,
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

  await app.listen({ port: config.port, host: config.host });
  const wildcard = ['0.0.0.0', '::', ''].includes(config.host);
  const host = wildcard
    ? 'localhost'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  console.log(`StaffLedger is running at http://${host}:${config.port}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
