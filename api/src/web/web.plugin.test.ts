import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { fakeRepo, write } from '../testing/webRoot.js';
import webPlugin from './web.plugin.js';
import {
  cacheControlFor,
  contentSecurityPolicy,
  parseRemotesEnv,
  remoteOrigins,
} from './web.remotes.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function buildApp(
  rootDir: string,
  remotes?: Record<string, string>,
): Promise<FastifyInstance> {
  const app = Fastify();
  app.get('/api/health', async () => ({ ok: true }));
  app.post('/auth/oauth2/token', async () => ({ access_token: 'x' }));
  await app.register(webPlugin, { rootDir, remotes });
  await app.ready();
  return app;
}

describe('web plugin', () => {
  let root: string;
  let app: FastifyInstance;
  const savedRemotes = process.env.REMOTES;

  beforeAll(async () => {
    delete process.env.REMOTES;
    root = fakeRepo();
    app = await buildApp(root);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
    if (savedRemotes === undefined) delete process.env.REMOTES;
    else process.env.REMOTES = savedRemotes;
  });

  it.each([
    '/',
    '/on',
    '/on/landing',
    '/on/corps/edit/3',
    '/login',
    '/on/password-reset?mode=reset',
  ])('answers %s with the shell page, not cached', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers the guest pages uncacheable: quick-time and approval in the shell and the standalone app', async () => {
    const shell = await app.inject({ url: '/on/quick-time?guestCode=abc' });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<div id="root">');
    expect(shell.headers['cache-control']).toBe('no-store');
    expect(shell.headers['referrer-policy']).toBe('no-referrer');
    const approval = await app.inject({ url: '/on/approval?link=abc' });
    expect(approval.statusCode).toBe(200);
    expect(approval.body).toContain('<div id="root">');
    expect(approval.headers['cache-control']).toBe('no-store');
    expect(approval.headers['referrer-policy']).toBe('no-referrer');
    const page = await app.inject({ url: '/guest/?guestCode=abc' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>guest</title>');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const bare = await app.inject({ url: '/guest?guestCode=abc' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/guest/?guestCode=abc');
  });

  it("serves the standalone guest app's script immutable and its config revalidated", async () => {
    const script = await app.inject({ url: '/guest/main.0123456789ab.js' });
    expect(script.body).toBe('console.log("guest")');
    expect(script.headers['cache-control']).toBe(IMMUTABLE);
    const config = await app.inject({ url: '/guest/guest-config.json' });
    expect(config.json()).toEqual({ apiUrl: '' });
    expect(config.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/guest/../secret.txt' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/guest/%2e%2e/%2e%2e/secret.txt' })).statusCode).toBe(404);
  });

  it('puts the security headers on pages and files', async () => {
    for (const url of [
      '/on/password-reset?mode=forgot',
      '/main.0123456789ab.js',
      '/mfe-corps/remoteEntry.js',
    ]) {
      const res = await app.inject({ url });
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'self'; script-src 'self'; connect-src 'self'; img-src 'self' blob: data:; " +
          "style-src 'self' 'unsafe-inline'; font-src 'self' data:; object-src 'none'; base-uri 'none'; " +
          "form-action 'self'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('serves hashed shell files as immutable and others as revalidated', async () => {
    const main = await app.inject({ url: '/main.0123456789ab.js' });
    expect(main.statusCode).toBe(200);
    expect(main.body).toBe('console.log("shell")');
    expect(main.headers['cache-control']).toBe(IMMUTABLE);
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({
      url: '/favicon.svg',
      headers: { 'if-none-match': String(icon.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const head = await app.inject({ method: 'HEAD', url: '/main.0123456789ab.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('compresses text files for clients that accept it', async () => {
    const big = `/* ${'x'.repeat(4000)} */ console.log("big")`;
    const br = await app.inject({
      url: '/big.0123456789ab.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    const gz = await app.inject({
      url: '/big.0123456789ab.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(big);
    expect(gz.headers.etag).not.toBe(br.headers.etag);
    const plain = await app.inject({ url: '/big.0123456789ab.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
  });

  it("serves a remote's entry and manifest uncached and its chunks immutable", async () => {
    const entry = await app.inject({ url: '/mfe-corps/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ url: '/mfe-corps/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ id: 'mfe_corps' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ url: '/mfe-corps/512.abcdef012345.js' });
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers /remotes.json with the default map of the built workspace remotes, never cached', async () => {
    const res = await app.inject({ url: '/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      mfe_corps: '/mfe-corps/mf-manifest.json',
      mfe_guest: '/mfe-guest/mf-manifest.json',
      mfe_people: '/mfe-people/mf-manifest.json',
    });
  });

  it("serves a remote's standalone page at its folder", async () => {
    const res = await app.inject({ url: '/mfe-corps/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('corps standalone');
    expect((await app.inject({ url: '/mfe-corps' })).headers.location).toBe('/mfe-corps/');
  });

  it('answers 503 with a clear text for a remote that was not built', async () => {
    const res = await app.inject({ url: '/mfe-people/remoteEntry.js' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toMatch(/mfe-people bundle is not built/);
  });

  it('answers 404 for missing files and never leaves the dist folders', async () => {
    expect((await app.inject({ url: '/mfe-corps/nope.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/nope.js' })).statusCode).toBe(404);
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/mfe-corps/..%2f..%2fsecret.txt',
      '/mfe-corps/%2e%2e/package.json',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('outside every dist');
    }
  });

  it('does not shadow /api and /auth', async () => {
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ ok: true });
    const unknown = await app.inject({ url: '/api/unknown' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('<div id="root">');
    expect((await app.inject({ method: 'POST', url: '/auth/oauth2/token' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/auth/oauth2/token' })).statusCode).toBe(404);
  });

  it('answers 503 with a clear text when the standalone guest app was not built', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'web-plugin-'));
    write(bare, 'shell/dist/index.html', '<!doctype html>');
    const other = await buildApp(bare);
    try {
      const res = await other.inject({ url: '/guest/?guestCode=abc' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toMatch(/standalone guest app is not built/);
    } finally {
      await other.close();
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });

  it('answers 503 for pages when the shell was not built', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'web-plugin-empty-'));
    const bare = await buildApp(empty);
    try {
      const res = await bare.inject({ url: '/on/landing' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toMatch(/web application is not built/);
    } finally {
      await bare.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  it('takes the remotes from REMOTES and names exactly their origins in the policy', async () => {
    process.env.REMOTES = JSON.stringify({
      mfe_corps: 'https://corps.example.com/v2/mf-manifest.json',
      mfe_people: '/mfe-people/mf-manifest.json',
    });
    const other = await buildApp(root);
    try {
      const res = await other.inject({ url: '/remotes.json' });
      expect(res.json()).toEqual({
        mfe_corps: 'https://corps.example.com/v2/mf-manifest.json',
        mfe_people: '/mfe-people/mf-manifest.json',
      });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://corps.example.com;");
      expect(csp).toContain("connect-src 'self' https://corps.example.com;");
    } finally {
      delete process.env.REMOTES;
      await other.close();
    }
  });
});

describe('deployed remotes', () => {
  const V1 = '0123456789ab';
  const V2 = 'ba9876543210';
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    delete process.env.REMOTES;
    root = fakeRepo();
    write(root, `releases/mfe-corps/${V1}/mf-manifest.json`, '{"id":"mfe_corps","v":1}');
    write(root, `releases/mfe-corps/${V1}/remoteEntry.js`, 'var mfe_corps; // v1');
    write(root, `releases/mfe-corps/${V2}/mf-manifest.json`, '{"id":"mfe_corps","v":2}');
    app = await buildApp(root);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const pointTo = (version: string) =>
    write(
      root,
      'releases/remotes.json',
      JSON.stringify({ mfe_corps: `/releases/mfe-corps/${version}/mf-manifest.json` }),
    );

  it('/remotes.json follows the pointer a deployment writes, without a restart', async () => {
    const before = await app.inject({ url: '/remotes.json' });
    expect(before.json()).toEqual({
      mfe_corps: '/mfe-corps/mf-manifest.json',
      mfe_guest: '/mfe-guest/mf-manifest.json',
      mfe_people: '/mfe-people/mf-manifest.json',
    });
    pointTo(V1);
    expect((await app.inject({ url: '/remotes.json' })).json()).toMatchObject({
      mfe_corps: `/releases/mfe-corps/${V1}/mf-manifest.json`,
      mfe_people: '/mfe-people/mf-manifest.json',
    });
    // the flip to the next version, a moment later (a new modification time)
    await new Promise((resolve) => setTimeout(resolve, 20));
    pointTo(V2);
    expect((await app.inject({ url: '/remotes.json' })).json().mfe_corps).toBe(
      `/releases/mfe-corps/${V2}/mf-manifest.json`,
    );
  });

  it('serves every version, each file cached for good', async () => {
    const entry = await app.inject({ url: `/releases/mfe-corps/${V1}/remoteEntry.js` });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var mfe_corps; // v1');
    expect(entry.headers['cache-control']).toBe(IMMUTABLE);
    const manifest = await app.inject({ url: `/releases/mfe-corps/${V2}/mf-manifest.json` });
    expect(manifest.json()).toEqual({ id: 'mfe_corps', v: 2 });
  });

  it.each([
    '/releases/remotes.json',
    '/releases/mfe-corps/',
    `/releases/mfe-corps/${V1}/missing.js`,
    '/releases/mfe-corps/not-a-version/remoteEntry.js',
    `/releases/mfe-corps/${V1}/../../../secret.txt`,
    `/releases/mfe-corps/${V1}/%2e%2e/%2e%2e/%2e%2e/secret.txt`,
    '/releases/shell/0123456789ab/index.html',
  ])('answers %s with 404', async (url) => {
    expect((await app.inject({ url })).statusCode).toBe(404);
  });

  it('/remotes-previous.json names the version a rollback would go back to, never one rolled back from', async () => {
    const V3 = 'cccccccccccc';
    write(root, `releases/mfe-corps/${V3}/mf-manifest.json`, '{"id":"mfe_corps","v":3}');
    const history = (items: object[]) =>
      write(root, 'releases/mfe-corps/history.json', JSON.stringify(items));
    const previous = async () => {
      const res = await app.inject({ url: '/remotes-previous.json' });
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json();
    };
    // V1, then V2, then V3 deployed
    pointTo(V3);
    history([
      { version: V1, deployedAt: '2026-11-01T10:00:00Z', replacedAt: '2026-11-02T10:00:00Z' },
      { version: V2, deployedAt: '2026-11-02T10:00:00Z', replacedAt: '2026-11-03T10:00:00Z' },
      { version: V3, deployedAt: '2026-11-03T10:00:00Z' },
    ]);
    expect(await previous()).toEqual({ mfe_corps: `/releases/mfe-corps/${V2}/mf-manifest.json` });
    // V3 rolled back to V2: V3, deployed after V2, is not offered; V1 is
    await new Promise((resolve) => setTimeout(resolve, 20));
    pointTo(V2);
    history([
      { version: V1, deployedAt: '2026-11-01T10:00:00Z', replacedAt: '2026-11-02T10:00:00Z' },
      { version: V2, deployedAt: '2026-11-02T10:00:00Z' },
      { version: V3, deployedAt: '2026-11-03T10:00:00Z', replacedAt: '2026-11-04T10:00:00Z' },
    ]);
    expect(await previous()).toEqual({ mfe_corps: `/releases/mfe-corps/${V1}/mf-manifest.json` });
    // a version whose files are gone is not offered; nor anything from an unreadable history
    fs.rmSync(path.join(root, `releases/mfe-corps/${V1}`), { recursive: true });
    expect(await previous()).toEqual({});
    write(root, 'releases/mfe-corps/history.json', '{ not json');
    expect(await previous()).toEqual({});
    write(root, `releases/mfe-corps/${V1}/mf-manifest.json`, '{"id":"mfe_corps","v":1}');
    write(root, `releases/mfe-corps/${V1}/remoteEntry.js`, 'var mfe_corps; // v1');
    fs.rmSync(path.join(root, 'releases/mfe-corps/history.json'));
  });

  it('ignores a pointer it cannot read: the built remotes are served', async () => {
    write(root, 'releases/remotes.json', '{ not json');
    const res = await app.inject({ url: '/remotes.json' });
    expect(res.json().mfe_corps).toBe('/mfe-corps/mf-manifest.json');
  });
});

describe('a deployed shell', () => {
  const OLD = 'aaaaaaaaaaaa';
  const NEW = 'bbbbbbbbbbbb';
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    delete process.env.REMOTES;
    root = fakeRepo();
    write(root, 'shell/dist/built.0123456789ab.js', 'built before any deployment');
    for (const version of [OLD, NEW]) {
      write(
        root,
        `releases/shell/${version}/index.html`,
        `<div id="root"></div><!-- ${version} -->`,
      );
      write(root, `releases/shell/${version}/page.${version}.js`, `the page of ${version}`);
    }
    write(
      root,
      'releases/shell/history.json',
      JSON.stringify([
        { version: OLD, deployedAt: '2026-11-01T00:00:00Z', replacedAt: '2026-11-02T00:00:00Z' },
        { version: NEW, deployedAt: '2026-11-02T00:00:00Z' },
      ]),
    );
    app = await buildApp(root);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves the page of its current version, and the files of every version kept', async () => {
    const before = await app.inject({ url: '/remotes.json' });
    expect(before.headers['x-staffledger-page']).toBe('built');
    write(root, 'releases/shell.json', JSON.stringify({ version: NEW }));

    const page = await app.inject({ url: '/on/security' });
    expect(page.body).toContain(`<!-- ${NEW} -->`);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/remotes.json' })).headers['x-staffledger-page']).toBe(NEW);

    // a tab opened on the replaced version, or before the first deployment, finds its chunks
    for (const [url, body] of [
      [`/page.${NEW}.js`, `the page of ${NEW}`],
      [`/page.${OLD}.js`, `the page of ${OLD}`],
      ['/built.0123456789ab.js', 'built before any deployment'],
    ]) {
      const res = await app.inject({ url });
      expect([url, res.statusCode, res.body]).toEqual([url, 200, body]);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
    expect((await app.inject({ url: '/page.cccccccccccc.js' })).statusCode).toBe(404);
  });

  it('a rollback serves the earlier page at once', async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    write(root, 'releases/shell.json', JSON.stringify({ version: OLD }));
    expect((await app.inject({ url: '/on/landing' })).body).toContain(`<!-- ${OLD} -->`);
  });

  it.each(['{ not json', JSON.stringify({ version: '../../etc' })])(
    'serves the built page when the pointer is %s',
    async (pointer) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      write(root, 'releases/shell.json', pointer);
      const page = await app.inject({ url: '/on/landing' });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('<!-- ');
    },
  );
});

describe('each file is answered once', () => {
  it('a page, a chunk, a compressed file and a 304 end with the status sent, and no second reply', async () => {
    const root = fakeRepo();
    const logged: string[] = [];
    const finished: number[] = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } },
    });
    app.addHook('onResponse', async (_request, reply) => {
      finished.push(reply.statusCode);
    });
    await app.register(webPlugin, { rootDir: root });
    await app.ready();
    try {
      const page = await app.inject({ url: '/on/invoices' });
      await app.inject({ url: '/mfe-corps/512.abcdef012345.js' });
      await app.inject({ url: '/big.0123456789ab.js', headers: { 'accept-encoding': 'gzip' } });
      await app.inject({ url: '/on', headers: { 'if-none-match': String(page.headers.etag) } });
      expect(finished).toEqual([200, 200, 200, 304]);
      expect(logged.join('')).not.toMatch(/already sent/);
    } finally {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('web helpers', () => {
  it('refuses a malformed REMOTES', () => {
    expect(() => parseRemotesEnv('{')).toThrow(/REMOTES must be JSON/);
    expect(() => parseRemotesEnv('[]')).toThrow(/JSON object/);
    expect(() => parseRemotesEnv('{"mfe-corps":"/x"}')).toThrow(/not a valid remote name/);
    expect(() => parseRemotesEnv('{"mfe_corps":"javascript:alert(1)"}')).toThrow(/http/);
    expect(() => parseRemotesEnv('{"mfe_corps":"//evil.example/x"}')).toThrow(/http/);
  });

  it('lists distinct remote origins', () => {
    expect(
      remoteOrigins({
        a: 'https://x.example/a/mf-manifest.json',
        b: 'https://x.example/b.json',
        c: '/c/mf-manifest.json',
      }),
    ).toEqual(['https://x.example']);
    expect(contentSecurityPolicy(['https://x.example'])).toContain(
      "img-src 'self' blob: data: https://x.example",
    );
  });

  it('chooses the cache policy by file name', () => {
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('assets/logo.0123456789ab.svg')).toBe(IMMUTABLE);
    expect(cacheControlFor('favicon.svg')).toBe('no-cache');
  });
});
