/**
 * Values a body field must refuse (DESIGN §8: no coercion, wrong types are a 400 naming the
 * field, derived fields refused or checked): values of a JSON type its schema does not admit, and,
 * by what the field means, money, hours and counts out of range, malformed dates and instants,
 * text outside an enumeration.
 */
import { kindOf } from './field-kinds.js';
import { branchesOf, numberBranchOf, typesOf, type Schema } from './openapi.js';

export type WrongValue = {
  value: unknown;
  /** What is wrong with it, for the test's name. */
  why: string;
  /** True when the schema itself refuses it (its JSON type or a keyword of the schema). */
  bySchema: boolean;
};

function byType(s: Schema): WrongValue[] {
  const types = typesOf(s);
  const numeric = types.has('number') || types.has('integer');
  const out: WrongValue[] = [];
  const add = (value: unknown, why: string) => out.push({ value, why, bySchema: true });
  if (!types.has('string')) {
    add(numeric ? '12' : 'abc', numeric ? 'a number written as text' : 'text');
    if (numeric) add('abc', 'text');
  }
  if (!numeric) add(42, 'a number');
  if (!types.has('boolean')) add(true, 'a boolean');
  if (types.has('boolean') && !types.has('string')) add('true', 'a boolean written as text');
  if (!types.has('object')) add({ value: 1 }, 'an object');
  if (!types.has('array')) add([1], 'an array');
  if (!types.has('null')) add(null, 'null');
  if (types.has('integer') && !types.has('number')) add(1.5, 'a fraction');
  const text = branchesOf(s).find((b) => b.type === 'string');
  if (text?.maxLength !== undefined && text.maxLength < 100_000) {
    add('x'.repeat(text.maxLength + 1), `text longer than ${text.maxLength}`);
  }
  if (text?.pattern) add('abc', `text outside ${text.pattern}`);
  const enumerated = branchesOf(s).flatMap((b) => b.enum ?? []);
  if (enumerated.length > 0) add('NOT_A_VALUE', 'a value outside the enumeration');
  return out;
}

function byMeaning(path: readonly (string | number)[], s: Schema): WrongValue[] {
  const types = typesOf(s);
  const add = (values: unknown[], why: string) =>
    values.map((value) => ({ value, why, bySchema: false }));
  const takesText = types.has('string');
  switch (kindOf(path)) {
    case 'money':
    case 'hours':
      return add([-3, 1e15, ...(takesText ? ['abc'] : [])], 'money or hours out of range');
    case 'count':
      return add([-3, 1e15], 'a count out of range');
    case 'id':
      return add([-3, ...(takesText ? ['abc'] : [])], 'an id that names no row');
    case 'date':
      return takesText ? add(['2025-02-30', '03/09/2025', 'abc'], 'a malformed date') : [];
    case 'instant':
      return takesText ? add(['abc'], 'a malformed instant') : [];
    case 'enum':
      return takesText ? add(['NOT_A_VALUE'], 'text outside the enumeration') : [];
    case 'email':
      return takesText ? add(['not-an-address'], 'a malformed e-mail address') : [];
    case 'url':
      return takesText ? add(['javascript:alert(1)'], 'an address that is not http(s)') : [];
    default:
      return [];
  }
}

/** Every wrong value of the field at `path`, each once. */
export function wrongValuesFor(path: readonly (string | number)[], s: Schema): WrongValue[] {
  const seen = new Set<string>();
  return [...byType(s), ...byMeaning(path, s)].filter((w) => {
    const key = JSON.stringify(w.value);
    if (seen.has(key)) return false;
    seen.add(key);
    // a number the schema bounds is refused by the schema itself
    const n = numberBranchOf(s);
    if (!w.bySchema && typeof w.value === 'number' && n) {
      w.bySchema =
        (n.minimum !== undefined && w.value < n.minimum) ||
        (n.maximum !== undefined && w.value > n.maximum);
    }
    return true;
  });
}
