import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useConfirm } from './useConfirm';

const QUESTION = 'Are you sure you want to delete invoice INV-000041?';

/** A page with a button that asks before it deletes, and what the user answered. */
function DeletePage({ cancelLabel }: { cancelLabel?: string }) {
  const { confirm, dialog } = useConfirm();
  const [answer, setAnswer] = useState('none');
  const handleDelete = async () => {
    const yes = await confirm({ question: QUESTION, confirmLabel: 'Delete', cancelLabel });
    setAnswer(yes ? 'deleted' : 'kept');
  };
  return (
    <>
      <button type="button" onClick={handleDelete}>
        Delete invoice
      </button>
      <p>Answer: {answer}</p>
      {dialog}
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Delete invoice' });

test('asks in a labelled alertdialog with the focus on the button that goes ahead', async () => {
  render(<DeletePage />);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await userEvent.click(trigger());
  const dialog = screen.getByRole('alertdialog', { name: QUESTION });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  expect(screen.getByText('Answer: none')).toBeInTheDocument();
});

test('the confirm button resolves yes, closes, and gives the focus back to the trigger', async () => {
  render(<DeletePage />);
  await userEvent.click(trigger());
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Answer: deleted')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(trigger()).toHaveFocus();
});

test('Enter goes ahead, as in the browser’s own confirm box', async () => {
  render(<DeletePage />);
  trigger().focus();
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('alertdialog');
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('Answer: deleted')).toBeInTheDocument();
});

test('Cancel and Escape resolve no, and the focus returns to the trigger', async () => {
  render(<DeletePage />);
  await userEvent.click(trigger());
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByText('Answer: kept')).toBeInTheDocument();
  expect(trigger()).toHaveFocus();

  await userEvent.click(trigger());
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(screen.getByText('Answer: kept')).toBeInTheDocument();
  expect(trigger()).toHaveFocus();
});

test('Tab and Shift+Tab stay inside the dialog', async () => {
  render(<DeletePage />);
  await userEvent.click(trigger());
  const cancel = screen.getByRole('button', { name: 'Cancel' });
  const remove = screen.getByRole('button', { name: 'Delete' });
  await userEvent.tab();
  expect(cancel).toHaveFocus();
  await userEvent.tab();
  expect(remove).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(cancel).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(remove).toHaveFocus();
});

test('the button that declines may be named for what it means', async () => {
  render(<DeletePage cancelLabel="Not now" />);
  await userEvent.click(trigger());
  expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
  expect(await screen.findByText('Answer: kept')).toBeInTheDocument();
});
