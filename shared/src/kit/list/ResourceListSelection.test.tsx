import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { createFakeApi, type FakeApi } from '../../testing/fakeApi';
import { makeTestToken, resetSession } from '../../testing/testToken';
import { ResourceList } from './ResourceList';
import type { Column, ListSelection } from './types';

type Row = { id: number; name: string };
const all: Row[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Corp ${i + 1}` }));
const columns: Column<Row>[] = [{ key: 'name', label: 'Name' }];
const texts = { loading: 'Loading...', empty: 'None.', error: 'Failed' };

let api: FakeApi;
let acted: (readonly (string | number)[])[];

function renderList(max = 8) {
  const selection: ListSelection<Row> = {
    rowLabel: (r) => `Select ${r.name}`,
    max,
    actions: ({ keys, clear }) => (
      <button
        type="button"
        onClick={() => {
          acted.push(keys);
          clear();
        }}
      >
        Act
      </button>
    ),
  };
  render(
    <MemoryRouter initialEntries={['/things']}>
      <ResourceList<Row>
        path="/things"
        columns={columns}
        pageSize={4}
        texts={texts}
        selection={selection}
      />
    </MemoryRouter>,
  );
}

const box = (n: number) => screen.getByRole('checkbox', { name: `Select Corp ${n}` });
const bar = () => screen.getByRole('region', { name: 'Selected rows' });
const pageBox = () => screen.getByRole('checkbox', { name: 'Select all on this page' });

beforeEach(() => {
  resetSession(makeTestToken());
  acted = [];
  api = createFakeApi().install();
  api.on('GET', '/things', (req) => {
    const offset = Number(req.query.get('offset') ?? 0);
    const limit = Number(req.query.get('limit') ?? all.length);
    return { body: all.slice(offset, offset + limit), headers: { 'X-Total-Count': '12' } };
  });
});

test('Shift+click selects, then clears, the range; the selection stays across pages', async () => {
  const user = userEvent.setup();
  renderList();
  await screen.findByText('Corp 1');
  await user.click(box(1));
  await user.keyboard('{Shift>}');
  await user.click(box(3));
  await user.keyboard('{/Shift}');
  expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).checked)).toEqual([
    true,
    true,
    true,
    false,
  ]);
  expect(pageBox()).toHaveProperty('indeterminate', true);
  await user.keyboard('{Shift>}');
  await user.click(box(2));
  await user.keyboard('{/Shift}');
  expect(within(bar()).getByText('1 selected')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /^Next/ }));
  await screen.findByText('Corp 5');
  await user.click(pageBox());
  expect(within(bar()).getByText('5 selected')).toBeInTheDocument();
  await user.click(within(bar()).getByRole('button', { name: 'Act' }));
  expect(acted).toEqual([[1, 5, 6, 7, 8]]);
  expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument();
});

test('"all matching" reads the list up to the limit, says the limit, and stops there', async () => {
  const user = userEvent.setup();
  renderList(8);
  await screen.findByText('Corp 1');
  await user.click(box(2));
  await user.click(
    within(bar()).getByRole('button', { name: 'Select the first 8 of 12 matching' }),
  );
  await waitFor(() =>
    expect(within(bar()).getByRole('status')).toHaveTextContent('8 selected (at most 8 at once)'),
  );
  expect(api.callsTo('GET', '/things').at(-1)!.query.get('limit')).toBe('8');
  expect(pageBox()).toBeChecked();
  await user.click(within(bar()).getByRole('button', { name: 'Act' }));
  expect(acted).toEqual([[1, 2, 3, 4, 5, 6, 7, 8]]);
});

test('with no more matching than the limit it offers them all; Clear selection forgets them', async () => {
  const user = userEvent.setup();
  renderList(500);
  await screen.findByText('Corp 1');
  await user.click(box(1));
  await user.click(within(bar()).getByRole('button', { name: 'Select all 12 matching' }));
  await within(bar()).findByText('12 selected');
  await user.click(within(bar()).getByRole('button', { name: 'Clear selection' }));
  expect(box(1)).not.toBeChecked();
  expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument();
});
