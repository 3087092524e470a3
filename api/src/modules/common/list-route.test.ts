import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { listHandler, tenantListHandler, type ListPage } from './list-route.js';

function fakeReply() {
  const headers: Record<string, string> = {};
  const reply = {
    header(name: string, value: string) {
      headers[name] = value;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, headers };
}

const request = (corpId: number | null, query: unknown = {}) =>
  ({ corpId, query }) as unknown as FastifyRequest;

test('the rows are the body and the total goes in X-Total-Count', async () => {
  const { reply, headers } = fakeReply();
  const handler = listHandler(async () => ({ rows: [{ id: 1 }, { id: 2 }], total: 12 }));
  await expect(handler(request(1), reply)).resolves.toEqual([{ id: 1 }, { id: 2 }]);
  expect(headers).toEqual({ 'X-Total-Count': '12' });
});

test('a total of 0 is sent; no total (withTotal=false) sends no header', async () => {
  const zero = fakeReply();
  await listHandler(async () => ({ rows: [], total: 0 }))(request(1), zero.reply);
  expect(zero.headers).toEqual({ 'X-Total-Count': '0' });
  const none = fakeReply();
  await listHandler(async () => ({ rows: [{ id: 1 }] }))(request(1), none.reply);
  expect(none.headers).toEqual({});
});

test('a capped total is sent as the bound with X-Total-Count-Exact: false', async () => {
  const { reply, headers } = fakeReply();
  await listHandler(async () => ({ rows: [{ id: 1 }], total: 10000, totalCapped: true }))(
    request(1),
    reply,
  );
  expect(headers).toEqual({ 'X-Total-Count': '10000', 'X-Total-Count-Exact': 'false' });
});

test('a tenant list runs in the request’s transaction with its query and corporation (0 when none)', async () => {
  const seen: unknown[] = [];
  const tx = {} as Tx;
  const app = {
    withTenant: (async (_request: FastifyRequest, fn: (tx: Tx) => Promise<unknown>) =>
      fn(tx)) as never,
  };
  const list = async (t: Tx, query: unknown, corpId: number): Promise<ListPage<string>> => {
    seen.push([t === tx, query, corpId]);
    return { rows: ['a'], total: 1 };
  };
  const handler = tenantListHandler(app, list, Type.Object({ id: Type.Integer() }));
  await handler(request(7, { sort: 'name' }), fakeReply().reply);
  await handler(request(null), fakeReply().reply);
  expect(seen).toEqual([
    [true, { sort: 'name' }, 7],
    [true, {}, 0],
  ]);
});

test('a page is answered only once its transaction has ended: a failed commit is an error', async () => {
  const app = {
    withTenant: (async (_request: FastifyRequest, fn: (tx: Tx) => Promise<unknown>) => {
      await fn({} as Tx);
      throw new Error('commit failed');
    }) as never,
  };
  const handler = tenantListHandler(
    app,
    async () => ({ rows: ['a'], total: 1 }),
    Type.Object({ id: Type.Integer() }),
  );
  await expect(handler(request(7), fakeReply().reply)).rejects.toThrow('commit failed');
});
