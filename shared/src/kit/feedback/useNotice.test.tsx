import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoticeBanner } from './NoticeBanner';
import { useNotice, type NoticeKind } from './useNotice';

/** Buttons that show notices, and the notice as the kit's banner. */
function Page({ ms }: { ms?: number }) {
  const { notice, show, clear } = useNotice();
  const say = (kind: NoticeKind, text: string) => () => show(kind, text, ms);
  return (
    <>
      <button type="button" onClick={say('success', 'Invoice marked as paid')}>
        Paid
      </button>
      <button type="button" onClick={say('error', 'Failed to send reminder: Not pending')}>
        Remind
      </button>
      <NoticeBanner notice={notice} onClose={clear} />
    </>
  );
}

afterEach(() => jest.useRealTimers());

test('a success is a status, a failure an alert; the newer notice replaces the older', async () => {
  render(<Page />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Paid' }));
  expect(screen.getByRole('status')).toHaveTextContent('Invoice marked as paid');
  await userEvent.click(screen.getByRole('button', { name: 'Remind' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to send reminder: Not pending');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('without a time it stays until dismissed', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Remind' }));
  act(() => jest.advanceTimersByTime(60_000));
  expect(screen.getByRole('alert')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('with a time it goes away after it; a new notice starts its own time', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Page ms={3_000} />);
  await user.click(screen.getByRole('button', { name: 'Paid' }));
  act(() => jest.advanceTimersByTime(2_000));
  await user.click(screen.getByRole('button', { name: 'Paid' }));
  act(() => jest.advanceTimersByTime(2_900));
  expect(screen.getByRole('status')).toHaveTextContent('Invoice marked as paid');
  act(() => jest.advanceTimersByTime(100));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
