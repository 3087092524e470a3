import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { fakeRepo, write } from '../testing/webRoot.js';
import { DEV_REMOTES_COOKIE, DEV_REMOTES_HEADER } from './web.dev-remotes.js';
import webPlugin from './web.plugin.js';

const DEV = 'http://localhost:3001';
const HOST = 'product.example.com';

async function buildApp(rootDir: string, devOrigins: string[]): Promise<FastifyInstance> {
  const app = Fastify();
  // the API's own form parser stands in (app.ts registers it for the whole server)
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  await app.register(webPlugin, { rootDir, devOrigins });
  await app.ready();
  return app;
}

const cookieOf = (overrides: unknown) =>
  `${DEV_REMOTES_COOKIE}=${encodeURIComponent(JSON.stringify(overrides))}`;

/** A form sent from the product's own page, as a browser sends it. */
const fromPage = (body: string) => ({
  method: 'POST' as const,
  url: '/dev/remotes',
  headers: {
    host: HOST,
    'sec-fetch-site': 'same-origin',
    'content-type': 'application/x-www-form-urlencoded',
  },
  payload: body,
});

let root: string;
let on: FastifyInstance;
let off: FastifyInstance;
const savedRemotes = process.env.REMOTES;

beforeAll(async () => {
  delete process.env.REMOTES;
  root = fakeRepo();
  write(root, 'releases/mfe-corps/0123456789ab/mf-manifest.json', '{"id":"mfe_corps"}');
  on = await buildApp(root, [DEV, 'https://dev.example.org']);
  off = await buildApp(root, []);
});
afterAll(async () => {
  await Promise.all([on.close(), off.close()]);
  fs.rmSync(root, { recursive: true, force: true });
  if (savedRemotes !== undefined) process.env.REMOTES = savedRemotes;
});

