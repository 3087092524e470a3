/** A repository root with built front ends, for the tests of the web routes. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Writes `content` at `file` below `root`, making the folders it needs. */
export function write(root: string, file: string, content: string) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
}

/** A repository root with a built shell and mfe-corps, and an unbuilt mfe-people. */
export function fakeRepo(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-plugin-'));
  write(root, 'shell/dist/index.html', '<!doctype html><div id="root"></div>');
  write(root, 'shell/dist/main.0123456789ab.js', 'console.log("shell")');
  write(root, 'shell/dist/big.0123456789ab.js', `/* ${'x'.repeat(4000)} */ console.log("big")`);
  write(root, 'shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(root, 'mfe-corps/package.json', '{}');
  write(root, 'mfe-corps/dist/remoteEntry.js', 'var mfe_corps;');
  write(root, 'mfe-corps/dist/mf-manifest.json', '{"id":"mfe_corps"}');
  write(root, 'mfe-corps/dist/512.abcdef012345.js', 'chunk');
  write(root, 'mfe-corps/dist/index.html', '<title>corps standalone</title>');
  write(root, 'mfe-people/package.json', '{}');
  write(root, 'mfe-guest/package.json', '{}');
  write(root, 'mfe-guest/dist/remoteEntry.js', 'var mfe_guest;');
  write(root, 'mfe-guest/dist/standalone/index.html', '<title>guest</title><div id="root"></div>');
  write(root, 'mfe-guest/dist/standalone/main.0123456789ab.js', 'console.log("guest")');
  write(root, 'mfe-guest/dist/standalone/guest-config.json', '{ "apiUrl": "" }');
  write(root, 'secret.txt', 'outside every dist');
  return root;
}
