import { declareList } from '@staffledger/contracts';
import { listQueryOf, listSpecOf } from './declared-list.js';

const THINGS = declareList({
  filters: {
    name: { kind: 'text' },
    status: { kind: 'enum', values: ['ON', 'OFF'] },
    ownerId: { kind: 'id' },
  },
  sortable: ['name', 'createdAt'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
});

test('the SQL whitelist pairs every declared filter and sort field with its SQL', () => {
  const spec = listSpecOf(THINGS, {
    filters: { name: 't.name', status: 't.status', ownerId: 't.owner_id' },
    sorts: { name: 'lower(t.name)', createdAt: 't.created_at' },
    tiebreak: 't.id',
  });
  expect(spec).toEqual({
    filters: {
      name: { column: 't.name', kind: 'text' },
      status: { column: 't.status', kind: 'enum', values: ['ON', 'OFF'] },
      ownerId: { column: 't.owner_id', kind: 'id' },
    },
    sortable: { name: 'lower(t.name)', createdAt: 't.created_at' },
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    tiebreak: 't.id',
  });
  listSpecOf(THINGS, {
    // @ts-expect-error every declared filter needs its SQL
    filters: { name: 't.name', status: 't.status' },
    sorts: { name: 'lower(t.name)', createdAt: 't.created_at' },
    tiebreak: 't.id',
  });
});

test('the query schema takes paging, sorting and exactly the declared filters, as strings', () => {
  const schema = listQueryOf(THINGS);
  expect(Object.keys(schema.properties)).toEqual([
    'limit',
    'offset',
    'sort',
    'order',
    'withTotal',
    'name',
    'status',
    'ownerId',
  ]);
  expect(schema.properties.status.description).toBe('ON, OFF (any case); comma-separated');
  expect(schema.properties.sort.description).toBe(
    'name or createdAt (default createdAt, newest first)',
  );
  expect(schema.properties.ownerId.type).toBe('string');
});
