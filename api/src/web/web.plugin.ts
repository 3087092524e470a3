import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requestPath, requestQuery } from '../plugins/request-path.js';
import {
  cacheControlFor,
  contentSecurityPolicy,
  defaultRemotes,
  findRemoteFolders,
  parseRemotesEnv,
  remoteOrigins,
  type RemotesMap,
} from './web.remotes.js';
import {
  currentRemote,
  currentShell,
  previousRemote,
  readPointer,
  RELEASED_CACHE,
  releasedFile,
  releasesDir,
  RELEASES_PATH,
  servedVersions,
} from './web.releases.js';
import { sendStatic } from './web.send.js';
import {
  allowDevOrigin,
  DEV_REMOTES_HEADER,
  DEV_REMOTES_PAGE,
  devRemotesPage,
  overridesCookie,
  readOverrides,
  refusedUrl,
  sentFromHere,
} from './web.dev-remotes.js';

export type WebPluginOptions = {
  /** Repository root: the shell is served from `shell/dist`, each remote from `<folder>/dist`. */
  rootDir: string;
  /**
   * The remotes manifest; default: env REMOTES, else each `mfe-*` folder's
   * `/<folder>/mf-manifest.json`, with the remotes deployed to the releases folder pointing there.
   */
  remotes?: RemotesMap;
  /**
   * Origins of developers' dev servers that a browser may take a remote from (docs/remotes.md#a-teams-day);
   * none (the default) turns the overrides off.
   */
  devOrigins?: readonly string[];
};

/**
 * The shell version the page would load now, on every /remotes.json: an open tab that sees it
 * change offers to reload (docs/remotes.md#what-an-open-tab-does).
 */
export const PAGE_VERSION_HEADER = 'X-StaffLedger-Page';

const RESERVED = /^\/(api|auth)(\/|$|\?)/;
/** The standalone guest app (mfe-guest's second build) is served here. */
const GUEST_APP = '/guest';
/** Pages whose address holds a guest code or an approval link's token: never stored by a cache. */
const GUEST_PAGE = /^\/(on\/quick-time|on\/approval|guest)(\/|$|\?)/;

/**
 * Serves the built front ends: the shell at `/` (history fallback to index.html for `/`, `/login`,
 * `/on` and `/on/*`), each remote's bundle at `/<folder>/`, the standalone guest app at `/guest/`,
 * and `/remotes.json`. Every answer carries the content security policy naming exactly the remotes'
 * origins; the guest pages (`/on/quick-time`, `/on/approval`, `/guest/`) are never cached. `/api`
 * and `/auth` are never answered here. A bundle that was not built answers 503 with a clear text.
 */
