import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createFakeApi, type FakeApi } from '../../testing/fakeApi';
import { downloadedWorkbook, resetWorkbooks } from '../../testing/downloads';
import { makeTestToken, resetSession } from '../../testing/testToken';
import { declareList } from '@staffledger/contracts';
import { ResourceList } from './ResourceList';
import type { Column, FilterDef } from './types';

type Row = { id: number; name: string; city: string; status: string };
const rows: Row[] = Array.from({ length: 3 }, (_, i) => ({
  id: i + 1,
  name: `Corp ${i + 1}`,
  city: 'Austin',
  status: 'ACTIVE',
}));
const columns: Column<Row>[] = [
  { key: 'name', label: 'Name', sortable: true },
  { key: 'city', label: 'City', sortable: true },
  { key: 'status', label: 'Status', render: (r) => r.status.toLowerCase() },
  {
    key: 'actions',
    label: 'Actions',
    render: () => <button type="button">Go</button>,
    export: false,
  },
];
const filters: FilterDef[] = [
  { name: 'name', label: 'Name', type: 'text' },
  { name: 'city', label: 'City', type: 'text' },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: [
      { value: '', label: 'All' },
      { value: 'ACTIVE', label: 'Active' },
    ],
  },
  { name: 'invoiced', label: 'Invoiced only', type: 'checkbox' },
];
const texts = {
  loading: 'Loading things...',
  empty: 'No things found.',
  error: 'Failed to load things',
};

let api: FakeApi;
function Where() {
  const loc = useLocation();
  return <output data-testid="url">{loc.pathname + loc.search}</output>;
}
function renderList(url = '/things', extra: Partial<Parameters<typeof ResourceList<Row>>[0]> = {}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/things"
          element={
            <>
              <ResourceList<Row>
                path="/things"
                columns={columns}
                filters={filters}
                defaultSort="name"
                pageSize={3}
                texts={texts}
                createTo="new"
                editTo={(r) => `edit/${r.id}`}
                exportFile="things.xlsx"
                exportSheet="Things"
                {...extra}
              />
              <Where />
            </>
          }
        />
        <Route path="/things/edit/:id" element={<Where />} />
        <Route path="/things/new" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}
const lastQuery = () => api.callsTo('GET', '/things').at(-1)!.query;

beforeEach(() => {
  resetSession(makeTestToken());
  api = createFakeApi().install();
  api.on('GET', '/things', { body: rows, headers: { 'X-Total-Count': '7' } });
  resetWorkbooks();
});

test('shows the loading text, then the rows; the first column opens edit', async () => {
  renderList();
  expect(screen.getByText('Loading things...')).toBeInTheDocument();
  const link = await screen.findByRole('link', { name: 'Corp 2' });
  expect(lastQuery().get('sort')).toBe('name');
  expect(lastQuery().get('order')).toBe('asc');
  expect(lastQuery().get('limit')).toBe('3');
  expect(lastQuery().get('offset')).toBe('0');
  await userEvent.click(link);
  expect(screen.getByTestId('url')).toHaveTextContent('/things/edit/2');
});

test('with its declaration, the list sorts by the declared default and only declared fields sort', async () => {
  const list = declareList({
    filters: { name: { kind: 'text' } },
    sortable: ['city', 'status'],
    defaultSort: 'status',
    defaultOrder: 'desc',
  });
  renderList('/things', { list });
  await screen.findByRole('link', { name: 'Corp 2' });
  expect(lastQuery().get('sort')).toBe('status');
  expect(lastQuery().get('order')).toBe('desc');
  const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
  // marked sortable, but not declared so
  expect(header('Name')).not.toHaveAttribute('aria-sort');
  expect(within(header('Name')).queryByRole('button')).toBeNull();
  expect(header('City')).toHaveAttribute('aria-sort', 'none');
  // not marked, but declared
  await userEvent.click(within(header('Status')).getByRole('button'));
  await waitFor(() => expect(lastQuery().get('order')).toBe('asc'));
  expect(lastQuery().get('sort')).toBe('status');
});

