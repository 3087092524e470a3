/**
 * The checks of the fuzz test can fail: internal text is found in an answer (and ordinary answers
 * pass), a 5xx or a leaking body is tallied with the request that caused it, and in the phase of
 * writes that must be refused a 2xx is an offence. Its sweep reaches every field it promises to.
 */
import Fastify from 'fastify';
import { FAR_DATES } from '../testing/security/edges.js';
import { describeOffences, newTally, send } from '../testing/security/fuzz-run.js';
import type { FuzzContext, FuzzRequest } from '../testing/security/fuzz-request.js';
import { sweepRequests } from '../testing/security/fuzz-sweep.js';
import { leaksIn } from '../testing/security/leaks.js';
import type { Operation } from '../testing/security/openapi.js';
import type { IdPools } from '../testing/security/plausible.js';
import { mulberry32 } from '../testing/security/prng.js';

describe('leaksIn', () => {
  test.each([
    ['SQL', '{"message":"duplicate key value violates unique constraint \\"vendors_pkey\\""}'],
    ['SQL', '{"message":"syntax error at or near \\"FROM\\""}'],
    ['SQL', 'SELECT id FROM vendors WHERE corp_id = $1'],
    ['SQL', 'invalid input syntax for type integer: "abc"'],
    ['SQL', '{"sql":"UPDATE \\"vendors\\" SET name = $1"}'],
    ['stack', 'Error: boom\n    at handler (file:10:5)'],
    ['stack', '{"stack":"Error: boom\\n    at handler"}'],
    ['stack', '{"message":"Cannot read properties of undefined (reading \'id\')"}'],
    ['stack', 'thrown in vendors.repo.js:42'],
    ['path', '{"file":"/work/main/api/src/app.ts"}'],
    ['path', 'at node_modules/fastify/lib/route.js'],
  ])('finds %s text: %s', (kind, body) => {
    expect(leaksIn('application/json', body).join(' ')).toContain(kind);
  });

  test.each([
    '{"error":"validation_failed","message":"The request body is not valid. name: Must be string.","fieldErrors":{"name":"Must be string."}}',
    '{"error":"not_found","message":"Vendor not found."}',
    '{"error":"internal_error","message":"Something went wrong on our side. Reference: 4f1c2a9e-7d3b-4f7a-9a51-2f0e8b6c1d00."}',
    '{"error":"conflict","message":"The setting CUSTOM / strictPost already exists."}',
    '<style>dl{display:grid;grid-template-columns:auto auto}</style><h1>Invoice INV-000001</h1>',
  ])('passes an ordinary answer: %s', (body) => {
    expect(leaksIn('application/json; charset=utf-8', body)).toEqual([]);
  });

  test('a file answered as a file is not read as text', () => {
    expect(leaksIn('application/pdf', 'SELECT /tmp/x')).toEqual([]);
  });
});

describe('send', () => {
  const probe = (url: string): FuzzRequest => ({
    method: 'PUT',
    url,
    headers: {},
    remoteAddress: '127.0.0.1',
    what: 'a probe',
  });

  test('tallies a 5xx and a leaking body as offences, with the request that caused each', async () => {
    const app = Fastify();
    app.put('/ok', async () => ({ ok: true }));
    app.put('/boom', async (_request, reply) => reply.code(503).send({ error: 'unavailable' }));
    app.put('/leak', async (_request, reply) =>
      reply.code(400).send({ message: 'relation "vendors" does not exist' }),
    );
    const tally = newTally();
    for (const url of ['/ok', '/boom', '/leak']) await send(app, `PUT ${url}`, probe(url), tally);
    await app.close();

    expect(tally).toMatchObject({ requests: 3, serverErrors: 1, leakyBodies: 1, writes: 1 });
    expect([...tally.reached]).toEqual(['PUT /ok']);
    const report = describeOffences(tally.offences);
    expect(report).toContain('PUT /boom from 127.0.0.1 (a probe)');
    expect(report).toContain('problems: status 503');
    expect(report).toContain('problems: SQL: "relation');
  });

  test('a write that must be refused and is answered 2xx is an offence', async () => {
    const app = Fastify();
    app.put('/taken', async () => ({ ok: true }));
    app.put('/refused', async (_request, reply) => reply.code(400).send({ error: 'bad_request' }));
    const tally = newTally();
    await send(app, 'PUT /taken', probe('/taken'), tally, true);
    await send(app, 'PUT /refused', probe('/refused'), tally, true);
    await app.close();

    expect(tally.offences.map((o) => [o.request.url, o.problems])).toEqual([
      ['/taken', ['a refused write answered 200']],
    ]);
  });
});

