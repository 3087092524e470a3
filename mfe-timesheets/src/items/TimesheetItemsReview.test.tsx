import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Timesheet } from '@staffledger/shared';
import type { FakeApi } from '@staffledger/shared/testing';
import { setupEmployerApi, signIn } from '@staffledger/shared/testing';
import { NONE_WAITING } from './TimesheetReview';
import { itemsOf, pending, timesheetPdf } from './test-data';
import { headerValue, openSheet } from './testing/sheet';

const waiting: Timesheet = { ...pending, id: 40, status: 'SUBMITTED' };
const nextWaiting: Timesheet = {
  ...pending,
  id: 41,
  periodStartDate: '2026-11-30',
  status: 'SUBMITTED',
};
let sheets: Timesheet[];
let api: FakeApi;

beforeEach(() => {
  sheets = [waiting, nextWaiting];
  api = setupEmployerApi();
  api.on('GET', '/timesheets/employee/:employeeId', () => ({ body: sheets }));
  api.on('GET', '/timesheets/:id', (req) => ({
    body: sheets.find((s) => s.id === Number(req.params.id)),
  }));
  api.on('GET', '/timesheets/:id/items', (req) => ({ body: itemsOf(Number(req.params.id)) }));
  api.on('GET', '/timesheets/:id/attachments', { body: [timesheetPdf] });
  api.on('GET', '/timesheets/:id/history', { body: [] });
  api.on('GET', '/timesheets', (req) => ({
    body:
      req.query.get('status') === 'SUBMITTED'
        ? sheets.filter((s) => s.status === 'SUBMITTED')
        : sheets,
  }));
  api.on('PUT', '/timesheets/:id/status', (req) => {
    const { status } = req.body as { status: Timesheet['status'] };
    sheets = sheets.map((s) => (s.id === Number(req.params.id) ? { ...s, status } : s));
    const moved = sheets.find((s) => s.id === Number(req.params.id));
    const told = { employeeName: waiting.employeeName, emailed: true };
    return { body: status === 'REJECTED' ? { ...moved, rejectionNotice: told } : moved };
  });
});

const review = () => screen.getByRole('group', { name: 'Review' });

test('staff Accept a Submitted sheet where they read it, then open the next waiting week', async () => {
  const user = userEvent.setup();
  await openSheet(40);
  await user.click(within(review()).getByRole('button', { name: 'Accept' }));

  expect(await screen.findByText('Timesheet accepted.')).toBeInTheDocument();
  expect(api.callsTo('PUT', '/timesheets/:id/status')[0].body).toEqual({ status: 'APPROVED' });
  expect(headerValue('Status')).toBe('Approved');
  expect(within(review()).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

  await user.click(within(review()).getByRole('button', { name: 'Next waiting week' }));
  await waitFor(() => expect(headerValue('ID')).toBe('41'));
  const asked = api.callsTo('GET', '/timesheets').at(-1)!.query;
  expect(Object.fromEntries(asked)).toEqual({
    status: 'SUBMITTED',
    sort: 'periodStartDate',
    order: 'desc',
    limit: '2',
  });
  expect(screen.getByTestId('location')).toHaveTextContent('timesheetId=41');
});

test('Reject asks the reason and says the employee was e-mailed; with none left, Next says so', async () => {
  sheets = [waiting];
  const user = userEvent.setup();
  await openSheet(40);
  await user.click(within(review()).getByRole('button', { name: 'Reject' }));
  const dialog = screen.getByRole('dialog', { name: 'Reject timesheet' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Too many hours');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

  expect(
    await screen.findByText(
      `${waiting.employeeName} was e-mailed that the timesheet was rejected.`,
    ),
  ).toBeInTheDocument();
  expect(api.callsTo('PUT', '/timesheets/:id/status')[0].body).toEqual({
    status: 'REJECTED',
    reason: 'Too many hours',
  });
  await user.click(within(review()).getByRole('button', { name: 'Next waiting week' }));
  expect(await screen.findByText(NONE_WAITING)).toBeInTheDocument();
  expect(headerValue('ID')).toBe('40');
});

test('an employee has no Accept, Reject or Next waiting week', async () => {
  signIn({ authorities: ['ROLE_EMPLOYEE'], corpid: 1, empid: 101 }, 1);
  await openSheet(40);
  expect(screen.queryByRole('group', { name: 'Review' })).not.toBeInTheDocument();
});

test('a double click on Accept sends one change', async () => {
  const user = userEvent.setup();
  await openSheet(40);
  await user.dblClick(within(review()).getByRole('button', { name: 'Accept' }));
  expect(await screen.findByText('Timesheet accepted.')).toBeInTheDocument();
  expect(api.callsTo('PUT', '/timesheets/:id/status')).toHaveLength(1);
});

test('under required, Accept of a week waiting for the client asks why it goes ahead without them', async () => {
  sheets = [{ ...waiting, awaitingClient: true }, nextWaiting];
  api.on('GET', '/admin', {
    body: [
      {
        id: 1,
        category: 'TIMESHEET',
        feature: 'clientApproval',
        value: 'required',
        description: '',
      },
    ],
  });
  const user = userEvent.setup();
  await openSheet(40);
  await waitFor(() => expect(api.callsTo('GET', '/admin')).toHaveLength(1));
  await user.click(within(review()).getByRole('button', { name: 'Accept' }));
  const dialog = await screen.findByRole('dialog', { name: 'Accept without the client' });
  await user.type(within(dialog).getByRole('textbox'), 'client unreachable');
  await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
  expect(await screen.findByText('Timesheet accepted.')).toBeInTheDocument();
  expect(api.callsTo('PUT', '/timesheets/:id/status')[0].body).toEqual({
    status: 'APPROVED',
    reason: 'client unreachable',
  });
});
