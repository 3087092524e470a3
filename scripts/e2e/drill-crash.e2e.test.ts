// The crash drill (scripts/drill-crash.mjs) in two rounds: the built product, killed with SIGKILL
// while writing, restarts on its data directory without losing an acknowledged write, and a second
// product on the live directory is refused.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './server';

test('two crash rounds: nothing acknowledged is lost, no restart is refused', () => {
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'scripts', 'drill-crash.mjs'), '--rounds', '2'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '' },
      timeout: 110_000,
    },
  );
  const output = `${run.stdout}${run.stderr}`;
  expect(output).toMatch(/^acked [1-9]\d*, lost 0, restarts refused 0$/m);
  expect(output).toContain('still answers');
  expect(run.status).toBe(0);
});
