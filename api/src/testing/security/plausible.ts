/**
 * A plausible value for a schema of the OpenAPI document: what a screen would send, with real ids
 * of the seeded rows, so that generated requests get past validation often enough to reach the
 * handlers and the database.
 */
import { enumValuesOf, idKindOfField, kindOf, type IdKind } from './field-kinds.js';
import { branchesOf, type Schema } from './openapi.js';
import type { Rng } from './prng.js';

export type IdPools = Record<IdKind, number[]>;

export type PlausibleContext = {
  rng: Rng;
  ids: IdPools;
  /** What an `id` field names in this body: the row of the path, or the items of a timesheet. */
  idOfBody: () => number;
};

const DATES = ['2025-03-03', '2025-03-09', '2025-03-10', '2025-04-01', '2024-12-31'];
const WORDS = ['Acme', 'Pat Smith', 'Consulting services', 'x', 'Net 30', 'ACME-01', 'Main St'];

function text(name: string, s: Schema, ctx: PlausibleContext): string {
  const { rng } = ctx;
  const kind = kindOf([name]);
  let value: string;
  if (s.format === 'date' || kind === 'date') value = rng.pick(DATES);
  else if (s.format === 'date-time' || kind === 'instant') value = '2025-03-10T12:00:00.000Z';
  else if (kind === 'enum') value = rng.pick(enumValuesOf(name));
  else if (kind === 'email' || name === 'userName') value = rng.pick(['pat@example.com', 'admin']);
  else if (kind === 'url') value = 'https://example.com';
  else if (kind === 'id' || s.pattern) value = String(ctx.rng.int(0, 3));
  else value = rng.pick(WORDS);
  return s.maxLength !== undefined ? value.slice(0, s.maxLength) : value;
}

function integer(name: string, s: Schema, ctx: PlausibleContext): number {
  const idKind = name === 'id' ? undefined : idKindOfField(name);
  if (name === 'id') return ctx.idOfBody();
  if (idKind && ctx.ids[idKind].length > 0) return ctx.rng.pick(ctx.ids[idKind]);
  const lo = s.minimum ?? 0;
  return Math.min(lo + ctx.rng.int(0, 30), s.maximum ?? Infinity);
}

function number(s: Schema, ctx: PlausibleContext): number {
  const lo = s.minimum ?? 0;
  const hi = Math.min(s.maximum ?? lo + 500, lo + 500);
  return Math.round((lo + ctx.rng.next() * (hi - lo)) * 100) / 100;
}

export function plausible(s: Schema, name: string, ctx: PlausibleContext): unknown {
  const b = branchesOf(s)[0] ?? s;
  if (b.enum) return ctx.rng.pick(b.enum.filter((v) => v !== null));
  switch (b.type) {
    case 'integer':
      return integer(name, b, ctx);
    case 'number':
      return number(b, ctx);
    case 'boolean':
      return ctx.rng.chance(0.5);
    case 'array': {
      const count = Math.min(ctx.rng.int(0, 3), b.maxItems ?? 3);
      return Array.from({ length: count }, () => plausible(b.items ?? {}, name, ctx));
    }
    case 'object':
      return plausibleObject(b, ctx);
    case 'string':
      return text(name, b, ctx);
    default:
      return null;
  }
}

/** Every required property and about half of the optional ones. */
export function plausibleObject(s: Schema, ctx: PlausibleContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = new Set(s.required ?? []);
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    if (required.has(name) || ctx.rng.chance(0.5)) out[name] = plausible(prop, name, ctx);
  }
  return out;
}
