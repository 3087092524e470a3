import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerConfirm, type FakeApi, type FakeReply } from '@staffledger/shared/testing';
import { renderRemote, setupEmployerApi } from '@staffledger/shared/testing';
import EmployeesRoutes from './EmployeesRoutes';
import { jane } from './test-data';

const renderApp = (url: string) => renderRemote(url, { '/on/employees': <EmployeesRoutes /> });

/** The Guest Code part of the employee form's Info tab, as staff use it. */
let api: FakeApi;

beforeEach(() => {
  api = setupEmployerApi()
    .on('GET', '/employees', { body: [] })
    .on('GET', '/employees/:id', { body: jane });
});
afterEach(() => jest.useRealTimers());

const issued = (n: number) => ({
  guestCode: `GC-${n}-aaaaaaaaaaaaaaaaaaaaaaaaaa`,
  guestLink: `https://guest.example.test/?guestCode=GC-${n}-aaaaaaaaaaaaaaaaaaaaaaaaaa`,
  guestCodeSince: `2026-11-2${n}T14:05:00Z`,
});
// 14:05 UTC is 9:05 AM in New York, the zone of every date and time on screen
const since = (n: number) => `11/2${n}/2026 9:05 AM`;
const withCode = { ...jane, guestCodeSince: '2026-11-21T14:05:00Z' };
const guestField = () => screen.getByRole('group', { name: 'Guest Code' });

/** Edit Jane, generate a code (answered with issued(n)) and wait until it shows. */
async function generated(n: number, user = userEvent.setup()) {
  api.on('POST', '/employees/:id/guest-code', { body: issued(n) });
  renderApp('/on/employees/edit/101');
  await user.click(await screen.findByRole('button', { name: 'Generate Guest Code' }));
  await screen.findByRole('textbox', { name: 'Guest Link' });
}

