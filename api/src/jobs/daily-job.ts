/**
 * Scheduling of the background jobs (timesheet generation, overdue invoices, reminders): one run at
 * start and then one every interval, at most one process at a time across every API process (a
 * lease), a run in progress joined rather than doubled, and a clean stop when the app closes.
 *
 * The lease is a row of `job_leases`, taken, renewed and given back in short transactions of their
 * own: no transaction stays open while a run works, so a run needs one connection at a time and
 * every job runs behind a pooler with a single server connection (ARCHITECTURE.md, "More than one
 * process"). A lock held by a transaction would keep that transaction open for the whole run.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { APP_ROLE } from '../db/rls.js';
import type { Tx } from '../db/tenant.js';

export type DailyJob = {
  /** One run now (joining a run in progress); null when another process holds the lease. */
  run(): Promise<number | null>;
  stop(): Promise<void>;
};

export type DailyJobOptions = {
  /** Named in the log lines, e.g. `billing timesheet generation`. */
  name: string;
  /** Key of the lease that lets one API process at a time run the job. */
  lockKey: number;
  intervalMs: number;
  /** How long a lease lasts unless renewed (LEASE_MS by default); tests shorten it. */
  leaseMs?: number;
  /**
   * The work of one run (called while the lease is held); answers how many rows it changed. A
   * long run ends early once `signal` is aborted (the app is closing, or the lease was lost):
   * what it left is done by the next run, as a run that stopped with its process would be.
   */
  work(signal: AbortSignal): Promise<number>;
};

export const MAX_TIMER_MS = 2 ** 31 - 1;

/** Every day, for the jobs the app starts itself. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A run's lease lasts a minute and is renewed every third of it while the run goes on: a process
 * that dies mid-run holds the job up to a minute, after which another process's run takes it.
 */
export const LEASE_MS = 60_000;

type Held = {
  taken: false;
  /** Until the lease runs out. */
  msLeft: number;
  /** The database's time now, to ask later whether a run ended since. */
  at: string;
  /** A run ended since `since`: the job was done meanwhile. */
  doneSince: boolean;
};

type Lease = {
  /**
   * Takes the lease if it is free, run out or ours, unless a run ended since `since` (null: in
   * any case); else answers how it is held.
   */
  take(since: string | null): Promise<{ taken: true } | Held>;
  /** Extends our lease; false when another process holds it now. */
  renew(): Promise<boolean>;
  /** Gives the lease back, noting that a run ended now. */
  give(): Promise<void>;
};

function leaseOf(app: FastifyInstance, opts: DailyJobOptions, leaseMs: number): Lease {
  // one holder per started job, so two processes (or two apps of one process) never share one
  const holder = `${process.pid}:${crypto.randomUUID()}`;
  const until = `now() + make_interval(secs => $3::double precision / 1000)`;
  return {
    take: (since) =>
      app.withSystem(async (tx) => {
        const taken = await tx.query(
          `INSERT INTO job_leases AS l (key, name, holder, until) VALUES ($1, $4, $2, ${until})
           ON CONFLICT (key) DO UPDATE
              SET name = EXCLUDED.name, holder = EXCLUDED.holder, until = EXCLUDED.until
            WHERE (l.until <= now() OR l.holder = EXCLUDED.holder)
              AND NOT coalesce(l.done_at >= $5::timestamptz, false)`,
          [opts.lockKey, holder, leaseMs, opts.name, since],
        );
        if (taken.rowCount === 1) return { taken: true } as const;
        const { rows } = await tx.query<{ ms: number; at: string; doneSince: boolean }>(
          `SELECT greatest(0, extract(epoch FROM until - now()) * 1000)::int AS ms,
                  now()::text AS at, coalesce(done_at >= $2::timestamptz, false) AS "doneSince"
             FROM job_leases WHERE key = $1`,
          [opts.lockKey, since],
        );
        const row = rows[0];
        return { taken: false, msLeft: row.ms, at: row.at, doneSince: row.doneSince } as const;
      }),
    renew: () =>
      app.withSystem(async (tx) => {
        const renewed = await tx.query(
          `UPDATE job_leases SET until = ${until} WHERE key = $1 AND holder = $2`,
          [opts.lockKey, holder, leaseMs],
        );
        return renewed.rowCount === 1;
      }),
    give: () =>
      app.withSystem(async (tx) => {
        await tx.query(
          `UPDATE job_leases SET until = now(), done_at = now() WHERE key = $1 AND holder = $2`,
          [opts.lockKey, holder],
        );
      }),
  };
}

/**
 * Starts the job: one run now, then every `intervalMs`. Call before the app is ready: it stops
 * (and waits for a run in progress) when the app closes. A run that finds the lease held tries
 * again once it runs out, so that the work of a process that died mid-run is not left a day.
 */
export function startDailyJob(app: FastifyInstance, opts: DailyJobOptions): DailyJob {
  if (!Number.isInteger(opts.intervalMs) || opts.intervalMs < 1 || opts.intervalMs > MAX_TIMER_MS) {
    throw new RangeError(`intervalMs must be a whole number from 1 to ${MAX_TIMER_MS}.`);
  }
  const leaseMs = opts.leaseMs ?? LEASE_MS;
  const lease = leaseOf(app, opts, leaseMs);
  let inFlight: Promise<number | null> | null = null;
  let retry: NodeJS.Timeout | undefined;
  const stopping = new AbortController();

  /** A run, or null when another process holds the lease (or, for a retry, ran the job since). */
  const runLeased = async (since: string | null): Promise<number | null> => {
    const took = await lease.take(since);
    if (!took.taken) {
      clearTimeout(retry);
      // tried again once the lease runs out, in case its process died; not if its run ends first
      if (!took.doneSince) {
        const asked = since ?? took.at;
        // a second past its end, so that the database's clock agrees it ran out
        retry = setTimeout(() => logged(start(asked)), took.msLeft + 1000);
        retry.unref();
      }
      return null;
    }
    const lost = new AbortController();
    const renewal = setInterval(() => {
      lease.renew().then(
        (held) => {
          if (!held) lost.abort();
        },
        (err: unknown) => {
          // unsure whether it still holds the lease, the run stops rather than risk a second one
          app.log.error({ err, job: opts.name }, `${opts.name}: its lease could not be renewed`);
          lost.abort();
        },
      );
    }, leaseMs / 3);
    renewal.unref();
    try {
      return await opts.work(AbortSignal.any([stopping.signal, lost.signal]));
    } finally {
      clearInterval(renewal);
      // a lease not given back runs out within leaseMs
      await lease.give().catch((err: unknown) => {
        app.log.error({ err, job: opts.name }, `${opts.name}: its lease could not be given back`);
      });
    }
  };

  const start = (since: string | null): Promise<number | null> => {
    if (stopping.signal.aborted) return Promise.resolve(null);
    inFlight ??= runLeased(since).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
  const run = () => start(null);

  function logged(running: Promise<number | null>) {
    running.then(
      (changed) => {
        if (changed) app.log.info({ job: opts.name, changed }, `${opts.name} done`);
      },
      (err: unknown) => app.log.error({ err, job: opts.name }, `${opts.name} failed`),
    );
  }
  const tick = () => logged(run());

  const timer = setInterval(tick, opts.intervalMs);
  timer.unref();
  tick();

  const stop = async () => {
    stopping.abort();
    clearInterval(timer);
    clearTimeout(retry);
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
