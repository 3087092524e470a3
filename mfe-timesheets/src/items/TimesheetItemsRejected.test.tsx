import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, type Timesheet } from '@staffledger/shared';
import type { FakeApi } from '@staffledger/shared/testing';
import { setupEmployerApi, signIn } from '@staffledger/shared/testing';
import { historyOf, itemsOf, locked, pending, rejected, timesheetPdf } from './test-data';
import { headerValue, openSheet } from './testing/sheet';

const REASON = 'Tuesday has 12 hours; the client approved 8.';
const BANNER = `This timesheet was rejected: ${REASON} Correct it and submit it again.`;

let api: FakeApi;
/** Jane's sheets as the API answers them now: the rejected week carries its reason. */
let sheets: Timesheet[];

beforeEach(() => {
  sheets = [locked, pending, { ...rejected, rejectionReason: REASON }];
  api = setupEmployerApi();
  signIn({ authorities: ['ROLE_EMPLOYEE'], corpid: 1, empid: 101 }, 1);
  useSession.setState({ employeeId: 101 });
  api.on('GET', '/timesheets/employee/:employeeId', () => ({ body: sheets }));
  api.on('GET', '/timesheets/:id', (req) => ({
    body: sheets.find((s) => s.id === Number(req.params.id)),
  }));
  api.on('GET', '/timesheets/:id/items', (req) => ({ body: itemsOf(Number(req.params.id)) }));
  api.on('GET', '/timesheets/:id/attachments', { body: [timesheetPdf] });
  api.on('GET', '/timesheets/:id/history', (req) => ({ body: historyOf(Number(req.params.id)) }));
});

/** The rejection banner: a status (a polite live region) that starts with the rejection. */
const banner = () => screen.getByText(/^This timesheet was rejected/).closest('[role="status"]');

test('the employee sees why the week was rejected, fixes it and submits: the banner is gone', async () => {
  const user = userEvent.setup();
  api.on('PUT', '/timesheets/:id/items/submit', (req) => {
    // submitted again: Submitted, the reason kept on the sheet
    sheets = sheets.map((s) => (s.id === rejected.id ? { ...s, status: 'SUBMITTED' } : s));
    return { body: { timesheet: sheets[2], items: req.body } };
  });
  await openSheet(rejected.id);
  expect(headerValue('Status')).toBe('Rejected');
  expect(banner()).toHaveTextContent(BANNER);

  const hours = screen.getByRole('spinbutton', { name: 'Hours Worked 11/17/2026' });
  await user.clear(hours);
  await user.type(hours, '8');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Timesheet submitted successfully')).toBeInTheDocument();
  expect(api.callsTo('PUT', '/timesheets/22/items/submit')).toHaveLength(1);
  await waitFor(() => expect(headerValue('Status')).toBe('Submitted'));
  expect(screen.queryByText(/was rejected/)).not.toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: 'Hours Worked 11/17/2026' })).toBeDisabled();
});

test('<< to a sheet that is not rejected shows no banner; >> back shows it again', async () => {
  const user = userEvent.setup();
  await openSheet(rejected.id);
  expect(screen.getByText(/was rejected/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Previous timesheet' }));
  await waitFor(() => expect(headerValue('ID')).toBe(String(pending.id)));
  expect(screen.queryByText(/was rejected/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next timesheet' }));
  await waitFor(() => expect(headerValue('ID')).toBe(String(rejected.id)));
  expect(screen.getByText(/was rejected/)).toBeInTheDocument();
});
