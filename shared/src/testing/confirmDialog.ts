import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

/**
 * Answers the kit's confirm dialog with the button of that name ('Delete', 'Cancel'), as a user
 * would, and gives back the question it asked.
 */
export async function answerConfirm(
  button: string,
  user: UserEvent = userEvent.setup(),
): Promise<string> {
  const dialog = await screen.findByRole('alertdialog');
  const question = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
  await user.click(within(dialog).getByRole('button', { name: button }));
  return question?.textContent ?? '';
}
