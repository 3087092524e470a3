/**
 * The one request of a cell of the authorization matrix: which rows its path names, which
 * credentials and `X-Corp-ID` it carries, and its body (authz-matrix.bodies.ts).
 */
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../testing/testApp.js';
import { BODIES, FRESH, payloadOf } from './authz-matrix.bodies.js';
import type { Actor, IdKind } from './authz-matrix.table.js';
import {
  issueFresh,
  MISSING_ID,
  UNKNOWN_APPROVAL_TOKEN,
  UNKNOWN_CODE,
  type Side,
  type World,
} from './authz-matrix.world.js';

/**
 * Each request comes from a client address of its own: the guest API answers 429 after 10 wrong
 * codes from one address, and password resets are counted per address too, while the matrix
 * sends dozens of each on purpose. A 429 would hide the answer the cell is there to check.
 */
const clientAddress = (seq: number) => `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}`;

/** What `:id` names, by the path segment before it. */
const ID_OF: Record<string, keyof Side> = {
  corps: 'corp',
  admin: 'setting',
  employees: 'employee',
  vendors: 'vendor',
  timesheets: 'sheet',
  ts: 'sheet',
  billing: 'billing',
  invoices: 'invoice',
};

const OTHER_PARAMS: Record<string, keyof Side> = { attId: 'attachment', employeeId: 'employee' };

const MISSING: Side = {
  corp: MISSING_ID,
  vendor: MISSING_ID,
  employee: MISSING_ID,
  sheet: MISSING_ID,
  attachment: MISSING_ID,
  billing: MISSING_ID,
  invoice: MISSING_ID,
  setting: MISSING_ID,
  guestCode: UNKNOWN_CODE,
  waitingSheet: MISSING_ID,
  waitingAttachment: MISSING_ID,
  approvalToken: UNKNOWN_APPROVAL_TOKEN,
};

/**
 * The path of `url` (a route's pattern) naming the rows of `rows` and the guest code or approval
 * token `code`. An approval link's sheet is the side's week waiting for the client.
 */
function fillPath(url: string, rows: Side, code: string): string {
  const approval = isApprovalRoute(url);
  return url.replace(/\/(\w+)\/:(\w+)|\*/g, (whole, segment: string, param: string) => {
    if (whole === '*') return 'any/verify';
    if (param === 'code' || param === 'token') return `/${segment}/${code}`;
    if (approval && segment === 'ts') return `/${segment}/${rows.waitingSheet}`;
    if (approval && param === 'attId') return `/${segment}/${rows.waitingAttachment}`;
    const key = param === 'id' ? ID_OF[segment] : OTHER_PARAMS[param];
    if (!key) throw new Error(`the matrix does not know what ${url} names with :${param}`);
    return `/${segment}/${rows[key]}`;
  });
}

const isGuestRoute = (url: string) => url.includes('/:code');
const isApprovalRoute = (url: string) => url.includes('/:token');
/** Whether a route's pattern names a row (any parameter but a guest code or approval token). */
export const namesRow = (url: string) => /:(?!code\b|token\b)\w+/.test(url);

/** The side an actor calls its own: B's employer B, A's other employee theirs, anyone else A. */
function sideOf(world: World, actor: Actor): Side {
  if (actor === 'employerB') return world.B;
  return actor === 'employeeOther' ? world.other : world.A;
}

/**
 * The rows, code and corporation of a cell. A route with an id names A's rows (for
 * employeeOther, those of A's other employee), B's, or missing ones, in the actor's own
 * corporation; a route without one names no row and selects A, B or a missing corporation; a
 * guest route names the rows of the actor's side with A's code, B's, or an unknown one.
 */
function cellTarget(world: World, url: string, actor: Actor, kind: IdKind) {
  const byKind = <T>(own: T, otherTenant: T, missing: T) => ({ own, otherTenant, missing })[kind];
  const actorCorp = sideOf(world, actor) === world.B ? world.B.corp : world.A.corp;
  if (isApprovalRoute(url)) {
    const token = byKind(world.A.approvalToken, world.B.approvalToken, UNKNOWN_APPROVAL_TOKEN);
    const rows = sideOf(world, actor);
    return { rows, code: token, corp: actorCorp, home: rows };
  }
  if (isGuestRoute(url)) {
    const code = byKind(world.A.guestCode, world.B.guestCode, UNKNOWN_CODE);
    const rows = sideOf(world, actor);
    return { rows, code, corp: actorCorp, home: rows };
  }
  if (namesRow(url)) {
    const own = actor === 'employeeOther' ? world.other : world.A;
    const rows = byKind(own, world.B, MISSING);
    const home = actorCorp === world.B.corp ? world.B : world.A;
    return { rows, code: rows.guestCode, corp: actorCorp, home };
  }
  const home = byKind(world.A, world.B, world.A);
  return {
    rows: home,
    code: home.guestCode,
    corp: byKind(world.A.corp, world.B.corp, MISSING_ID),
    home,
  };
}

/** A token; for the guest actor its code, where a token belongs (a code never passes for one). */
function credentials(world: World, actor: Actor): Record<string, string> {
  if (actor === 'anonymous') return {};
  const token =
    actor === 'guest'
      ? world.A.guestCode
      : world.tokens[actor === 'employeeOther' ? 'employeeA' : actor];
  return { authorization: `Bearer ${token}` };
}

/** The request of one cell; `seq` is unique per request (its client address comes from it). */
export async function cellRequest(
  t: TestApp,
  world: World,
  route: string,
  actor: Actor,
  kind: IdKind,
  seq: number,
): Promise<InjectOptions> {
  const [method, url] = route.split(' ') as [InjectOptions['method'], string];
  const target = cellTarget(world, url, actor, kind);
  let rows = target.rows;
  const fresh = FRESH[route];
  if (fresh && rows !== MISSING) rows = { ...rows, ...(await issueFresh(t, rows, fresh)) };

  const readable = rows === MISSING ? target.home : rows;
  const current = async (pattern: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: fillPath(pattern, readable, target.code),
      headers: t.auth(t.superToken, readable.corp),
    });
    if (res.statusCode !== 200) throw new Error(`cannot read ${pattern}: ${res.statusCode}`);
    const { id: _id, ...record } = res.json();
    return record;
  };
  const build = BODIES[route];
  const body =
    build &&
    (await build({
      home: target.home,
      seq,
      current,
      guestCode: rows.guestCode,
      waitingSheet: rows.waitingSheet,
    }));
  const sent = payloadOf(body);
  return {
    method,
    url: fillPath(url, rows, target.code),
    headers: { ...credentials(world, actor), 'x-corp-id': String(target.corp), ...sent.headers },
    payload: sent.payload,
    remoteAddress: clientAddress(seq),
  };
}
