/**
 * Writes that must be refused, each for one reason the API is sure to catch before it writes: a
 * field of a type its schema does not admit, an unknown field, a body of the wrong shape or not
 * JSON, a content type the route does not read, a malformed path id or X-Corp-ID, no sign-in or a
 * wrong guest code. The fuzz test sends only these in a phase of its own and checks that the
 * tenant data did not change.
 */
import { fieldsOf, withField } from './fields.js';
import type { FuzzContext, FuzzRequest } from './fuzz-request.js';
import { generateRequest } from './fuzz-request.js';
import { toJsonText } from './json-text.js';
import type { Operation } from './openapi.js';
import { plausible } from './plausible.js';
import { wrongValuesFor } from './wrong-values.js';

export const isWrite = (op: Operation) => op.method !== 'GET';

/** Routes that answer without a sign-in (the token, the password calls, the guest calls). */
const isPublic = (op: Operation) => /^\/(auth|api\/user|api\/guest)\//.test(op.path);

type Spoil = (req: FuzzRequest, op: Operation, ctx: FuzzContext) => string | null;

const spoils: Spoil[] = [
  function wrongField(req, op, ctx) {
    if (!op.body) return null;
    const base = plausible(op.body, '', { ...ctx, idOfBody: () => 1 });
    const candidates = fieldsOf(op.body, base).flatMap((f) =>
      wrongValuesFor(f.path, f.schema)
        .filter((w) => w.bySchema)
        .map((w) => ({ f, w })),
    );
    if (candidates.length === 0) return null;
    const { f, w } = ctx.rng.pick(candidates);
    req.payload = toJsonText(withField(base, f.path, w.value));
    req.headers['content-type'] = 'application/json';
    return `${f.path.join('.')} as ${w.why}`;
  },
  function unknownField(req, op, ctx) {
    if (op.body?.type !== 'object') return null;
    const base = plausible(op.body, '', { ...ctx, idOfBody: () => 1 }) as object;
    req.payload = toJsonText({ ...base, unknownField: 1 });
    req.headers['content-type'] = 'application/json';
    return 'an unknown field';
  },
  function wrongShape(req, op, ctx) {
    if (!op.body) return null;
    req.payload = ctx.rng.pick(
      op.body.type === 'array' ? ['{}', 'null', '"x"'] : ['[]', 'null', '7', '{'],
    );
    req.headers['content-type'] = 'application/json';
    return 'a body of the wrong shape';
  },
  function contentType(req, op, ctx) {
    if (op.bodyTypes.includes('application/x-www-form-urlencoded')) return null;
    req.payload = '{"name":"x"}';
    req.headers['content-type'] = ctx.rng.pick(['text/plain', 'application/xml']);
    return 'a content type the route does not read';
  },
  function pathId(req, op, ctx) {
    const id = /\{(id|attId|employeeId)\}/.exec(op.path)?.[1];
    if (!id) return null;
    const bad = ctx.rng.pick(['abc', '0', '-1', '1.5', '9223372036854775808', '1e3']);
    const segments = op.path.split('/');
    const at = segments.indexOf(`{${id}}`);
    const url = req.url.split('?')[0].split('/');
    url[at] = bad;
    req.url = url.join('/');
    return `path id ${bad}`;
  },
  function corpHeader(req, op, ctx) {
    if (isPublic(op)) return null;
    req.headers.authorization = `Bearer ${ctx.tokens.super}`;
    // not '0': that names no corporation, which a write that needs no body (a token's renewal)
    // may well accept
    req.headers['x-corp-id'] = ctx.rng.pick(['1,2', '-1', 'abc', '+1', '1.5']);
    return 'a malformed X-Corp-ID';
  },
  function noSignIn(req, op, ctx) {
    if (op.path.startsWith('/api/guest/')) {
      req.url = req.url.replace(
        /^\/api\/guest\/[^/]+/,
        `/api/guest/${ctx.guestCode().slice(0, -2)}xx`,
      );
      req.remoteAddress = ctx.freshAddress();
      return 'a wrong guest code';
    }
    if (isPublic(op)) return null;
    delete req.headers.authorization;
    return 'no sign-in';
  },
];

/** A write of `op` refused for one reason, or null when none of the reasons applies to it. */
export function invalidWrite(op: Operation, ctx: FuzzContext): FuzzRequest | null {
  const req = generateRequest(op, ctx);
  // start from a request a user could send: signed in as the super user of a real tenant
  req.headers = {
    authorization: `Bearer ${ctx.tokens.super}`,
    'x-corp-id': String(ctx.corpIds[0]),
  };
  if (op.path.startsWith('/api/guest/')) req.headers = {};
  req.payload = undefined;
  for (let tries = 0; tries < 10; tries++) {
    const why = ctx.rng.pick(spoils)(req, op, ctx);
    if (why) return { ...req, what: `refused write: ${why}` };
  }
  return null;
}
