import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declareList } from '@staffledger/contracts';
import { FilterBar } from './FilterBar';
import { filterBar } from './declaredFilterBar';

const THINGS = declareList({
  filters: {
    name: { kind: 'text' },
    status: { kind: 'enum', values: ['ACTIVE', 'INACTIVE'] },
    paid: { kind: 'bool' },
    ownerId: { kind: 'id' },
  },
  sortable: ['name'],
  defaultSort: 'name',
});

const STATUS = {
  label: 'Status',
  allLabel: 'All Statuses',
  options: [
    { value: 'ACTIVE', label: 'Active' },
    { value: 'INACTIVE', label: 'Inactive' },
  ],
};

test('the bar shows the named filters in their order, leaving out those set to null', async () => {
  const onChange = jest.fn();
  const filters = filterBar(THINGS, {
    status: STATUS,
    name: { label: 'Name' },
    paid: { label: 'Paid only' },
    ownerId: null,
  });
  expect(filters.map((f) => [f.name, f.type])).toEqual([
    ['status', 'select'],
    ['name', 'text'],
    ['paid', 'checkbox'],
  ]);
  render(
    <FilterBar
      filters={filters}
      values={{ status: '', name: '', paid: '' }}
      onChange={onChange}
      onClear={jest.fn()}
    />,
  );
  const select = screen.getByRole('combobox', { name: 'Status' });
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['All Statuses', 'Active', 'Inactive']);
  await userEvent.selectOptions(select, 'Inactive');
  expect(onChange).toHaveBeenLastCalledWith('status', 'INACTIVE');
  expect(screen.getByRole('checkbox', { name: 'Paid only' })).toBeInTheDocument();
});

test('a choice filter may be a multiselect; its all label is the empty text', () => {
  const [status] = filterBar(THINGS, {
    status: { ...STATUS, multiple: true },
    name: null,
    paid: null,
    ownerId: null,
  });
  expect(status).toEqual({
    name: 'status',
    label: 'Status',
    type: 'multiselect',
    allLabel: 'All Statuses',
    options: STATUS.options,
  });
});

test('an id filter may show as a select of the records it can name', () => {
  const owner = { label: 'Owner', allLabel: 'All Owners', options: [{ value: '7', label: 'Ada' }] };
  const [ownerId] = filterBar(THINGS, { name: null, status: null, paid: null, ownerId: owner });
  expect(ownerId).toEqual({
    name: 'ownerId',
    label: 'Owner',
    type: 'select',
    options: [
      { value: '', label: 'All Owners' },
      { value: '7', label: 'Ada' },
    ],
  });
});

test('every declared filter must be named, and options go with choice and id filters only', () => {
  // @ts-expect-error the paid and ownerId filters are not named
  filterBar(THINGS, { name: { label: 'Name' }, status: STATUS });
  expect(() =>
    filterBar(THINGS, { name: STATUS, status: null, paid: null, ownerId: null }),
  ).toThrow('Filter name: only a choice or id filter has options');
  expect(() =>
    filterBar(THINGS, { name: null, status: { label: 'Status' }, paid: null, ownerId: null }),
  ).toThrow('Filter status: a choice filter needs options');
  expect(() =>
    filterBar(THINGS, { name: null, status: null, paid: STATUS, ownerId: null }),
  ).toThrow('Filter paid: only a choice or id filter has options');
});
