/**
 * The list-query kit: turns a list request's query string into SQL, whitelisted per resource.
 *
 * Query parameters (docs/api-conventions.md#lists):
 * - `limit` (integer 1..1000) and `offset` (integer 0..MAX_OFFSET): with either, the answer is one page.
 * - `sort=<field>` (whitelisted) and `order=asc|desc` (any case).
 * - `withTotal=false` skips the separate `count(*)` of a paged list.
 * - one parameter per filter, named after the field: text = case-insensitive contains, enum = exact
 *   in any case (several values comma-separated), bool = true/false, date = one YYYY-MM-DD day,
 *   id = one positive integer (a reference such as `employeeId=7`).
 *   An empty value means "no filter".
 * Anything else is a 400 with a field error per bad parameter.
 *
 * Only SQL written by the resource (column and sort expressions) is spliced into the statement;
 * every value from the request travels as a bind parameter.
 */
import { badRequest } from '../errors.js';
import type { QueryResult, QueryResultRow } from 'pg';
import { PLAN_FOR_VALUES, type Tx } from './tenant.js';

export type FilterKind = 'text' | 'enum' | 'bool' | 'date' | 'id';

export type FilterSpec = {
  /** SQL expression compared with the value, e.g. `c.name`. */
  column: string;
  kind: FilterKind;
  /** Allowed values of an enum filter, upper-case. */
  values?: readonly string[];
  /** A text filter that an id search can answer (see `IdSearch`). */
  search?: IdSearch;
  /**
   * An enum filter's values that a condition of their own answers, in place of `column = value`:
   * where `column` is computed (so no index can serve the comparison), the same rows written on the
   * stored columns, which an index can serve. Resource SQL, never built from the request.
   */
  where?: Readonly<Record<string, string>>;
  /** A date filter's end of a range (`column >=` or `<=` the day); none: that one day. */
  bound?: 'from' | 'to';
};

/**
 * A text filter answered by a database function (migration 009) that returns the ids of the
 * tenant's rows whose column contains the text, through a trigram index, or NULL when the text is
 * broad (a sample of the tenant's rows says so first, migration 044) or there are more than
 * `MAX_SEARCH_IDS`; the list then compares `key` with those ids instead of matching the text on
 * every row, which row-level security keeps from using an index.
 */
export type IdSearch = {
  fn: string;
  key: string;
  /**
   * The table and column `key` names a row of, for a search that answers NULL when the text is
   * broad (migration 044): the list then keeps the rows it walks, in the order asked, whose own
   * row matches, one lookup each, and reads no further than the page. Matched on the joined
   * column instead, a broad text would have the planner read every match and sort them (it cannot
   * tell how many rows a "contains" keeps).
   */
  walk?: { table: string; column: string };
};

export type ListSpec = {
  /** API field → SQL sort expression, e.g. `{ name: 'lower(c.name)' }`. */
  sortable: Readonly<Record<string, string>>;
  /** API field → filter. */
  filters: Readonly<Record<string, FilterSpec>>;
  /** API field used when the request gives no `sort`. */
  defaultSort: string;
  defaultOrder?: SortOrder;
  /** Unique SQL column appended to every ORDER BY so that pages are stable, e.g. `id`. */
  tiebreak: string;
};

export type SortOrder = 'asc' | 'desc';

export type ListQuery = {
  /** `''` or `'WHERE <cond> AND ...'` with bind parameters numbered from `firstParam`. */
  where: string;
  /** The conditions that make up `where`, for callers that combine them with their own. */
  conditions: string[];
  values: unknown[];
  /** `'ORDER BY <sort> <ASC|DESC>, <tiebreak> <ASC|DESC>'`. */
  orderBy: string;
  sort: string;
  order: SortOrder;
  limit?: number;
  offset?: number;
  /** false only when the client passed `withTotal=false`. */
  withTotal: boolean;
  /** The LIKE pattern of each given text filter that has an id search, by filter name. */
  searches: Record<string, string>;
  /** The filters given, by name, with their values as parsed (an enum's upper-case, one or more). */
  given: Record<string, readonly string[]>;
};

/** Ids found by the id searches, by filter name; null where the search gave way to LIKE. */
export type FoundIds = Record<string, readonly number[] | null>;

