import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi, FakeReply } from '@staffledger/shared/testing';
import { renderApp, setupApi } from '../test/renderApp';
import { localDate } from './employees.form';
import { jane } from './test-data';

let api: FakeApi;

beforeEach(() => {
  api = setupApi();
  api.on('GET', '/employees', { body: [] });
  api.on('GET', '/employees/:id', { body: jane });
});
afterEach(() => jest.useRealTimers());

const REQUIRED = ['First Name', 'Last Name', 'Category', 'Work Auth', 'Designation'];

async function fillRequired(user = userEvent.setup()) {
  await user.type(await screen.findByRole('textbox', { name: 'First Name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'King');
  await user.type(screen.getByRole('textbox', { name: 'Category' }), 'W2');
  await user.type(screen.getByRole('textbox', { name: 'Work Auth' }), 'Citizen');
  await user.type(screen.getByRole('textbox', { name: 'Designation' }), 'Engineer');
}

test('create defaults: Access Level Employee, status Active, start date today; tabs Info, Contact, Family', async () => {
  renderApp('/on/employees/new');
  expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual([
    'Info',
    'Contact',
    'Family',
  ]);
  const access = screen.getByRole('combobox', { name: 'Access Level' });
  expect(
    within(access)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Employee', 'Employer']);
  expect(access).toHaveValue('EMPLOYEE');
  const status = screen.getByRole('combobox', { name: 'Status' });
  expect(
    within(status)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Active', 'Inactive']);
  expect(status).toHaveValue('ACTIVE');
  expect(screen.getByLabelText('Start Date')).toHaveValue(localDate(new Date()));
  expect(screen.getByLabelText('End Date')).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    /sign-in user name/,
  );
  expect(
    screen.getByText(/guest code can be generated after the employee is saved/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Guest Code/ })).not.toBeInTheDocument();
});

test('the five required fields carry * and required; the others do not', async () => {
  renderApp('/on/employees/new');
  for (const label of REQUIRED) {
    const input = await screen.findByRole('textbox', { name: label });
    expect(input).toBeRequired();
    expect(input.closest('.sl-field')!.querySelector('label')).toHaveTextContent(`${label} *`);
  }
  expect(screen.getByRole('textbox', { name: 'Middle Name' })).not.toBeRequired();
  expect(screen.getByRole('textbox', { name: 'Email' })).not.toBeRequired();
  expect(screen.getAllByText('*')).toHaveLength(5);
});

test('empty required fields are refused by the form itself, without calling the API', async () => {
  renderApp('/on/employees/new');
  await screen.findByRole('textbox', { name: 'First Name' });
  // past the browser's own check, the form's check still holds
  document.querySelectorAll('[required]').forEach((el) => el.removeAttribute('required'));
  await userEvent.type(screen.getByRole('textbox', { name: 'First Name' }), 'Ada');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  for (const label of REQUIRED.slice(1)) {
    expect(await screen.findByText(`${label} is required`)).toBeInTheDocument();
  }
  expect(screen.queryByText('First Name is required')).not.toBeInTheDocument();
  expect(api.callsTo('POST', '/employees')).toHaveLength(0);
});

test("create: contacts (priority 1 by default) and family; 'Employee created successfully!' then the list after 1 s", async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  api.on('POST', '/employees', (req) => ({
    status: 201,
    body: { ...(req.body as object), id: 5 },
  }));
  renderApp('/on/employees/new');
  await fillRequired(user);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Access Level' }), 'Employer');
  await user.click(screen.getByRole('tab', { name: 'Contact' }));
  await user.click(screen.getByRole('button', { name: 'Add Contact' }));
  const priority = screen.getByRole('spinbutton', { name: 'Contact 1 Priority' });
  expect(priority).toHaveValue(1);
  expect(priority).toHaveAttribute('min', '1');
  const type = screen.getByRole('combobox', { name: 'Contact 1 Type' });
  expect(
    within(type)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Email', 'Phone', 'Address']);
  await user.selectOptions(type, 'Phone');
  await user.type(screen.getByRole('textbox', { name: 'Contact 1 Value' }), '555-0123');
  await user.type(screen.getByRole('textbox', { name: 'Contact 1 Additional Notes' }), 'mobile');
  await user.click(screen.getByRole('button', { name: 'Add Contact' }));
  await user.click(screen.getByRole('button', { name: 'Remove Contact 2' }));
  await user.click(screen.getByRole('tab', { name: 'Family' }));
  await user.type(screen.getByRole('textbox', { name: 'Spouse Name' }), 'Bo');
  const children = screen.getByRole('spinbutton', { name: 'Children Count' });
  expect(children).toHaveAttribute('min', '0');
  await user.type(children, '3');
  await user.type(screen.getByRole('textbox', { name: 'Emergency Contact' }), 'Bo 555-0000');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Employee created successfully!')).toBeInTheDocument();
  const body = api.callsTo('POST', '/employees')[0].body as Record<string, unknown>;
  expect(body).toMatchObject({
    firstName: 'Ada',
    middleName: null,
    lastName: 'King',
    category: 'W2',
    workAuth: 'Citizen',
    designation: 'Engineer',
    role: 'EMPLOYER',
    status: 'ACTIVE',
    startDate: localDate(new Date()),
    endDate: null,
    spouseName: 'Bo',
    childrenCount: 3,
    emergencyContact: 'Bo 555-0000',
    contacts: [
      {
        type: 'PHONE',
        value: '555-0123',
        startDate: null,
        endDate: null,
        priority: 1,
        additionalNotes: 'mobile',
      },
    ],
  });
  expect(body).not.toHaveProperty('guestCode');
  expect(body).not.toHaveProperty('fullName');
  expect(screen.getByTestId('location')).toHaveTextContent('/on/employees/new');
  act(() => jest.advanceTimersByTime(1000));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/employees$/),
  );
  await screen.findByText('No employees found.');
});

test("edit: loads the employee; 'Employee updated successfully!' then back after 1 s", async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  api.on('PUT', '/employees/:id', (req) => ({ body: { ...(req.body as object), id: 101 } }));
  renderApp('/on/employees/edit/101');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: 'First Name' })).toHaveValue('Jane');
  expect(screen.getByLabelText('Start Date')).toHaveValue('2024-01-08');
  await user.click(screen.getByRole('tab', { name: 'Contact' }));
  expect(screen.getByRole('spinbutton', { name: 'Contact 1 Priority' })).toHaveValue(2);
  await user.click(screen.getByRole('tab', { name: 'Family' }));
  expect(screen.getByRole('spinbutton', { name: 'Children Count' })).toHaveValue(2);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Employee updated successfully!')).toBeInTheDocument();
  expect(api.callsTo('PUT', '/employees/:id')[0].body).toMatchObject({
    firstName: 'Jane',
    childrenCount: 2,
    contacts: [{ type: 'PHONE', priority: 2 }],
  });
  act(() => jest.advanceTimersByTime(1000));
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/employees$/),
  );
  await screen.findByText('No employees found.');
});