describe('without DEV_REMOTE_ORIGINS (the default)', () => {
  it('has no page of overrides and ignores the cookie', async () => {
    expect((await off.inject({ url: '/dev/remotes' })).statusCode).toBe(404);
    const post = await off.inject(fromPage(`remote=mfe_corps&url=${DEV}/mf-manifest.json`));
    expect(post.statusCode).toBe(404);
    expect(post.headers['set-cookie']).toBeUndefined();
    const cookie = cookieOf({ mfe_corps: `${DEV}/mf-manifest.json` });
    const remotes = await off.inject({ url: '/remotes.json', headers: { cookie } });
    expect(remotes.json().mfe_corps).toBe('/mfe-corps/mf-manifest.json');
    expect(remotes.headers[DEV_REMOTES_HEADER.toLowerCase()]).toBeUndefined();
    const page = await off.inject({ url: '/on/corps', headers: { cookie } });
    expect(page.headers['content-security-policy']).not.toContain('localhost');
  });

  it('answers no cross-origin reader of the remotes', async () => {
    const res = await off.inject({
      url: '/mfe-corps/mf-manifest.json',
      headers: { origin: DEV },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('with DEV_REMOTE_ORIGINS', () => {
  it('sets an override for this browser from its own page, and the page shows it', async () => {
    const res = await on.inject(fromPage(`remote=mfe_corps&url=${DEV}/mf-manifest.json`));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dev/remotes');
    const set = String(res.headers['set-cookie']);
    expect(set).toContain(`${DEV_REMOTES_COOKIE}=`);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    expect(set).toMatch(/Max-Age=28800/);
    const cookie = set.split(';')[0];
    const page = await on.inject({ url: '/dev/remotes', headers: { cookie } });
    expect(page.body).toContain(`your development server</strong>: ${DEV}/mf-manifest.json`);
    expect(page.body).toContain(`Stop using ${DEV}/mf-manifest.json for mfe_corps`);
  });

  it('gives that browser the dev remote, in /remotes.json and in the policy of every page', async () => {
    const cookie = cookieOf({ mfe_corps: `${DEV}/mf-manifest.json` });
    const remotes = await on.inject({ url: '/remotes.json', headers: { cookie } });
    expect(remotes.json()).toMatchObject({
      mfe_corps: `${DEV}/mf-manifest.json`,
      mfe_people: '/mfe-people/mf-manifest.json',
    });
    expect(remotes.headers[DEV_REMOTES_HEADER.toLowerCase()]).toBe('mfe_corps');
    const csp = String(
      (await on.inject({ url: '/on/corps', headers: { cookie } })).headers[
        'content-security-policy'
      ],
    );
    expect(csp).toContain(`script-src 'self' ${DEV};`);
    expect(csp).toContain(`connect-src 'self' ${DEV} ws://localhost:3001;`);
    // another browser: no cookie, no dev origin
    const other = await on.inject({ url: '/on/corps' });
    expect(other.headers['content-security-policy']).not.toContain('localhost');
    expect((await on.inject({ url: '/remotes.json' })).json().mfe_corps).toBe(
      '/mfe-corps/mf-manifest.json',
    );
  });

  it('reads a forged cookie for what is allowed only', async () => {
    const cookie = cookieOf({
      mfe_corps: 'https://attacker.example.net/mf-manifest.json',
      mfe_people: 'javascript:alert(1)',
      mfe_nope: `${DEV}/mf-manifest.json`,
      ['__proto__']: `${DEV}/x`,
    });
    const remotes = await on.inject({ url: '/remotes.json', headers: { cookie } });
    expect(remotes.json()).toEqual({
      mfe_corps: '/mfe-corps/mf-manifest.json',
      mfe_guest: '/mfe-guest/mf-manifest.json',
      mfe_people: '/mfe-people/mf-manifest.json',
    });
    for (const junk of [`${DEV_REMOTES_COOKIE}=%E0%A4%A`, `${DEV_REMOTES_COOKIE}=[1]`, 'a=b']) {
      const res = await on.inject({ url: '/remotes.json', headers: { cookie: junk } });
      expect(res.statusCode).toBe(200);
      expect(res.json().mfe_corps).toBe('/mfe-corps/mf-manifest.json');
    }
  });

  it.each([
    [
      'remote=mfe_corps&url=https://attacker.example.net/mf-manifest.json',
      400,
      'https://attacker.example.net is not a development origin this product allows',
    ],
    ['remote=mfe_corps&url=not a url', 400, 'is not a URL'],
    ['remote=mfe_corps&url=ftp://localhost:3001/x', 400, 'is not an http or https address'],
    [
      'remote=mfe_nope&url=http://localhost:3001/mf-manifest.json',
      400,
      '"mfe_nope" is not a remote of this product.',
    ],
    ['url=http://localhost:3001/mf-manifest.json', 400, '"" is not a remote of this product.'],
  ])('refuses %s in words and changes nothing', async (body, status, message) => {
    const res = await on.inject(fromPage(body));
    expect(res.statusCode).toBe(status);
    expect(res.body).toContain(message.replace(/"/g, '&quot;'));
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a form sent from another site, or with no sign of where it came from', async () => {
    const body = `remote=mfe_corps&url=${DEV}/mf-manifest.json`;
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://attacker.example.net' },
      { origin: 'null' },
      {},
    ]) {
      const sent = fromPage(body);
      const res = await on.inject({
        ...sent,
        headers: {
          host: HOST,
          'content-type': 'application/x-www-form-urlencoded',
          ...headers,
        },
      });
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('This form must be sent from this page.');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // a browser without Sec-Fetch-Site naming this origin passes
    const res = await on.inject({
      ...fromPage(body),
      headers: {
        host: HOST,
        origin: `https://${HOST}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(res.statusCode).toBe(303);
  });

  it('ends an override with an empty URL, and the last one clears the cookie', async () => {
    const cookie = cookieOf({ mfe_corps: `${DEV}/mf-manifest.json` });
    const sent = fromPage('remote=mfe_corps&url=');
    const res = await on.inject({ ...sent, headers: { ...sent.headers, cookie } });
    expect(res.statusCode).toBe(303);
    expect(res.headers['set-cookie']).toMatch(new RegExp(`^${DEV_REMOTES_COOKIE}=; .*Max-Age=0`));
  });

  it('lets an allowed local shell read the remotes (CORS), and no other origin', async () => {
    for (const url of [
      '/mfe-corps/mf-manifest.json',
      '/releases/mfe-corps/0123456789ab/mf-manifest.json',
    ]) {
      const allowed = await on.inject({ url, headers: { origin: DEV } });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers['access-control-allow-origin']).toBe(DEV);
      expect(allowed.headers.vary).toContain('Origin');
      const other = await on.inject({ url, headers: { origin: 'https://attacker.example.net' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
