/**
 * The hostile values the fuzzer draws from. None of them holds text that the answer check looks
 * for (SQL words, stack lines, file-system paths), so an answer that echoes one back is not
 * mistaken for a leak.
 */
import type { Rng } from './prng.js';
import { BROKEN_UNICODE, BROKEN_UNICODE_URL, FAR_DATES } from './edges.js';
import { nested, raw, withOwnKey } from './json-text.js';

const MB = 1024 * 1024;

/** Path ids, URL-encoded as they go on the wire. */
export const PATH_IDS = [
  '0',
  '-1',
  '2147483648',
  '9223372036854775808',
  '9007199254740992',
  '1e309',
  '1e3',
  '1.5',
  '-0',
  '+1',
  '01',
  '0x10',
  'abc',
  'NaN',
  'Infinity',
  'null',
  '%00',
  '1%00',
  '%20',
  '1%201',
  '1,2',
  '1;2',
  '%2e%2e',
  '..',
  '%ZZ',
  '%C0%AE',
  '%D9%A1',
  '%F0%9F%98%80',
  '%E2%80%AE1',
  '9'.repeat(180),
  '9'.repeat(1000),
  ...BROKEN_UNICODE_URL.flat(),
];

/** Query-string values, URL-encoded. */
export const QUERY_VALUES = [
  '',
  '-1',
  '0',
  '1e309',
  '1.5',
  'abc',
  'NaN',
  'true,false',
  'asc,desc',
  '%00',
  'a%00b',
  '%FF',
  '%ZZ',
  '%ED%A0%80',
  '%27%20OR%20%271%27%3D%271',
  '*',
  '%25',
  '_',
  '%5C',
  ',,,',
  'ACTIVE,,PENDING',
  '2025-02-30',
  '9'.repeat(400),
  'x'.repeat(5000),
  ...BROKEN_UNICODE_URL.flat(),
  ...FAR_DATES.map(encodeURIComponent),
];

/** Numbers at and past the edges, as JSON text where JavaScript cannot keep them. */
export const NUMBERS: unknown[] = [
  -1,
  0,
  raw('-0'),
  1,
  -3,
  0.001,
  1e-7,
  0.1 + 0.2,
  1.005,
  99999999.995,
  1e15,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  1e308,
  raw('1e309'),
  raw('-1e309'),
  raw('1E400'),
  raw('0.0000000000000000000000000000001'),
  raw('123456789012345678901234567890'),
  Number.MIN_VALUE,
];

/** Text that looks like a number to a person but not to JSON. */
export const NUMBER_LIKE = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x1A',
  '1_000',
  ' 12 ',
  '12abc',
  '12.345',
  '١٢',
  '',
  '-0',
  '1,5',
];

/** Strings that stress parsers, encoders and the database. */
export const STRINGS: unknown[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufeff',
  '\u202eevil',
  'e\u0301\u0301\u0301',
  '😀',
  '\r\n\t',
  "' OR '1'='1",
  '"; --',
  '\\',
  '%s%n%x',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  'ＡＢＣ',
  'null',
  'true',
  '[]',
  '{}',
  '2025-02-30',
  '2025-13-01',
  '03/09/2025',
  '0000-00-00',
  '9999-12-31',
  '+275760-09-13',
  '2025-03-10T25:61:00Z',
  'PENDING ',
  'pending',
  'ON_LEAVE',
  'x'.repeat(255),
  'x'.repeat(5000),
  ...BROKEN_UNICODE.flat(),
  ...FAR_DATES,
];

/** A string past the body limit (1 MB). */
export const hugeString = () => 'x'.repeat(MB + 17);

/** Whole bodies that are no object at all, or that nest deeper than anything reads. */
export const BODIES: unknown[] = [
  null,
  [],
  [{}],
  '',
  'text',
  0,
  -1,
  true,
  raw('1e309'),
  nested(1000, 'array'),
  nested(1000, 'object'),
  withOwnKey({}, '__proto__', { isSuper: true }),
  withOwnKey({}, 'constructor', { prototype: { isSuper: true } }),
  { prototype: {} },
];

/** JSON text that is not JSON, or not what a JSON parser expects. */
export const BROKEN_JSON = [
  '{',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '{"a":1,"a":2}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  'NaN',
  '[',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  ' ',
];

/** A value of any JSON type, or a hostile one. */
export function anyJunk(rng: Rng): unknown {
  switch (rng.int(0, 6)) {
    case 0:
      return rng.pick(NUMBERS);
    case 1:
      return rng.pick(NUMBER_LIKE);
    case 2:
    case 3:
      return rng.pick(STRINGS);
    case 4:
      return rng.pick([true, false, null, {}, [], [1, 'a'], { a: { b: [] } }]);
    case 5:
      return rng.pick([nested(1000, 'array'), nested(1000, 'object'), nested(30, 'object')]);
    default:
      return rng.pick(BODIES);
  }
}
