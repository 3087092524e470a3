/**
 * The checks of the fuzz test can fail: internal text is found in an answer (and ordinary answers
 * pass), a 5xx or a leaking body is tallied with the request that caused it, and in the phase of
 * writes that must be refused a 2xx is an offence.
 */
import Fastify from 'fastify';
import { describeOffences, newTally, send } from '../testing/security/fuzz-run.js';
import type { FuzzRequest } from '../testing/security/fuzz-request.js';
import { leaksIn } from '../testing/security/leaks.js';

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