test('guest code: without one, Generate shows the code and the server’s link once', async () => {
  const answers = [issued(1), issued(2)];
  api.on('POST', '/employees/:id/guest-code', () => ({ body: answers.shift() }));
  renderApp('/on/employees/edit/101');
  expect(await screen.findByText('No guest code yet.')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Guest Code' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Revoke Guest Code' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Generate Guest Code' }));
  const code = await screen.findByRole('textbox', { name: 'Guest Code' });
  expect(code).toHaveValue(issued(1).guestCode);
  expect(code).toHaveAttribute('readonly');
  const link = screen.getByRole('textbox', { name: 'Guest Link' });
  expect(link).toHaveValue(issued(1).guestLink);
  expect(link).toHaveAttribute('readonly');
  expect(link).toHaveAccessibleDescription(
    'Shown once: copy or e-mail the link now. Afterwards the form only shows that a code exists.',
  );
  expect(screen.getByText(`A guest code exists since ${since(1)}.`)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'E-mail the link to the employee' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Revoke Guest Code' })).toBeEnabled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  const [post] = api.callsTo('POST', '/employees/:id/guest-code');
  expect(post.path).toBe('/employees/101/guest-code');
  expect(post.body).toBeUndefined();

  await userEvent.click(screen.getByRole('button', { name: 'Regenerate Guest Code' }));
  await answerConfirm('Regenerate');
  expect(await screen.findByDisplayValue(issued(2).guestCode)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Guest Link' })).toHaveValue(issued(2).guestLink);
  expect(screen.getByText(`A guest code exists since ${since(2)}.`)).toBeInTheDocument();
  // the code is never part of the employee's save
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.callsTo('PUT', '/employees/:id')).toHaveLength(1));
  const [put] = api.callsTo('PUT', '/employees/:id');
  expect(put.body).not.toHaveProperty('guestCode');
  expect(put.body).not.toHaveProperty('guestCodeSince');
});

test('the code just made stays shown when the staff member visits another tab and comes back', async () => {
  await generated(1);
  await userEvent.click(screen.getByRole('tab', { name: 'Contact' }));
  expect(screen.queryByRole('textbox', { name: 'Guest Link' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Info' }));
  expect(screen.getByRole('textbox', { name: 'Guest Code' })).toHaveValue(issued(1).guestCode);
  expect(screen.getByRole('textbox', { name: 'Guest Link' })).toHaveValue(issued(1).guestLink);
  expect(screen.getByText(`A guest code exists since ${since(1)}.`)).toBeInTheDocument();
});

test('an existing code shows since when, never the code; a failed generation says so', async () => {
  api.on('GET', '/employees/:id', { body: withCode });
  api.on('POST', '/employees/:id/guest-code', {
    status: 403,
    body: { error: 'forbidden', message: 'Not allowed' },
  });
  renderApp('/on/employees/edit/101');
  expect(await screen.findByText(`A guest code exists since ${since(1)}.`)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Guest Code' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Guest Link' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Generate Guest Code' })).not.toBeInTheDocument();
  const hint = 'Regenerating or revoking ends the current code and its link.';
  expect(screen.getByRole('button', { name: 'Regenerate Guest Code' })).toHaveAccessibleDescription(
    hint,
  );
  expect(screen.getByRole('button', { name: 'Revoke Guest Code' })).toHaveAccessibleDescription(
    hint,
  );

  await userEvent.click(screen.getByRole('button', { name: 'Regenerate Guest Code' }));
  await answerConfirm('Regenerate');
  expect(await within(guestField()).findByRole('alert')).toHaveTextContent(
    'Failed to generate guest code: Not allowed',
  );
  expect(screen.getByText(`A guest code exists since ${since(1)}.`)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Guest Link' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Revoke Guest Code' })).toBeEnabled();
});

test("Copy link copies the server's link and says 'Copied' for 2 s, or how to copy by hand", async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await generated(1, user);
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(writeText).toHaveBeenCalledWith(issued(1).guestLink);
  expect(await within(guestField()).findByText('Copied')).toHaveAttribute('role', 'status');
  act(() => jest.advanceTimersByTime(1900));
  expect(within(guestField()).getByRole('status')).toHaveTextContent('Copied');
  act(() => jest.advanceTimersByTime(100));
  expect(within(guestField()).getByRole('status')).toHaveTextContent('');

  writeText.mockRejectedValueOnce(new Error('denied'));
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(await within(guestField()).findByRole('alert')).toHaveTextContent(
    'Could not copy the link; select it and copy it by hand.',
  );
});

test('E-mail the link sends the code just made and shows the server’s answer, or why not', async () => {
  api.on('POST', '/employees/:id/guest-code/email', {
    body: { message: 'The guest link was e-mailed to jane@example.com.', to: 'jane@example.com' },
  });
  await generated(3);
  await userEvent.click(screen.getByRole('button', { name: 'E-mail the link to the employee' }));
  await waitFor(() =>
    expect(within(guestField()).getByRole('status')).toHaveTextContent(
      'The guest link was e-mailed to jane@example.com.',
    ),
  );
  const [mail] = api.callsTo('POST', '/employees/:id/guest-code/email');
  expect(mail.path).toBe('/employees/101/guest-code/email');
  expect(mail.body).toEqual({ guestCode: issued(3).guestCode });

  api.on('POST', '/employees/:id/guest-code/email', {
    status: 400,
    body: {
      error: 'bad_request',
      message: 'This employee has no e-mail address. Add one on the Info tab first.',
      fieldErrors: { email: 'This employee has no e-mail address.' },
    },
  });
  await userEvent.click(screen.getByRole('button', { name: 'E-mail the link to the employee' }));
  expect(await within(guestField()).findByRole('alert')).toHaveTextContent(
    'Failed to e-mail the link: This employee has no e-mail address. Add one on the Info tab first.',
  );
  expect(within(guestField()).getByRole('status')).toHaveTextContent('');
  // the code stays shown, so it can still be copied
  expect(screen.getByRole('textbox', { name: 'Guest Link' })).toHaveValue(issued(3).guestLink);
});

test('Revoke ends the code: the code and link disappear and Generate comes back', async () => {
  api.on('GET', '/employees/:id', { body: withCode });
  api.on('POST', '/employees/:id/guest-code', { body: issued(4) });
  api.on('DELETE', '/employees/:id/guest-code', {
    status: 500,
    body: { error: 'internal', message: 'Database down' },
  });
  renderApp('/on/employees/edit/101');
  await userEvent.click(await screen.findByRole('button', { name: 'Regenerate Guest Code' }));
  await answerConfirm('Regenerate');
  await screen.findByRole('textbox', { name: 'Guest Link' });
  await userEvent.click(screen.getByRole('button', { name: 'Revoke Guest Code' }));
  await answerConfirm('Revoke');
  expect(await within(guestField()).findByRole('alert')).toHaveTextContent(
    'Failed to revoke guest code: Database down',
  );
  expect(screen.getByRole('textbox', { name: 'Guest Link' })).toHaveValue(issued(4).guestLink);
  expect(screen.getByText(`A guest code exists since ${since(4)}.`)).toBeInTheDocument();

  api.on('DELETE', '/employees/:id/guest-code', { status: 204 });
  await userEvent.click(screen.getByRole('button', { name: 'Revoke Guest Code' }));
  await answerConfirm('Revoke');
  expect(await screen.findByText('No guest code yet.')).toBeInTheDocument();
  expect(within(guestField()).getByRole('status')).toHaveTextContent(
    'Guest code revoked. Its link no longer works.',
  );
  const deletes = api.callsTo('DELETE', '/employees/:id/guest-code');
  expect(deletes).toHaveLength(2);
  expect(deletes[1].path).toBe('/employees/101/guest-code');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Guest Code' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Guest Link' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Revoke Guest Code' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Generate Guest Code' })).toBeEnabled();
});

