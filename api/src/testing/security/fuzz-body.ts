/**
 * The body of a generated request and its content type: for a JSON route, a plausible body (now
 * and then sent as it is, so that writes run for real) with fields made wrong, unknown or
 * prototype keys, whole bodies of the wrong shape, broken JSON, bad bytes or a body past the
 * limit; for an upload, real and fake files; for any other route, now and then a stray body.
 */
import { FAR_DATES } from './edges.js';
import { kindOf } from './field-kinds.js';
import { fieldsOf, withField, type Field } from './fields.js';
import { anyJunk, BODIES, BROKEN_JSON, hugeString } from './junk.js';
import { toJsonText, withOwnKey } from './json-text.js';
import type { Operation } from './openapi.js';
import { plausible, type PlausibleContext } from './plausible.js';
import type { Rng } from './prng.js';
import { wrongValuesFor } from './wrong-values.js';
import { multipart, PNG } from '../multipart.js';
import { SMALL_PDF } from './world.js';

export type Body = { payload?: string | Buffer; contentType?: string; what: string };

const JSON_TYPE = 'application/json';

const ODD_TYPES = [
  undefined,
  'text/plain',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/json, text/plain',
  'application/merge-patch+json',
  'APPLICATION/JSON',
  'application/jsonx',
  '*/*',
  ';',
];

function valueFor(field: Field, rng: Rng): unknown {
  // a date far off is a valid date: it must be taken or refused cleanly, never overflow
  if (kindOf(field.path) === 'date' && rng.chance(0.3)) return rng.pick(FAR_DATES);
  const wrong = wrongValuesFor(field.path, field.schema);
  return wrong.length > 0 && rng.chance(0.5) ? rng.pick(wrong).value : anyJunk(rng);
}

function mutateFields(body: unknown, op: Operation, rng: Rng): unknown {
  let out = body;
  const fields = fieldsOf(op.body ?? {}, body);
  for (let n = rng.int(1, 3); n > 0 && fields.length > 0; n--) {
    const field = rng.pick(fields);
    out = withField(out, field.path, valueFor(field, rng));
  }
  return out;
}

function jsonBody(op: Operation, ctx: PlausibleContext, template: unknown): Body {
  const { rng } = ctx;
  const base = template ?? plausible(op.body ?? {}, '', ctx);
  const json = (value: unknown, what: string): Body => ({
    payload: toJsonText(value),
    contentType: JSON_TYPE,
    what,
  });
  const r = rng.next();
  if (r < 0.15) return json(base, 'a plausible body');
  if (r < 0.6) return json(mutateFields(base, op, rng), 'fields made wrong');
  if (r < 0.68) {
    const key = rng.pick(['__proto__', 'constructor', 'prototype', 'unknownField', '']);
    const target = Array.isArray(base) ? {} : (base as object);
    return json(withOwnKey(target, key, { isSuper: true }), `a "${key}" key`);
  }
  if (r < 0.78) return json(rng.pick(BODIES), 'a body of the wrong shape');
  if (r < 0.86)
    return { payload: rng.pick(BROKEN_JSON), contentType: JSON_TYPE, what: 'broken JSON' };
  if (r < 0.9) {
    const text = toJsonText(base);
    const bytes = Buffer.concat([
      Buffer.from(text.slice(0, -1)),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from(text.slice(-1)),
    ]);
    return { payload: bytes, contentType: JSON_TYPE, what: 'bytes that are not UTF-8' };
  }
  if (r < 0.95) return { payload: '', contentType: JSON_TYPE, what: 'an empty body' };
  if (r < 0.96) {
    const huge = Array.isArray(base)
      ? [{ comment: hugeString() }]
      : withField(base, ['name'], hugeString());
    return json(huge, 'a body past 1 MB');
  }
  return json(mutateFields(base, op, rng), 'fields made wrong');
}

function uploadBody(field: string, rng: Rng): Body {
  const files = [
    { filename: 'week.pdf', data: SMALL_PDF },
    { filename: 'logo.png', data: PNG },
    { filename: 'notes.pdf', data: Buffer.from('not a pdf at all') },
    { filename: '../../x.svg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    { filename: '', data: Buffer.alloc(0) },
  ];
  const file = rng.pick(files);
  const parts = rng.chance(0.8) ? [{ field, ...file }] : [{ field: 'other', ...file }];
  const extra = rng.chance(0.2)
    ? [{ field: 'timesheetId', value: rng.pick(['abc', '0', '-1', '1']) }]
    : [];
  const body = multipart([...parts, ...extra]);
  if (rng.chance(0.15))
    return {
      payload: body.payload,
      contentType: 'multipart/form-data',
      what: 'multipart without boundary',
    };
  return {
    payload: body.payload,
    contentType: body.contentType,
    what: `an upload of ${file.filename || 'an empty file'}`,
  };
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

const FORMS = [
  'grant_type=client_credentials',
  'grant_type=client_credentials&scope=read',
  'grant_type=password',
  'grant_type=client_credentials&grant_type=client_credentials',
  '__proto__=1&grant_type=client_credentials',
  'grant_type=%00',
  'grant_type=client_credentials&username=admin%00&password=x',
  'grant_type=client_credentials&scope=%ED%A0%80',
  'grant_type=%ZZ',
  'grant_type',
  '',
  '&&&',
  `grant_type=${'x'.repeat(200)}`,
  `a=${'x'.repeat(70_000)}`,
];

function formBody(rng: Rng): Body {
  const contentType = rng.chance(0.85) ? FORM_TYPE : rng.pick(ODD_TYPES);
  return { payload: rng.pick(FORMS), contentType, what: 'a form body' };
}

/** The body of a request of `op`, made from `template` (a valid body of the route) when given. */
export function bodyFor(op: Operation, ctx: PlausibleContext, template?: unknown): Body {
  const { rng } = ctx;
  let body: Body;
  if (op.bodyTypes.includes(FORM_TYPE)) return formBody(rng);
  if (op.body) body = jsonBody(op, ctx, template);
  else if (op.uploadField && rng.chance(0.7)) body = uploadBody(op.uploadField, rng);
  else if (rng.chance(0.15)) {
    body = { payload: toJsonText(anyJunk(rng)), contentType: JSON_TYPE, what: 'a stray body' };
  } else return { what: 'no body' };
  if (body.contentType === JSON_TYPE && rng.chance(0.15)) {
    return { ...body, contentType: rng.pick(ODD_TYPES), what: `${body.what}, odd content type` };
  }
  return body;
}
