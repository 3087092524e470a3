import { basicAuth, createTestApp, type TestApp } from '../../testing/testApp.js';

// A sign-in must not tell whether a user name exists: not by its answer, not by its time.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createUser({
    username: 'known@acme.test',
    password: 'Known-Pass1',
    roles: ['employer'],
    corpId: 7,
  });
});
afterAll(() => t?.close());

const TRIES = 200;

/** One failed sign-in; the limits are cleared first, as each try stands for another attacker. */
async function attempt(username: string) {
  await t.db.query('DELETE FROM rate_limits');
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/oauth2/token',
    remoteAddress: '10.0.0.77',
    headers: {
      authorization: basicAuth(username, 'Wrong-Pass1'),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });
  return { ms: performance.now() - started, answer: `${res.statusCode} ${res.body}` };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
};

test('a known and an unknown user name answer the same, in the same time (medians < 5 ms apart)', async () => {
  // the first tries pay for what is made once (the stand-in hash of unknown users)
  await attempt('nobody@acme.test');
  await attempt('known@acme.test');
  const known: number[] = [];
  const unknown: number[] = [];
  const answers = new Set<string>();
  // interleaved, each first in turn, so that what else the machine does falls on both alike
  for (let i = 0; i < TRIES; i++) {
    const pair = [
      ['known@acme.test', known],
      ['nobody@acme.test', unknown],
    ] as const;
    for (const [name, times] of i % 2 ? [...pair].reverse() : pair) {
      const { ms, answer } = await attempt(name);
      times.push(ms);
      answers.add(answer);
    }
  }
  expect([...answers]).toEqual([
    '401 {"error":"invalid_client","message":"Invalid username or password."}',
  ]);
  const gap = Math.abs(median(known) - median(unknown));
  console.log(
    `sign-in, ${TRIES} tries each: known user ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms (median), gap ${gap.toFixed(2)} ms`,
  );
  expect(gap).toBeLessThan(5);
}, 180_000);
