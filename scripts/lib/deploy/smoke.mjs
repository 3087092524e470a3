// The deploy gate's last check: the candidate build, with the rest of the product as it is
// deployed now, served by a throwaway server on 127.0.0.1 and opened in headless Chromium, which
// loads each exposed module through the shell's own federation runtime, as a user's first visit
// would. Nothing is published while it runs: the candidate is served from where it was built.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { currentFolder, remoteName, SHELL } from '../releases.mjs';
import { TYPES } from '../static-server.mjs';
import { remoteFolders, ROOT } from '../workspace.mjs';

/** `relative` inside `dir`, or null when it would leave it or does not exist. */
function fileIn(dir, relative) {
  const file = normalize(join(dir, relative));
  if (!file.startsWith(dir + sep) || relative.includes('\0')) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * What the product would serve once the candidate is current: the shell's folder and each remote's
 * manifest URL with the folder it is served from.
 * @param {{ releases: string, folder: string, version: string, dir: string }} candidate
 */
export function productWith({ releases, folder, version, dir }) {
  const shellDir =
    folder === SHELL ? dir : (currentFolder(releases, SHELL) ?? join(ROOT, 'shell', 'dist'));
  /** remote name → { url, dir } */
  const remotes = {};
  for (const remote of remoteFolders()) {
    const served = currentFolder(releases, remote);
    if (remote === folder) {
      remotes[remoteName(remote)] = { url: `/releases/${remote}/${version}/`, dir };
    } else if (served) {
      remotes[remoteName(remote)] = {
        url: `/releases/${remote}/${served.split(sep).pop()}/`,
        dir: served,
      };
    } else if (existsSync(join(ROOT, remote, 'dist', 'mf-manifest.json'))) {
      remotes[remoteName(remote)] = { url: `/${remote}/`, dir: join(ROOT, remote, 'dist') };
    }
  }
  return { shellDir, remotes };
}

/** The exposed modules of a remote's build, as 'mfe_corps/Corps'. */
function exposedModules(name, dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
  return (manifest.exposes ?? []).map((exposed) => `${name}/${exposed.name}`);
}

/** Serves `world` on 127.0.0.1 at a free port; resolves to the server and its URL. */
async function serve({ shellDir, remotes }) {
  const server = createServer((req, res) => {
    let path;
    try {
      path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (path === '/remotes.json') {
      const map = Object.fromEntries(
        Object.entries(remotes).map(([name, { url }]) => [name, `${url}mf-manifest.json`]),
      );
      res.writeHead(200, { 'Content-Type': TYPES['.json'] }).end(JSON.stringify(map));
      return;
    }
    let file = null;
    const remote = Object.values(remotes).find(({ url }) => path.startsWith(url));
    if (remote) file = fileIn(remote.dir, path.slice(remote.url.length));
    else if (/^\/(api|auth)(\/|$)/.test(path)) file = null;
    else
      file =
        fileIn(shellDir, path.slice(1)) ??
        (path.startsWith('/on') ? join(shellDir, 'index.html') : null);
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}` };
}

/** The runtime's long messages cut to what happened: their first line and the original error. */
function briefly(message) {
  const lines = message.split('\n').filter((line) => line.trim() !== '');
  const original = lines.findIndex((line) => line.startsWith('Original Error Message'));
  return [lines[0], original >= 0 ? lines[original + 1]?.trim() : lines[1]]
    .filter(Boolean)
    .join(' ');
}

/** Loads each module through the page's federation runtime; one result per module. */
async function loadInPage(page, ids) {
  return page.evaluate(async (modules) => {
    const shell = globalThis.__FEDERATION__.__INSTANCES__.find((i) => i.name === 'shell');
    const unavailable = Symbol.for('staffledger.remote-unavailable');
    const results = [];
    for (const id of modules) {
      try {
        const mod = await shell.loadRemote(id);
        if (mod && typeof mod === 'object' && unavailable in mod) {
          results.push({ id, error: String(mod.error?.message ?? mod.error) });
        } else if (!mod || typeof mod.default !== 'function') {
          results.push({ id, error: 'it has no default component' });
        } else results.push({ id, error: null });
      } catch (error) {
        results.push({ id, error: String(error?.message ?? error) });
      }
    }
    return results;
  }, ids);
}

/**
 * Opens the product as it would be with the candidate current, starts the shell's federation
 * runtime (the guest's public route needs no sign-in), and loads every exposed module of the
 * candidate, or of every remote when the candidate is the shell.
 * @returns {Promise<{ checked: string[], failures: string[] }>} failures in words, one per module
 * or per error the page threw
 */
export async function smokeLoad(
  candidate,
  { chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium' } = {},
) {
  if (!existsSync(chromium)) {
    return {
      checked: [],
      failures: [`no Chromium at ${chromium} (CHROMIUM_PATH) to load the build in`],
    };
  }
  const world = productWith(candidate);
  const names =
    candidate.folder === SHELL ? Object.keys(world.remotes) : [remoteName(candidate.folder)];
  const ids = names.flatMap((name) => exposedModules(name, world.remotes[name].dir));
  const { chromium: browsers } = await import('playwright-core');
  const { server, url } = await serve(world);
  const browser = await browsers.launch({ executablePath: chromium, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const thrown = [];
    page.on('pageerror', (error) => thrown.push(`the page threw: ${error.message}`));
    await page.goto(`${url}/on/quick-time`, { waitUntil: 'load', timeout: 20_000 });
    await page.waitForFunction(
      () => globalThis.__FEDERATION__?.__INSTANCES__?.some((i) => i.name === 'shell'),
      undefined,
      { timeout: 20_000 },
    );
    const results = await loadInPage(page, ids);
    const failures = results
      .filter((r) => r.error)
      .map((r) => `${r.id} did not load: ${briefly(r.error)}`);
    return { checked: ids, failures: [...failures, ...thrown] };
  } catch (error) {
    return { checked: ids, failures: [`the page did not start: ${error.message.split('\n')[0]}`] };
  } finally {
    await browser.close();
    server.close();
  }
}