const webPlugin: FastifyPluginAsync<WebPluginOptions> = async (app, opts) => {
  const rootDir = path.resolve(opts.rootDir);
  const folders = findRemoteFolders(rootDir);
  const fromEnv = process.env.REMOTES ? parseRemotesEnv(process.env.REMOTES) : null;
  const fixed = opts.remotes ?? fromEnv;
  const releases = releasesDir(rootDir);
  /** /remotes.json as it is now: a deployment changes it while the server runs. */
  const currentRemotes = (): RemotesMap =>
    fixed ?? { ...defaultRemotes(folders), ...readPointer(releases, app.log) };
  const devOrigins = opts.devOrigins ?? [];
  /** /remotes.json for this browser: the product's, with the overrides it asked for. */
  const remotesFor = (request: FastifyRequest) => {
    const product = currentRemotes();
    const overrides = readOverrides(request, devOrigins, product);
    return { product, overrides, remotes: { ...product, ...overrides } };
  };
  const csp = (request: FastifyRequest) => {
    const { overrides, remotes } = remotesFor(request);
    return contentSecurityPolicy(remoteOrigins(remotes), remoteOrigins(overrides).map(socketOf));
  };
  const shellDist = path.join(rootDir, 'shell', 'dist');
  const guestDist = path.join(rootDir, 'mfe-guest', 'dist', 'standalone');
  // Once an app is deployed, its current version is served, then the versions it replaced (a tab
  // opened before finds its lazy files there), then its build folder (a tab opened before the
  // first deployment); a deployment never rebuilds a folder served here.
  const shellDirs = () => [...servedVersions(releases, 'shell', currentShell(releases)), shellDist];
  const guestDirs = () => [
    ...servedVersions(
      releases,
      'mfe-guest',
      fixed ? null : currentRemote(readPointer(releases, app.log), 'mfe-guest'),
    ).map((dir) => path.join(dir, 'standalone')),
    guestDist,
  ];

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', csp(request));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    if (
      GUEST_PAGE.test(requestPath(request)) &&
      /^text\/html/.test(String(reply.getHeader('content-type')))
    ) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });

  /** Sends `file` (relative, already normalised) from `dist`; false when it does not exist. */
  const sendBuilt = async (
    request: FastifyRequest,
    reply: FastifyReply,
    dist: string,
    file: string,
  ) => {
    const full = path.join(dist, file);
    if (!full.startsWith(dist + path.sep)) return false;
    if (file.split('/').some((part) => part.startsWith('.'))) return false;
    return sendStatic(request, reply, full, cacheControlFor(file));
  };

  const notBuilt = (reply: FastifyReply, what: string, dist: string) =>
    reply
      .code(503)
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(
        `StaffLedger: ${what} is not built (${dist} is missing). Run "pnpm build" and restart.`,
      );

  /** Sends `file` from the first of `dirs` that holds it; false when none does. */
  const sendFromFirst = async (
    request: FastifyRequest,
    reply: FastifyReply,
    dirs: string[],
    file: string,
  ) => {
    for (const dist of dirs) if (await sendBuilt(request, reply, dist, file)) return true;
    return false;
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = shellDirs().find((dir) => fs.existsSync(path.join(dir, 'index.html')));
    if (page && (await sendStatic(request, reply, path.join(page, 'index.html'), 'no-cache'))) {
      return reply;
    }
    return notBuilt(reply, 'the web application', 'shell/dist');
  };

  app.get('/remotes.json', async (request, reply) => {
    const { remotes, overrides } = remotesFor(request);
    if (Object.keys(overrides).length) {
      reply.header(DEV_REMOTES_HEADER, Object.keys(overrides).sort().join(', '));
    }
    return reply
      .header('Cache-Control', 'no-store')
      .header(PAGE_VERSION_HEADER, currentShell(releases) ?? 'built')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(remotes));
  });

  // What a tab falls back to when a remote's current version fails to load: for each deployed
  // remote, the version before it that is still kept (never a version rolled back from).
  app.get('/remotes-previous.json', async (_request, reply) => {
    const previous: RemotesMap = {};
    const pointer = fixed ? null : readPointer(releases, app.log);
    for (const { folder, name } of folders) {
      const current = currentRemote(pointer, folder);
      const version = current && previousRemote(releases, folder, current);
      if (version) previous[name] = `${RELEASES_PATH}/${folder}/${version}/mf-manifest.json`;
    }
    return reply
      .header('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(previous));
  });

  // Deployed remotes: a version's files never change, so they are cached for good.
  app.get(`${RELEASES_PATH}/*`, async (request, reply) => {
    const asked = releasedFile(relativeFile(request, `${RELEASES_PATH}/`));
    if (!asked) return reply.callNotFound();
    const full = path.join(releases, asked);
    if (!full.startsWith(releases + path.sep)) return reply.callNotFound();
    allowDevOrigin(request, reply, devOrigins);
    return (await sendStatic(request, reply, full, RELEASED_CACHE)) ? reply : reply.callNotFound();
  });

  for (const route of ['/', '/login', '/on', '/on/*']) app.get(route, sendIndex);

  // The standalone guest app: its page, script and guest-config.json.
  app.get(GUEST_APP, async (request, reply) => {
    return reply.redirect(`${GUEST_APP}/${requestQuery(request)}`);
  });
  app.get(`${GUEST_APP}/*`, async (request, reply) => {
    const dirs = guestDirs().filter((dir) => fs.existsSync(dir));
    if (!dirs.length) {
      return notBuilt(reply, 'the standalone guest app', 'mfe-guest/dist/standalone');
    }
    const prefix = `${GUEST_APP}/`;
    const asked = requestPath(request) === prefix ? 'index.html' : relativeFile(request, prefix);
    if (!asked) return reply.callNotFound();
    return (await sendFromFirst(request, reply, dirs, asked)) ? reply : reply.callNotFound();
  });

  for (const { folder } of folders) {
    const dist = path.join(rootDir, folder, 'dist');
    app.get(`/${folder}`, async (_request, reply) => reply.redirect(`/${folder}/`));
    app.get(`/${folder}/*`, async (request, reply) => {
      if (!fs.existsSync(dist)) return notBuilt(reply, `the ${folder} bundle`, `${folder}/dist`);
      const prefix = `/${folder}/`;
      const asked = requestPath(request) === prefix ? 'index.html' : relativeFile(request, prefix);
      if (!asked) return reply.callNotFound();
      allowDevOrigin(request, reply, devOrigins);
      return (await sendBuilt(request, reply, dist, asked)) ? reply : reply.callNotFound();
    });
  }

  if (devOrigins.length) registerDevRemotesPage();

  /** The page where a developer sets this browser's overrides (off without DEV_REMOTE_ORIGINS). */
  function registerDevRemotesPage() {
    const page = (reply: FastifyReply, request: FastifyRequest, error?: string) => {
      const { product, overrides } = remotesFor(request);
      return reply
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(devRemotesPage(product, overrides, devOrigins, error));
    };
    app.get(DEV_REMOTES_PAGE, async (request, reply) => page(reply, request));
    app.post<{ Body: { remote?: string; url?: string } }>(
      DEV_REMOTES_PAGE,
      { schema: { consumes: ['application/x-www-form-urlencoded'] } },
      async (request, reply) => {
        if (!sentFromHere(request)) {
          return page(reply.code(403), request, 'This form must be sent from this page.');
        }
        const { product, overrides } = remotesFor(request);
        const remote = String(request.body?.remote ?? '');
        const url = String(request.body?.url ?? '').trim();
        if (!Object.hasOwn(product, remote)) {
          return page(reply.code(400), request, `"${remote}" is not a remote of this product.`);
        }
        const next = { ...overrides };
        if (url === '') delete next[remote];
        else {
          const refused = refusedUrl(url, devOrigins);
          if (refused) return page(reply.code(400), request, refused);
          next[remote] = url;
        }
        return reply
          .header('Set-Cookie', overridesCookie(next, request.protocol === 'https'))
          .redirect(DEV_REMOTES_PAGE, 303);
      },
    );
  }

  // The shell's own files (/main.<hash>.js, /assets/..., /favicon.svg). Never /api or /auth.
  app.get('/*', async (request, reply) => {
    if (RESERVED.test(requestPath(request))) return reply.callNotFound();
    const file = relativeFile(request, '/');
    if (!file) return reply.callNotFound();
    const dirs = shellDirs().filter((dir) => fs.existsSync(dir));
    if (!dirs.length) return notBuilt(reply, 'the web application', 'shell/dist');
    return (await sendFromFirst(request, reply, dirs, file)) ? reply : reply.callNotFound();
  });
};

/** The WebSocket origin of a dev server (its live reload), for the policy's connect-src. */
function socketOf(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/**
 * The request path below `prefix` (the route's, which the decoded path starts with), normalised;
 * '' when it would leave the folder. Decoded once, by the router: a second decoding would read
 * `%252e%252e` as `..`.
 */
function relativeFile(request: FastifyRequest, prefix: string): string {
  const decoded = requestPath(request).slice(prefix.length);
  if (decoded.includes('\0')) return '';
  const normalised = path.posix.normalize(decoded);
  if (normalised.startsWith('..') || normalised.startsWith('/') || normalised === '.') return '';
  return normalised;
}

export default webPlugin;
