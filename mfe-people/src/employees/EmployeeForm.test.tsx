import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIso } from '@staffledger/shared';
import type { FakeApi } from '@staffledger/shared/testing';
import { optionsOf, renderRemote, setupEmployerApi } from '@staffledger/shared/testing';
import EmployeesRoutes from './EmployeesRoutes';
import { employeeSaveError } from './employees.form';
import { jane } from './test-data';

const renderApp = (url: string) => renderRemote(url, { '/on/employees': <EmployeesRoutes /> });

let api: FakeApi;

beforeEach(() => {
  api = setupEmployerApi()
    .on('GET', '/employees', { body: [] })
    .on('GET', '/employees/:id', { body: jane });
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
  expect(optionsOf('Access Level')).toEqual(['Employee', 'Employer']);
  expect(access).toHaveValue('EMPLOYEE');
  const status = screen.getByRole('combobox', { name: 'Status' });
  expect(optionsOf('Status')).toEqual(['Active', 'Inactive', 'On Leave']);
  expect(status).toHaveValue('ACTIVE');
  expect(screen.getByLabelText('Start Date')).toHaveValue(todayIso(new Date()));
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
  expect(optionsOf('Contact 1 Type')).toEqual(['Email', 'Phone', 'Address']);
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
    startDate: todayIso(new Date()),
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

test("a save that got no answer names the cause; without a message, '❌ Failed to create/update employee: Unknown error'", async () => {
  api.on('POST', '/employees', () => {
    throw new TypeError('Failed to fetch');
  });
  renderApp('/on/employees/new');
  await fillRequired();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText(
      '❌ Error: The server could not be reached. Check your connection and try again.',
    ),
  ).toBeInTheDocument();
  expect(employeeSaveError(false, '')).toBe('❌ Failed to create employee: Unknown error');
  expect(employeeSaveError(true, '')).toBe('❌ Failed to update employee: Unknown error');
});

test('an employee on leave keeps On Leave, and an active one can be put on leave', async () => {
  api.on('GET', '/employees/:id', { body: { ...jane, status: 'ON_LEAVE' } });
  const { unmount } = renderApp('/on/employees/edit/101');
  const status = await screen.findByRole('combobox', { name: 'Status' });
  expect(status).toHaveValue('ON_LEAVE');
  expect(status).toHaveDisplayValue('On Leave');
  unmount();
  api.on('GET', '/employees/:id', { body: { ...jane, status: 'ACTIVE' } });
  renderApp('/on/employees/edit/101');
  await userEvent.selectOptions(
    await screen.findByRole('combobox', { name: 'Status' }),
    'On Leave',
  );
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('ON_LEAVE');
});
