/**
 * Scheduling of the background jobs (timesheet generation, overdue invoices): one run at start and
 * then one every interval, at most one process at a time across every API process (an advisory
 * lock), a run in progress joined rather than doubled, and a clean stop when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import { APP_ROLE } from '../db/rls.js';
import type { Tx } from '../db/tenant.js';

export type DailyJob = {
  /** One run now (joining a run in progress); null when another process holds the lock. */
  run(): Promise<number | null>;
  stop(): Promise<void>;
};

export type DailyJobOptions = {
  /** Named in the log lines, e.g. `billing timesheet generation`. */
  name: string;
  /** Key of the advisory lock that lets one API process at a time run the job. */
  lockKey: number;
  intervalMs: number;
  /**
   * The work of one run (called while the lock is held); answers how many rows it changed. A
   * long run ends early once `signal` is aborted (the app is closing): what it left is done by
   * the next run, as a run that stopped with its process would be.
   */
  work(signal: AbortSignal): Promise<number>;
};

export const MAX_TIMER_MS = 2 ** 31 - 1;

/** Every day, for the jobs the app starts itself. */
export const DAY_MS = 24 * 60 * 60 * 1000;

const lastRun = new WeakMap<FastifyInstance, Promise<unknown>>();

/**
 * Runs the jobs of one app one after the other. A run holds its lock's transaction while its work
 * opens transactions of its own, so each running job needs two connections: jobs started together
 * behind a pooler with few server connections (PgBouncer in transaction mode) would otherwise each
 * hold one and wait forever for a second.
 */
function oneAtATime<T>(app: FastifyInstance, run: () => Promise<T>): Promise<T> {
  const next = (lastRun.get(app) ?? Promise.resolve()).then(run, run);
  lastRun.set(
    app,
    next.catch(() => {}),
  );
  return next;
}

/**
 * Starts the job: one run now, then every `intervalMs`. Call before the app is ready: it stops
 * (and waits for a run in progress) when the app closes.
 */
export function startDailyJob(app: FastifyInstance, opts: DailyJobOptions): DailyJob {
  if (!Number.isInteger(opts.intervalMs) || opts.intervalMs < 1 || opts.intervalMs > MAX_TIMER_MS) {
    throw new RangeError(`intervalMs must be a whole number from 1 to ${MAX_TIMER_MS}.`);
  }
  let inFlight: Promise<number | null> | null = null;
  const stopping = new AbortController();

  // the lock is a transaction's: a process that dies mid-run releases it with its connection
  const runLocked = () =>
    oneAtATime(app, () =>
      app.withSystem(async (tx) => {
        const { rows } = await tx.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_xact_lock($1) AS locked',
          [opts.lockKey],
        );
        if (!rows[0].locked) return null;
        return opts.work(stopping.signal);
      }),
    );

  const run = (): Promise<number | null> => {
    if (stopping.signal.aborted) return Promise.resolve(null);
    inFlight ??= runLocked().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const tick = () => {
    run().then(
      (changed) => {
        if (changed) app.log.info({ job: opts.name, changed }, `${opts.name} done`);
      },
      (err: unknown) => app.log.error({ err, job: opts.name }, `${opts.name} failed`),
    );
  };

  const timer = setInterval(tick, opts.intervalMs);
  timer.unref();
  tick();

  const stop = async () => {
    stopping.abort();
    clearInterval(timer);
    await inFlight?.catch(() => {});
  };
  app.addHook('onClose', stop);
  return { run, stop };
}

/**
 * Narrows an owner transaction to one corporation, as a request's transaction is: from here on
 * row-level security limits every statement to that tenant. Modules get no pool of their own, so
 * a job opens owner transactions and steps down in them.
 */
export async function actAsTenant(tx: Tx, corpId: number): Promise<void> {
  await tx.query(`SET LOCAL ROLE ${APP_ROLE}`);
  await tx.query(
    "SELECT set_config('app.corp_id', $1, true), set_config('app.user_id', '', true)",
    [String(corpId)],
  );
}
