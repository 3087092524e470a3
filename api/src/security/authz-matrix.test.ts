/**
 * The authorization matrix (issue #11): every route Fastify registers × 7 actors × 3 kinds of
 * id, one request each, judged against authz-matrix.table.ts. The routes come from Fastify
 * itself, so a new route joins by itself, and fails here until the table says who may call it.
 */
import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from '../testing/testApp.js';
import { cellRequest, namesRow } from './authz-matrix.requests.js';
import { ACTORS, ID_KINDS, MATRIX, type Actor, type IdKind } from './authz-matrix.table.js';
import { forbiddenMarks, judge, type Answer, type Verdict } from './authz-matrix.verdict.js';
import { MARKS, seedWorld, type World } from './authz-matrix.world.js';

const registered = new Set<string>();
const onRoute = (route: RouteOptions) => {
  for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
};

/** The routes Fastify serves, without the HEAD route it adds beside each GET. */
function routeTable(): string[] {
  return [...registered]
    .filter((r) => !(r.startsWith('HEAD ') && registered.has(`GET ${r.slice('HEAD '.length)}`)))
    .sort();
}

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await createTestApp({ onRoute });
  world = await seedWorld(t);
});

afterAll(async () => {
  await t?.close();
});

const lastAuditRow = async () =>
  (await t.db.query('SELECT coalesce(max(id), 0) AS id FROM audit_log')).rows[0].id as string;

/** Sends the cell's request; a refused write is also watched for the audit row of a change. */
async function answerOf(
  route: string,
  actor: Actor,
  kind: IdKind,
  refused: boolean,
  seq: number,
): Promise<Answer> {
  const request = await cellRequest(t, world, route, actor, kind, seq);
  const before = refused && request.method !== 'GET' ? await lastAuditRow() : null;
  const res = await t.app.inject(request);
  const wrote = before !== null && (await lastAuditRow()) !== before;
  return { status: res.statusCode, body: res.body, wrote };
}

describe('the verdict', () => {
  const answer = (status: number, body = '{}', wrote = false) => ({ status, body, wrote });

  test('a success or a write the table refuses is a leak; another refusal is unexpected', () => {
    expect(judge(404, answer(200), [])).toBe('leak');
    expect(judge(403, answer(204, ''), [])).toBe('leak');
    expect(judge(404, answer(404, '{}', true), [])).toBe('leak');
    expect(judge(404, answer(403), [])).toBe('unexpected');
    expect(judge(404, answer(404), [])).toBe('pass');
  });

  test('an allowed actor refused, or answered with data of a side it may not see, fails', () => {
    expect(judge('allowed', answer(409), [])).toBe('pass');
    expect(judge('allowed', answer(404), [])).toBe('unexpected');
    expect(judge('allowed', answer(500), [])).toBe('unexpected');
    expect(judge('allowed', answer(200, `[{"name":"Vendor ${MARKS.B}"}]`), [MARKS.B])).toBe('leak');
  });

  test('an employee may not see the other employee’s rows, nor anyone the other tenant’s', () => {
    expect(forbiddenMarks('tenant', 'employeeA', 'own', true)).toEqual([MARKS.B, MARKS.other]);
    expect(forbiddenMarks('tenant', 'employerB', 'own', true)).toEqual([MARKS.A, MARKS.other]);
    expect(forbiddenMarks('tenant', 'super', 'otherTenant', false)).toEqual([MARKS.A, MARKS.other]);
    expect(forbiddenMarks('global', 'super', 'otherTenant', true)).toEqual([]);
  });
});

test('the table names every route Fastify registers, and no other', () => {
  const routes = routeTable();
  expect(routes.length).toBeGreaterThan(50);
  expect({
    missingFromTable: routes.filter((r) => !(r in MATRIX)),
    goneFromApi: Object.keys(MATRIX).filter((r) => !routes.includes(r)),
  }).toEqual({ missingFromTable: [], goneFromApi: [] });
});

test('every route × actor × id answers as the table says', async () => {
  const routes = routeTable().filter((r) => r in MATRIX);
  const count: Record<Verdict, number> = { pass: 0, leak: 0, unexpected: 0 };
  const problems: string[] = [];
  let seq = 0;
  for (const route of routes) {
    const { scope, cells } = MATRIX[route];
    const byRow = namesRow(route.split(' ')[1]);
    for (const actor of ACTORS) {
      for (const [i, kind] of ID_KINDS.entries()) {
        const expected = cells[actor][i];
        const got = await answerOf(route, actor, kind, expected !== 'allowed', ++seq);
        const verdict = judge(expected, got, forbiddenMarks(scope, actor, kind, byRow));
        count[verdict]++;
        if (verdict === 'pass') continue;
        problems.push(
          `${verdict}: ${route} as ${actor}, ${kind} id: expected ${expected}, got ` +
            `${got.status}${got.wrote ? ' and an audit row' : ''} ${got.body.slice(0, 160)}`,
        );
      }
    }
  }
  console.log(
    `authorization matrix: ${routes.length} routes × ${ACTORS.length} actors × ` +
      `${ID_KINDS.length} ids → ${count.leak} leaks, ${count.unexpected} unexpected codes`,
  );
  expect(problems).toEqual([]);
  // about 1,500 requests: well past the default timeout when the test run fills both cores
}, 120_000);
