/**
 * Who a generated request comes from, and the header trouble it brings: mostly the super user of
 * a valid tenant (so that requests get past sign-in to validation and the handlers), sometimes an
 * employer, an employee or nobody; now and then duplicated or malformed `Authorization` and
 * `X-Corp-ID` headers.
 */
import { CONTROL_TEXTS } from './edges.js';
import type { Rng } from './prng.js';

export type Headers = Record<string, string | string[]>;

export type Tokens = { super: string; employer: string; employee: string };

export type Persona = 'super' | 'employer' | 'employee' | 'anonymous';

export function pickPersona(rng: Rng): Persona {
  const r = rng.next();
  if (r < 0.8) return 'super';
  if (r < 0.87) return 'employer';
  if (r < 0.94) return 'employee';
  return 'anonymous';
}

const b64 = (text: string) => Buffer.from(text).toString('base64url');

/** A token whose header names no algorithm to check: it must be refused like any forgery. */
const unsignedToken = `${b64('{"alg":"none","typ":"JWT"}')}.${b64(
  '{"sub":"admin","authorities":["ROLE_SUPER"],"exp":9999999999}',
)}.`;

function badAuthorizations(tokens: Tokens): (string | string[])[] {
  const [head, body, sig] = tokens.super.split('.');
  return [
    'Bearer',
    'Bearer ',
    'Bearer abc',
    'Bearer a.b.c',
    `Bearer ${unsignedToken}`,
    `Bearer ${head}.${body}.${sig.slice(0, -4)}AAAA`,
    `Bearer ${head}.${b64('{"sub":"admin","authorities":["ROLE_SUPER"]}')}.${sig}`,
    `Bearer ${tokens.super} extra`,
    `Bearer ${'A'.repeat(20_000)}`,
    `bearer ${tokens.employee}`,
    'Basic !!!',
    `Basic ${Buffer.from('admin').toString('base64')}`,
    `Basic ${Buffer.from('boss@b.example:wrong').toString('base64')}`,
    'Token abc',
    'Bearer\tabc',
    [`Bearer ${tokens.employee}`, `Bearer ${tokens.super}`],
    [`Bearer ${tokens.super}`, 'Bearer abc'],
  ];
}

const BAD_CORP_IDS = [
  '1,2',
  '2, 1',
  '-1',
  '0',
  'abc',
  '',
  ' 1',
  '1e3',
  '1.0',
  '0x1',
  '99999999999999999999',
  '9'.repeat(5000),
];

/** The headers of a persona, in the tenant `corpId`. */
export function personaHeaders(persona: Persona, tokens: Tokens, corpId: number): Headers {
  if (persona === 'anonymous') return {};
  const headers: Headers = { authorization: `Bearer ${tokens[persona]}` };
  if (persona === 'super') headers['x-corp-id'] = String(corpId);
  return headers;
}

/** One header made wrong, or an unusual one added; answers what was done. */
export function spoilHeaders(headers: Headers, tokens: Tokens, corpIds: number[], rng: Rng) {
  switch (rng.int(0, 6)) {
    case 0:
      headers['x-corp-id'] = corpIds.map(String);
      return 'two X-Corp-ID headers';
    case 1:
      headers['x-corp-id'] = rng.pick(BAD_CORP_IDS);
      return 'a malformed X-Corp-ID';
    case 2:
    case 3:
      headers.authorization = rng.pick(badAuthorizations(tokens));
      return 'a malformed or duplicated Authorization';
    case 4:
      headers['content-length'] = rng.pick(['0', '3', '-1', 'abc', '99999999999']);
      return 'a wrong Content-Length';
    case 5: {
      const name = rng.pick(['authorization', 'x-corp-id', 'idempotency-key', 'accept-language']);
      const text = rng.pick(CONTROL_TEXTS);
      headers[name] = `${headers[name] ?? ''}${text}`;
      return `${name} holding ${JSON.stringify(text)}`;
    }
    default:
      headers[rng.pick(['accept', 'accept-encoding', 'x-forwarded-for', 'origin', 'cookie'])] =
        rng.pick([
          '',
          '*/*;q=abc',
          'gzip;q=2, br',
          '1.2.3.4, evil',
          'null',
          'a=1; a=2',
          'x'.repeat(8000),
        ]);
      return 'an odd header';
  }
}

/**
 * The sign-in's HTTP Basic credentials: right, wrong, unknown and malformed. Wrong passwords name
 * another user than the super user, whose sign-in the limit on failures would otherwise close.
 */
export function basicAuthorization(password: string, rng: Rng): string {
  const basic = (text: string | Buffer) => `Basic ${Buffer.from(text).toString('base64')}`;
  return rng.pick([
    basic(`admin:${password}`),
    basic('boss@b.example:wrong'),
    basic('nobody@example.com:Passw0rd!x'),
    basic(':'),
    basic('admin'),
    basic(`${'a'.repeat(300)}:x`),
    basic('boss@b.example:\u0000'),
    basic('boss@b.example\u0000:x'),
    basic('\u0001boss@b.example\r\n:x'),
    basic(Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0x3a, 0x78])),
    'Basic !!!',
    'Basic',
    `Basic ${'A'.repeat(5000)}`,
    'Bearer abc',
  ]);
}