export const MAX_LIMIT = 1000;
export const MAX_OFFSET = 1_000_000;
export const MAX_FILTER_LENGTH = 200;
/** Past this many matches an id search gives way to LIKE (a broad text matches early rows). */
export const MAX_SEARCH_IDS = 2000;
/** Totals are exact up to this number; past it the answer says "at least" (`totalCapped`). */
export const TOTAL_BOUND = 10_000;
/** What pg_trgm takes trigrams from: letters and digits, three in a row at least. */
const HAS_TRIGRAM = /[\p{L}\p{N}]{3}/u;
/** The column that carries the total on the rows of a first page. */
const TOTAL_COLUMN = 'sl_list_total';
/** The column that carries the keys of a page cut before its rows are read. */
const PAGE_KEY = 'sl_page_key';

const RESERVED = new Set(['limit', 'offset', 'sort', 'order', 'withTotal']);
const INTEGER = /^\d{1,10}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Escapes `\`, `%` and `_` so that user text matches literally inside an ILIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The calendar dates the product takes (docs/formats-and-limits.md#dates): a staffing record
 * before 1900 is a typing error, and past 9999 a date no longer fits YYYY-MM-DD, so date
 * arithmetic (a due date 30 days on) must not be handed one near the end.
 */
export const DATE_RANGE = { first: '1900-01-01', last: '9999-12-31' } as const;
export const DATE_RANGE_TEXT = `from ${DATE_RANGE.first} to ${DATE_RANGE.last}`;

/** True for a date written YYYY-MM-DD inside DATE_RANGE (text of that shape compares as dates). */
export const isInDateRange = (date: string) => date >= DATE_RANGE.first && date <= DATE_RANGE.last;

/** True when `text` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  const dt = new Date(Date.UTC(y, mo - 1, d));
  dt.setUTCFullYear(y);
  return dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

function parseInteger(raw: string, min: number, max: number): number | undefined {
  if (!INTEGER.test(raw)) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
}

/**
 * Parses a request query against a resource's spec. Throws a 400 AppError with `fieldErrors`
 * (one message per bad parameter) when anything is not understood.
 *
 * @param firstParam number of the first bind parameter (when the caller has its own before).
 */
export function parseListQuery(
  spec: ListSpec,
  query: unknown,
  firstParam = 1,
  found: FoundIds = {},
): ListQuery {
  const q = (query ?? {}) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const single = (name: string): string | undefined => {
    const v = q[name];
    if (v === undefined) return undefined;
    if (typeof v === 'string') return v;
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    errors[name] = `Give ${name} once`;
    return undefined;
  };

  for (const [name, value] of Object.entries(q)) {
    if (!RESERVED.has(name) && !Object.hasOwn(spec.filters, name)) {
      errors[name] = 'Unknown query parameter';
    } else if ([value].flat().some((v) => typeof v === 'string' && v.includes('\u0000'))) {
      // PostgreSQL text cannot hold NUL; refuse it here rather than fail in the database.
      errors[name] = `${name} must not contain NUL characters`;
    }
  }

  let limit: number | undefined;
  const rawLimit = single('limit');
  if (rawLimit !== undefined) {
    limit = parseInteger(rawLimit, 1, MAX_LIMIT);
    if (limit === undefined) errors.limit = `limit must be an integer from 1 to ${MAX_LIMIT}`;
  }

  let offset: number | undefined;
  const rawOffset = single('offset');
  if (rawOffset !== undefined) {
    offset = parseInteger(rawOffset, 0, MAX_OFFSET);
    if (offset === undefined) errors.offset = `offset must be an integer from 0 to ${MAX_OFFSET}`;
  }

  let sort = spec.defaultSort;
  const rawSort = single('sort');
  if (rawSort !== undefined) {
    if (Object.hasOwn(spec.sortable, rawSort)) sort = rawSort;
    else errors.sort = `sort must be one of: ${Object.keys(spec.sortable).join(', ')}`;
  }

  let order: SortOrder = spec.defaultOrder ?? 'asc';
  const rawOrder = single('order');
  if (rawOrder !== undefined) {
    const o = rawOrder.toLowerCase();
    if (o === 'asc' || o === 'desc') order = o;
    else errors.order = 'order must be asc or desc';
  }

  let withTotal = true;
  const rawWithTotal = single('withTotal');
  if (rawWithTotal !== undefined) {
    const w = rawWithTotal.toLowerCase();
    if (w === 'false') withTotal = false;
    else if (w !== 'true') errors.withTotal = 'withTotal must be true or false';
  }

  const conditions: string[] = [];
  const values: unknown[] = [];
  const searches: Record<string, string> = {};
  const given: Record<string, readonly string[]> = {};
  const param = (value: unknown) => {
    values.push(value);
    return `$${firstParam + values.length - 1}`;
  };

  for (const [name, filter] of Object.entries(spec.filters)) {
    const raw = q[name];
    if (raw === undefined || errors[name]) continue;
    if (filter.kind === 'enum') {
      const parts = (Array.isArray(raw) ? raw : [raw])
        .flatMap((v) => String(v).split(','))
        .map((v) => v.trim().toUpperCase())
        .filter((v) => v !== '');
      if (parts.length === 0) continue;
      const allowed = filter.values ?? [];
      const bad = parts.filter((v) => !allowed.includes(v));
      if (bad.length > 0) {
        errors[name] = `${name} must be one of: ${allowed.join(', ')}`;
        continue;
      }
      const unique = [...new Set(parts)];
      given[name] = unique;
      const written = unique.filter((v) => filter.where?.[v] !== undefined);
      const compared = unique.filter((v) => filter.where?.[v] === undefined);
      const matches = written.map((v) => `(${filter.where?.[v]})`);
      if (compared.length === 1) matches.push(`${filter.column} = ${param(compared[0])}`);
      if (compared.length > 1) matches.push(`${filter.column} = ANY(${param(compared)}::text[])`);
      conditions.push(matches.length === 1 ? matches[0] : `(${matches.join(' OR ')})`);
      continue;
    }
    const value = single(name);
    if (value === undefined || value.trim() === '') continue;
    given[name] = [value];
    if (filter.kind === 'text') {
      if (value.length > MAX_FILTER_LENGTH) {
        errors[name] = `${name} must be at most ${MAX_FILTER_LENGTH} characters`;
        continue;
      }
      const pattern = `%${escapeLike(value)}%`;
      const ids = found[name];
      if (filter.search) searches[name] = pattern;
      if (filter.search && ids) {
        conditions.push(`${filter.search.key} = ANY(${param(ids)}::bigint[])`);
      } else if (filter.search?.walk && name in found) {
        const { key, walk } = filter.search;
        conditions.push(
          `(SELECT lower(w.${walk.column}) LIKE lower(${param(pattern)}) ESCAPE '\\' FROM ${walk.table} w WHERE w.id = ${key})`,
        );
      } else {
        // what ILIKE does in a multi-byte encoding, at a third of its cost per row
        conditions.push(`lower(${filter.column}) LIKE lower(${param(pattern)}) ESCAPE '\\'`);
      }
    } else if (filter.kind === 'bool') {
      const b = value.trim().toLowerCase();
      if (b !== 'true' && b !== 'false') {
        errors[name] = `${name} must be true or false`;
        continue;
      }
      conditions.push(`${filter.column} = ${param(b === 'true')}`);
    } else if (filter.kind === 'id') {
      const id = parseInteger(value.trim(), 1, Number.MAX_SAFE_INTEGER);
      if (id === undefined) {
        errors[name] = `${name} must be a positive integer`;
        continue;
      }
      conditions.push(`${filter.column} = ${param(id)}`);
    } else {
      const d = value.trim();
      if (!isIsoDate(d)) {
        errors[name] = `${name} must be a date written YYYY-MM-DD`;
        continue;
      }
      if (!isInDateRange(d)) {
        errors[name] = `${name} must be a date ${DATE_RANGE_TEXT}`;
        continue;
      }
      const op = filter.bound === 'from' ? '>=' : filter.bound === 'to' ? '<=' : '=';
      conditions.push(`${filter.column} ${op} ${param(d)}::date`);
    }
  }

  if (Object.keys(errors).length > 0) {
    throw badRequest('The list query is not valid', errors);
  }

  const dir = order === 'asc' ? 'ASC' : 'DESC';
  const sortExpr = spec.sortable[sort];
  const orderBy =
    sortExpr === spec.tiebreak
      ? `ORDER BY ${sortExpr} ${dir}`
      : `ORDER BY ${sortExpr} ${dir}, ${spec.tiebreak} ${dir}`;

  return {
    where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '',
    conditions,
    values,
    orderBy,
    sort,
    order,
    limit,
    offset,
    withTotal,
    searches,
    given,
  };
}

/** True when the query asked for one page (limit or offset given). */
export function isPaged(list: Pick<ListQuery, 'limit' | 'offset'>): boolean {
  return list.limit !== undefined || list.offset !== undefined;
}

export type RunListOptions = {
  /** Select list, e.g. `c.id, c.name`. */
  select: string;
  /** FROM clause body, e.g. `corporations c`. */
  from: string;
  spec: ListSpec;
  /** The request's query object. */
  query: unknown;
  /** The caller's own conditions, with bind parameters $1..$n of `where.values`. */
  where?: { sql: string; values: unknown[] };
  /**
   * Joins that only bring display columns (or filters) to the rows of `from`, each row finding
   * exactly one match, e.g. `JOIN employees e ON e.id = t.employee_id`; `alias` is the alias of
   * `from` (one table) and `aliases` those the joins introduce. When neither the sort nor any
   * filter uses them, a page is cut from `from` alone as its keys (the spec's `tiebreak`), then
   * its rows are read by key and joined, and the count skips them: an index that holds the sort,
   * the filtered columns and the key then finds the page without reading the rows it passes, and
   * a deep page joins its 50 rows rather than every row before it.
   */
  lookups?: { alias: string; joins: string; aliases: string[] };
  /**
   * A text filter whose id search also counts the rows of this list that belong to the ids it
   * finds, by the values of the enum filter `by`: `fn(pattern, max_ids, values)` answers `ids`
   * and `total` (the rows whose `by` is one of `values`; all when null). A first page filtered by
   * that text alone, or with `by`, takes its total from the search and runs no count. Only for a
   * list whose `where` keeps the tenant's rows, as the search counts all of them.
   */
  countingSearch?: { filter: string; fn: string; by: string };
};

function usesAlias(sql: string, aliases: string[]): boolean {
  return aliases.some((a) => new RegExp(`\\b${a}\\.`).test(sql));
}

/** One page of a list; `total` is absent when the client passed `withTotal=false`. */
export type ListResult<R> = {
  rows: R[];
  total?: number;
  /** true when there are more than `TOTAL_BOUND` rows: `total` is then `TOTAL_BOUND`. */
  totalCapped?: boolean;
  /**
   * A whole list (no `limit` or `offset`) longer than one batch: `rows` is its first batch and
   * these are the next ones, read from a cursor while the transaction stays open.
   */
  rest?: AsyncIterable<R[]>;
};

/** Rows a whole list reads from its cursor at a time: what a server holds of it at once. */
export const LIST_BATCH = 1000;

/** A list with `f` applied to every row, those of the batches still to come included. */
export function mapList<R, T>(list: ListResult<R>, f: (row: R) => T): ListResult<T> {
  const { rest, ...page } = list;
  const mapped: ListResult<T> = { ...page, rows: list.rows.map(f) };
  if (rest) {
    mapped.rest = (async function* () {
      for await (const batch of rest) yield batch.map(f);
    })();
  }
  return mapped;
}

let cursors = 0;

/** Declares a cursor for `sql` and reads its first batch; the rest only as the caller asks. */
export async function readInBatches<R extends QueryResultRow>(
  tx: Tx,
  sql: string,
  values: unknown[],
): Promise<ListResult<R>> {
  const cursor = `sl_list_${++cursors}`;
  await tx.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${sql}`, values);
  const fetch = async () => (await tx.query<R>(`FETCH ${LIST_BATCH} FROM ${cursor}`)).rows;
  const first = await fetch();
  if (first.length < LIST_BATCH) return { rows: first };
  // Each batch is asked for before the one before it is handed on, so that the database reads it
  // while the server writes that one out. An answer abandoned midway leaves one FETCH queued
  // ahead of the transaction's end, which is harmless; its failure is then nobody's to handle.
  const ahead = () => {
    const batch = fetch();
    batch.catch(() => {});
    return batch;
  };
  let next = ahead();
  // the cursor closes with the transaction, which outlives the answer's last batch
  const rest = async function* () {
    for (;;) {
      const batch = await next;
      if (batch.length === LIST_BATCH) next = ahead();
      if (batch.length > 0) yield batch;
      if (batch.length < LIST_BATCH) return;
    }
  };
  return { rows: first, rest: rest() };
}

