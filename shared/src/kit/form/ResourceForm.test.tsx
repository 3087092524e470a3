import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { createFakeApi, type FakeApi } from '../../testing/fakeApi';
import { makeTestToken, resetSession } from '../../testing/testToken';
import { ResourceForm } from './ResourceForm';
import { TextField } from './TextField';
import { useResourceForm } from './useResourceForm';

type Thing = { name: string; code: string };

type ThingProps = {
  id?: string;
  below?: ReactNode;
  onSaved?: (saved: unknown) => Promise<void>;
};

function ThingForm({ id, below, onSaved }: ThingProps) {
  const form = useResourceForm<Thing>({
    path: '/things',
    id,
    initial: { name: '', code: '' },
    texts: {
      loadError: (m) => `Error: ${m}`,
      saveSuccess: 'Saved successfully',
      saveError: (m) => `Failed to save: ${m}`,
    },
    required: { code: 'Code' },
    validate: (v): Record<string, string> =>
      v.name.length > 10 ? { name: 'Name is at most 10 characters' } : {},
    returnDelay: 1000,
    onSaved,
  });
  return (
    <ResourceForm form={form} title="Thing" below={below}>
      <TextField label="Name" {...form.bind('name')} />
      <TextField label="Code" {...form.bind('code')} />
    </ResourceForm>
  );
}

let api: FakeApi;
function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/things">
          <Route index element={<p>The list</p>} />
          <Route path="new" element={<ThingForm />} />
          <Route path="edit/:id" element={<EditRoute />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}
function EditRoute() {
  const { id } = useParams();
  return <ThingForm id={id} />;
}

beforeEach(() => {
  resetSession(makeTestToken());
  api = createFakeApi().install();
});
afterEach(() => jest.useRealTimers());

test("edit mode shows 'Loading...' then the record; a load failure shows the screen's text", async () => {
  api.on('GET', '/things/4', { body: { name: 'Widget', code: 'W1' } });
  const { unmount } = renderAt('/things/edit/4');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Widget');
  unmount();
  api.on('GET', '/things/4', { status: 500, body: { error: 'internal', message: 'Boom' } });
  renderAt('/things/edit/4');
  expect(await screen.findByRole('alert')).toHaveTextContent('Error: Boom');
});

test('a successful save shows the message and returns to the list after the delay', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  api.on('PUT', '/things/4', (req) => ({ body: req.body as object }));
  api.on('GET', '/things/4', { body: { name: 'Widget', code: 'W1' } });
  renderAt('/things/edit/4');
  await user.clear(await screen.findByRole('textbox', { name: 'Name' }));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Gadget');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
  expect(api.callsTo('PUT', '/things/4')[0].body).toEqual({ name: 'Gadget', code: 'W1' });
  act(() => jest.advanceTimersByTime(900));
  expect(screen.queryByText('The list')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.getByText('The list')).toBeInTheDocument();
});

test('a promise from onSaved holds the form, and the return waits for it', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  api.on('POST', '/things', (req) => ({ status: 201, body: { id: 9, ...(req.body as object) } }));
  let done = () => undefined as void;
  const onSaved = jest.fn(() => new Promise<void>((resolve) => (done = resolve)));
  render(
    <MemoryRouter initialEntries={['/things/new']}>
      <Routes>
        <Route path="/things">
          <Route index element={<p>The list</p>} />
          <Route path="new" element={<ThingForm onSaved={onSaved} />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  await user.type(screen.getByRole('textbox', { name: 'Code' }), 'W1');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
  expect(onSaved).toHaveBeenCalledWith({ id: 9, name: '', code: 'W1' });
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.queryByText('The list')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  await act(async () => done());
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByText('The list')).toBeInTheDocument();
  expect(api.callsTo('POST', '/things')).toHaveLength(1);
});

test('server field errors land on their fields with the save error banner', async () => {
  api.on('POST', '/things', {
    status: 400,
    body: { error: 'validation', message: 'Invalid input', fieldErrors: { name: 'Name is taken' } },
  });
  renderAt('/things/new');
  await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'X');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save: Invalid input');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
    'Name is taken',
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'a');
  expect(screen.queryByText('Name is taken')).not.toBeInTheDocument();
});

