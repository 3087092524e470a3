// The shutdown drill (scripts/drill-shutdown.mjs) in one round: SIGTERM under load cuts off no
// request in flight, refuses new connections, exits 0 within 10 s, and the next start is clean.
import { runDrill } from './server';

test('SIGTERM under load: nothing in flight cut off, a clean exit and a clean next start', () => {
  const { output, status } = runDrill('drill-shutdown.mjs', 1);
  expect(output).toMatch(/in flight [1-9]\d*, completed \d+, 503 \d+, cut off 0;/);
  expect(output).toMatch(/acknowledged writes lost 0$/m);
  expect(status).toBe(0);
});