/**
 * Runs the id searches of the query's text filters, one function call each; `counting` (the
 * search that counts this request's rows, if any) also answers the list's total.
 */
async function findIds(
  tx: Tx,
  spec: ListSpec,
  list: ListQuery,
  counting: RunListOptions['countingSearch'],
  scope: string,
) {
  const found: FoundIds = {};
  let total: number | undefined;
  for (const [name, pattern] of Object.entries(list.searches)) {
    const search = spec.filters[name]!.search!;
    // Without a probe to say a text is broad, a text with no trigram (three letters or digits in a
    // row) is not searched: the trigram index cannot narrow it, so the search would read the
    // whole index, where matching it on the list's own rows stops at the page.
    const probed = search.walk !== undefined;
    if (!probed && !HAS_TRIGRAM.test(list.given[name]![0]!)) continue;
    const verdict = `${search.fn}\u0000${scope}\u0000${pattern}`;
    if (probed && name !== counting?.filter && walkedLately(verdict)) {
      found[name] = null;
      continue;
    }
    let ids: string[] | null;
    if (name === counting?.filter) {
      const { rows } = await tx.query<{ ids: string[] | null; total: string }>(
        `SELECT ids, total FROM ${counting.fn}($1, $2, $3)`,
        [pattern, MAX_SEARCH_IDS, list.given[counting.by] ?? null],
      );
      ids = rows[0]?.ids ?? null;
      // a broad text answers no ids but still its total (migration 044); past the cap, neither
      if (rows[0]?.total !== null && rows[0]?.total !== undefined) total = Number(rows[0].total);
    } else {
      const { rows } = await tx.query<{ ids: string[] | null }>(
        `SELECT ${search.fn}($1, $2) AS ids`,
        [pattern, MAX_SEARCH_IDS],
      );
      ids = rows[0]?.ids ?? null;
    }
    found[name] = ids && ids.map(Number);
    // a first page that walked tells the page turns after it, which ask for no total
    if (probed && ids === null) rememberWalked(verdict);
  }
  return { found, total };
}

