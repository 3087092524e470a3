// The crash drill (scripts/drill-crash.mjs) in two rounds: the built product, killed with SIGKILL
// while writing, restarts on its data directory without losing an acknowledged write, and a second
// product on the live directory is refused.
import { runDrill } from './server';

test('two crash rounds: nothing acknowledged is lost, no restart is refused', () => {
  const { output, status } = runDrill('drill-crash.mjs', 2);
  expect(output).toMatch(/^acked [1-9]\d*, lost 0, restarts refused 0$/m);
  expect(output).toContain('still answers');
  expect(status).toBe(0);
});
