import { declareList } from '@staffledger/contracts';
import { listSpecOf } from './declared-list.js';

const TASKS = declareList({
  filters: { title: { kind: 'text' }, done: { kind: 'bool' } },
  sortable: ['title', 'dueOn'],
  defaultSort: 'dueOn',
});

test('the SQL whitelist pairs every declared filter and sort field with its SQL', () => {
  const spec = listSpecOf(TASKS, {
    filters: { title: 't.title', done: 't.done' },
    sorts: { title: 'lower(t.title)', dueOn: 't.due_on' },
    tiebreak: 't.id',
  });
  expect(spec).toEqual({
    filters: {
      title: { column: 't.title', kind: 'text' },
      done: { column: 't.done', kind: 'bool' },
    },
    sortable: { title: 'lower(t.title)', dueOn: 't.due_on' },
    defaultSort: 'dueOn',
    tiebreak: 't.id',
  });
  listSpecOf(TASKS, {
    // @ts-expect-error every declared filter needs its SQL
    filters: { title: 't.title' },
    sorts: { title: 'lower(t.title)', dueOn: 't.due_on' },
    tiebreak: 't.id',
  });
});