test('required fields are marked; blank ones and client checks stop the save; Cancel returns', async () => {
  renderAt('/things/new');
  const code = screen.getByRole('textbox', { name: 'Code' });
  expect(code).toBeRequired();
  expect((code as HTMLInputElement).labels?.[0]).toHaveTextContent('Code *');
  expect(screen.getByRole('textbox', { name: 'Name' })).not.toBeRequired();
  // the browser's own check aside, the form's check names the field
  code.removeAttribute('required');
  await userEvent.type(code, '   ');
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'A very long name');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(code).toHaveAccessibleDescription('Code is required');
  expect(screen.getByText('Name is at most 10 characters')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByText('The list')).toBeInTheDocument();
});

test('a save failure shows in the page, never in an alert box, and goes once the fields are fixed', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  api.on('POST', '/things', {
    status: 400,
    body: {
      error: 'validation',
      message: 'Invalid input',
      fieldErrors: { name: 'Name is taken', code: 'Code is taken' },
    },
  });
  renderAt('/things/new');
  await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'C');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save: Invalid input');
  expect(alert).not.toHaveBeenCalled();
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'b');
  expect(screen.queryByText('Name is taken')).not.toBeInTheDocument();
  // one field is still in error: the banner stays
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to save: Invalid input');
  await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'D');
  expect(screen.queryByText('Code is taken')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  alert.mockRestore();
});

test('a failure with no field in error stays until the next save', async () => {
  api.on('POST', '/things', { status: 500 });
  renderAt('/things/new');
  await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'C');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to save: The server had a problem. Try again in a moment.',
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
  expect(screen.getByRole('alert')).toBeInTheDocument();
});

test('a read-only form disables every control and offers Cancel but no Save', async () => {
  api.on('GET', '/things/4', { body: { name: 'Widget', code: 'W1' } });
  function ReadOnlyThing() {
    const form = useResourceForm<Thing>({
      path: '/things',
      id: '4',
      initial: { name: '', code: '' },
      texts: { loadError: (m) => m, saveError: (m) => m },
    });
    return (
      <ResourceForm form={form} title="Thing" readOnly>
        <TextField label="Name" {...form.bind('name')} />
      </ResourceForm>
    );
  }
  render(
    <MemoryRouter initialEntries={['/things/edit/4']}>
      <Routes>
        <Route path="/things">
          <Route index element={<p>The list</p>} />
          <Route path="edit/4" element={<ReadOnlyThing />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  const name = await screen.findByRole('textbox', { name: 'Name' });
  expect(name).toHaveValue('Widget');
  expect(name).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  await userEvent.type(name, '{Enter}');
  expect(api.callsTo('PUT', '/things/4')).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByText('The list')).toBeInTheDocument();
});

test('what goes below the form shows outside it, once the record is loaded and not on a failure', async () => {
  const below = <p>What happened to it</p>;
  let answer: (reply: { body?: unknown; status?: number }) => void = () => undefined;
  api.on('GET', '/things/4', () => new Promise((resolve) => (answer = resolve)));
  const route = <Route path="/things/edit/:id" element={<ThingForm id="4" below={below} />} />;
  const { unmount } = render(
    <MemoryRouter initialEntries={['/things/edit/4']}>
      <Routes>{route}</Routes>
    </MemoryRouter>,
  );
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(screen.queryByText('What happened to it')).not.toBeInTheDocument();
  await act(async () => answer({ body: { name: 'Widget', code: 'W1' } }));
  const shown = await screen.findByText('What happened to it');
  expect(screen.getByRole('form', { name: 'Thing' })).not.toContainElement(shown);
  unmount();

  api.on('GET', '/things/4', { status: 500, body: { error: 'internal', message: 'Boom' } });
  render(
    <MemoryRouter initialEntries={['/things/edit/4']}>
      <Routes>{route}</Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Error: Boom');
  expect(screen.queryByText('What happened to it')).not.toBeInTheDocument();
});
