/**
 * A list of the API from its declaration in the contracts: the SQL whitelist of the list-query kit
 * (its query-string schema is `listQueryOf` of the contracts). The module gives SQL for every
 * filter and every sort field of the declaration (the compiler asks for each), nothing else.
 */
import type { ListDeclaration, ListFilter } from '@staffledger/contracts';
import { ID_SEARCHES, type IdSearchName } from '../../db/id-search.js';
import type { FilterSpec, ListSpec } from '../../db/list-query.js';

/** A text filter's SQL: its column, and the id search that answers it where there is one. */
export type FilterSql = string | Pick<FilterSpec, 'column' | 'search' | 'where'>;

/**
 * A "contains" filter answered by one of the id searches: `column` is what it compares (for a
 * broad text, matched on every row) and `key` the column holding the ids that the search returns.
 */
export function searched(name: IdSearchName, column: string, key: string): FilterSql {
  const { fn, table, column: looked, broadShare } = ID_SEARCHES[name];
  const walk = broadShare === null ? {} : { walk: { table, column: looked } };
  return { column, search: { fn, key, ...walk } };
}

export type ListSql<F extends string, S extends string> = {
  /** Filter parameter → the SQL expression it compares, e.g. `{ name: 'v.name' }`. */
  filters: Readonly<Record<F, FilterSql>>;
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
    (Object.entries(list.filters) as [F, ListFilter][]).map(([name, filter]) => {
      const given: FilterSql = sql.filters[name];
      return [name, { ...(typeof given === 'string' ? { column: given } : given), ...filter }];
    }),
  );
  return {
    sortable: Object.fromEntries(list.sortable.map((s) => [s, sql.sorts[s]])),
    filters,
    defaultSort: list.defaultSort,
    ...(list.defaultOrder ? { defaultOrder: list.defaultOrder } : {}),
    tiebreak: sql.tiebreak,
  };
}
