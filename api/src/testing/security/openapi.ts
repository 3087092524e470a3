/**
 * The operations of the API as its OpenAPI document describes them, and what a generator needs to
 * read from a schema of that document (OpenAPI 3.0: `nullable`, and a null branch of a union
 * written as `{ enum: [null] }`).
 */
export type Schema = {
  type?: string;
  nullable?: boolean;
  anyOf?: Schema[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  description?: string;
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
  description?: string;
};

export type Operation = {
  /** 'PUT /api/vendors/{id}': how a report names the route. */
  key: string;
  method: string;
  /** The path as the document writes it, with `{param}` placeholders. */
  path: string;
  params: Parameter[];
  /** The JSON body's schema, when the route takes one. */
  body?: Schema;
  bodyTypes: string[];
  /** The multipart field of an upload route, which the document names in its summary only. */
  uploadField?: string;
};

type Document = {
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: Schema }> };
      }
    >
  >;
};

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, in its order. */
export function operationsOf(doc: unknown): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries((doc as Document).paths)) {
    for (const [verb, op] of Object.entries(item)) {
      if (!METHODS.has(verb)) continue;
      const method = verb.toUpperCase();
      const content = op.requestBody?.content ?? {};
      const upload = /multipart fields? "(\w+)"/.exec(op.summary ?? '');
      out.push({
        key: `${method} ${path}`,
        method,
        path,
        params: op.parameters ?? [],
        body: content['application/json']?.schema,
        bodyTypes: Object.keys(content),
        uploadField: upload?.[1],
      });
    }
  }
  return out;
}

/** The operation's path with each `{name}` replaced by `values[name]` (already URL-encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_all, name: string) => values[name] ?? '');
}

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export const isNullBranch = (s: Schema) => s.enum?.length === 1 && s.enum[0] === null;

/** The branches of a union that are not its null branch (a schema that is no union: itself). */
export function branchesOf(s: Schema): Schema[] {
  return s.anyOf ? s.anyOf.flatMap(branchesOf).filter((b) => !isNullBranch(b)) : [s];
}

/** The JSON types a schema admits; an integer type also admits whole numbers only. */
export function typesOf(s: Schema): Set<JsonType> {
  const types = new Set<JsonType>();
  if (s.nullable || s.anyOf?.some(isNullBranch)) types.add('null');
  for (const b of branchesOf(s)) {
    if (b.type) types.add(b.type as JsonType);
    else if (b.enum) b.enum.forEach((v) => types.add(typeof v as JsonType));
  }
  return types;
}

/** The number branch of a schema (its bounds), when it admits numbers. */
export const numberBranchOf = (s: Schema) =>
  branchesOf(s).find((b) => b.type === 'number' || b.type === 'integer');
