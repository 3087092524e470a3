import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS with a default export
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule.default;

function makeAjv(coerceTypes: false | 'array') {
  const ajv = new Ajv({
    removeAdditional: false, // unknown fields are refused, never silently dropped
    useDefaults: true,
    coerceTypes,
    allErrors: true,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

/** Bodies are taken as sent (no type coercion); query strings, params and headers are text. */
const bodyAjv = makeAjv(false);
const textAjv = makeAjv('array');

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as object);

/** AJV errors as `{ field: message }`; nested fields are dotted (`contacts.0.email`). */
export function fieldErrorsOf(errors: Partial<ErrorObject>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const base = (e.instancePath ?? '').split('/').filter(Boolean).join('.');
    let field = base;
    let message = e.message ?? 'is not valid';
    const params = (e.params ?? {}) as Record<string, unknown>;
    if (e.keyword === 'required') {
      field = [base, params.missingProperty].filter(Boolean).join('.');
      message = 'This field is required.';
    } else if (e.keyword === 'additionalProperties') {
      field = [base, params.additionalProperty].filter(Boolean).join('.');
      message = 'Unknown field.';
    } else {
      message = `Must ${message.replace(/^must /, '')}.`;
    }
    const key = field || '_';
    if (!out[key]) out[key] = message;
  }
  return out;
}
