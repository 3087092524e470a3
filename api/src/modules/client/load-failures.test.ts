import type { FastifyBaseLogger } from 'fastify';
import { createTestApp, type TestApp } from '../../testing/testApp.js';
import { loadFailureCounter, LOG_EVERY_MS, MAX_KEYS } from './load-failures.routes.js';

/** A logger that keeps its warnings. */
function keptLog() {
  const lines: unknown[] = [];
  const log = { warn: (fields: unknown) => lines.push({ ...(fields as object) }) };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

const report = { app: 'mfe_corps', version: '0123456789ab', kind: 'code' } as const;

describe('the counter of load failures', () => {
  it('logs the first report of a kind at once, then at most once a minute with the count since', () => {
    const { lines, log } = keptLog();
    let now = 1_000_000;
    const count = loadFailureCounter(log, () => now);
    for (let i = 0; i < 1000; i += 1) count(report);
    expect(lines).toEqual([{ ...report, count: 1 }]);
    now += LOG_EVERY_MS;
    count(report);
    expect(lines).toEqual([
      { ...report, count: 1 },
      { ...report, count: 1000 },
    ]);
    count({ ...report, kind: 'http' });
    expect(lines).toHaveLength(3);
  });

  it('counts at most MAX_KEYS distinct reports apart; the rest under one', () => {
    const { lines, log } = keptLog();
    const count = loadFailureCounter(log, () => 0);
    for (let i = 0; i < MAX_KEYS + 2000; i += 1) {
      count({ ...report, version: i.toString(16).padStart(12, '0') });
    }
    expect(lines).toHaveLength(MAX_KEYS + 1);
  });
});

describe('POST /api/client/load-failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes a report without a sign-in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/load-failures',
      payload: report,
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it.each([
    [{ ...report, kind: 'bored' }],
    [{ ...report, app: 'mfe-corps' }],
    [{ ...report, app: '<script>' }],
    [{ ...report, version: '../../etc' }],
    [{ ...report, extra: 'x' }],
    [{ app: 'shell', kind: 'code' }],
  ])('refuses %j with 400', async (payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/client/load-failures', payload });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a body over 1 KB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/load-failures',
      payload: { ...report, version: 'a'.repeat(2000) },
    });
    expect(res.statusCode).toBe(413);
  });
});
