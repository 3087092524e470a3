import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { usePrompt } from './usePrompt';

/** A page with a button that asks for a reason before it rejects, and what the user answered. */
function RejectPage() {
  const { ask, dialog } = usePrompt();
  const [answer, setAnswer] = useState('none');
  const handleReject = async () => {
    const reason = await ask({
      title: 'Reject timesheet',
      details: [
        ['Employee', 'Jane Q Doe'],
        ['Period', '03/02/2026 – 03/08/2026'],
      ],
      label: 'Reason',
      hint: 'At most 20 characters.',
      maxLength: 20,
      emptyMessage: 'Enter a reason',
      confirmLabel: 'Reject',
    });
    setAnswer(reason === null ? 'cancelled' : `[${reason}]`);
  };
  return (
    <>
      <button type="button" onClick={handleReject}>
        Reject sheet
      </button>
      <p>Answer: {answer}</p>
      {dialog}
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Reject sheet' });
const reason = () => screen.getByRole('textbox', { name: /^Reason/ });

async function open() {
  render(<RejectPage />);
  await userEvent.click(trigger());
  return screen.getByRole('dialog', { name: 'Reject timesheet' });
}

test('a labelled modal dialog: what it is about, the required field with the focus, two buttons', async () => {
  const dialog = await open();
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription(/Employee\s*Jane Q Doe\s*Period\s*03\/02\/2026/);
  expect(reason()).toHaveFocus();
  expect(reason()).toBeRequired();
  expect(reason()).toHaveAttribute('maxlength', '20');
  expect(reason()).toHaveAccessibleDescription('At most 20 characters.');
  expect(
    within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Cancel', 'Reject']);
});

test('going ahead with nothing but spaces shows the error on the field and keeps asking', async () => {
  await open();
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  expect(screen.getByText('Enter a reason')).toBeInTheDocument();
  expect(reason()).toBeInvalid();
  expect(reason()).toHaveAccessibleDescription('Enter a reason');
  expect(reason()).toHaveFocus();
  await userEvent.type(reason(), '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(screen.getByText('Answer: none')).toBeInTheDocument();
  // typing a word takes the error away
  await userEvent.type(reason(), 'x');
  expect(screen.queryByText('Enter a reason')).not.toBeInTheDocument();
  expect(reason()).toBeValid();
});

test('the text typed, trimmed, with its lines, is the answer; focus returns to the trigger', async () => {
  await open();
  await userEvent.type(reason(), '  Wed: 8 h{Enter}not 12  ');
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('Answer: [Wed: 8 h not 12]')).toBeInTheDocument();
  expect(screen.getByText(/Answer:/).textContent).toBe('Answer: [Wed: 8 h\nnot 12]');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger()).toHaveFocus();
});

test('by keyboard: Enter in the field is a new line, Tab leads to Cancel then Reject, and Enter there goes ahead', async () => {
  render(<RejectPage />);
  trigger().focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard('Two days{Enter}missing');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Reject' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByText(/Answer:/).textContent).toBe('Answer: [Two days\nmissing]');
  expect(trigger()).toHaveFocus();
});

test('Tab and Shift+Tab stay inside the dialog', async () => {
  await open();
  await userEvent.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Reject' })).toHaveFocus();
  await userEvent.tab();
  expect(reason()).toHaveFocus();
});

test('Cancel and Escape answer nothing, and the focus returns to the trigger', async () => {
  await open();
  await userEvent.type(reason(), 'Half a reason');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('Answer: cancelled')).toBeInTheDocument();
  expect(trigger()).toHaveFocus();

  await userEvent.click(trigger());
  // a new question starts empty
  expect(reason()).toHaveValue('');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByText('Answer: cancelled')).toBeInTheDocument();
  expect(trigger()).toHaveFocus();
});
