/**
 * WORKERS above 1: this process runs that many API processes on one port (node:cluster hands each
 * new connection to one of them) and serves no request itself. Without DATABASE_URL it owns the
 * embedded PostgreSQL and its data directory, and the API processes reach that server by URL.
 *
 * A process that dies after it started is replaced; one that fails while starting, or more than
 * RESTARTS.max deaths within RESTARTS.windowMs, stops the whole product, since a fault that kills
 * every new process would otherwise loop forever.
 */
import cluster, { type Worker } from 'node:cluster';
import { displayUrl, type AppConfig } from './config.js';
import { startEmbedded, type EmbeddedServer } from './db/embedded.js';
import { dataDirJwtSecret } from './modules/auth/secret.js';

export const RESTARTS = { max: 5, windowMs: 60_000 };
const STOP_TIMEOUT_MS = 30_000;

const describeExit = (code: number | null, signal: string | null) =>
  signal ? `signal ${signal}` : `exit code ${code}`;

/** Waits until `worker` listens; rejects if it exits first. */
function listening(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null) =>
      reject(
        new Error(
          `An API process (pid ${worker.process.pid}) ended while starting (${describeExit(code, signal)}); its output above says why.`,
        ),
      );
    worker.once('exit', onExit);
    worker.once('listening', () => {
      worker.off('exit', onExit);
      resolve();
    });
  });
}

/**
 * Sends SIGTERM to every worker (they finish their requests), SIGKILL to any left after a while.
 * True when every one ended cleanly: exit code 0, or ended by that SIGTERM before it listened
 * (one still starting has served nothing, and may not have its handler for the signal yet).
 */
async function stopWorkers(workers: Set<Worker>, listening: Set<Worker>): Promise<boolean> {
  const exits = [...workers].map(
    (w) =>
      new Promise<boolean>((resolve) => {
        if (w.process.exitCode !== null || w.process.signalCode !== null) {
          resolve(w.process.exitCode === 0);
          return;
        }
        const started = listening.has(w);
        w.process.once('exit', (code, signal) =>
          resolve(code === 0 || (signal === 'SIGTERM' && !started)),
        );
        w.process.kill('SIGTERM');
      }),
  );
  const timer = setTimeout(() => {
    for (const w of workers) w.process.kill('SIGKILL');
  }, STOP_TIMEOUT_MS);
  const clean = await Promise.all(exits);
  clearTimeout(timer);
  return clean.every(Boolean);
}

/** Runs until a stop signal or a fault; answers the exit code for the whole product. */
export async function superviseWorkers(config: AppConfig): Promise<number> {
  let requestStop!: (code: number) => void;
  const stopRequested = new Promise<number>((resolve) => (requestStop = resolve));
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    requestStop(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => stop(0));
  }

  const workers = new Set<Worker>();
  const listeningWorkers = new Set<Worker>();
  const deaths: number[] = [];
  let db: EmbeddedServer | undefined;
  let env: Record<string, string> = {};

  const fork = () => {
    const worker = cluster.fork(env);
    workers.add(worker);
    const started = listening(worker);
    started.then(
      () => {
        listeningWorkers.add(worker);
        console.log(`API process ${worker.id} (pid ${worker.process.pid}) is listening`);
      },
      () => {},
    );
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      listeningWorkers.delete(worker);
      if (stopping) return;
      void started.then(() => {
        const now = Date.now();
        deaths.push(now);
        while (deaths[0] <= now - RESTARTS.windowMs) deaths.shift();
        if (deaths.length > RESTARTS.max) {
          console.error(
            `API processes died ${deaths.length} times within ${RESTARTS.windowMs / 1000} s; stopping.`,
          );
          stop(1);
          return;
        }
        console.error(
          `API process ${worker.id} (pid ${worker.process.pid}) died (${describeExit(code, signal)}); starting another.`,
        );
        const next = fork();
        next.catch((err: Error) => {
          console.error(err.message);
          stop(1);
        });
      });
    });
    return started;
  };

  let code = 0;
  try {
    if (!config.databaseUrl) {
      db = await startEmbedded(config.dataDir, {
        port: config.pgPort,
        backup: config.backup,
        log: { info: (m) => console.log(m), error: (m) => console.error(m) },
      });
      env = {
        DATABASE_URL: db.url,
        // a token signed by one process must verify in every other
        JWT_SECRET: config.jwtSecret ?? dataDirJwtSecret(config.dataDir),
      };
    }
    // the first process alone migrates and creates the super user, so the others find it done
    const startAll = async () => {
      await fork();
      const rest = Array.from({ length: config.workers - 1 }, () => fork());
      await Promise.all(rest);
    };
    const started = await Promise.race([
      startAll().then(() => true),
      stopRequested.then(() => false),
    ]);
    if (started) {
      console.log(
        `StaffLedger is running at ${displayUrl(config.host, config.port)} (${config.workers} API processes)`,
      );
    }
    code = await stopRequested;
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    code = 1;
    stopping = true;
  }
  const clean = await stopWorkers(workers, listeningWorkers);
  await db?.stop();
  return code === 0 && !clean ? 1 : code;
}
