/** What every list of the API answers alike, checked the same way for each resource. */
import type { TObject } from '@sinclair/typebox';
import type { LightMyRequestResponse as Response } from 'fastify';

type ListCall = (query: string) => Promise<Response>;

export type PagingCase = {
  /** What identifies a row in this list (its id or its name). */
  keyOf: (row: never) => unknown;
  /** How many rows the list holds unfiltered, and one filter with the number of rows it keeps. */
  total: number;
  filter: string;
  filtered: number;
};

/**
 * `limit` and `offset` cut pages of the whole ordered list, past the end is an empty page, and
 * X-Total-Count counts the filtered rows on every page.
 */
export async function expectPaging(list: ListCall, { keyOf, total, filter, filtered }: PagingCase) {
  const keys = (res: Response) => (res.json() as never[]).map(keyOf);
  const all = keys(await list(''));
  const first = await list('?limit=10&offset=0');
  expect(first.headers['x-total-count']).toBe(String(total));
  expect(keys(first)).toEqual(all.slice(0, 10));
  const third = await list('?limit=10&offset=20');
  expect(third.headers['x-total-count']).toBe(String(total));
  expect(keys(third)).toEqual(all.slice(20, 30));
  const past = await list(`?limit=10&offset=${total + 10}`);
  expect(past.json()).toEqual([]);
  expect(past.headers['x-total-count']).toBe(String(total));
  const some = await list(`?${filter}&limit=2`);
  expect(some.json()).toHaveLength(2);
  expect(some.headers['x-total-count']).toBe(String(filtered));
}

/** `withTotal=false` answers the page without X-Total-Count. */
export async function expectNoTotalOnRequest(list: ListCall) {
  const res = await list('?limit=10&offset=10&withTotal=false');
  expect(res.json()).toHaveLength(10);
  expect(res.headers['x-total-count']).toBeUndefined();
}

/**
 * Without `limit`, the list answers every row of the tenant (`count`), each with exactly the fields
 * of the contract's `row`, and no X-Total-Count. Returns the rows, in the order answered.
 */
export async function expectWholeList<R>(list: ListCall, count: number, row: TObject) {
  const res = await list('');
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-total-count']).toBeUndefined();
  const rows = res.json() as R[];
  expect(rows).toHaveLength(count);
  expect(Object.keys(rows[0] as object).sort()).toEqual(Object.keys(row.properties).sort());
  return rows;
}
