import { Type, type TSchema } from '@sinclair/typebox';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ListResult } from '../../db/list-query.js';
import type { Tx } from '../../db/tenant.js';
import { staff } from '../../plugins/roles.js';
import { errors } from './routes.js';

/** One page of a list; `total` is absent when the client passed `withTotal=false`. */
export type ListPage<T> = ListResult<T>;

/** The headers of a page's total: `X-Total-Count`, and `X-Total-Count-Exact: false` past the bound. */
function totalHeaders(reply: FastifyReply, { total, totalCapped }: ListPage<unknown>) {
  if (total !== undefined) reply.header('X-Total-Count', String(total));
  if (totalCapped) reply.header('X-Total-Count-Exact', 'false');
}

/**
 * The handler of a list route: the page's rows are the body, a plain array, and the filtered
 * total travels in `X-Total-Count`; past the bound it is the bound, with
 * `X-Total-Count-Exact: false`.
 */
export function listHandler<T>(load: (request: FastifyRequest) => Promise<ListPage<T>>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<T[]> => {
    const page = await load(request);
    totalHeaders(reply, page);
    return page.rows;
  };
}

/** Runs `fn` in the transaction of a request: a tenant's, or the owner's. */
export type Within = <R>(request: FastifyRequest, fn: (tx: Tx) => Promise<R>) => Promise<R>;

/** A JSON array written batch by batch, each row by `serialize`. */
async function* jsonArray<T>(first: T[], rest: AsyncIterable<T[]>, serialize: (row: T) => string) {
  yield `[${first.map(serialize).join(',')}`;
  for await (const batch of rest) yield `,${batch.map(serialize).join(',')}`;
  yield ']';
}

type Answer<T> = { page: ListPage<T>; body?: Readable };

/**
 * The handler of a list read in a transaction (`within`): as `listHandler`, except that a whole
 * list longer than one batch is streamed, the transaction staying open until its last row is
 * sent (or the client goes away), so that the server never holds more than a batch of it. Each row
 * is written by the serializer of `row` (the schema of one row of the answer). A page is answered
 * once its transaction has committed.
 */
export function transactionalListHandler<T>(
  within: Within,
  load: (tx: Tx, request: FastifyRequest) => Promise<ListPage<T>>,
  row: TSchema,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let streaming!: (answer: Answer<T>) => void;
    const opened = new Promise<Answer<T>>((resolve) => (streaming = resolve));
    let sent = false;
    const work = within(request, async (tx): Promise<Answer<T>> => {
      const page = await load(tx, request);
      if (!page.rest) return { page };
      const serialize = reply.compileSerializationSchema(row) as (r: T) => string;
      const body = Readable.from(jsonArray(page.rows, page.rest, serialize));
      // a client that goes away leaves a paused stream behind: end it, and the transaction with it
      reply.raw.once('close', () => body.destroy());
      sent = true;
      streaming({ page, body });
      await finished(body);
      return { page, body };
    });
    work.catch((err: unknown) => {
      if (sent) request.log.warn({ err }, 'a streamed list ended early');
    });
    // a page (or an error) when the transaction ends; a stream as soon as it opens
    const { page, body } = await Promise.race([work, opened]);
    totalHeaders(reply, page);
    if (!body) return page.rows;
    return reply.type('application/json; charset=utf-8').send(body);
  };
}

/**
 * The handler of a list of the request's corporation, read in its tenant transaction. With no
 * corporation selected `corpId` is 0 and the transaction sees no rows: an empty list, whose query
 * is still validated.
 */
export function tenantListHandler<T>(
  app: Pick<FastifyInstance, 'withTenant'>,
  list: (tx: Tx, query: unknown, corpId: number) => Promise<ListPage<T>>,
  row: TSchema,
) {
  return transactionalListHandler<T>(
    (request, fn) => app.withTenant(request, fn),
    (tx, request) => list(tx, request.query, request.corpId ?? 0),
    row,
  );
}

export type TenantListRoute<T> = {
  /** The list's path, e.g. '/vendors'. */
  path: string;
  tag: string;
  /** What the list holds, for its summary: 'vendors', 'billing arrangements'. */
  what: string;
  /** The list's query string (`…ListQuery` of the contracts). */
  querystring: TSchema;
  /** One row of the answer. */
  row: TSchema;
  list: (tx: Tx, query: unknown, corpId: number) => Promise<ListPage<T>>;
};

/** `GET path`: the staff's list of the request's corporation, with its `X-Total-Count`. */
export function tenantListRoute<T>(app: FastifyInstance, route: TenantListRoute<T>) {
  app.get(
    route.path,
    {
      // the list's first use of the database is its tenant transaction (tenantListHandler)
      config: { ...staff, userCheckInTransaction: true },
      schema: {
        tags: [route.tag],
        summary: `List the corporation’s ${route.what} (filtered, sorted, optionally paged)`,
        querystring: route.querystring,
        response: { 200: Type.Array(route.row), ...errors },
      },
    },
    tenantListHandler(app, route.list, route.row),
  );
}
