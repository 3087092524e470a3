/**
 * Issue #11, point 7: requests generated from the OpenAPI document over every route, with a fixed
 * seed (FUZZ_SEED) and count (FUZZ_COUNT): no answer is a 5xx, no body shows SQL, stack or path
 * text, and a phase of writes that must all be refused leaves the tenant data as it was. Issue
 * #27: a sweep puts broken Unicode in every text field, far dates in every date field and control
 * characters in every header and credential the API reads (fuzz-sweep.ts), whatever the count.
 */
import { describeOffences, newTally, send, type RunTally } from '../testing/security/fuzz-run.js';
import { generateRequest, type FuzzContext } from '../testing/security/fuzz-request.js';
import { sweepRequests } from '../testing/security/fuzz-sweep.js';
import { invalidWrite, isWrite } from '../testing/security/invalid-writes.js';
import { operationsOf, type Operation } from '../testing/security/openapi.js';
import { envNumber, mulberry32 } from '../testing/security/prng.js';
import { changedTables, dataSnapshot } from '../testing/security/snapshot.js';
import { baseRequests } from '../testing/security/strict-bases.js';
import { seedWorld, type World } from '../testing/security/world.js';
import { createTestApp, SUPER_PASSWORD, type TestApp } from '../testing/testApp.js';

const SEED = envNumber('FUZZ_SEED', 20251107);
const COUNT = envNumber('FUZZ_COUNT', 10_000);
/** The share of the count spent on writes that must be refused, in a phase of their own. */
const REFUSED_SHARE = 0.1;

let t: TestApp;
let world: World;
let ops: Operation[];
let ctx: FuzzContext;

beforeAll(async () => {
  t = await createTestApp();
  world = await seedWorld(t);
  const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  ops = operationsOf(doc.json());
  let addresses = 0;
  ctx = {
    rng: mulberry32(SEED),
    tokens: { super: t.superToken, employer: world.employerA, employee: world.employee.token },
    superPassword: SUPER_PASSWORD,
    corpIds: [world.corpA, world.corpB],
    // the guest's employee is never a path id: a regenerated or revoked code would close the
    // guest routes for the rest of the run
    ids: {
      ...world.ids,
      employee: world.ids.employee.filter((id) => id !== world.guest.employeeId),
    },
    guestIds: { timesheet: [world.guest.timesheetId], attachment: [world.guest.attachmentId] },
    itemsOf: world.itemsOf,
    guestCode: () => world.guest.code,
    bases: await baseRequests(world),
    freshAddress: () => {
      addresses++;
      return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
    },
  };
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** Writes that must all be refused, one route after another, `count` in all. */
async function sendRefusedWrites(count: number, tally: RunTally) {
  const writes = ops.filter(isWrite);
  let misses = 0;
  for (let i = 0; tally.requests < count; i++) {
    const op = writes[i % writes.length];
    const request = invalidWrite(op, ctx);
    if (request) await send(t.app, op.key, request, tally, true);
    if (request) misses = 0;
    else if (++misses > writes.length) throw new Error('no write route can be made to fail');
  }
}

test(
  `generated requests over every route (seed ${SEED}, ${COUNT} requests) and the sweep of edge values answer no 5xx and show no internals; refused writes change nothing`,
  async () => {
    expect(ops.length).toBeGreaterThan(40);
    const tally = newTally();
    const refused = newTally();
    const refusedCount = Math.round(COUNT * REFUSED_SHARE);
    for (let i = 0; i < COUNT - refusedCount; i++) {
      const op = ops[i % ops.length];
      await send(t.app, op.key, generateRequest(op, ctx), tally);
    }
    const sweep = newTally();
    const swept: Record<string, number> = {};
    for (const { route, kind, request } of sweepRequests(ops, ctx)) {
      swept[kind] = (swept[kind] ?? 0) + 1;
      await send(t.app, route, request, sweep);
    }
    expect(Object.keys(swept).sort()).toEqual([
      'date',
      'header',
      'path',
      'query',
      'sign-in',
      'text',
      'upload',
    ]);
    const before = await dataSnapshot(t);
    await sendRefusedWrites(refusedCount, refused);
    const changed = changedTables(before, await dataSnapshot(t));

    const requests = tally.requests + refused.requests;
    const errors = tally.serverErrors + sweep.serverErrors + refused.serverErrors;
    const leaky = tally.leakyBodies + sweep.leakyBodies + refused.leakyBodies;
    const unreached = ops.map((op) => op.key).filter((key) => !tally.reached.has(key));
    console.log(
      `fuzzing: ${requests} requests over ${ops.length} routes, seed ${SEED}, and a sweep of ` +
        `${sweep.requests} edge values over every field → ${errors} × 5xx ` +
        `(${sweep.serverErrors} in the sweep), ${leaky} bodies with SQL, stack or path text`,
    );
    console.log(
      `fuzzing: the sweep's requests by where the value went ${JSON.stringify(swept)}, ` +
        `answers ${JSON.stringify(sweep.byClass)}, on ${sweep.reached.size} routes answering 2xx`,
    );
    console.log(
      `fuzzing: answers ${JSON.stringify(tally.byClass)}; routes never answering 2xx: ` +
        `${unreached.join(', ') || 'none'}; ${tally.writes} writes accepted; ` +
        `${refused.requests} writes that must be refused: ` +
        `${refused.byClass['2xx'] ?? 0} × 2xx, tables changed: ${changed.join(', ') || 'none'}`,
    );

    const offences = [...tally.offences, ...sweep.offences, ...refused.offences];
    if (offences.length > 0) throw new Error(`Offending requests:\n${describeOffences(offences)}`);
    expect(changed).toEqual([]);
    expect(requests).toBe(COUNT);
  },
  Math.max(300_000, COUNT * 30),
);
