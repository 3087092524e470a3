/**
 * JSON text that JSON.stringify cannot write: numbers such as `1e309` and `-0` kept as written,
 * duplicated keys, deep nesting, broken syntax. A generated value holds `Raw` pieces where it
 * needs them, and `toJsonText` writes everything else as JSON.
 */
export class Raw {
  constructor(readonly text: string) {}
}

export const raw = (text: string) => new Raw(text);

export function toJsonText(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value).map(
      (k) => `${JSON.stringify(k)}:${toJsonText((value as Record<string, unknown>)[k])}`,
    );
    return `{${entries.join(',')}}`;
  }
  // undefined (a key sent without a value) is written as null, as a client would serialize it
  return JSON.stringify(value) ?? 'null';
}

/** An object with `key` as an own property, even `__proto__`, which a literal would not make. */
export function withOwnKey(base: object, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...base };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** `[[[…]]]` or `{"a":{"a":…}}` `depth` levels deep. */
export const nested = (depth: number, kind: 'array' | 'object') =>
  raw(
    kind === 'array'
      ? '['.repeat(depth) + ']'.repeat(depth)
      : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );
