// The shutdown drill (scripts/drill-shutdown.mjs) in one round: SIGTERM under load cuts off no
// request in flight, refuses new connections, exits 0 within 10 s, and the next start is clean.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './server';

test('SIGTERM under load: nothing in flight cut off, a clean exit and a clean next start', () => {
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'scripts', 'drill-shutdown.mjs'), '--rounds', '1'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '' },
      timeout: 110_000,
    },
  );
  const output = `${run.stdout}${run.stderr}`;
  expect(output).toMatch(/in flight [1-9]\d*, completed \d+, 503 \d+, cut off 0;/);
  expect(output).toMatch(/acknowledged writes lost 0$/m);
  expect(run.status).toBe(0);
});
