import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterBar } from './FilterBar';
import { statusFilter } from './statusFilter';

test("the Status filter offers 'All Statuses' first, then the statuses given", async () => {
  const onChange = jest.fn();
  const filter = statusFilter([
    { value: 'ACTIVE', label: 'Active' },
    { value: 'INACTIVE', label: 'Inactive' },
  ]);
  render(
    <FilterBar
      filters={[filter]}
      values={{ status: '' }}
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
});
