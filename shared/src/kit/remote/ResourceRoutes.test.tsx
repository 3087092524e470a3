import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { ResourceRoutes } from './ResourceRoutes';

/** A form that counts its own edits, so a test sees whether it started afresh. */
function ThingForm() {
  const { id } = useParams();
  const [edits, setEdits] = useState(0);
  return (
    <>
      <h1>{id ? `Edit thing ${id}` : 'New thing'}</h1>
      <button type="button" onClick={() => setEdits((n) => n + 1)}>
        Edited {edits} times
      </button>
      <Link to="../edit/8">Next thing</Link>
    </>
  );
}

let loadForm: () => void = () => undefined;
const LazyThingForm = lazy(
  () =>
    new Promise<{ default: typeof ThingForm }>((resolve) => {
      loadForm = () => resolve({ default: ThingForm });
    }),
);

/** Another screen of the resource, beside its list, with a way back to the list. */
function ArchivedThings() {
  return (
    <>
      <h1>Archived things</h1>
      <Link to="..">Back to things</Link>
    </>
  );
}

let loadArchived: () => void = () => undefined;
const LazyArchivedThings = lazy(
  () =>
    new Promise<{ default: typeof ArchivedThings }>((resolve) => {
      loadArchived = () => resolve({ default: ArchivedThings });
    }),
);

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/on/things/*"
          element={
            <ResourceRoutes
              list={<h1>All things</h1>}
              form={LazyThingForm}
              pages={{ archived: LazyArchivedThings }}
            />
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

test('the list at the mount point; the form loads on first opening, with Loading... meanwhile', async () => {
  const { unmount } = renderAt('/on/things');
  expect(screen.getByRole('heading', { name: 'All things' })).toBeInTheDocument();
  unmount();
  renderAt('/on/things/new');
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  await act(async () => loadForm());
  expect(await screen.findByRole('heading', { name: 'New thing' })).toBeInTheDocument();
});

test('edit/:id opens the record; another record starts the form afresh', async () => {
  await act(async () => loadForm());
  renderAt('/on/things/edit/7');
  expect(await screen.findByRole('heading', { name: 'Edit thing 7' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Edited 0 times' }));
  expect(screen.getByRole('button', { name: 'Edited 1 times' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Next thing' }));
  expect(await screen.findByRole('heading', { name: 'Edit thing 8' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edited 0 times' })).toBeInTheDocument();
});

test('any other path goes back to the list', () => {
  renderAt('/on/things/elsewhere');
  expect(screen.getByRole('heading', { name: 'All things' })).toBeInTheDocument();
});

test('another page of the resource loads on first opening, beside new and edit', async () => {
  renderAt('/on/things/archived');
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  await act(async () => loadArchived());
  expect(await screen.findByRole('heading', { name: 'Archived things' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Back to things' }));
  expect(screen.getByRole('heading', { name: 'All things' })).toBeInTheDocument();
});

test('without pages, their paths go back to the list', () => {
  render(
    <MemoryRouter initialEntries={['/on/things/archived']}>
      <Routes>
        <Route
          path="/on/things/*"
          element={<ResourceRoutes list={<h1>All things</h1>} form={LazyThingForm} />}
        />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'All things' })).toBeInTheDocument();
});
