import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerConfirm, type FakeApi } from '@staffledger/shared/testing';
import { ApprovalScreen } from './ApprovalScreen';
import { approvalPage, ginaWeek, installApprovalApi, TOKEN } from './testing/approvalApi';

let api: FakeApi;

beforeEach(() => {
  api = installApprovalApi();
});

const show = () => render(<ApprovalScreen token={TOKEN} />);
const weekCard = (name: string) =>
  screen.getByRole('heading', { name, level: 3 }).closest('li') as HTMLElement;
const openWeek = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^Open ${name}`) }));
  await screen.findByRole('group', { name: 'Decision' });
};

test('lists the weeks waiting for the approver, oldest first, with what each holds', async () => {
  show();
  expect(
    await screen.findByRole('heading', { name: '2 weeks waiting', level: 2 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Timesheets waiting for your approval', level: 1 }));
  expect(
    screen.getByText(
      /^Pat Approver, Acme Staffing asks you to approve the hours worked for Globex Corporation\. This link works until 12\/07\/2026/,
    ),
  ).toBeInTheDocument();
  const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  expect(names).toEqual(['Sam Rivera', 'Gina Guest']);
  const gina = within(weekCard('Gina Guest'));
  expect(gina.getByText('11/16/2026 – 11/22/2026')).toBeInTheDocument();
  expect(gina.getByText('37.50')).toBeInTheDocument();
  expect(gina.getByText('Attachments').nextSibling).toHaveTextContent('1');
  expect(screen.getByRole('button', { name: 'Approve all' })).toBeEnabled();
  // the link is the credential: no session token, no corporation, no cookies
  const [call] = api.callsTo('GET', '/approval/:token');
  expect(call.params.token).toBe(TOKEN);
  expect(call.headers.Authorization).toBeUndefined();
  expect(call.headers['X-Corp-ID']).toBeUndefined();
  expect(call.credentials).toBe('omit');
});

test('a week opens read-only: its days, hours, comments and attachments, with Approve and Reject', async () => {
  show();
  await openWeek('Sam Rivera');
  expect(document.activeElement).toBe(
    screen.getByRole('heading', { name: 'Sam Rivera, 11/09/2026 – 11/15/2026', level: 2 }),
  );
  await waitFor(() => expect(screen.getAllByRole('spinbutton').length).toBeGreaterThan(0));
  for (const hours of screen.getAllByRole('spinbutton')) expect(hours).toBeDisabled();
  expect(screen.getAllByDisplayValue('Ward rounds')).toHaveLength(5);
  const decision = screen.getByRole('group', { name: 'Decision' });
  expect(
    within(decision)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Approve', 'Reject']);
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  // nothing is written through the link: no upload, no delete; and no History of the agency's
  expect(await screen.findByText('signed-week.pdf')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
  expect(screen.queryByText(/drop/i)).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
  expect(api.callsTo('GET', '/approval/:token/ts/:id/items')[0].params.id).toBe('51');
  // back to the list, the focus on its heading
  await userEvent.click(screen.getByRole('button', { name: 'All waiting weeks' }));
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: '2 weeks waiting' }));
});

test('Approve moves the week and the list shows what still waits', async () => {
  show();
  await openWeek('Sam Rivera');
  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
  expect(await screen.findByRole('heading', { name: '1 week waiting' })).toBeInTheDocument();
  expect(screen.getByText('Approved: Sam Rivera, 11/09/2026 – 11/15/2026.')).toBeInTheDocument();
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '1 week waiting' })),
  );
  expect(screen.queryByRole('heading', { name: 'Sam Rivera' })).not.toBeInTheDocument();
  expect(api.callsTo('POST', '/approval/:token/ts/:id/approve')).toHaveLength(1);
});

test('Reject asks the reason in the staff dialog, required, and sends it', async () => {
  show();
  await openWeek('Gina Guest');
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject timesheet' });
  expect(dialog).toHaveTextContent('Gina Guest');
  expect(dialog).toHaveTextContent('11/16/2026 – 11/22/2026');
  const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
  expect(reason).toHaveAttribute('maxLength', '2000');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(within(dialog).getByText('Enter a reason')).toBeInTheDocument();
  expect(api.callsTo('POST', '/approval/:token/ts/:id/reject')).toHaveLength(0);
  await userEvent.type(reason, 'Tuesday was a holiday here.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByRole('heading', { name: '1 week waiting' })).toBeInTheDocument();
  expect(
    screen.getByText('Rejected: Gina Guest, 11/16/2026 – 11/22/2026. The employee is told why.'),
  ).toBeInTheDocument();
  const [call] = api.callsTo('POST', '/approval/:token/ts/:id/reject');
  expect(call.params.id).toBe('52');
  expect(call.body).toEqual({ reason: 'Tuesday was a holiday here.' });
});

test('cancelling the Reject dialog changes nothing', async () => {
  show();
  await openWeek('Gina Guest');
  await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject timesheet' });
  await userEvent.keyboard('{Escape}');
  expect(dialog).not.toBeInTheDocument();
  expect(api.callsTo('POST', '/approval/:token/ts/:id/reject')).toHaveLength(0);
  expect(screen.getByRole('group', { name: 'Decision' })).toBeInTheDocument();
});

test('Approve all asks first, then approves every week shown', async () => {
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Approve all' }));
  expect(await answerConfirm('Approve all')).toBe(
    'Approve all 2 weeks shown? Each goes to the agency as approved.',
  );
  expect(await screen.findByText('2 weeks approved.')).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { name: 'Nothing is waiting for your approval.' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Approve all' })).not.toBeInTheDocument();
  expect(api.callsTo('POST', '/approval/:token/approve-all')[0].body).toEqual({ ids: [51, 52] });
});

test('Approve all says which weeks were not approved, and why', async () => {
  api.on('POST', '/approval/:token/approve-all', {
    body: {
      approved: [52],
      refused: [{ id: 51, message: 'This week is no longer waiting for your approval.' }],
    },
  });
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Approve all' }));
  await answerConfirm('Approve all');
  expect(
    await screen.findByText(
      '1 week approved. Not approved: Sam Rivera, 11/09/2026 – 11/15/2026: This week is no longer waiting for your approval..',
    ),
  ).toBeInTheDocument();
});

test('a week someone else decided first says so, and leaves the list', async () => {
  api.on('POST', '/approval/:token/ts/:id/approve', {
    status: 409,
    body: { error: 'not_waiting', message: 'This week is no longer waiting for your approval.' },
  });
  api.on('GET', '/approval/:token', () => ({ body: approvalPage([ginaWeek]) }));
  show();
  await screen.findByRole('heading', { name: '1 week waiting' });
  api.on('GET', '/approval/:token', () => ({ body: approvalPage([]) }));
  await openWeek('Gina Guest');
  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This week is no longer waiting for your approval.',
  );
  expect(
    await screen.findByRole('heading', { name: 'Nothing is waiting for your approval.' }),
  ).toBeInTheDocument();
});

test('a failure that names no rule keeps the week open, to try again', async () => {
  show();
  await openWeek('Sam Rivera');
  api.on('POST', '/approval/:token/ts/:id/approve', () => {
    throw new TypeError('Failed to fetch');
  });
  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to approve timesheet: The server could not be reached. Check your connection and try again.',
  );
  expect(screen.getByRole('group', { name: 'Decision' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
});

test('a link that stops working while the page is open says so instead of the weeks', async () => {
  show();
  await openWeek('Sam Rivera');
  api.on('POST', '/approval/:token/ts/:id/approve', {
    status: 401,
    body: { error: 'invalid_approval_link', message: 'This approval link is not valid.' },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This approval link is not valid.');
  expect(screen.queryByRole('group', { name: 'Decision' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
});
