/**
 * One generated request for one operation of the OpenAPI document: who sends it, its path
 * parameters (real ids of the seeded rows or hostile ones), its query string, its headers and
 * its body. Requests that would count against a client address's limits (wrong guest codes,
 * sign-ins) come from addresses of their own, so that the limits never close a route for the rest
 * of the run.
 */
import { bodyFor } from './fuzz-body.js';
import {
  basicAuthorization,
  personaHeaders,
  pickPersona,
  spoilHeaders,
  type Headers,
  type Tokens,
} from './fuzz-headers.js';
import { idKindOfParam } from './field-kinds.js';
import { PATH_IDS, QUERY_VALUES } from './junk.js';
import { fillPath, type Operation, type Parameter } from './openapi.js';
import type { IdPools } from './plausible.js';
import type { Rng } from './prng.js';
import type { BaseRequest } from './strict-bases.js';

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Headers;
  payload?: string | Buffer;
  remoteAddress: string;
  /** What the generator did, for the report of an offending request. */
  what: string;
};

export type FuzzContext = {
  rng: Rng;
  tokens: Tokens;
  superPassword: string;
  corpIds: number[];
  /** Real ids by kind; the guest's employee is left out, so that its code keeps working. */
  ids: IdPools;
  /** The ids the guest routes use most: the guest's own rows, which its code opens. */
  guestIds: Partial<IdPools>;
  itemsOf: Map<number, number[]>;
  guestCode: () => string;
  /** A valid request of each JSON-body route: half of its generated requests start from it. */
  bases: Record<string, BaseRequest>;
  /** A client address not used before. */
  freshAddress: () => string;
};

/** The address the requests with the real guest code come from: it never sends a wrong one. */
export const GUEST_ADDRESS = '127.0.0.2';

function pathValue(op: Operation, p: Parameter, ctx: FuzzContext): string {
  const { rng } = ctx;
  const kind = idKindOfParam(op.path, p.name);
  const own = kind && op.path.startsWith('/api/guest/') ? ctx.guestIds[kind] : undefined;
  const real = kind ? (own ?? ctx.ids[kind]) : [];
  if (real.length > 0 && rng.chance(0.65)) return String(rng.pick(real));
  return rng.pick(PATH_IDS);
}

function guestCodeValue(ctx: FuzzContext): { code: string; real: boolean } {
  const { rng } = ctx;
  if (rng.chance(0.75)) return { code: ctx.guestCode(), real: true };
  const code = ctx.guestCode();
  const wrong = [
    `${code.slice(0, -1)}A`,
    code.toLowerCase(),
    'abc',
    '%00',
    'x'.repeat(199),
    `${code}%20`,
    '%2e%2e',
  ];
  return { code: rng.pick(wrong), real: false };
}

function plausibleQueryValue(p: Parameter, rng: Rng): string {
  const described = /^([\w-]+)/.exec(p.description ?? '')?.[1];
  if (p.name === 'limit') return rng.pick(['0', '1', '10', '100']);
  if (p.name === 'offset') return rng.pick(['0', '5']);
  if (p.name === 'order') return rng.pick(['asc', 'desc', 'DESC']);
  if (p.name === 'withTotal') return rng.pick(['true', 'false']);
  if (p.name === 'sort' && described) return described;
  if (p.schema.type === 'integer') return '1';
  if (p.schema.type === 'boolean') return 'true';
  if (described && /any case|true or false|YYYY/.test(p.description ?? '')) return described;
  return 'a';
}

function queryOf(op: Operation, rng: Rng): string {
  const declared = op.params.filter((p) => p.in === 'query');
  const parts: string[] = [];
  if (declared.length > 0 && rng.chance(0.7)) {
    for (let n = rng.int(1, 3); n > 0; n--) {
      const p = rng.pick(declared);
      const value = rng.chance(0.5)
        ? encodeURIComponent(plausibleQueryValue(p, rng))
        : rng.pick(QUERY_VALUES);
      parts.push(`${p.name}=${value}`);
    }
  }
  const name = declared.length > 0 ? rng.pick(declared).name : 'limit';
  if (rng.chance(0.08)) parts.push(`${name}=1`, `${name}=2`);
  if (rng.chance(0.05))
    parts.push(
      rng.pick(['unknownParam=1', `${name}[]=1`, `${name}[a][b]=1`, '=1', '&&', `${name}`]),
    );
  if (rng.chance(0.01)) parts.push(`${name}=${'x'.repeat(60_000)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** The path of a request of `op`, with the client address it comes from. */
function pathOf(op: Operation, ctx: FuzzContext, what: string[]) {
  const values: Record<string, string> = {};
  let remoteAddress: string | undefined;
  for (const p of op.params.filter((q) => q.in === 'path')) {
    if (p.name === 'code') {
      const { code, real } = guestCodeValue(ctx);
      values.code = code;
      remoteAddress = real ? GUEST_ADDRESS : ctx.freshAddress();
      if (!real) what.push('a wrong guest code');
    } else values[p.name] = pathValue(op, p, ctx);
  }
  return { url: fillPath(op.path, values), values, remoteAddress };
}

export function generateRequest(op: Operation, ctx: FuzzContext): FuzzRequest {
  const { rng } = ctx;
  const what: string[] = [];
  // half the time the route's valid request (path, body, address), so that mutations start from
  // what passes and reach the handler
  const base = ctx.bases[op.key] && rng.chance(0.5) ? ctx.bases[op.key] : undefined;
  const path = base
    ? { url: base.url, values: {} as Record<string, string>, remoteAddress: base.remoteAddress }
    : pathOf(op, ctx, what);
  const persona = op.path.startsWith('/api/guest/') ? 'anonymous' : pickPersona(rng);
  const counted = op.path.startsWith('/auth/') || persona === 'anonymous';
  const remoteAddress = path.remoteAddress ?? (counted ? ctx.freshAddress() : '127.0.0.1');
  // the valid requests were made in the first corporation
  const corpId = base ? ctx.corpIds[0] : rng.pick(ctx.corpIds);
  const headers = personaHeaders(persona, ctx.tokens, corpId);
  what.push(`as ${persona}`);
  for (const p of op.params.filter((q) => q.in === 'header')) {
    if (rng.chance(0.3))
      headers[p.name] = rng.pick(['"key-1"', 'key-1', '', '"', 'a,b', 'x'.repeat(300)]);
  }
  if (op.bodyTypes.includes('application/x-www-form-urlencoded')) {
    headers.authorization = basicAuthorization(ctx.superPassword, rng);
  }
  if (rng.chance(0.15)) what.push(spoilHeaders(headers, ctx.tokens, ctx.corpIds, rng));
  const items = ctx.itemsOf.get(Number(path.values.id)) ?? ctx.ids.item;
  const body = bodyFor(
    op,
    {
      rng,
      ids: ctx.ids,
      idOfBody: () =>
        op.body?.type === 'array' ? rng.pick(items) : Number(path.values.id) || rng.int(1, 9),
    },
    base?.body,
  );
  if (body.contentType !== undefined) headers['content-type'] = body.contentType;
  what.push(base ? `from the valid request, ${body.what}` : body.what);
  return {
    method: op.method,
    url: path.url + queryOf(op, rng),
    headers,
    payload: body.payload,
    remoteAddress,
    what: what.join(', '),
  };
}