test('Create New goes to the create form', async () => {
  renderList();
  await userEvent.click(await screen.findByRole('button', { name: 'Create New' }));
  expect(screen.getByTestId('url')).toHaveTextContent('/things/new');
});

test('the toolbar holds the controls a list adds after Create New and Download Excel', async () => {
  renderList('/things', { toolbar: <a href="/things/archived">Archived things</a> });
  await screen.findByRole('link', { name: 'Corp 2' });
  const follows = (a: Element, b: Element) =>
    (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  const download = screen.getByRole('button', { name: 'Download Excel' });
  const archived = screen.getByRole('link', { name: 'Archived things' });
  expect(follows(download, archived)).toBe(true);
  expect(follows(archived, screen.getByRole('group', { name: 'Filters' }))).toBe(true);
  // it stays while the list is empty: the other view may hold what this one lacks
  api.on('GET', '/things', { body: [] });
  renderList('/things?name=none', { toolbar: <a href="/things/archived">Archived things</a> });
  expect(await screen.findByText('No things found.')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Archived things' })).toHaveLength(2);
});

test('the empty and error texts replace the table', async () => {
  api.on('GET', '/things', { body: [] });
  const { unmount } = renderList();
  expect(await screen.findByText('No things found.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  unmount();
  api.on('GET', '/things', { status: 500 });
  renderList();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load things');
});

test('a list the server could not be reached for says so, and Retry loads it', async () => {
  let down = true;
  api.on('GET', '/things', () => {
    if (down) throw new TypeError('Failed to fetch');
    return { body: rows, headers: { 'X-Total-Count': '3' } };
  });
  renderList();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'Failed to load things: The server could not be reached. Check your connection and try again.',
  );
  // the product's text stays whole, in its own element
  expect(within(alert).getByText('Failed to load things')).toBeInTheDocument();
  down = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Corp 1' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // the focus waits on the list, not lost with the button
  expect(document.activeElement).toHaveClass('sl-list');
});

test('a server problem gets Retry (by keyboard too); a refused query names its rule, without Retry', async () => {
  api.on('GET', '/things', { status: 502, statusText: 'Bad Gateway', body: '<html></html>' });
  const { unmount } = renderList();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'Failed to load things: The server is restarting or busy. Try again in a moment.',
  );
  api.on('GET', '/things', { body: rows, headers: { 'X-Total-Count': '3' } });
  within(alert).getByRole('button', { name: 'Retry' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByRole('link', { name: 'Corp 1' })).toBeInTheDocument();
  expect(document.activeElement).toHaveClass('sl-list');
  unmount();

  api.on('GET', '/things', {
    status: 400,
    body: { error: 'bad_request', message: 'sort must be one of name, city' },
  });
  renderList('/things?sort=zip');
  const refused = await screen.findByRole('alert');
  expect(refused).toHaveTextContent('Failed to load things: sort must be one of name, city');
  expect(within(refused).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

test('a sortable header sorts ascending on the first click, then toggles, with an arrow', async () => {
  renderList();
  await screen.findByRole('link', { name: 'Corp 1' });
  // The default sort is asked of the server but no column is marked until the user picks one.
  expect(lastQuery().get('sort')).toBe('name');
  const nameHeader = () => screen.getByRole('columnheader', { name: /Name/ });
  expect(nameHeader()).toHaveAttribute('aria-sort', 'none');
  expect(nameHeader()).toHaveTextContent(/^Name$/);
  expect(screen.getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute('aria-sort');

  await userEvent.click(within(nameHeader()).getByRole('button'));
  await waitFor(() => expect(nameHeader()).toHaveAttribute('aria-sort', 'ascending'));
  expect(nameHeader()).toHaveTextContent('Name ▲');
  expect(lastQuery().get('order')).toBe('asc');

  await userEvent.click(within(nameHeader()).getByRole('button'));
  await waitFor(() => expect(nameHeader()).toHaveAttribute('aria-sort', 'descending'));
  expect(nameHeader()).toHaveTextContent('Name ▼');
  expect(lastQuery().get('order')).toBe('desc');

  await userEvent.click(screen.getByRole('button', { name: /City/ }));
  await screen.findByRole('link', { name: 'Corp 1' });
  expect(lastQuery().get('sort')).toBe('city');
  expect(lastQuery().get('order')).toBe('asc');
  expect(screen.getByTestId('url')).toHaveTextContent('sort=city&order=asc');
  expect(nameHeader()).toHaveAttribute('aria-sort', 'none');
});

test('the arrow changes when the newly sorted rows arrive', async () => {
  renderList('/things?sort=name&order=asc');
  await screen.findByRole('link', { name: 'Corp 1' });
  let answer: () => void = () => undefined;
  api.on(
    'GET',
    '/things',
    () => new Promise((r) => (answer = () => r({ body: [...rows].reverse() }))),
  );
  const nameHeader = () => screen.getByRole('columnheader', { name: /Name/ });
  await userEvent.click(within(nameHeader()).getByRole('button'));
  expect(screen.getByTestId('url')).toHaveTextContent('order=desc');
  expect(nameHeader()).toHaveAttribute('aria-sort', 'ascending');
  answer();
  await waitFor(() => expect(nameHeader()).toHaveAttribute('aria-sort', 'descending'));
  expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual([
    'Corp 3',
    'Corp 2',
    'Corp 1',
  ]);
});

test('two quick clicks on a header give descending', async () => {
  renderList();
  await screen.findByRole('link', { name: 'Corp 1' });
  const button = within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button');
  button.click();
  button.click();
  await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('sort=name&order=desc'));
});

test('filters go to the query (text after a pause) and Clear Filters removes them', async () => {
  renderList('/things?page=2');
  await screen.findByRole('link', { name: 'Corp 1' });
  await userEvent.type(screen.getByLabelText('Name'), 'acme');
  await waitFor(() => expect(lastQuery().get('name')).toBe('acme'));
  expect(api.callsTo('GET', '/things').filter((c) => c.query.get('name') === 'a')).toHaveLength(0);
  expect(lastQuery().get('offset')).toBe('0');
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'ACTIVE');
  await waitFor(() => expect(lastQuery().get('status')).toBe('ACTIVE'));
  await userEvent.click(screen.getByLabelText('Invoiced only'));
  await waitFor(() => expect(lastQuery().get('invoiced')).toBe('true'));
  expect(screen.getByTestId('url')).toHaveTextContent('name=acme');

  await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
  await waitFor(() => expect(lastQuery().get('status')).toBeNull());
  expect(lastQuery().get('name')).toBeNull();
  expect(lastQuery().get('invoiced')).toBeNull();
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(screen.getByLabelText('Status')).toHaveValue('');
  expect(screen.getByLabelText('Invoiced only')).not.toBeChecked();
});

test('two text filters changed within the pause both apply', async () => {
  renderList();
  await screen.findByRole('link', { name: 'Corp 1' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Name' }), 'ac');
  await userEvent.type(screen.getByRole('searchbox', { name: 'City' }), 'au');
  await waitFor(() => expect(lastQuery().get('city')).toBe('au'));
  expect(lastQuery().get('name')).toBe('ac');
  expect(screen.getByTestId('url')).toHaveTextContent('name=ac');
});

test('pages through the server and skips the count on a page turn', async () => {
  renderList();
  expect(await screen.findByText(/Page 1 of 3/)).toBeInTheDocument();
  expect(lastQuery().get('withTotal')).toBeNull();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

  api.on('GET', '/things', { body: rows });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText(/Page 2 of 3/)).toBeInTheDocument();
  expect(lastQuery().get('withTotal')).toBe('false');
  expect(lastQuery().get('offset')).toBe('3');
  expect(screen.getByTestId('url')).toHaveTextContent('page=2');

  api.on('GET', '/things', { body: rows, headers: { 'X-Total-Count': '4' } });
  await userEvent.click(screen.getByRole('button', { name: /City/ }));
  expect(await screen.findByText(/Page 1 of 2/)).toBeInTheDocument();
  expect(lastQuery().get('withTotal')).toBeNull();
});

test('a capped total reads "N+" and becomes exact on the short last page', async () => {
  api.on('GET', '/things', {
    body: rows,
    headers: { 'X-Total-Count': '6', 'X-Total-Count-Exact': 'false' },
  });
  renderList();
  expect(await screen.findByText('Page 1 of 2+')).toBeInTheDocument();
  expect(screen.getByText('(6+ total)')).toBeInTheDocument();

  api.on('GET', '/things', { body: rows });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 2+')).toBeInTheDocument();
  expect(lastQuery().get('withTotal')).toBe('false');
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();

  api.on('GET', '/things', { body: rows.slice(0, 2) });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
  expect(screen.getByText('(8 total)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('totals read with thousands separators', async () => {
  api.on('GET', '/things', { body: rows, headers: { 'X-Total-Count': '12345' } });
  renderList();
  expect(await screen.findByText('Page 1 of 4,115')).toBeInTheDocument();
  expect(screen.getByText('(12,345 total)')).toBeInTheDocument();
});

test('Download Excel fetches every filtered row and writes them with the visible data columns', async () => {
  api.on('GET', '/things', (req) =>
    req.query.get('limit')
      ? { body: rows, headers: { 'X-Total-Count': '7' } }
      : { body: [...rows, { id: 9, name: 'Z', city: 'Reno', status: 'INACTIVE' }] },
  );
  renderList('/things?name=corp&sort=city&order=desc');
  await screen.findByRole('link', { name: 'Corp 1' });
  await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
  const book = await downloadedWorkbook();
  const exportCall = api.calls.at(-1)!;
  expect(exportCall.query.get('limit')).toBeNull();
  expect(exportCall.query.get('offset')).toBeNull();
  expect(exportCall.query.get('name')).toBe('corp');
  expect(exportCall.query.get('sort')).toBe('city');
  expect(exportCall.query.get('order')).toBe('desc');
  const data = book.rows;
  expect(data[0]).toEqual(['Name', 'City', 'Status']);
  expect(data).toHaveLength(5);
  expect(data[4]).toEqual(['Z', 'Reno', 'INACTIVE']);
  expect(book.sheet).toBe('Things');
  expect(book.file).toBe('things.xlsx');
});

test("a column's format is both the cell's text and the Excel value", async () => {
  api.on('GET', '/things', () => ({ body: rows, headers: { 'X-Total-Count': '3' } }));
  const label = (r: Row) => (r.status === 'ACTIVE' ? 'Active' : 'Inactive');
  renderList('/things', {
    columns: [
      { key: 'name', label: 'Name' },
      { key: 'status', label: 'Status', format: label },
    ],
  });
  await screen.findByRole('link', { name: 'Corp 1' });
  expect(screen.getAllByRole('cell', { name: 'Active' })).toHaveLength(3);
  await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
  const book = await downloadedWorkbook();
  const data = book.rows;
  expect(data[0]).toEqual(['Name', 'Status']);
  expect(data[1]).toEqual(['Corp 1', 'Active']);
});

test('a typed column shows its kind in the one format of the product and exports a typed cell', async () => {
  type Sale = { id: number; name: string; day: string; total: number; hours: string; at: string };
  const sale: Sale = {
    id: 1,
    name: 'Corp 1',
    day: '2026-03-08',
    total: 1234.5,
    hours: '37.75',
    at: '2026-11-23T19:05:00Z',
  };
  api.on('GET', '/sales', { body: [sale], headers: { 'X-Total-Count': '1' } });
  render(
    <MemoryRouter>
      <ResourceList<Sale>
        path="/sales"
        texts={texts}
        columns={[
          { key: 'name', label: 'Name' },
          { key: 'day', label: 'Day', kind: 'date' },
          { key: 'total', label: 'Total', kind: 'money' },
          { key: 'hours', label: 'Hours', kind: 'hours', format: (s) => `${s.hours} h` },
          { key: 'at', label: 'Updated', kind: 'datetime' },
        ]}
      />
    </MemoryRouter>,
  );
  const row = (await screen.findByRole('cell', { name: 'Corp 1' })).closest('tr')!;
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Corp 1', '03/08/2026', '$1,234.50', '37.75 h', '11/23/2026 2:05 PM']);
  await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
  const book = await downloadedWorkbook();
  expect(book.rows[1]).toEqual([
    'Corp 1',
    { t: 'n', v: 46089, z: 'mm/dd/yyyy' },
    { t: 'n', v: 1234.5, z: '"$"#,##0.00' },
    { t: 'n', v: 37.75, z: '#,##0.00' },
    { t: 'n', v: expect.closeTo(46349 + (14 * 60 + 5) / (24 * 60), 9), z: 'mm/dd/yyyy h:mm AM/PM' },
  ]);
});

test('a new reload token fetches the page again, keeping the rows on screen meanwhile', async () => {
  function Harness() {
    const [token, setToken] = useState(0);
    return (
      <>
        <button type="button" onClick={() => setToken((t) => t + 1)}>
          Reload
        </button>
        <ResourceList<Row> path="/things" columns={columns} texts={texts} reloadToken={token} />
      </>
    );
  }
  render(
    <MemoryRouter>
      <Harness />
    </MemoryRouter>,
  );
  await screen.findByRole('cell', { name: 'Corp 1' });
  expect(api.callsTo('GET', '/things')).toHaveLength(1);
  let answer: () => void = () => undefined;
  api.on(
    'GET',
    '/things',
    () => new Promise((r) => (answer = () => r({ body: rows.slice(0, 1) }))),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(api.callsTo('GET', '/things')).toHaveLength(2);
  expect(lastQuery().get('withTotal')).toBeNull();
  expect(screen.getByRole('cell', { name: 'Corp 3' })).toBeInTheDocument();
  expect(screen.getByRole('table').parentElement).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByText('Loading things...')).not.toBeInTheDocument();
  answer();
  await waitFor(() =>
    expect(screen.queryByRole('cell', { name: 'Corp 3' })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('table').parentElement).toHaveAttribute('aria-busy', 'false');
});

test('a notice shows above the filters, whatever the state of the rows', async () => {
  api.on('GET', '/things', { status: 500 });
  renderList('/things', { notice: <p>Thing archived</p> });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load things');
  const notice = screen.getByText('Thing archived');
  const filterBar = screen.getByRole('group', { name: 'Filters' });
  expect(notice.compareDocumentPosition(filterBar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('while Download Excel runs, the button is disabled and a status says the file is being prepared', async () => {
  let answer: (reply: { body: unknown }) => void = () => {};
  api.on('GET', '/things', (req) =>
    req.query.get('limit')
      ? { body: rows, headers: { 'X-Total-Count': '3' } }
      : new Promise((resolve) => (answer = resolve)),
  );
  renderList('/things');
  await screen.findByRole('link', { name: 'Corp 1' });
  const button = screen.getByRole('button', { name: 'Download Excel' });
  await userEvent.click(button);
  expect(button).toBeDisabled();
  expect(screen.getByText('Preparing the Excel file…')).toBeInTheDocument();
  await act(async () => answer({ body: rows }));
  await downloadedWorkbook();
  await waitFor(() => expect(button).toBeEnabled());
  expect(screen.queryByText('Preparing the Excel file…')).not.toBeInTheDocument();
});
