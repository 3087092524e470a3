import { Type, type Static } from '@sinclair/typebox';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';

/**
 * POST /api/client/load-failures (docs/remotes.md#when-a-remote-fails): a browser tells that a part
 * of the product did not load in it, so that the team that runs that part learns of it from the
 * logs. No sign-in: a failure on the sign-in page or a guest's page counts too. Reports are counted
 * in memory and logged, the first of each kind at once and then at most once a minute with the
 * count since: a flood of reports costs a counter, not a log line or a row each.
 */
export const LoadFailureReport = Type.Object(
  {
    app: Type.String({ pattern: '^(shell|mfe_[a-z0-9_]{1,32})$' }),
    version: Type.String({ pattern: '^([0-9a-f]{8,64}|built|elsewhere)$' }),
    kind: Type.Union(
      ['offline', 'unreachable', 'timeout', 'http', 'code', 'version', 'fallback'].map((k) =>
        Type.Literal(k),
      ),
    ),
  },
  { additionalProperties: false },
);
type Report = Static<typeof LoadFailureReport>;

/** Distinct app, version and kind counted apart; past it, reports count by kind alone. */
export const MAX_KEYS = 500;
export const LOG_EVERY_MS = 60_000;

type Count = { app: string; version: string; kind: string; count: number; loggedAt: number };

/** The counts of one API process, and when each was last logged. */
export function loadFailureCounter(log: FastifyBaseLogger, now = () => Date.now()) {
  const counts = new Map<string, Count>();
  const logLine = (entry: Count) => {
    log.warn(
      { app: entry.app, version: entry.version, kind: entry.kind, count: entry.count },
      'a part of the product did not load in a browser',
    );
    entry.count = 0;
    entry.loggedAt = now();
  };
  return (report: Report) => {
    let key = `${report.app}|${report.version}|${report.kind}`;
    let entry = counts.get(key);
    if (!entry && counts.size >= MAX_KEYS) {
      // past the bound, each kind is counted once more, for every app and version together
      key = `overflow|${report.kind}`;
      entry = counts.get(key);
      report = { ...report, app: 'any other', version: 'any' };
    }
    if (!entry) {
      entry = { ...report, count: 1, loggedAt: 0 };
      counts.set(key, entry);
      logLine(entry);
      return;
    }
    entry.count += 1;
    if (now() - entry.loggedAt >= LOG_EVERY_MS) logLine(entry);
  };
}

const loadFailuresRoutes: FastifyPluginAsync = async (app) => {
  const count = loadFailureCounter(app.log);
  app.post(
    '/client/load-failures',
    {
      config: { public: true },
      bodyLimit: 1024,
      schema: {
        tags: ['client'],
        summary: 'Report that a part of the product did not load in a browser',
        body: LoadFailureReport,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      count(request.body as Report);
      return reply.code(204).send();
    },
  );
};

export default loadFailuresRoutes;
