import type { FastifyInstance } from 'fastify';

type Queryable = {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
};

export type Measured = {
  tables: Record<string, number>;
  invoices: Record<string, { count: number; amount: string }>;
  invoiceItems: { count: number; amount: string };
  timesheets: Record<string, { count: number; hours: string }>;
  timesheetItems: { count: number; hours: string; extraHours: string };
  billings: Record<string, { count: number }>;
  logos: { corpId: number; sha256: string }[];
  attachments: { id: number; corpId: number; timesheetId: number; sha256: string }[];
};

/** What a database of the product holds, as its owner sees it. */
export function measureDatabase(db: Queryable): Promise<Measured>;

export const LIST_PATHS: string[];

/** Each list's total (of a first page) by corporation: `{ [path]: { [corpId | 'all']: total } }`. */
export function measureLists(
  app: Pick<FastifyInstance, 'inject'>,
  token: string,
  corpIds: number[],
): Promise<Record<string, Record<string, number>>>;
