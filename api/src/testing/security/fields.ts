/**
 * The fields of a body schema, nested ones included (`contacts.0.email`, `0.hoursWorked` for an
 * array body), as far as a given body has values to descend into; and a copy of a body with one
 * field replaced.
 */
import { branchesOf, type Schema } from './openapi.js';

export type Field = { path: (string | number)[]; name: string; schema: Schema };

export function fieldsOf(schema: Schema, body: unknown, path: (string | number)[] = []): Field[] {
  const out: Field[] = [];
  for (const b of branchesOf(schema)) {
    if (b.properties) {
      const obj = (body ?? {}) as Record<string, unknown>;
      for (const [name, prop] of Object.entries(b.properties)) {
        out.push({ path: [...path, name], name, schema: prop });
        out.push(...fieldsOf(prop, obj[name], [...path, name]));
      }
    } else if (b.items && Array.isArray(body) && body.length > 0) {
      out.push(...fieldsOf(b.items, body[0], [...path, 0]));
    }
  }
  return out;
}

/** Every object schema in a body schema (nested and in arrays, at index 0), with its path. */
export function objectSchemasOf(
  schema: Schema,
  path: (string | number)[] = [],
): { path: (string | number)[]; schema: Schema }[] {
  return branchesOf(schema).flatMap((b) => [
    ...(b.properties ? [{ path, schema: b }] : []),
    ...Object.entries(b.properties ?? {}).flatMap(([n, p]) => objectSchemasOf(p, [...path, n])),
    ...(b.items ? objectSchemasOf(b.items, [...path, 0]) : []),
  ]);
}

/** A deep copy of `body` with the value at `path` replaced (a missing parent is made). */
export function withField(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(body) ? [...body] : { ...((body ?? {}) as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withField(copy[head], rest, value);
  return copy;
}

/**
 * How the API may name a field in `fieldErrors`: dotted (`items.0.price`), or bracketed as the
 * invoice lines' checks write it (`items[0].price`).
 */
export function fieldKeys(path: (string | number)[]): string[] {
  const dotted = path.join('.');
  const bracketed = path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`))
    .join('');
  return dotted === bracketed ? [dotted] : [dotted, bracketed];
}
