import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ListResult } from '../../db/list-query.js';
import type { Tx } from '../../db/tenant.js';
import { staff } from '../../plugins/roles.js';
import { errors } from './routes.js';

/** One page of a list; `total` is absent when the client passed `withTotal=false`. */
export type ListPage<T> = ListResult<T>;

/**
 * The handler of a list route: the page's rows are the body, a plain array, and the filtered
 * total travels in `X-Total-Count`; past the bound it is the bound, with
 * `X-Total-Count-Exact: false`.
 */
export function listHandler<T>(load: (request: FastifyRequest) => Promise<ListPage<T>>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<T[]> => {
    const { rows, total, totalCapped } = await load(request);
    if (total !== undefined) reply.header('X-Total-Count', String(total));
    if (totalCapped) reply.header('X-Total-Count-Exact', 'false');
    return rows;
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
) {
  return listHandler((request) =>
    app.withTenant(request, (tx) => list(tx, request.query, request.corpId ?? 0)),
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
      config: staff,
      schema: {
        tags: [route.tag],
        summary: `List the corporation’s ${route.what} (filtered, sorted, optionally paged)`,
        querystring: route.querystring,
        response: { 200: Type.Array(route.row), ...errors },
      },
    },
    tenantListHandler(app, route.list),
  );
}
