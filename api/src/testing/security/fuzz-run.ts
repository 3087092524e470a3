/**
 * Sends generated requests one after another through `inject` and keeps what the run must show:
 * how many answers were 5xx, which bodies held internal text, and the first offending requests
 * with enough of each to replay it.
 */
import type { FastifyInstance } from 'fastify';
import type { FuzzRequest } from './fuzz-request.js';
import { leaksIn } from './leaks.js';

export type Offence = { request: FuzzRequest; status: number; answer: string; problems: string[] };

export type RunTally = {
  requests: number;
  serverErrors: number;
  leakyBodies: number;
  /** Answers in 2xx to a request that changes data (the run's real writes). */
  writes: number;
  /** Answers by status class: '2xx', '4xx', ... */
  byClass: Record<string, number>;
  /** The routes that answered 2xx at least once: their handlers ran to the end. */
  reached: Set<string>;
  offences: Offence[];
};

export const newTally = (): RunTally => ({
  requests: 0,
  serverErrors: 0,
  leakyBodies: 0,
  writes: 0,
  byClass: {},
  reached: new Set(),
  offences: [],
});

const KEEP_OFFENCES = 20;

/**
 * Sends `request` and tallies its answer. `expect4xx` makes any answer outside 4xx an offence too
 * (the phase of writes that must all be refused).
 */
export async function send(
  app: FastifyInstance,
  route: string,
  request: FuzzRequest,
  tally: RunTally,
  expect4xx = false,
): Promise<number> {
  const res = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    payload: request.payload,
    remoteAddress: request.remoteAddress,
  });
  tally.requests++;
  const status = res.statusCode;
  const cls = `${Math.floor(status / 100)}xx`;
  tally.byClass[cls] = (tally.byClass[cls] ?? 0) + 1;
  if (status < 300) tally.reached.add(route);
  if (status < 300 && request.method !== 'GET') tally.writes++;
  const problems = leaksIn(res.headers['content-type'] as string | undefined, res.body);
  if (problems.length > 0) tally.leakyBodies++;
  if (status >= 500) {
    tally.serverErrors++;
    problems.unshift(`status ${status}`);
  }
  if (expect4xx && (status < 400 || status >= 500))
    problems.push(`a refused write answered ${status}`);
  if (problems.length > 0 && tally.offences.length < KEEP_OFFENCES) {
    tally.offences.push({ request, status, answer: res.body.slice(0, 300), problems });
  }
  return status;
}

const cut = (text: string, n: number) =>
  text.length > n ? `${text.slice(0, n)}… (${text.length} chars)` : text;

/** The offending requests, one block each, for a failure message. */
export function describeOffences(offences: Offence[]): string {
  return offences
    .map(({ request: r, status, answer, problems }) => {
      const headers = Object.entries(r.headers)
        .map(([k, v]) => `${k}: ${cut(JSON.stringify(v), 80)}`)
        .join('; ');
      const body = r.payload === undefined ? '(none)' : cut(r.payload.toString('utf8'), 200);
      return [
        `${r.method} ${cut(r.url, 200)} from ${r.remoteAddress} (${r.what})`,
        `  headers: ${headers}`,
        `  body: ${body}`,
        `  → ${status} ${cut(answer, 300)}`,
        `  problems: ${problems.join('; ')}`,
      ].join('\n');
    })
    .join('\n');
}
