import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import { createTestApp, type TestApp } from './testing/testApp.js';

let release: () => void = () => {};
const probes: FastifyPluginAsync = async (api) => {
  api.get('/probe/explode', async () => {
    throw new Error('SELECT secret FROM internals at /srv/app.ts:1');
  });
  api.get('/probe/slow', async () => {
    await new Promise<void>((resolve) => (release = resolve));
    return { done: true };
  });
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraApiRoutes: probes });
});
afterAll(() => t?.close());

describe('errors', () => {
  test('a failure inside answers 500 without internals', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/probe/explode',
      headers: t.auth(t.superToken),
    });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.error).toBe('internal_error');
    expect(res.body).not.toMatch(/SELECT|internals|srv|stack/i);
    expect(body.message).toContain(res.headers['x-request-id']);
  });

  test('malformed JSON is a 400, a huge body 413, an unknown content type 415', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/resetPwd',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'invalid_json', message: 'The body is not valid JSON.' });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/user/resetPwd',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userName: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe('payload_too_large');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/user/resetPwd',
      headers: { 'content-type': 'text/plain' },
      payload: 'userName=a',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe('unsupported_media_type');
  });

  test('prototype pollution attempts are refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/resetPwd',
      headers: { 'content-type': 'application/json' },
      payload: '{"userName":"a","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
  });

  test('garbage of every type never answers 5xx', async () => {
    const values = [null, 0, -1, 1.5, true, 'x', '', [], [1], {}, { a: 1 }, 'x'.repeat(3000)];
    const targets = ['/api/user/resetPwd', '/api/user/changePwd'];
    for (const url of targets) {
      for (const v of values) {
        for (const payload of [
          v,
          { userName: v },
          { userName: 'a@b.c', newPassword: v, resetCode: v },
          { userName: 'a@b.c', oldPassword: v, newPassword: 'Good-Pass1' },
        ]) {
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
            remoteAddress: `10.50.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
          });
          expect([url, JSON.stringify(payload).slice(0, 60), res.statusCode < 500]).toEqual([
            url,
            JSON.stringify(payload).slice(0, 60),
            true,
          ]);
          expect(res.json()).toHaveProperty('message');
        }
      }
    }
    const token = await t.app.inject({
      method: 'POST',
      url: '/auth/oauth2/token',
      headers: {
        'content-type': 'application/json',
        authorization: 'Basic ' + Buffer.from('a:b').toString('base64'),
      },
      payload: JSON.stringify({ grant_type: 42 }),
    });
    expect(token.statusCode).toBe(415);
    for (const q of ['?limit=1e9', '?limit[]=1', '?offset=%00', '?to[a]=1']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/outbox${q}`,
        headers: t.auth(t.superToken),
      });
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  test('unknown routes answer JSON 404', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/auth/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
  });
});

describe('headers and documents', () => {
  test('security headers are on every API answer', async () => {
    for (const url of ['/api/health', '/api/nope', '/api/outbox']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  test('the OpenAPI description is served and names the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/auth/oauth2/token',
        '/api/health',
        '/api/user/resetPwd',
        '/api/user/changePwd',
        '/api/outbox',
      ]),
    );
  });
});

describe('shutdown', () => {
  test('closing finishes the request in flight and then stops listening', async () => {
    const local = await createTestApp({ extraApiRoutes: probes });
    await local.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = local.app.server.address() as AddressInfo;
    const token = local.superToken;
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/probe/slow',
          headers: { authorization: `Bearer ${token}` },
        },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on('error', reject);
    });
    await new Promise((r) => setTimeout(r, 100));
    const closing = local.close();
    await new Promise((r) => setTimeout(r, 100));
    release();
    const done = await inFlight;
    expect(done).toEqual({ status: 200, body: '{"done":true}' });
    await closing;
    await expect(
      new Promise((resolve, reject) =>
        http.get({ host: '127.0.0.1', port, path: '/api/health' }, resolve).on('error', reject),
      ),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('with the web front ends served', () => {
  test('unknown /api paths still answer a JSON 404, with or without a token', async () => {
    const os = await import('node:os');
    const withWeb = await createTestApp({ web: { rootDir: os.tmpdir() } });
    try {
      for (const headers of [{}, withWeb.auth(withWeb.superToken)]) {
        const res = await withWeb.app.inject({ method: 'GET', url: '/api/no-such-thing', headers });
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toBe('not_found');
      }
      expect((await withWeb.app.inject({ method: 'GET', url: '/api/outbox' })).statusCode).toBe(
        401,
      );
    } finally {
      await withWeb.close();
    }
  });
});
