/**
 * One path, one meaning (docs/api-conventions.md#how-a-path-is-read): a path written with percent
 * escapes is answered exactly as the plain path is, by every check that looks at the path (guest
 * codes, caching headers, error pages, the web routes, the log), and the forms that could mean two
 * things are a 400. Sent over real HTTP, because the test client would resolve dot segments itself.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { seedCorp, seedEmployee } from '../testing/fixtures.js';
import { issueGuestCode } from '../testing/guest.fixture.js';
import { createTestApp, type TestApp } from '../testing/testApp.js';
import { fakeRepo, write } from '../testing/webRoot.js';

type Answer = {
  status: number;
  cacheControl: string;
  type: string;
  location: string;
  body: string;
};
type Call = { method?: string; headers?: Record<string, string>; body?: string };

const RELEASE = '/releases/mfe-corps/0123abcd/remoteEntry.js';
// well-formed (base64url, 32 characters) and never issued
const WRONG_CODE = 'Z'.repeat(32);

let t: TestApp;
let root: string;
let port: number;
let code: string;
const log: string[] = [];

beforeAll(async () => {
  root = fakeRepo();
  write(root, RELEASE.slice(1), 'var mfe_corps; // released');
  t = await createTestApp({
    web: { rootDir: root },
    logLevel: 'info',
    logStream: { write: (line: string) => log.push(line) },
  });
  const corpId = await seedCorp(t, 'Path Staffing');
  code = await issueGuestCode(t, corpId, await seedEmployee(t, corpId, { firstName: 'Pat' }));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** One request with its path sent byte for byte as written. */
function send(path: string, call: Call = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, method: call.method ?? 'GET', headers: call.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cacheControl: String(res.headers['cache-control'] ?? ''),
            type: String(res.headers['content-type'] ?? ''),
            location: String(res.headers.location ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(call.body);
  });
}

/** The sum of the guest failure counters: a wrong code counted moves it. */
async function guestFailures(): Promise<number> {
  const { rows } = await t.db.query(
    `SELECT coalesce(sum(count), 0)::int AS n FROM rate_limits WHERE key LIKE '%guest%'`,
  );
  return rows[0].n;
}

