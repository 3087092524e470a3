import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterBar } from './FilterBar';
import type { FilterDef } from './types';

const filters: FilterDef[] = [
  { name: 'active', label: 'Active only', type: 'checkbox' },
  {
    name: 'status',
    label: 'Status',
    type: 'multiselect',
    allLabel: 'All Statuses',
    options: [
      { value: 'PENDING', label: 'Pending' },
      { value: 'SUBMITTED', label: 'Submitted' },
    ],
  },
];

// The URL (the parent's values) follows a tick only later, as a router transition does.
function renderBar(values: Record<string, string>) {
  const onChange = jest.fn();
  const onClear = jest.fn();
  const view = render(
    <FilterBar filters={filters} values={values} onChange={onChange} onClear={onClear} />,
  );
  const rerender = (next: Record<string, string>) =>
    view.rerender(
      <FilterBar filters={filters} values={next} onChange={onChange} onClear={onClear} />,
    );
  return { onChange, onClear, rerender };
}

test('a tick shows at once, before the URL has followed', async () => {
  const { onChange } = renderBar({ active: '', status: '' });
  await userEvent.click(screen.getByRole('checkbox', { name: 'Active only' }));
  expect(screen.getByRole('checkbox', { name: 'Active only' })).toBeChecked();
  expect(onChange).toHaveBeenLastCalledWith('active', 'true');

  await userEvent.click(screen.getByRole('button', { name: 'Status All Statuses' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Submitted' }));
  expect(screen.getByRole('checkbox', { name: 'Submitted' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Status 1 selected' })).toBeInTheDocument();
  expect(onChange).toHaveBeenLastCalledWith('status', 'SUBMITTED');
});

test('new values from the URL (Back, a link) replace what was shown', async () => {
  const { rerender } = renderBar({ active: '', status: '' });
  await userEvent.click(screen.getByRole('checkbox', { name: 'Active only' }));
  rerender({ active: '', status: 'PENDING' });
  expect(screen.getByRole('checkbox', { name: 'Active only' })).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Status 1 selected' })).toBeInTheDocument();
});

test('Clear Filters empties every box at once', async () => {
  const { onClear } = renderBar({ active: 'true', status: 'PENDING,SUBMITTED' });
  expect(screen.getByRole('button', { name: 'Status 2 selected' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
  expect(onClear).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('checkbox', { name: 'Active only' })).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Status All Statuses' })).toBeInTheDocument();
});
