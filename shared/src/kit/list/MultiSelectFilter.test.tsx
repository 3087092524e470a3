import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createFakeApi, type FakeApi } from '../../testing/fakeApi';
import { makeTestToken, resetSession } from '../../testing/testToken';
import { buildListQuery } from './filterQuery';
import { ResourceList } from './ResourceList';
import type { FilterDef } from './types';

type Row = { id: number; name: string };
const STATUS: FilterDef = {
  name: 'status',
  label: 'Status',
  type: 'multiselect',
  allLabel: 'All Statuses',
  options: [
    { value: 'PENDING', label: 'Pending' },
    { value: 'SUBMITTED', label: 'Submitted' },
    { value: 'APPROVED', label: 'Approved' },
  ],
};
const filters: FilterDef[] = [{ name: 'name', label: 'Name', type: 'text' }, STATUS];

let api: FakeApi;
function Where() {
  const loc = useLocation();
  return <output data-testid="url">{loc.search}</output>;
}
function renderList(url = '/things') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ResourceList<Row>
        path="/things"
        columns={[{ key: 'name', label: 'Name' }]}
        filters={filters}
        texts={{ loading: 'Loading...', empty: 'None.', error: 'Failed' }}
      />
      <Where />
    </MemoryRouter>,
  );
}
const lastStatus = () => api.callsTo('GET', '/things').at(-1)!.query.get('status');
const toggle = () => screen.getByRole('button', { name: /^Status / });

beforeEach(() => {
  resetSession(makeTestToken());
  api = createFakeApi().install();
  api.on('GET', '/things', { body: [{ id: 1, name: 'One' }] });
});

test("reads 'All Statuses', then 'N selected'; ticks go comma-separated to the query and the URL", async () => {
  renderList();
  await screen.findByText('One');
  expect(toggle()).toHaveAccessibleName('Status All Statuses');
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

  await userEvent.click(toggle());
  const panel = screen.getByRole('group', { name: 'Status' });
  expect(
    within(panel)
      .getAllByRole('checkbox')
      .map((c) => c.closest('label')!.textContent),
  ).toEqual(['Pending', 'Submitted', 'Approved']);
  await userEvent.click(within(panel).getByRole('checkbox', { name: 'Approved' }));
  await userEvent.click(within(panel).getByRole('checkbox', { name: 'Submitted' }));
  await waitFor(() => expect(lastStatus()).toBe('SUBMITTED,APPROVED'));
  expect(toggle()).toHaveAccessibleName('Status 2 selected');
  expect(screen.getByTestId('url')).toHaveTextContent('status=SUBMITTED%2CAPPROVED');

  await userEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('group', { name: 'Status' })).not.toBeInTheDocument();
  expect(toggle()).toHaveFocus();
});

test('the choice comes back from the URL; unknown values there are ignored', async () => {
  renderList('/things?status=approved,BOGUS');
  await screen.findByText('One');
  expect(lastStatus()).toBe('APPROVED');
  expect(toggle()).toHaveAccessibleName('Status 1 selected');
  await userEvent.click(toggle());
  expect(screen.getByRole('checkbox', { name: 'Approved' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Pending' })).not.toBeChecked();
});

test('Clear unticks everything and drops the filter', async () => {
  renderList('/things?status=PENDING,SUBMITTED');
  await screen.findByText('One');
  expect(lastStatus()).toBe('PENDING,SUBMITTED');
  await userEvent.click(toggle());
  await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(lastStatus()).toBeNull());
  expect(
    screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked),
  ).toHaveLength(0);
  expect(toggle()).toHaveAccessibleName('Status All Statuses');
  expect(screen.getByTestId('url')).not.toHaveTextContent('status');
});

test('Clear Filters clears it with the other filters', async () => {
  renderList('/things?status=PENDING&name=on');
  await screen.findByText('One');
  await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
  await waitFor(() => expect(lastStatus()).toBeNull());
  expect(toggle()).toHaveAccessibleName('Status All Statuses');
});

test('works by keyboard: Enter opens on the first box, Space ticks, Escape closes', async () => {
  renderList();
  await screen.findByText('One');
  toggle().focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('checkbox', { name: 'Pending' })).toHaveFocus();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(lastStatus()).toBe('PENDING'));
  await userEvent.tab();
  expect(screen.getByRole('checkbox', { name: 'Submitted' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('group', { name: 'Status' })).not.toBeInTheDocument();
  expect(toggle()).toHaveFocus();
  expect(toggle()).toHaveAccessibleName('Status 1 selected');
});

test('a click outside closes the panel', async () => {
  renderList();
  await screen.findByText('One');
  await userEvent.click(toggle());
  expect(screen.getByRole('group', { name: 'Status' })).toBeInTheDocument();
  await userEvent.click(screen.getByText('One'));
  expect(screen.queryByRole('group', { name: 'Status' })).not.toBeInTheDocument();
});

test('buildListQuery sends the known values in the options order, nothing when none', () => {
  expect(buildListQuery([STATUS], { status: 'approved, pending,x' }, '', 'asc')).toEqual({
    status: 'PENDING,APPROVED',
  });
  expect(buildListQuery([STATUS], { status: '' }, '', 'asc')).toEqual({});
  expect(buildListQuery([STATUS], { status: 'nope' }, '', 'asc')).toEqual({});
});
