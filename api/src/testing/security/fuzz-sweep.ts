/**
 * The sweep: where the random draws could miss a field, every edge value (edges.ts) goes into every
 * field that could hold it, one request each, the rest of the request valid so that the value is
 * the only fault: broken Unicode in every text field of every body, every query parameter and every
 * path parameter; far dates in every date field and date filter; control characters in every
 * header the API reads, in HTTP Basic credentials and in the token endpoint's form.
 */
import { fieldsOf, withField, type Field } from './fields.js';
import {
  BROKEN_UNICODE,
  BROKEN_UNICODE_URL,
  CONTROL_TEXTS,
  FAR_DATES,
  oneOfEach,
} from './edges.js';
import { kindOf, idKindOfParam } from './field-kinds.js';
import { GUEST_ADDRESS, type FuzzContext, type FuzzRequest } from './fuzz-request.js';
import { personaHeaders, type Headers } from './fuzz-headers.js';
import { toJsonText } from './json-text.js';
import { fillPath, typesOf, type Operation, type Parameter } from './openapi.js';
import { plausible } from './plausible.js';
import { SMALL_PDF } from './world.js';

/**
 * Where the sweep put its value: a body's text or date field, the query, the path, a header, the
 * sign-in's credentials or form, an upload's file name.
 */
export type SweepKind = 'text' | 'date' | 'query' | 'path' | 'header' | 'sign-in' | 'upload';

export type SweepRequest = { route: string; kind: SweepKind; request: FuzzRequest };

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A valid request of `op`: its base when it has one, else real ids and a plausible body. */
function validRequest(op: Operation, ctx: FuzzContext) {
  const base = ctx.bases[op.key];
  const guest = op.path.startsWith('/api/guest/');
  const counted = op.path.startsWith('/auth/') || op.path.startsWith('/api/user/');
  const values: Record<string, string> = {};
  for (const p of op.params.filter((q) => q.in === 'path')) {
    const kind = idKindOfParam(op.path, p.name);
    const pool = kind ? ((guest ? ctx.guestIds[kind] : undefined) ?? ctx.ids[kind]) : [];
    values[p.name] = p.name === 'code' ? ctx.guestCode() : String(pool[0] ?? 1);
  }
  const headers: Headers = base
    ? { ...base.headers }
    : guest
      ? {}
      : personaHeaders('super', ctx.tokens, ctx.corpIds[0]);
  const items = ctx.itemsOf.get(Number(values.id)) ?? ctx.ids.item;
  const body =
    base?.body ??
    (op.body
      ? plausible(op.body, '', {
          rng: ctx.rng,
          ids: ctx.ids,
          idOfBody: () => (op.body?.type === 'array' ? items[0] : Number(values.id) || 1),
        })
      : undefined);
  return {
    url: base?.url ?? fillPath(op.path, values),
    values,
    headers,
    body,
    remoteAddress: () =>
      base?.remoteAddress ?? (guest ? GUEST_ADDRESS : counted ? ctx.freshAddress() : '127.0.0.1'),
  };
}

type Valid = ReturnType<typeof validRequest>;

function request(
  op: Operation,
  valid: Valid,
  kind: SweepKind,
  what: string,
  change: { url?: string; headers?: Headers; body?: unknown; remoteAddress?: string } = {},
): SweepRequest {
  const body = 'body' in change ? change.body : valid.body;
  const headers = { ...valid.headers, ...change.headers };
  if (body !== undefined && headers['content-type'] === undefined)
    headers['content-type'] = JSON_TYPE;
  return {
    route: op.key,
    kind,
    request: {
      method: op.method,
      url: change.url ?? valid.url,
      headers,
      payload: body === undefined ? undefined : toJsonText(body),
      remoteAddress: change.remoteAddress ?? valid.remoteAddress(),
      what: `sweep: ${what}`,
    },
  };
}

const isDateParam = (p: Parameter) =>
  p.schema.format === 'date' || /YYYY-MM-DD/.test(p.description ?? '');

/** Every other date field of the body emptied, so that nothing else bounds the date swept. */
function othersEmptied(body: unknown, dates: Field[], kept: Field): unknown {
  return dates
    .filter((d) => d !== kept && d.path.length === kept.path.length)
    .reduce((out, d) => withField(out, d.path, ''), body);
}