test('the guest-code buttons are disabled while a call is in flight', async () => {
  const answers: Array<(reply: FakeReply) => void> = [];
  const later = () => new Promise<FakeReply>((resolve) => answers.push(resolve));
  api.on('POST', '/employees/:id/guest-code', later);
  api.on('POST', '/employees/:id/guest-code/email', later);
  renderApp('/on/employees/edit/101');
  await userEvent.click(await screen.findByRole('button', { name: 'Generate Guest Code' }));
  expect(screen.getByRole('button', { name: 'Generate Guest Code' })).toBeDisabled();
  act(() => answers[0]({ body: issued(5) }));
  const email = await screen.findByRole('button', { name: 'E-mail the link to the employee' });

  await userEvent.click(email);
  const buttons = ['Copy link', 'E-mail the link to the employee', 'Regenerate Guest Code'];
  for (const name of [...buttons, 'Revoke Guest Code']) {
    expect(screen.getByRole('button', { name })).toBeDisabled();
  }
  act(() => answers[1]({ body: { message: 'Sent.', to: 'jane@example.com' } }));
  await waitFor(() => expect(within(guestField()).getByRole('status')).toHaveTextContent('Sent.'));
  for (const name of [...buttons, 'Revoke Guest Code']) {
    expect(screen.getByRole('button', { name })).toBeEnabled();
  }
});

test('Regenerate and Revoke ask first; cancelling keeps the code and calls nothing', async () => {
  api.on('GET', '/employees/:id', { body: withCode });
  renderApp('/on/employees/edit/101');
  await userEvent.click(await screen.findByRole('button', { name: 'Regenerate Guest Code' }));
  expect(await answerConfirm('Cancel')).toBe(
    'Regenerate the guest code? The current code and its link stop working at once.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Revoke Guest Code' }));
  expect(await answerConfirm('Cancel')).toBe(
    'Revoke the guest code? The code and its link stop working at once.',
  );
  expect(api.callsTo('POST', '/employees/:id/guest-code')).toHaveLength(0);
  expect(api.callsTo('DELETE', '/employees/:id/guest-code')).toHaveLength(0);
  expect(screen.getByText(`A guest code exists since ${since(1)}.`)).toBeInTheDocument();
});

test('the first Generate asks nothing: there is no code to lose', async () => {
  await generated(2);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});
