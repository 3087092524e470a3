import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Employee } from '@staffledger/shared';
import type { FakeApi } from '@staffledger/shared/testing';
import { renderRemote, setupEmployerApi } from '@staffledger/shared/testing';
import EmployeesRoutes from './EmployeesRoutes';
import { jane } from './test-data';

/** Jane before she set a password: an address, Active, invited on 01/08/2024 at 10:00 UTC. */
const invited: Employee = { ...jane, canSignIn: false, lastSignInAt: null };

const renderApp = (url: string) => renderRemote(url, { '/on/employees': <EmployeesRoutes /> });

let api: FakeApi;

function withRecord(record: Employee) {
  api.on('GET', '/employees/:id', { body: record });
}

beforeEach(() => {
  api = setupEmployerApi().on('GET', '/employees', { body: [] });
  withRecord(invited);
});
afterEach(() => jest.useRealTimers());

const panel = async () => within(await screen.findByRole('group', { name: 'Sign-in' }));

describe('the Sign-in panel', () => {
  test('shows when the invitation went out; Resend asks, naming the address, then sends', async () => {
    api.on('POST', '/employees/:id/invitation', {
      body: {
        message: 'An invitation was e-mailed to jane@example.com.',
        to: 'jane@example.com',
        invitedAt: '2024-03-04T15:30:00Z',
      },
    });
    const user = userEvent.setup();
    renderApp('/on/employees/edit/101');
    const signIn = await panel();
    expect(signIn.getByText('Invited on 01/08/2024 5:00 AM')).toBeInTheDocument();
    expect(signIn.getByText('Never signed in')).toBeInTheDocument();
    const resend = signIn.getByRole('button', { name: 'Resend invitation' });
    expect(resend).toHaveAccessibleDescription(
      'The invitation e-mails jane@example.com a link to set a password, valid for 7 days.',
    );

    await user.click(resend);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleName(
      'E-mail an invitation to jane@example.com? It holds a link to set a password, valid for 7 days. The link sent before stops working.',
    );
    expect(api.callsTo('POST', '/employees/:id/invitation')).toHaveLength(0);
    // the keyboard goes ahead as the mouse does
    await user.keyboard('{Enter}');
    expect(
      await signIn.findByText('An invitation was e-mailed to jane@example.com.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/employees/:id/invitation')[0].path).toBe(
      '/employees/101/invitation',
    );
    expect(signIn.getByText('Invited on 03/04/2024 10:30 AM')).toBeInTheDocument();
  });

  test('not invited yet: Send invitation, which Cancel leaves unsent', async () => {
    withRecord({ ...invited, invitedAt: null });
    const user = userEvent.setup();
    renderApp('/on/employees/edit/101');
    const signIn = await panel();
    expect(signIn.getByText('Not invited yet')).toBeInTheDocument();
    await user.click(signIn.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName(
      'E-mail an invitation to jane@example.com? It holds a link to set a password, valid for 7 days.',
    );
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/employees/:id/invitation')).toHaveLength(0);
  });

  test("a refusal is said in the server's words", async () => {
    api.on('POST', '/employees/:id/invitation', {
      status: 429,
      body: {
        error: 'too_many_requests',
        message: 'This employee was already sent 5 invitations this hour. Try again in 12 minutes.',
      },
    });
    const user = userEvent.setup();
    renderApp('/on/employees/edit/101');
    const signIn = await panel();
    await user.click(signIn.getByRole('button', { name: 'Resend invitation' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Resend invitation' }));
    expect(await signIn.findByRole('alert')).toHaveTextContent(
      'Failed to send the invitation: This employee was already sent 5 invitations this hour. Try again in 12 minutes.',
    );
    expect(signIn.getByText('Invited on 01/08/2024 5:00 AM')).toBeInTheDocument();
  });

  test('an employee who set a password: the last sign-in, and no invitation to send', async () => {
    withRecord(jane);
    renderApp('/on/employees/edit/101');
    const signIn = await panel();
    expect(signIn.getByText('Signed in last on 02/01/2024 9:30 AM')).toBeInTheDocument();
    expect(signIn.getByText(/has set a password; a forgotten one is reset/)).toBeInTheDocument();
    expect(signIn.queryByRole('button')).not.toBeInTheDocument();
  });

  test.each([
    ['no address', { email: null }, 'No sign-in: the employee has no e-mail address.'],
    ['Inactive', { status: 'INACTIVE' as const }, 'No sign-in: the employee is Inactive.'],
  ])('%s: no sign-in, said why', async (_what, change, text) => {
    withRecord({ ...invited, ...change });
    renderApp('/on/employees/edit/101');
    const signIn = await panel();
    expect(signIn.getByText(text)).toBeInTheDocument();
    expect(signIn.queryByRole('button')).not.toBeInTheDocument();
  });

  test('a new employee: invited once saved', async () => {
    renderApp('/on/employees/new');
    const signIn = await panel();
    expect(
      signIn.getByText(
        'Once the employee is saved with an e-mail address, they can be invited to set a password.',
      ),
    ).toBeInTheDocument();
  });
});

describe('after a save', () => {
  const fillRequired = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(await screen.findByRole('textbox', { name: 'First Name' }), 'Ada');
    for (const [label, value] of [
      ['Last Name', 'King'],
      ['Category', 'W2'],
      ['Work Auth', 'Citizen'],
      ['Designation', 'Engineer'],
      ['Email', 'ada@example.com'],
    ]) {
      await user.type(screen.getByRole('textbox', { name: label }), value);
    }
  };
  const created = (invitation: object) => ({
    status: 201,
    body: { ...invited, id: 7, firstName: 'Ada', email: 'ada@example.com', invitation },
  });

  test('an invitation that went out is told with the save, then the list', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.on('POST', '/employees', created({ outcome: 'sent', to: 'ada@example.com', reason: null }));
    renderApp('/on/employees/new');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Employee created successfully! An invitation to sign in was e-mailed to ada@example.com.',
      ),
    ).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/employees$/),
    );
    await screen.findByText('No employees found.');
  });

  test('offered: the form asks, and holds until answered; Send invitation sends it', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.on(
      'POST',
      '/employees',
      created({ outcome: 'offered', to: 'ada@example.com', reason: null }),
    );
    api.on('POST', '/employees/:id/invitation', {
      body: { message: 'sent', to: 'ada@example.com', invitedAt: '2024-03-04T15:30:00Z' },
    });
    renderApp('/on/employees/new');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleName(
      'Send Ada an invitation to sign in? It goes to ada@example.com with a link to set a password.',
    );
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByTestId('location')).toHaveTextContent('/on/employees/new');
    // the answer lands after the click: let it settle inside act
    await act(() => user.click(within(dialog).getByRole('button', { name: 'Send invitation' })));
    expect(
      await screen.findByText(
        'Employee created successfully! An invitation to sign in was e-mailed to ada@example.com.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/employees/:id/invitation')[0].path).toBe(
      '/employees/7/invitation',
    );
    act(() => jest.advanceTimersByTime(1000));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/employees$/),
    );
    await screen.findByText('No employees found.');
  });

  test('failed: the reason, Try again, and Not now leaves it for later', async () => {
    const user = userEvent.setup();
    api.on(
      'POST',
      '/employees',
      created({
        outcome: 'failed',
        to: 'ada@example.com',
        reason: 'The invitation could not be e-mailed. Try again later.',
      }),
    );
    api.on('POST', '/employees/:id/invitation', {
      status: 502,
      body: { error: 'mail_failed', message: 'The mail server is still down.' },
    });
    renderApp('/on/employees/new');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleName(
      'The invitation to ada@example.com was not sent. The invitation could not be e-mailed. Try again later.',
    );
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Try again' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('alertdialog')).toHaveAccessibleName(
        'The invitation to ada@example.com was not sent. The mail server is still down.',
      ),
    );
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Not now' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/employees$/),
    );
    await screen.findByText('No employees found.');
    expect(api.callsTo('POST', '/employees')).toHaveLength(1);
  });
});