function bodySweep(op: Operation, valid: Valid, turn: number): SweepRequest[] {
  if (!op.body || valid.body === undefined) return [];
  const out: SweepRequest[] = [];
  const texts = fieldsOf(op.body, valid.body).filter((f) => typesOf(f.schema).has('string'));
  const dates = texts.filter((f) => kindOf(f.path) === 'date' || f.schema.format === 'date');
  texts.forEach((field, i) => {
    const name = field.path.join('.');
    for (const value of oneOfEach(BROKEN_UNICODE, turn + i))
      out.push(
        request(op, valid, 'text', `broken Unicode in ${name}`, {
          body: withField(valid.body, field.path, value),
        }),
      );
  });
  for (const field of dates) {
    const name = field.path.join('.');
    for (const date of FAR_DATES) {
      const body = withField(valid.body, field.path, date);
      out.push(request(op, valid, 'date', `${name} = ${date}`, { body }));
      if (dates.length > 1)
        out.push(
          request(op, valid, 'date', `${name} = ${date}, the other dates empty`, {
            body: othersEmptied(body, dates, field),
          }),
        );
    }
  }
  return out;
}

function querySweep(op: Operation, valid: Valid, turn: number): SweepRequest[] {
  const sep = valid.url.includes('?') ? '&' : '?';
  return op.params
    .filter((p) => p.in === 'query')
    .flatMap((p, i) => [
      ...oneOfEach(BROKEN_UNICODE_URL, turn + i).map((v) =>
        request(op, valid, 'query', `broken Unicode in the query's ${p.name}`, {
          url: `${valid.url}${sep}${p.name}=${v}`,
        }),
      ),
      ...(isDateParam(p) ? FAR_DATES : []).map((date) =>
        request(op, valid, 'date', `the query's ${p.name} = ${date}`, {
          url: `${valid.url}${sep}${p.name}=${encodeURIComponent(date)}`,
        }),
      ),
    ]);
}

function pathSweep(op: Operation, valid: Valid, ctx: FuzzContext, turn: number): SweepRequest[] {
  return op.params
    .filter((p) => p.in === 'path')
    .flatMap((p, i) =>
      oneOfEach(BROKEN_UNICODE_URL, turn + i).map((v) =>
        request(op, valid, 'path', `broken Unicode in the path's ${p.name}`, {
          url: fillPath(op.path, { ...valid.values, [p.name]: v }),
          // a wrong guest code counts against its address
          remoteAddress: p.name === 'code' ? ctx.freshAddress() : undefined,
        }),
      ),
    );
}

/** Two control texts a header, turning from route to route so that every one is sent. */
function headerSweep(op: Operation, valid: Valid, ctx: FuzzContext, turn: number) {
  const bearer = valid.headers.authorization ?? `Bearer ${ctx.tokens.super}`;
  const spoils: [string, (c: string) => Headers][] = [
    ['the bearer token', (c) => ({ authorization: `${bearer}${c}` })],
    ['the Authorization header', (c) => ({ authorization: `Bearer ${c}${bearer.slice(7)}` })],
    [
      'Accept-Language, If-Match and If-None-Match',
      (c) => ({ 'accept-language': `en-US${c}`, 'if-match': `"${c}"`, 'if-none-match': `"a${c}"` }),
    ],
  ];
  if (valid.headers['x-corp-id'] !== undefined)
    spoils.push(['X-Corp-ID', (c) => ({ 'x-corp-id': `${ctx.corpIds[0]}${c}` })]);
  for (const p of op.params.filter((q) => q.in === 'header'))
    spoils.push([p.name, (c) => ({ [p.name.toLowerCase()]: `"key${c}"` })]);
  return spoils.flatMap(([what, headers], i) =>
    [0, 1].map((k) => {
      const c = CONTROL_TEXTS[(2 * (turn + i) + k) % CONTROL_TEXTS.length];
      return request(op, valid, 'header', `${what} holding ${JSON.stringify(c)}`, {
        headers: headers(c),
      });
    }),
  );
}

