import fs from 'node:fs';
import { scanLogs } from './logScan.mjs';

export default async function globalTeardown() {
  const state = globalThis.__slTestPg;
  if (state) {
    await state.pg.stop();
    fs.rmSync(state.dir, { recursive: true, force: true });
  }
  const logs = process.env.SL_TEST_LOG_DIR;
  if (!logs) return;
  const { files, lines, found, examples } = scanLogs(logs);
  fs.rmSync(logs, { recursive: true, force: true });
  const kinds = Object.entries(found).map(([kind, n]) => `${n} ${kind}s`);
  console.log(`\nlogs of the test apps: ${lines} lines from ${files} apps, ${kinds.join(', ')}`);
  if (examples.length > 0) {
    throw new Error(`Secrets in the logs (DESIGN: never):\n${examples.join('\n')}`);
  }
}
