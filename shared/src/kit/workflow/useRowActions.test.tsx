import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerConfirm } from '../../testing/confirmDialog';
import { useRowActions, type RowAction } from './useRowActions';

/** A list's toolbar of row actions, the runner's notice and how often the list was reloaded. */
function Rows({ actions }: { actions: Record<string, RowAction> }) {
  const rows = useRowActions();
  return (
    <>
      {Object.entries(actions).map(([label, action]) => (
        <button key={label} type="button" onClick={() => void rows.run(action)}>
          {label}
        </button>
      ))}
      {rows.notice}
      <p>Reloaded {rows.reloadToken} times</p>
    </>
  );
}

const paid = (run: RowAction['run']): RowAction => ({
  run,
  success: 'Invoice marked as paid',
  failure: (reason) => `Failed to mark invoice as paid: ${reason}`,
  reload: true,
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('a call that goes through says so for 5 s and reloads the list', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const run = jest.fn().mockResolvedValue(undefined);
  render(<Rows actions={{ Paid: paid(run) }} />);
  await user.click(screen.getByRole('button', { name: 'Paid' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Invoice marked as paid');
  expect(screen.getByText('Reloaded 1 times')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(4_900));
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test("a failure shows the action's text with the server's reason and does not reload", async () => {
  const run = jest.fn().mockRejectedValue(new Error('Not pending'));
  render(<Rows actions={{ Paid: paid(run) }} />);
  await userEvent.click(screen.getByRole('button', { name: 'Paid' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to mark invoice as paid: Not pending',
  );
  expect(screen.getByText('Reloaded 0 times')).toBeInTheDocument();
});

test('the call starts inside the click, so a window it opens is not blocked', () => {
  const run = jest.fn(() => new Promise<void>(() => undefined));
  render(<Rows actions={{ View: { run, failure: (r) => r } }} />);
  act(() => screen.getByRole('button', { name: 'View' }).click());
  expect(run).toHaveBeenCalledTimes(1);
});

test('a destructive action asks first: Cancel runs nothing, the confirm button runs it', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const run = jest.fn().mockResolvedValue(undefined);
  const remove: RowAction = {
    confirm: { question: 'Are you sure you want to delete invoice INV-1?', confirmLabel: 'Delete' },
    run,
    success: 'Invoice deleted successfully',
    failure: (reason) => `Failed to delete invoice: ${reason}`,
    reload: true,
    noticeMs: 3_000,
  };
  render(<Rows actions={{ Delete: remove }} />);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await answerConfirm('Cancel', user)).toBe(
    'Are you sure you want to delete invoice INV-1?',
  );
  expect(run).not.toHaveBeenCalled();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Delete' }));
  await answerConfirm('Delete', user);
  expect(await screen.findByRole('status')).toHaveTextContent('Invoice deleted successfully');
  expect(run).toHaveBeenCalledTimes(1);
  expect(screen.getByText('Reloaded 1 times')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(3_000));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('a question read first is asked with what it read; a success read after names what the call answered', async () => {
  const user = userEvent.setup();
  const recipient = jest.fn().mockResolvedValue('ap@client.example');
  const run = jest.fn().mockResolvedValue({ sentTo: 'billing@client.example' });
  const send: RowAction = {
    confirm: async () => ({
      question: `Send invoice INV-1 to ${await recipient()}?`,
      confirmLabel: 'Send',
    }),
    run,
    success: (sent) => `Invoice INV-1 sent successfully to ${(sent as { sentTo: string }).sentTo}`,
    failure: (reason) => `Failed to send invoice: ${reason}`,
    reload: true,
  };
  render(<Rows actions={{ Send: send }} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await answerConfirm('Cancel', user)).toBe('Send invoice INV-1 to ap@client.example?');
  expect(run).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Send' }));
  await answerConfirm('Send', user);
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Invoice INV-1 sent successfully to billing@client.example',
  );
  expect(screen.getByText('Reloaded 1 times')).toBeInTheDocument();
});

test('a question that cannot be read is the failure: nothing is asked or run', async () => {
  const run = jest.fn().mockResolvedValue(undefined);
  const send: RowAction = {
    confirm: () => Promise.reject(new Error('The vendor has no billing or primary contact')),
    run,
    success: 'Sent',
    failure: (reason) => `Failed to send invoice: ${reason}`,
  };
  render(<Rows actions={{ Send: send }} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to send invoice: The vendor has no billing or primary contact',
  );
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(run).not.toHaveBeenCalled();
});

test('a failure is said in the page, never in the browser’s alert box', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  const accept: RowAction = {
    run: jest.fn().mockRejectedValue(new Error('Timesheet is not submitted')),
    failure: (reason) => `Failed to approve timesheet: ${reason}`,
    reload: true,
  };
  render(<Rows actions={{ Accept: accept }} />);
  await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to approve timesheet: Timesheet is not submitted',
  );
  expect(alert).not.toHaveBeenCalled();
  expect(screen.getByText('Reloaded 0 times')).toBeInTheDocument();
});

test('an action that asks for a text: Cancel runs nothing, the text typed goes to the call', async () => {
  const run = jest.fn().mockResolvedValue(undefined);
  const reject: RowAction = {
    ask: {
      title: 'Reject timesheet',
      label: 'Reason',
      emptyMessage: 'Enter a reason',
      confirmLabel: 'Reject',
    },
    run,
    failure: (reason) => `Failed to reject timesheet: ${reason}`,
    reload: true,
  };
  const user = userEvent.setup();
  render(<Rows actions={{ Reject: reject }} />);
  await user.click(screen.getByRole('button', { name: 'Reject' }));
  let dialog = screen.getByRole('dialog', { name: 'Reject timesheet' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Too many hours');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(run).not.toHaveBeenCalled();
  expect(screen.getByText('Reloaded 0 times')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Reject' }));
  dialog = screen.getByRole('dialog', { name: 'Reject timesheet' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), ' Too many hours ');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(screen.getByText('Reloaded 1 times')).toBeInTheDocument());
  expect(run).toHaveBeenCalledTimes(1);
  expect(run).toHaveBeenCalledWith('Too many hours');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a success made from the answer shows as a banner of its kind, until closed', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  const bulk: RowAction = {
    run: jest.fn().mockResolvedValue({ moved: 0, refused: 2 }),
    success: (answer) => ({
      kind: 'error',
      text: `${(answer as { refused: number }).refused} refused`,
    }),
    failure: () => 'Failed',
    noticeMs: null,
  };
  render(<Rows actions={{ Accept: bulk }} />);
  await user.click(screen.getByRole('button', { name: 'Accept' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('2 refused');
  act(() => jest.advanceTimersByTime(60_000));
  expect(screen.getByRole('alert')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(alert).not.toHaveBeenCalled();
});
