/**
 * Values at the edges of what text, dates and headers can hold (issue #27): broken Unicode, dates
 * far in the future or the past, and control characters where a header or a credential is read.
 * The fuzzer draws from them at random, and its sweep (fuzz-sweep.ts) puts each one in every
 * field that could hold it.
 */
import { raw } from './json-text.js';

/**
 * Text that is not valid Unicode, or holds characters never meant to be exchanged, in four classes
 * (a lone high half, a lone low half, the halves reversed, noncharacters); each class also as the
 * escapes JSON text spells them, in either case.
 */
export const BROKEN_UNICODE: unknown[][] = [
  ['\ud800', 'a\udbffb', raw('"\\ud800"'), raw('"a\\uDBFF\\u0041"')],
  ['\udc00', 'a\udfffb', raw('"\\udc00"'), raw('"\\uDFFFz"')],
  ['\udc00\ud800', 'a\udfff\udbffb', raw('"\\udc00\\ud800"')],
  ['\ufffe', '\uffff', 'x\ufdd0', raw('"\\uFFFF"')],
];

/**
 * The same in a URL (query values, path parameters), as a client could encode them, in classes:
 * the UTF-8 of a lone or reversed surrogate (which UTF-8 forbids), noncharacters, overlong or
 * out-of-range encodings, the escape written as text.
 */
export const BROKEN_UNICODE_URL: string[][] = [
  ['%ED%A0%80', '%ED%AF%BF'],
  ['%ED%B0%80', '%ED%BF%BF'],
  ['%ED%B0%80%ED%A0%80'],
  ['%EF%BF%BE', '%EF%BF%BF', '%EF%B7%90'],
  ['%C0%AE', '%C0%80', '%F4%90%80%80'],
  ['%5Cud800', '%5CuD800%5CuDC00'],
];

/** One value of each class, turning with `turn` so that successive fields get different ones. */
export const oneOfEach = <T>(classes: T[][], turn: number): T[] =>
  classes.map((values) => values[turn % values.length]);

/** Real and unreal calendar dates far from today, which date arithmetic can overflow. */
export const FAR_DATES = [
  '9999-12-31',
  '0001-01-01',
  '10000-01-01',
  '-000001-01-01',
  '+275760-09-13',
  '275760-09-13',
  '1969-12-31',
  '2038-01-19',
  '1899-12-31',
  '0000-01-01',
];

/** Header values with NUL, control characters, or broken Unicode. */
export const CONTROL_TEXTS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u001f',
  '\t',
  '\u007f',
  '\r',
  '\ud800',
  '\u00ff\ufffe',
];