test("a load failure reads '❌ Error loading employee data: {message}'", async () => {
  api.on('GET', '/employees/:id', {
    status: 404,
    body: { error: 'not_found', message: 'Employee not found' },
  });
  renderApp('/on/employees/edit/9');
  expect(
    await screen.findByText('❌ Error loading employee data: Employee not found'),
  ).toBeInTheDocument();
});

test("server errors: '❌ Error: {message}' with field errors on their fields", async () => {
  api.on('POST', '/employees', {
    status: 409,
    body: {
      error: 'conflict',
      message: 'Email already in use',
      fieldErrors: { email: 'Email already in use' },
    },
  });
  renderApp('/on/employees/new');
  await fillRequired();
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('❌ Error: Email already in use')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Email already in use',
  );
  expect(screen.getByTestId('location')).toHaveTextContent('/on/employees/new');
});

test('a contact field error opens the Contact tab', async () => {
  api.on('PUT', '/employees/:id', {
    status: 400,
    body: {
      error: 'validation',
      message: 'Bad contact',
      fieldErrors: { 'contacts.0.value': 'Required' },
    },
  });
  renderApp('/on/employees/edit/101');
  await screen.findByRole('textbox', { name: 'First Name' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('❌ Error: Bad contact')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true'),
  );
  expect(screen.getByRole('textbox', { name: 'Contact 1 Value' })).toHaveAccessibleDescription(
    'Required',
  );
});

test("failures without a message: '❌ Failed to create/update employee: Unknown error'", async () => {
  api.on('POST', '/employees', () => {
    throw new Error('');
  });
  api.on('PUT', '/employees/:id', () => {
    throw new Error('');
  });
  const { unmount } = renderApp('/on/employees/new');
  await fillRequired();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('❌ Failed to create employee: Unknown error'),
  ).toBeInTheDocument();
  unmount();
  renderApp('/on/employees/edit/101');
  await screen.findByRole('textbox', { name: 'First Name' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('❌ Failed to update employee: Unknown error'),
  ).toBeInTheDocument();
});

const issued = (n: number) => ({
  guestCode: `GC-${n}-aaaaaaaaaaaaaaaaaaaaaaaaaa`,
  guestLink: `https://guest.example.test/?guestCode=GC-${n}-aaaaaaaaaaaaaaaaaaaaaaaaaa`,
  guestCodeSince: `2026-11-2${n}T14:05:00Z`,
});
const since = (n: number) =>
  new Date(`2026-11-2${n}T14:05:00Z`).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
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
  await screen.findByRole('textbox', { name: 'Guest Link' });
  await userEvent.click(screen.getByRole('button', { name: 'Revoke Guest Code' }));
  expect(await within(guestField()).findByRole('alert')).toHaveTextContent(
    'Failed to revoke guest code: Database down',
  );
  expect(screen.getByRole('textbox', { name: 'Guest Link' })).toHaveValue(issued(4).guestLink);
  expect(screen.getByText(`A guest code exists since ${since(4)}.`)).toBeInTheDocument();

  api.on('DELETE', '/employees/:id/guest-code', { status: 204 });
  await userEvent.click(screen.getByRole('button', { name: 'Revoke Guest Code' }));
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

test('an employee on leave keeps On Leave as a status choice', async () => {
  api.on('GET', '/employees/:id', { body: { ...jane, status: 'ON_LEAVE' } });
  renderApp('/on/employees/edit/101');
  const status = await screen.findByRole('combobox', { name: 'Status' });
  expect(status).toHaveValue('ON_LEAVE');
  expect(status).toHaveDisplayValue('On Leave');
});
