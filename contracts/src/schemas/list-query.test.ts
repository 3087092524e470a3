import { declareList } from '../lists.js';
import { listQueryOf } from './list-query.js';

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