/** Credentials and forms of the sign-in with NUL, control characters and bytes outside UTF-8. */
function signInSweep(op: Operation, ctx: FuzzContext): SweepRequest[] {
  const basic = (bytes: Buffer | string) => `Basic ${Buffer.from(bytes).toString('base64')}`;
  const password = ctx.superPassword;
  const credentials: [string, string][] = [
    ['a NUL after the user name', basic(`admin\u0000:${password}`)],
    ['a NUL inside the user name', basic(`boss\u0000@b.example:Passw0rd!x`)],
    ['a NUL in the password', basic(`admin:${password}\u0000`)],
    ['a NUL and no colon', basic('admin\u0000')],
    ['control characters in the user name', basic('\u0001\u001fadmin:x')],
    ['a line break in the user name', basic('boss@b.example\r\n:x')],
    ['DEL in the user name', basic('a\u007fb:x')],
    ['bytes outside UTF-8', basic(Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0x3a, 0x78]))],
    ['a surrogate encoded in UTF-8', basic(Buffer.from([0xed, 0xa0, 0x80, 0x3a, 0x78]))],
    ['a lone surrogate', basic('\ud800:x')],
  ];
  const valid = basic(`admin:${password}`);
  const forms: [string, string][] = [
    ['a NUL in the form', 'grant_type=client_credentials%00'],
    ['a username field with NUL', 'grant_type=client_credentials&username=admin%00&password=x'],
    ['a surrogate in the form', 'grant_type=client_credentials&scope=%ED%A0%80'],
    ['a noncharacter in the form', 'grant_type=client_credentials&scope=%EF%BF%BE'],
    ['control characters in the form', 'grant_type=client_credentials&scope=%01%1F%7F'],
  ];
  const sign = (what: string, authorization: string, form: string): SweepRequest => ({
    route: op.key,
    kind: 'sign-in',
    request: {
      method: op.method,
      url: op.path,
      headers: { authorization, 'content-type': FORM_TYPE },
      payload: form,
      remoteAddress: ctx.freshAddress(),
      what: `sweep: ${what}`,
    },
  });
  return [
    ...credentials.map(([what, auth]) => sign(what, auth, 'grant_type=client_credentials')),
    ...forms.map(([what, form]) => sign(what, valid, form)),
  ];
}

/** An upload whose file name is `name`: as UTF-8 text, or as the raw bytes given. */
function uploadNamed(field: string, name: string | Buffer) {
  const boundary = '----staffledgersweep';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="`),
    Buffer.from(name),
    Buffer.from(`"\r\nContent-Type: application/pdf\r\n\r\n`),
    SMALL_PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** An upload's file name with NUL, control characters, broken Unicode or bytes outside UTF-8. */
function uploadSweep(op: Operation, valid: Valid): SweepRequest[] {
  if (!op.uploadField) return [];
  const field = op.uploadField;
  const names: (string | Buffer)[] = [
    'a\u0000b.pdf',
    '\u0001\u001f\u007f.pdf',
    'x\ufffe\uffff.pdf',
    Buffer.from([0xed, 0xa0, 0x80, 0x2e, 0x70, 0x64, 0x66]),
    Buffer.from([0xc3, 0x28, 0xff, 0x2e, 0x70, 0x64, 0x66]),
  ];
  return names.map((name) => {
    const { payload, contentType } = uploadNamed(field, name);
    const what = `an upload named ${JSON.stringify(Buffer.from(name).toString('latin1'))}`;
    const req = request(op, valid, 'upload', what, { headers: { 'content-type': contentType } });
    return { ...req, request: { ...req.request, payload } };
  });
}

/** Every request of the sweep over `ops`, route after route. */
export function sweepRequests(ops: Operation[], ctx: FuzzContext): SweepRequest[] {
  return ops.flatMap((op, turn) => {
    if (op.bodyTypes.includes(FORM_TYPE)) return signInSweep(op, ctx);
    const valid = validRequest(op, ctx);
    return [
      ...bodySweep(op, valid, turn),
      ...querySweep(op, valid, turn),
      ...pathSweep(op, valid, ctx, turn),
      ...headerSweep(op, valid, ctx, turn),
      ...uploadSweep(op, valid),
    ];
  });
}
