/**
 * A list of the API from its declaration in the contracts: the SQL whitelist of the list-query kit
 * and the query-string schema. The module gives SQL for every filter and every sort field of the
 * declaration (the compiler asks for each), nothing else.
 */
import { Type, type TOptional, type TString } from '@sinclair/typebox';
import type { ListDeclaration, ListFilter, ListFilterKind } from '@staffledger/contracts';
import type { ListSpec } from '../../db/list-query.js';

export type ListSql<F extends string, S extends string> = {
  /** Filter parameter → the SQL expression it compares, e.g. `{ name: 'v.name' }`. */
  filters: Readonly<Record<F, string>>;
  /** Sort field → its SQL sort expression, e.g. `{ name: 'lower(v.name)' }`. */
  sorts: Readonly<Record<S, string>>;
  /** Unique SQL column appended to every ORDER BY so that pages are stable, e.g. `v.id`. */
  tiebreak: string;
};

export function listSpecOf<F extends string, S extends string>(
  list: ListDeclaration<F, S>,
  sql: ListSql<F, S>,
): ListSpec {
  const filters = Object.fromEntries(
    (Object.entries(list.filters) as [F, ListFilter][]).map(([name, filter]) => [
      name,
      { column: sql.filters[name], ...filter },
    ]),
  );
  return {
    sortable: Object.fromEntries(list.sortable.map((s) => [s, sql.sorts[s]])),
    filters,
    defaultSort: list.defaultSort,
    ...(list.defaultOrder ? { defaultOrder: list.defaultOrder } : {}),
    tiebreak: sql.tiebreak,
  };
}

const FILTER_TEXTS: Record<ListFilterKind, (f: ListFilter) => string> = {
  text: () => 'contains, any case',
  enum: (f) => `${'values' in f ? f.values.join(', ') : ''} (any case); comma-separated`,
  bool: () => 'true or false',
  date: () => 'one day, YYYY-MM-DD',
  id: () => 'exact id',
};

/** 'a, b or c'. */
const either = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/**
 * The query string of a declared list: paging, sorting and its filters. Unknown parameters pass
 * the schema and are refused by the list-query parser, with a 400 naming them.
 */
export function listQueryOf<F extends string, S extends string>(list: ListDeclaration<F, S>) {
  const order = list.defaultOrder === 'desc' ? ', newest first' : '';
  const filters = Object.fromEntries(
    (Object.entries(list.filters) as [F, ListFilter][]).map(([name, filter]) => [
      name,
      Type.Optional(Type.String({ description: FILTER_TEXTS[filter.kind](filter) })),
    ]),
  ) as Record<F, TOptional<TString>>;
  return Type.Object(
    {
      limit: Type.Optional(Type.String()),
      offset: Type.Optional(Type.String()),
      sort: Type.Optional(
        Type.String({
          description: `${either(list.sortable)} (default ${list.defaultSort}${order})`,
        }),
      ),
      order: Type.Optional(Type.String({ description: 'asc or desc' })),
      withTotal: Type.Optional(Type.String({ description: 'false skips X-Total-Count' })),
      ...filters,
    },
    { additionalProperties: true },
  );
}
