// The API as a child process running its TypeScript sources: for what only a process shows (its
// exit code and output, its PostgreSQL left behind).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const API_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACTS_SRC = path.resolve(API_SRC, '..', '..', 'contracts', 'src');

/**
 * Each entry of the contracts package mapped to its TypeScript source, read from the package's own
 * exports, so an entry added there is found here too (a hand-kept list once missed `./xlsx`).
 */
function contractsSources(): Record<string, string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(CONTRACTS_SRC, '..', 'package.json'), 'utf8'));
  const sources: Record<string, string> = {};
  for (const [entry, targets] of Object.entries<Record<string, string>>(pkg.exports)) {
    const source = typeof targets === 'object' ? targets['staffledger-source'] : undefined;
    if (source)
      sources[path.posix.join('@staffledger/contracts', entry)] = path.resolve(
        CONTRACTS_SRC,
        '..',
        source,
      );
  }
  return sources;
}

/**
 * Module hooks that let plain Node run the API's TypeScript sources, resolved as jest resolves
 * them (jest.config.js), so a child process runs the code under test rather than a build.
 */
const TS_HOOKS = `
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
const { transformSync } = createRequire(${JSON.stringify(path.join(API_SRC, '..', 'package.json'))})('@swc/core');
const contracts = ${JSON.stringify(contractsSources())};
export async function resolve(specifier, context, next) {
  if (contracts[specifier]) return { url: pathToFileURL(contracts[specifier]).href, shortCircuit: true };
  if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const url = new URL(specifier.slice(0, -3) + '.ts', context.parentURL);
    if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true };
  }
  return next(specifier, context);
}
export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const filename = fileURLToPath(url);
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
`;

/**
 * `node src/server.ts` (what `node dist/server.js` runs) with `env` added to this process's
 * environment; its output is kept. `hooksDir` is a folder for the module hooks.
 */
export function spawnServer(hooksDir: string, env: Record<string, string>) {
  const hooks = pathToFileURL(path.join(hooksDir, 'ts-hooks.mjs')).href;
  fs.writeFileSync(path.join(hooksDir, 'ts-hooks.mjs'), TS_HOOKS);
  const register = `import { register } from 'node:module'; register(${JSON.stringify(hooks)});`;
  const child = spawn(
    process.execPath,
    ['--import', `data:text/javascript,${encodeURIComponent(register)}`, 'server.ts'],
    { cwd: API_SRC, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}