/**
 * The probed searches that answered "walk" lately (a broad text, or more matches than the cap), by
 * search, list scope and pattern, with when each verdict ends: the next pages of the same filter
 * walk at once, without the search's round trip. The verdict only chooses the plan, never the
 * rows, so one out of date costs time, not a wrong answer.
 */
const walked = new Map<string, number>();
export const WALK_VERDICT = { ms: 60_000, kept: 1000 } as const;

export function walkedLately(verdict: string, now = Date.now()): boolean {
  const until = walked.get(verdict);
  if (until === undefined) return false;
  if (until > now) return true;
  walked.delete(verdict);
  return false;
}

export function rememberWalked(verdict: string, now = Date.now()) {
  walked.delete(verdict);
  if (walked.size >= WALK_VERDICT.kept) walked.delete(walked.keys().next().value!);
  walked.set(verdict, now + WALK_VERDICT.ms);
}

/** The counting search that can answer this request's total, when the request is one it counts. */
function countingFor(opts: RunListOptions, list: ListQuery) {
  const counting = opts.countingSearch;
  if (!counting || list.limit === undefined || !list.withTotal) return undefined;
  const filters = Object.keys(list.given);
  const counts = filters.includes(counting.filter);
  return counts && filters.every((f) => f === counting.filter || f === counting.by)
    ? counting
    : undefined;
}

