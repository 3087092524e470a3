/**
 * Issue #11, point 2's audit (DESIGN §8): every route's JSON body, read from the OpenAPI document,
 * refuses each field's wrong values (wrong JSON types, money, hours and counts out of range,
 * malformed dates, text outside an enumeration) with a 400 whose `fieldErrors` names the field,
 * and refuses unknown fields, changing nothing; the rest of the body is the route's valid base,
 * which is then accepted as it is.
 */
import { kindOf } from '../testing/security/field-kinds.js';
import { fieldsOf, objectSchemasOf, withField } from '../testing/security/fields.js';
import {
  fillPath,
  numberBranchOf,
  operationsOf,
  type Operation,
} from '../testing/security/openapi.js';
import { plausible } from '../testing/security/plausible.js';
import { mulberry32 } from '../testing/security/prng.js';
import { changedTables, dataSnapshot } from '../testing/security/snapshot.js';
import { baseRequests, type BaseRequest } from '../testing/security/strict-bases.js';
import { refusalProblem, sendBody } from '../testing/security/strict-send.js';
import { seedWorld, type World } from '../testing/security/world.js';
import { wrongValuesFor } from '../testing/security/wrong-values.js';
import { createTestApp } from '../testing/testApp.js';

// The routes are read from the document before the tests are declared: one test per route.
const t = await createTestApp();
const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
const bodyRoutes = operationsOf(doc).filter((op) => op.body);

let world: World;
let bases: Record<string, BaseRequest>;
/** What the route tests sent and how many answers were the 400 naming the field, for the figure. */
const figures = { routes: 0, fields: 0, bodies: 0, named: 0 };

beforeAll(async () => {
  world = await seedWorld(t);
  bases = await baseRequests(world);
}, 120_000);

afterAll(async () => {
  console.log(
    `strict bodies: ${figures.routes} routes, ${figures.fields} fields, ${figures.bodies} wrong ` +
      `bodies → ${figures.named} answered 400 naming the field, ${figures.bodies - figures.named} not`,
  );
  await t.close();
});

/**
 * A route no base is written for yet gets a body made from its schema; only what the schema
 * itself refuses is tested there, as its other checks may find more than the one wrong field.
 */
function madeFromSchema(op: Operation): BaseRequest {
  const rng = mulberry32(1);
  const url = fillPath(op.path, { id: '1', code: world.guest.code, employeeId: '1', attId: '1' });
  const body = plausible(op.body ?? {}, '', { rng, ids: world.ids, idOfBody: () => 1 });
  return { url, headers: t.auth(t.superToken, world.corpA), body };
}

test('the document lists the JSON-body routes (one without a base is tested from its schema)', () => {
  expect(bodyRoutes.length).toBeGreaterThanOrEqual(22);
  const missing = bodyRoutes.filter((op) => !bases[op.key]).map((op) => op.key);
  if (missing.length > 0) console.log(`routes without a valid base body: ${missing.join(', ')}`);
});

test('every object of every body schema refuses unknown fields (additionalProperties: false)', () => {
  const open = bodyRoutes.flatMap((op) =>
    objectSchemasOf(op.body ?? {})
      .filter(({ schema }) => schema.additionalProperties !== false)
      .map(({ path }) => `${op.key} ${['body', ...path].join('.')}`),
  );
  expect(open).toEqual([]);
});

/**
 * Money, hours and counts whose schema leaves a bound out. Each is bounded after the schema, so
 * that the message names the field as the form does ('Rate must be 0 or more'); the route tests
 * below prove it with -3 and 1e15.
 */
const BOUNDED_AFTER_SCHEMA = [
  'billRate',
  'invoiceDueDays',
  'amount',
  'items.0.quantity',
  'items.0.price',
  'contacts.0.priority',
];

test('money, hours and counts carry their bounds in the schema, or are the reviewed ones bounded after it', () => {
  const unbounded = new Set<string>();
  for (const op of bodyRoutes) {
    const body = (bases[op.key] ?? madeFromSchema(op)).body;
    for (const f of fieldsOf(op.body ?? {}, body)) {
      const n = numberBranchOf(f.schema);
      if (!n || !['money', 'hours', 'count'].includes(kindOf(f.path))) continue;
      if (n.minimum === undefined || n.maximum === undefined) unbounded.add(f.path.join('.'));
    }
  }
  console.log(
    `money, hours and counts without bounds in their schema: ${[...unbounded].join(', ')}`,
  );
  expect([...unbounded].sort()).toEqual([...BOUNDED_AFTER_SCHEMA].sort());
});

describe.each(bodyRoutes.map((op) => [op.key, op] as const))('%s', (_key, op) => {
  test('each field refuses its wrong values with a 400 naming it, unknown fields too, and nothing changes; the base is valid', async () => {
    const base = bases[op.key];
    const request = base ?? madeFromSchema(op);
    const problems: string[] = [];
    const before = await dataSnapshot(t);
    figures.routes++;
    for (const field of fieldsOf(op.body ?? {}, request.body)) {
      figures.fields++;
      for (const wrong of wrongValuesFor(field.path, field.schema)) {
        if (!base && !wrong.bySchema) continue;
        figures.bodies++;
        const res = await sendBody(
          t,
          op.method,
          request,
          withField(request.body, field.path, wrong.value),
        );
        const problem = refusalProblem(field, wrong, res);
        if (problem) problems.push(problem);
        else figures.named++;
      }
    }
    for (const { path: at } of objectSchemasOf(op.body ?? {})) {
      const path = [...at, 'unknownField'];
      const res = await sendBody(t, op.method, request, withField(request.body, path, 1));
      const problem = refusalProblem({ path }, { value: 1, why: 'an unknown field' }, res);
      figures.bodies++;
      if (problem) problems.push(problem);
      else figures.named++;
    }
    const changed = changedTables(before, await dataSnapshot(t));
    const accepted = base ? (await sendBody(t, op.method, base, base.body)).statusCode : 200;

    expect(problems).toEqual([]);
    expect(changed).toEqual([]);
    expect(accepted).toBeLessThan(300);
  });
});