describe('sweepRequests', () => {
  const op: Operation = {
    key: 'PUT /api/things/{id}',
    method: 'PUT',
    path: '/api/things/{id}',
    params: [
      { name: 'id', in: 'path', schema: { type: 'integer' } },
      { name: 'name', in: 'query', schema: { type: 'string' } },
      { name: 'day', in: 'query', schema: { type: 'string' }, description: 'YYYY-MM-DD' },
      { name: 'Idempotency-Key', in: 'header', schema: { type: 'string' } },
    ],
    body: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        startDate: { type: 'string' },
        endDate: { anyOf: [{ type: 'string' }, { enum: [null] }] },
        count: { type: 'integer' },
        contacts: {
          type: 'array',
          items: { type: 'object', properties: { email: { type: 'string' } } },
        },
      },
    },
    bodyTypes: ['application/json'],
  };
  const body = {
    name: 'Pat',
    startDate: '2025-01-01',
    endDate: '2025-02-01',
    count: 1,
    contacts: [{ email: 'pat@example.com' }],
  };
  let addresses = 0;
  const ctx: FuzzContext = {
    rng: mulberry32(1),
    tokens: { super: 'S.S.S', employer: 'E.E.E', employee: 'M.M.M' },
    superPassword: 'pw',
    corpIds: [1, 2],
    ids: {} as IdPools,
    guestIds: {},
    itemsOf: new Map(),
    guestCode: () => 'code',
    bases: {
      [op.key]: {
        url: '/api/things/7',
        headers: { authorization: 'Bearer S.S.S', 'x-corp-id': '1' },
        body,
      },
    },
    freshAddress: () => `10.0.0.${++addresses}`,
  };
  const sent = sweepRequests([op], ctx).map((s) => s.request);
  const bodies = sent.filter((r) => r.payload !== undefined && r.url === '/api/things/7');
  const parsed = (r: FuzzRequest) => JSON.parse(String(r.payload)) as typeof body;

  /** Which kind of broken Unicode a text holds. */
  const classOf = (v: unknown) => {
    const text = String(v);
    if (/[\udc00-\udfff][\ud800-\udbff]/.test(text)) return 'halves reversed';
    if (/[\ud800-\udbff]/.test(text)) return 'lone high half';
    if (/[\udc00-\udfff]/.test(text)) return 'lone low half';
    if (/[\ufdd0-\ufdef\ufffe\uffff]/.test(text)) return 'noncharacter';
    return 'valid';
  };

  test.each([
    ['name', (b: typeof body) => b.name],
    ['startDate', (b: typeof body) => b.startDate],
    ['endDate', (b: typeof body) => b.endDate],
    ['contacts.0.email', (b: typeof body) => b.contacts[0].email],
  ])('every class of broken Unicode goes into the text field %s', (_name, read) => {
    const classes = bodies.map((r) => classOf(read(parsed(r)))).filter((c) => c !== 'valid');
    expect(classes.sort()).toEqual([
      'halves reversed',
      'lone high half',
      'lone low half',
      'noncharacter',
    ]);
  });

  test('no text goes into a number field; every far date goes into each date field, alone too', () => {
    expect(bodies.every((r) => parsed(r).count === 1)).toBe(true);
    for (const date of FAR_DATES) {
      const starts = bodies.filter((r) => parsed(r).startDate === date).map((r) => parsed(r));
      expect(starts.map((b) => b.endDate).sort()).toEqual(['', '2025-02-01']);
      expect(bodies.some((r) => parsed(r).endDate === date)).toBe(true);
      expect(sent.some((r) => r.url.endsWith(`?day=${encodeURIComponent(date)}`))).toBe(true);
    }
  });

  test('broken Unicode goes into every query and path parameter, as a URL encodes it', () => {
    for (const prefix of ['/api/things/7?name=', '/api/things/7?day=', '/api/things/%']) {
      const urls = sent.filter((r) => r.url.startsWith(prefix)).map((r) => r.url);
      expect(urls).toEqual(expect.arrayContaining([expect.stringMatching(/%ED%(A|B)/)]));
      expect(urls).toEqual(expect.arrayContaining([expect.stringMatching(/%EF%B(F|7)/)]));
      expect(urls).toEqual(expect.arrayContaining([expect.stringMatching(/%C0%|%F4%90/)]));
    }
  });

  test('control characters go into the bearer token, X-Corp-ID, the idempotency key and more', () => {
    // eslint-disable-next-line no-control-regex -- the control characters are what it finds
    const control = /[\u0000-\u001f\u007f\ud800]/;
    for (const name of [
      'authorization',
      'x-corp-id',
      'idempotency-key',
      'accept-language',
      'if-match',
      'if-none-match',
    ]) {
      expect(sent.some((r) => control.test(String(r.headers[name] ?? '')))).toBe(true);
    }
  });
});
