import { act, render, screen, waitFor } from '@testing-library/react';
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
  alert?: boolean;
  below?: ReactNode;
  onSaved?: (saved: unknown) => Promise<void>;
};

function ThingForm({ id, alert, below, onSaved }: ThingProps) {
  const form = useResourceForm<Thing>({
    path: '/things',
    id,
    initial: { name: '', code: '' },
    texts: {
      loadError: (m) => `Error: ${m}`,
      saveSuccess: 'Saved successfully',
      saveError: (m) => `Failed to save: ${m}`,
    },
    saveErrorAs: alert ? 'alert' : 'banner',
    validate: (v): Record<string, string> => (v.code.trim() ? {} : { code: 'Code is required' }),
    returnDelay: 1000,
    onSaved,
  });
  return (
    <ResourceForm form={form} title="Thing" below={below}>
      <TextField label="Name" {...form.bind('name')} />
      <TextField label="Code" required {...form.bind('code')} />
    </ResourceForm>
  );
}

let api: FakeApi;
function renderAt(url: string, alert = false) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/things">
          <Route index element={<p>The list</p>} />
          <Route path="new" element={<ThingForm alert={alert} />} />
          <Route path="edit/:id" element={<EditRoute alert={alert} />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}
function EditRoute({ alert }: { alert: boolean }) {
  const { id } = useParams();
  return <ThingForm id={id} alert={alert} />;
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

test('client checks stop the save; alert mode uses window.alert; Cancel returns', async () => {
  const alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  api.on('POST', '/things', { status: 500 });
  renderAt('/things/new', true);
  const code = screen.getByRole('textbox', { name: 'Code' });
  code.removeAttribute('required');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('Code is required')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
  await userEvent.type(code, 'C');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(alertSpy).toHaveBeenCalledWith(
      'Failed to save: The server had a problem. Try again in a moment.',
    ),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByText('The list')).toBeInTheDocument();
  alertSpy.mockRestore();
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