/**
 * Runs a list: the id searches of its text filters, then one page query (ORDER BY the sort, then
 * the tiebreak; LIMIT/OFFSET when paged), which carries the count of the same WHERE, stopping past
 * `TOTAL_BOUND`, when the total is wanted and no counting search gave it. Only a page past the end
 * counts separately. A whole list is read from a cursor in batches of `LIST_BATCH` (see
 * `ListResult.rest`).
 */
export async function runList<R extends QueryResultRow = QueryResultRow>(
  tx: Tx,
  opts: RunListOptions,
): Promise<ListResult<R>> {
  const base = opts.where;
  const baseValues = base?.values ?? [];
  // parsed once before the searches, so that a bad query is refused before any work
  const parsed = parseListQuery(opts.spec, opts.query, baseValues.length + 1);
  // the caller's own conditions' values (the tenant's id) set apart the verdicts of its searches
  const scope = JSON.stringify(baseValues);
  const searched = await findIds(tx, opts.spec, parsed, countingFor(opts, parsed), scope);
  const found = searched.found;
  const list = parseListQuery(opts.spec, opts.query, baseValues.length + 1, found);
  const paged = isPaged(list);
  if (Object.values(found).some((ids) => ids?.length === 0)) {
    return paged && list.withTotal ? { rows: [], total: 0 } : { rows: [] };
  }
  const conditions = base ? [`(${base.sql})`, ...list.conditions] : list.conditions;
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const values = [...baseValues, ...list.values];

  const lookups = opts.lookups;
  const late =
    lookups !== undefined &&
    !usesAlias(list.orderBy, lookups.aliases) &&
    !conditions.some((c) => usesAlias(c, lookups.aliases));
  const from = lookups && !late ? `${opts.from} ${lookups.joins}` : opts.from;
  // Counting stops one row past the bound: a total of millions costs what ten thousand does.
  const countSql = `SELECT count(*) FROM (SELECT 1 FROM ${from} ${where} LIMIT ${TOTAL_BOUND + 1}) counted`;
  // The first page of a filter carries its total: one statement, one round trip, and the count
  // runs once (an uncorrelated subquery) whatever the number of rows.
  const withCount = list.limit !== undefined && list.withTotal && searched.total === undefined;
  const select = withCount ? `${opts.select}, (${countSql}) AS ${TOTAL_COLUMN}` : opts.select;
  // a list cut before its lookups selects only what the outer query needs: a page its keys,
  // a whole list its rows
  const cut = !late
    ? select
    : paged
      ? `${opts.spec.tiebreak} AS ${PAGE_KEY}`
      : `${lookups!.alias}.*`;
  let sql = `SELECT ${cut} FROM ${from} ${where} ${list.orderBy}`;
  const pageValues = [...values];
  if (list.limit !== undefined) {
    pageValues.push(list.limit);
    sql += ` LIMIT $${pageValues.length}`;
  }
  if (list.offset !== undefined && list.offset > 0) {
    pageValues.push(list.offset);
    sql += ` OFFSET $${pageValues.length}`;
  }
  if (late && paged) {
    sql = `SELECT ${select} FROM (${sql}) sl_page
      JOIN ${opts.from} ON ${opts.spec.tiebreak} = sl_page.${PAGE_KEY} ${lookups!.joins} ${list.orderBy}`;
  } else if (late) {
    sql = `SELECT ${select} FROM (${sql}) ${lookups!.alias} ${lookups!.joins} ${list.orderBy}`;
  }
  if (!paged) return readInBatches<R>(tx, sql, pageValues);
  // a page is the list's last statement: it commits in its own round trip (a count after it, for
  // a page past the end, reads alone), planned for its values
  const [, page] = await tx.lastOf([PLAN_FOR_VALUES, { text: sql, values: pageValues }]);
  const answer = page as QueryResult<R & { [TOTAL_COLUMN]?: string }>;
  if (!list.withTotal) return { rows: answer.rows };
  const counted = answer.rows[0]?.[TOTAL_COLUMN];
  const rows = withCount
    ? answer.rows.map(({ [TOTAL_COLUMN]: _, ...row }) => row as R)
    : answer.rows;

  const offset = list.offset ?? 0;
  // A page that is short (and not past the end) tells the exact total, even past the bound.
  const short = list.limit === undefined || rows.length < list.limit;
  if (short && (rows.length > 0 || offset === 0)) return { rows, total: offset + rows.length };
  // counted by the search, from what it reads anyway: exact at any size
  if (searched.total !== undefined) return { rows, total: searched.total };
  let total = Number(counted);
  if (counted === undefined) {
    // a page past the end has no row to carry the total
    const count = await tx.query<{ count: string }>(countSql, values);
    total = Number(count.rows[0]?.count ?? 0);
  }
  return total > TOTAL_BOUND ? { rows, total: TOTAL_BOUND, totalCapped: true } : { rows, total };
}
