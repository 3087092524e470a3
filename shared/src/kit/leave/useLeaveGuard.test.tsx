import { useCallback, useRef, useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmLeave } from './leaveGuard';
import { useLeaveGuard } from './useLeaveGuard';

const QUESTION = 'You have unsaved changes. Save them before you leave?';

/**
 * A one-field form guarded by the hook, and a Next button that leaves it as << and >> do; `save`
 * answers whether the server took the input.
 */
function NoteForm({ save }: { save: () => Promise<boolean> }) {
  const [value, setValue] = useState('');
  const [left, setLeft] = useState(0);
  const current = useRef('');
  const saved = useRef('');
  const unsaved = useCallback(
    () => (current.current === saved.current ? null : current.current),
    [],
  );
  const saveNote = async () => {
    const ok = await save();
    if (ok) saved.current = current.current;
    return ok;
  };
  const dialog = useLeaveGuard({ unsaved, save: saveNote });
  return (
    <>
      <label>
        Note
        <input
          value={value}
          onChange={(e) => {
            current.current = e.target.value;
            setValue(e.target.value);
          }}
        />
      </label>
      <button
        type="button"
        onClick={async () => {
          if (await confirmLeave()) setLeft((n) => n + 1);
        }}
      >
        Next
      </button>
      <p>Left {left} times</p>
      {dialog}
    </>
  );
}

function setup(saves = true) {
  const save = jest.fn(async () => saves);
  const view = render(<NoteForm save={save} />);
  const user = userEvent.setup();
  const note = screen.getByRole('textbox', { name: 'Note' });
  const next = () => user.click(screen.getByRole('button', { name: 'Next' }));
  const asked = () => screen.findByRole('alertdialog', { name: QUESTION });
  return { save, user, note, next, asked, ...view };
}

test('nothing typed: leaving asks nothing', async () => {
  const { next } = setup();
  await next();
  expect(await screen.findByText('Left 1 times')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('typed input asks Save and leave, Leave without saving or Stay; Stay keeps the user', async () => {
  const { user, save, note, next, asked } = setup();
  await user.type(note, 'Monday');
  await next();
  const dialog = await asked();
  expect(
    within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Stay', 'Leave without saving', 'Save and leave']);
  expect(within(dialog).getByRole('button', { name: 'Save and leave' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByText('Left 0 times')).toBeInTheDocument();
  expect(note).toHaveValue('Monday');
  expect(save).not.toHaveBeenCalled();
  // the focus is back on what asked
  expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
});

test('Escape stays too', async () => {
  const { user, note, next, asked } = setup();
  await user.type(note, 'Monday');
  await next();
  await asked();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByText('Left 0 times')).toBeInTheDocument();
});

test('Leave without saving lets go, and asks again only once the input changes', async () => {
  const { user, save, note, next, asked } = setup();
  await user.type(note, 'Monday');
  await next();
  await user.click(within(await asked()).getByRole('button', { name: 'Leave without saving' }));
  expect(await screen.findByText('Left 1 times')).toBeInTheDocument();
  await next();
  expect(await screen.findByText('Left 2 times')).toBeInTheDocument();
  await user.type(note, ' and Tuesday');
  await next();
  await user.click(within(await asked()).getByRole('button', { name: 'Stay' }));
  expect(screen.getByText('Left 2 times')).toBeInTheDocument();
  expect(save).not.toHaveBeenCalled();
});

test('Save and leave saves, then lets go; the saved input asks nothing', async () => {
  const { user, save, note, next, asked } = setup();
  await user.type(note, 'Monday');
  await next();
  await user.click(within(await asked()).getByRole('button', { name: 'Save and leave' }));
  expect(await screen.findByText('Left 1 times')).toBeInTheDocument();
  expect(save).toHaveBeenCalledTimes(1);
  await next();
  expect(await screen.findByText('Left 2 times')).toBeInTheDocument();
});

test('a save that fails keeps the user with their input', async () => {
  const { user, save, note, next, asked } = setup(false);
  await user.type(note, 'Monday');
  await next();
  await user.click(within(await asked()).getByRole('button', { name: 'Save and leave' }));
  expect(save).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByText('Left 0 times')).toBeInTheDocument();
  expect(note).toHaveValue('Monday');
});

test('a form that is gone guards nothing', async () => {
  const { user, note, unmount } = setup();
  await user.type(note, 'Monday');
  unmount();
  await expect(confirmLeave()).resolves.toBe(true);
});
