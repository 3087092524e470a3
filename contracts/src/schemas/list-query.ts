import { Type, type TOptional, type TString } from '@sinclair/typebox';
import type { ListDeclaration, ListFilter, ListFilterKind } from '../lists.js';

const FILTER_TEXTS: Record<ListFilterKind, (f: ListFilter) => string> = {
  text: () => 'contains, any case',
  enum: (f) => `${'values' in f ? f.values.join(', ') : ''} (any case); comma-separated`,
  bool: () => 'true or false',
  date: (f) =>
    'bound' in f && f.bound
      ? `the ${f.bound === 'from' ? 'first' : 'last'} day, YYYY-MM-DD`
      : 'one day, YYYY-MM-DD',
  id: () => 'exact id',
};

/** 'a, b or c'. */
const either = (names: readonly string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/**
 * The query string of a declared list: paging, sorting and its filters. Unknown parameters pass
 * the schema; the API's list-query parser refuses them with a 400 naming them.
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
