// Development servers of the apps, run from temporary copies of their sources on free ports, for
// the browser tests of development (Fast Refresh, a deployed product taking one remote from one).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT, waitFor, type Running } from './server';

function webpackCli(appDir: string): string {
  const pkg = createRequire(join(appDir, 'package.json')).resolve('webpack-cli/package.json');
  return join(dirname(pkg), 'bin', 'cli.js');
}

/**
 * A webpack dev server of `appDir` (the current folder of the process) on `port`, listening on
 * 127.0.0.1 unless `env.DEV_HOST` names another host.
 */
export async function startDevServer(
  appDir: string,
  port: number,
  env: Record<string, string>,
): Promise<Running> {
  const child: ChildProcess = spawn(
    process.execPath,
    [webpackCli(appDir), 'serve', '--mode', 'development', '--port', String(port)],
    {
      cwd: appDir,
      env: { ...process.env, DEV_HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://${env.DEV_HOST ?? '127.0.0.1'}:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitFor(`${url}/`, 90_000);
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n${output}`);
  }
  return { url, stop, output: () => output };
}

/**
 * An app's sources in a temporary folder that resolves its packages from the real one, so that the
 * test edits a copy and never the working tree.
 */
export function copyOf(folder: string): string {
  const real = join(ROOT, folder);
  const copy = mkdtempSync(join(tmpdir(), `sl-dev-${folder}-`));
  for (const entry of ['src', 'public', 'package.json', 'webpack.config.cjs']) {
    if (existsSync(join(real, entry))) {
      cpSync(join(real, entry), join(copy, entry), { recursive: true });
    }
  }
  symlinkSync(join(real, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Replaces `from` by `to` in a file of an app copy; returns the time of the write. */
export function edit(appDir: string, file: string, from: string, to: string): number {
  const path = join(appDir, file);
  const source = readFileSync(path, 'utf8');
  if (!source.includes(from)) throw new Error(`${file} of ${appDir} does not hold ${from}`);
  const written = Date.now();
  writeFileSync(path, source.replace(from, to));
  return written;
}
