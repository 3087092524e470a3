/**
 * Each route takes one kind of body (docs/api-conventions.md#paths-and-bodies): the media types of
 * its schema's `consumes` (the token endpoint's form, the uploads' multipart), JSON when it names
 * none. A form or multipart body is one a page of any origin may send without asking first; a
 * route that reads JSON must never take one.
 */
import type { FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { AppError } from '../errors.js';

const JSON_ONLY: readonly string[] = ['application/json'];

/** The methods whose body Fastify reads. */
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The media types a route takes, lower-case. */
function bodyTypesOf(request: FastifyRequest): readonly string[] {
  const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes;
  return consumes?.length ? consumes.map((type) => type.toLowerCase()) : JSON_ONLY;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (!!length && length !== '0');
}

/**
 * preParsing hook of every route: a content type the route does not take, or a body with none, is
 * a 415 before the body is read. A call without a body and without a content type (an action)
 * passes.
 */
export async function requireDeclaredBodyType(
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: RequestPayload,
): Promise<RequestPayload> {
  if (!WITH_BODY.has(request.method) || request.is404) return payload;
  const header = request.headers['content-type'];
  if (header === undefined && !hasBody(request)) return payload;
  const type = (header ?? '').split(';')[0].trim().toLowerCase();
  const accepted = bodyTypesOf(request);
  if (!accepted.includes(type)) {
    throw new AppError(
      415,
      'unsupported_media_type',
      `The body must be sent as ${accepted.join(' or ')}.`,
    );
  }
  return payload;
}
