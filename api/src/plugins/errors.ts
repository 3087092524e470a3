import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.js';
import { isApiPath } from './request-path.js';
import { fieldErrorsOf } from './validation.js';

type ErrorBody = { error: string; message: string; fieldErrors?: Record<string, string> };

const PART_NAMES: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'path',
  headers: 'headers',
};

/** Fastify and plugin error codes mapped to an answer a client can act on. */
const KNOWN: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'unsupported_media_type',
    'This content type is not accepted.',
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', 'The request body is too large.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'bad_request', 'The JSON body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', 'The body is not valid JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request', 'The content length is not valid.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [
    415,
    'unsupported_media_type',
    'A multipart form is expected.',
  ],
  FST_REQ_FILE_TOO_LARGE: [413, 'payload_too_large', 'The file is too large.'],
  FST_FILES_LIMIT: [413, 'payload_too_large', 'Too many files.'],
  FST_PARTS_LIMIT: [413, 'payload_too_large', 'Too many parts.'],
  FST_FIELDS_LIMIT: [413, 'payload_too_large', 'Too many fields.'],
  FST_PROTO_VIOLATION: [400, 'bad_request', 'The body is not valid.'],
  FST_ERR_VALIDATION: [400, 'validation_failed', 'The request is not valid.'],
  // the router could not decode the path (see request-path.ts for the other refused paths)
  FST_ERR_BAD_URL: [400, 'bad_request', 'The path holds a malformed percent escape.'],
  // PostgreSQL: a row the write refers to was deleted by another request meanwhile (a
  // corporation deleted while a request of it ran: docs/roles-and-tenancy.md#deleting-a-corporation)
  '23503': [
    409,
    'conflict',
    'A record this change refers to was deleted meanwhile. Reload and try again.',
  ],
  // PostgreSQL: two requests waited on each other's rows and this one was cancelled
  '40P01': [409, 'conflict', 'Another request was changing the same records. Try again.'],
};

const GENERIC_4XX: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Authentication required.',
  403: 'You are not allowed to do this.',
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  408: 'The request took too long.',
  409: 'Conflict with the current state.',
  413: 'The request body is too large.',
  414: 'The URL is too long.',
  415: 'This content type is not accepted.',
  429: 'Too many attempts. Please wait and try again.',
  431: 'The request headers are too large.',
};

export function toErrorBody(err: FastifyError | AppError | Error, request: FastifyRequest) {
  if (err instanceof AppError) {
    const body: ErrorBody = { error: err.code, message: err.message };
    if (err.fieldErrors) body.fieldErrors = err.fieldErrors;
    return { status: err.statusCode, body };
  }
  const fe = err as FastifyError;
  if (fe.validation) {
    const part = PART_NAMES[fe.validationContext ?? 'body'] ?? 'request';
    const fieldErrors = fieldErrorsOf(fe.validation);
    const first = Object.entries(fieldErrors)[0];
    const detail = first ? ` ${first[0] === '_' ? '' : `${first[0]}: `}${first[1]}` : '';
    return {
      status: 400,
      body: {
        error: 'validation_failed',
        message: `The ${part} is not valid.${detail}`,
        fieldErrors,
      } satisfies ErrorBody,
    };
  }
  if (fe.code && KNOWN[fe.code]) {
    const [status, error, message] = KNOWN[fe.code];
    return { status, body: { error, message } satisfies ErrorBody };
  }
  // body-parser failures that carry no code (malformed JSON, bad form data)
  if (err instanceof SyntaxError) {
    return { status: 400, body: { error: 'invalid_json', message: 'The body is not valid JSON.' } };
  }
  const status = fe.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return {
      status,
      body: {
        error: status === 429 ? 'too_many_requests' : 'bad_request',
        message: GENERIC_4XX[status] ?? 'The request is not valid.',
      },
    };
  }
  request.log.error({ err }, 'request failed');
  return {
    status: status === 503 ? 503 : 500,
    body: {
      error: 'internal_error',
      message: `Something went wrong on our side. Reference: ${request.id}.`,
    },
  };
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Unknown paths outside /api and /auth go to `notFound.fallback` when one is set (the web
     * plugin's history fallback): `app.notFound.fallback = (request, reply) => ...`.
     */
    notFound: { fallback: Handler | null };
  }
}

/** One error format for every answer: `{ error, message, fieldErrors? }`. */
export default fp(
  async (app) => {
    const notFound: { fallback: Handler | null } = { fallback: null };
    app.decorate('notFound', notFound);
    app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = toErrorBody(err, request);
      const retryAfter = (err as { retryAfter?: number }).retryAfter;
      if (status === 429 && retryAfter) reply.header('Retry-After', String(retryAfter));
      if (
        status >= 400 &&
        status < 500 &&
        !(err instanceof AppError) &&
        !(err as FastifyError).validation
      ) {
        request.log.info({ code: (err as FastifyError).code, status }, 'request refused');
      }
      reply.status(status).type('application/json; charset=utf-8').send(body);
    });
    app.setNotFoundHandler((request, reply) => {
      if (!isApiPath(request) && notFound.fallback) return notFound.fallback(request, reply);
      return reply.status(404).send({ error: 'not_found', message: 'No such resource.' });
    });
  },
  { name: 'errors' },
);