/** `c` as a percent escape, its hex digits upper- or lower-case. */
const esc = (c: string, lower = false) => {
  const hex = c.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${lower ? hex : hex.toUpperCase()}`;
};

type Case = {
  name: string;
  plain: string;
  call?: () => Call;
  /** What the plain path answers, so that the comparison cannot pass on two equal failures. */
  expect: Partial<Answer>;
  /** Other spellings of the plain path: answered exactly as it is. */
  same: () => string[];
  /** Double encoding and dot segments: a 400. */
  refused: () => string[];
  api?: boolean;
};

const cases: Case[] = [
  {
    name: '/api',
    plain: '/api/outbox',
    call: () => ({ headers: t.auth(t.superToken) }),
    expect: { status: 200, cacheControl: 'no-store' },
    same: () => ['/%61pi/outbox', '/api/%6Futbox', '/api/%6futbox', '/%61%70%69/outbox'],
    refused: () => ['/api/%256Futbox', '/%2561pi/outbox', '/api/x/../outbox', '/api/./outbox'],
    api: true,
  },
  {
    name: '/auth',
    plain: '/auth/oauth2/token',
    call: () => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    }),
    expect: { status: 401, cacheControl: 'no-store' },
    same: () => ['/%61uth/oauth2/token', '/auth/%6Fauth2/token', '/auth/%6fauth2/token'],
    refused: () => ['/%2561uth/oauth2/token', '/auth/x/../oauth2/token', '/auth/./oauth2/token'],
    api: true,
  },
  {
    name: '/api/guest with a good code',
    plain: '/api/guest/CODE/verify',
    expect: { status: 404, cacheControl: 'no-store' },
    same: () => [
      '/api/%67uest/CODE/verify',
      '/%61pi/%67uest/CODE/verify',
      `/api/guest/${esc(code[0])}${code.slice(1)}/verify`,
      `/api/guest/${esc(code[0], true)}${code.slice(1)}/verify`,
    ],
    refused: () => [
      '/api/%2567uest/CODE/verify',
      '/api/x/../guest/CODE/verify',
      '/api/./guest/CODE/verify',
      '/api/guest/./CODE/verify',
    ],
    api: true,
  },
  {
    name: '/api/guest with a wrong code',
    plain: `/api/guest/${WRONG_CODE}/verify`,
    expect: { status: 401, cacheControl: 'no-store' },
    same: () => [
      `/api/%67uest/${WRONG_CODE}/verify`,
      `/api/guest/%5A${WRONG_CODE.slice(1)}/verify`,
      `/api/guest/%5a${WRONG_CODE.slice(1)}/verify`,
    ],
    refused: () => [
      `/api/%2567uest/${WRONG_CODE}/verify`,
      `/api/x/../guest/${WRONG_CODE}/verify`,
      `/api/./guest/${WRONG_CODE}/verify`,
    ],
    api: true,
  },
  {
    name: 'a remote bundle',
    plain: '/mfe-corps/remoteEntry.js',
    expect: { status: 200, cacheControl: 'no-cache', body: 'var mfe_corps;' },
    same: () => [
      '/%6dfe-corps/remoteEntry.js',
      '/%6Dfe-corps/remoteEntry.js',
      '/mfe-corps/%72emoteEntry.js',
    ],
    refused: () => [
      '/%256dfe-corps/remoteEntry.js',
      '/mfe-corps/x/../remoteEntry.js',
      '/mfe-corps/./remoteEntry.js',
    ],
  },
  {
    name: "a remote's page",
    plain: '/mfe-corps/',
    expect: { status: 200, body: '<title>corps standalone</title>' },
    same: () => ['/%6dfe-corps/', '/mfe-%63orps/'],
    refused: () => ['/mfe-corps/x/../', '/mfe-corps/./'],
  },
  {
    name: "the shell's files",
    plain: '/main.0123456789ab.js',
    expect: { status: 200, body: 'console.log("shell")' },
    same: () => ['/%6Dain.0123456789ab.js', '/%6dain.0123456789ab.js', '/main.0123456789%61b.js'],
    refused: () => [
      '/%256Dain.0123456789ab.js',
      '/x/../main.0123456789ab.js',
      '/./main.0123456789ab.js',
    ],
  },
  {
    name: 'the shell guest page',
    plain: '/on/quick-time?guestCode=abc',
    expect: { status: 200, cacheControl: 'no-store' },
    same: () => [
      '/%6Fn/quick-time?guestCode=abc',
      '/%6fn/quick-time?guestCode=abc',
      '/on/quick-%74ime?guestCode=abc',
    ],
    refused: () => [
      '/%256Fn/quick-time?guestCode=abc',
      '/on/x/../quick-time?guestCode=abc',
      '/on/./quick-time?guestCode=abc',
    ],
  },
  {
    name: 'the guest app page',
    plain: '/guest/?guestCode=abc',
    expect: {
      status: 200,
      cacheControl: 'no-store',
      body: '<title>guest</title><div id="root"></div>',
    },
    same: () => ['/%67uest/?guestCode=abc', '/%67%75est/?guestCode=abc'],
    refused: () => [
      '/%2567uest/?guestCode=abc',
      '/x/../guest/?guestCode=abc',
      '/./guest/?guestCode=abc',
    ],
  },
  {
    name: 'the guest app without its slash',
    plain: '/guest?guestCode=abc',
    expect: { status: 302, location: '/guest/?guestCode=abc' },
    same: () => ['/%67uest?guestCode=abc'],
    refused: () => ['/%2567uest?guestCode=abc', '/x/../guest?guestCode=abc'],
  },
  {
    name: "the guest app's files",
    plain: '/guest/main.0123456789ab.js',
    expect: { status: 200, body: 'console.log("guest")' },
    same: () => [
      '/%67uest/main.0123456789ab.js',
      '/guest/%6Dain.0123456789ab.js',
      '/guest/%6dain.0123456789ab.js',
    ],
    refused: () => [
      '/guest/%256Dain.0123456789ab.js',
      '/guest/x/../main.0123456789ab.js',
      '/guest/./main.0123456789ab.js',
    ],
  },
  {
    name: 'a released remote',
    plain: RELEASE,
    expect: { status: 200, cacheControl: 'public, max-age=31536000, immutable' },
    same: () => [
      RELEASE.replace('/releases', '/%72eleases'),
      RELEASE.replace('/releases', '/re%6Ceases'),
      RELEASE.replace('/releases', '/re%6ceases'),
    ],
    refused: () => [
      RELEASE.replace('/releases', '/re%256Ceases'),
      RELEASE.replace('/mfe-corps', '/x/../mfe-corps'),
      RELEASE.replace('/mfe-corps', '/./mfe-corps'),
    ],
  },
];

describe('every spelling of a path is answered as the path itself', () => {
  test.each(cases)('$name', async (c) => {
    const withCode = (path: string) => path.replace('CODE', code);
    const call = c.call?.() ?? {};
    const failuresBefore = await guestFailures();
    const plain = await send(withCode(c.plain), call);
    const perRequest = (await guestFailures()) - failuresBefore;
    expect(plain).toMatchObject(c.expect);

    for (const path of c.same().map(withCode)) {
      const before = await guestFailures();
      const answer = await send(path, call);
      // each spelling counts a wrong guest code exactly as the plain path does
      expect({ path, ...answer, counted: (await guestFailures()) - before }).toEqual({
        path,
        ...plain,
        counted: perRequest,
      });
    }

    for (const path of c.refused().map(withCode)) {
      const before = await guestFailures();
      const answer = await send(path, call);
      expect({ path, status: answer.status, counted: (await guestFailures()) - before }).toEqual({
        path,
        status: 400,
        counted: 0,
      });
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'bad_request' });
      if (c.api) expect(answer.cacheControl).toBe('no-store');
    }
  });

  test('a wrong guest code is counted whatever its spelling', async () => {
    // the cases above sent the wrong code 4 times through the guest check
    expect(await guestFailures()).toBeGreaterThanOrEqual(4);
  });
});

describe('paths that cannot be read one way are a 400', () => {
  test.each([
    ['an encoded slash', '/api/guest%2FCODE/verify'],
    ['an encoded backslash', '/api/guest/CODE%5Cverify'],
    ['an encoded NUL', '/api/guest/CODE/verify%00'],
    ['a malformed escape', '/api/guest/CODE/%zz'],
    ['a cut UTF-8 sequence', '/api/guest/CODE/%E0%A4'],
    ['a dot segment, encoded', '/api/guest/CODE/%2e%2E/verify'],
    ['a dot segment in a remote', '/mfe-corps/%2e%2e/%2e%2e/secret.txt'],
  ])('%s: %s', async (_name, path) => {
    const answer = await send(path.replace('CODE', code));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'bad_request' });
    expect(JSON.parse(answer.body).message).toMatch(/^The path /);
    if (path.startsWith('/api')) expect(answer.cacheControl).toBe('no-store');
  });
});

describe('the log', () => {
  test('never holds a guest code, however the path spelled it', () => {
    const text = log.join('');
    // every guest call above was logged, its code replaced
    expect(text.split('/api/guest/[REDACTED]/verify').length - 1).toBeGreaterThanOrEqual(10);
    expect(text).not.toContain(code.slice(2));
    expect(text).not.toContain(WRONG_CODE.slice(2));
  });
});
