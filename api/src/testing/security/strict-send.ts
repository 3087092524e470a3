/**
 * Sending a route's body (its valid base with one field made wrong) and reading what the answer
 * says about the field.
 */
import type { TestApp } from '../testApp.js';
import type { Field } from './fields.js';
import { fieldKeys } from './fields.js';
import type { BaseRequest } from './strict-bases.js';
import type { WrongValue } from './wrong-values.js';

export function sendBody(t: TestApp, method: string, base: BaseRequest, body: unknown) {
  return t.app.inject({
    method: method as 'POST',
    url: base.url,
    headers: { ...base.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: base.remoteAddress ?? '127.0.0.1',
  });
}

const short = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 20)}… (${text.length} chars)` : text;
};

/**
 * Why an answer to a body whose `field` holds `wrong` is not the 400 naming that field (the
 * field's path, dotted, or bracketed as invoice lines are), or null when it is.
 */
export function refusalProblem(
  field: Pick<Field, 'path'>,
  wrong: Pick<WrongValue, 'value' | 'why'>,
  res: { statusCode: number; body: string },
): string | null {
  const what = `${field.path.join('.')} = ${short(wrong.value)} (${wrong.why})`;
  if (res.statusCode !== 400)
    return `${what}: answered ${res.statusCode} ${res.body.slice(0, 120)}`;
  const named = Object.keys((JSON.parse(res.body) as { fieldErrors?: object }).fieldErrors ?? {});
  if (fieldKeys(field.path).some((k) => named.includes(k))) return null;
  return `${what}: 400 naming ${named.join(', ') || 'no field'}`;
}
