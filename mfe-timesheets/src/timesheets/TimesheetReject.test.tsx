import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@staffledger/shared/testing';
import { renderRemote, setupEmployerApi } from '@staffledger/shared/testing';
import TimesheetsRoutes from './TimesheetsRoutes';
import { approved, pending, submitted } from './test-data';

const REASON = 'Wednesday has 12 hours; the client approved 8.';

let api: FakeApi;
let alertSpy: jest.SpyInstance;
const gear = () => screen.getByRole('button', { name: 'Actions for timesheet 12' });
const dialog = () => screen.getByRole('dialog', { name: 'Reject timesheet' });
const reasonField = () => within(dialog()).getByRole('textbox', { name: /^Reason/ });
const rejectButton = () => within(dialog()).getByRole('button', { name: 'Reject' });
const statusCalls = () => api.callsTo('PUT', '/timesheets/:id/status');
const listCalls = () => api.callsTo('GET', '/timesheets');

beforeEach(() => {
  api = setupEmployerApi();
  api.on('GET', '/timesheets', { body: [submitted, approved, pending] });
  api.on('PUT', '/timesheets/:id/status', (req) => ({
    body: {
      ...submitted,
      status: 'REJECTED',
      rejectionReason: (req.body as { reason: string }).reason,
    },
  }));
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alertSpy.mockRestore());

/** The list, with the Reject dialog of Jane's Submitted week open. */
async function openRejectDialog() {
  renderRemote('/on/timesheets', { '/on/timesheets': <TimesheetsRoutes /> });
  await screen.findByRole('link', { name: '12' });
  await userEvent.click(gear());
  await userEvent.click(screen.getByRole('menuitem', { name: 'Reject' }));
  return dialog();
}

test('Reject asks for the reason first, in a dialog that names the employee and the period', async () => {
  const asked = await openRejectDialog();
  expect(asked).toHaveAccessibleDescription('Employee Jane Q Doe Period 03/02/2026 – 03/08/2026');
  expect(reasonField()).toHaveFocus();
  expect(reasonField()).toBeRequired();
  expect(reasonField()).toHaveAttribute('maxlength', '2000');
  expect(reasonField()).toHaveAccessibleDescription(
    'Shown to the employee with the timesheet. At most 2,000 characters.',
  );
  expect(within(asked).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  expect(statusCalls()).toHaveLength(0);
});

test('the reason goes with REJECTED; the list reloads and the focus is back on the gear', async () => {
  await openRejectDialog();
  await userEvent.type(reasonField(), `  ${REASON}  `);
  await userEvent.click(rejectButton());
  await waitFor(() => expect(listCalls()).toHaveLength(2));
  expect(statusCalls()).toHaveLength(1);
  expect(statusCalls()[0].path).toBe('/timesheets/12/status');
  expect(statusCalls()[0].body).toEqual({ status: 'REJECTED', reason: REASON });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(gear()).toHaveFocus();
  expect(alertSpy).not.toHaveBeenCalled();
});

test('without a reason it says "Enter a reason" and sends nothing', async () => {
  await openRejectDialog();
  await userEvent.click(rejectButton());
  expect(within(dialog()).getByText('Enter a reason')).toBeInTheDocument();
  expect(reasonField()).toBeInvalid();
  await userEvent.type(reasonField(), '   ');
  await userEvent.click(rejectButton());
  expect(within(dialog()).getByText('Enter a reason')).toBeInTheDocument();
  expect(statusCalls()).toHaveLength(0);
  expect(listCalls()).toHaveLength(1);
});

test('Cancel and Escape reject nothing and give the focus back to the gear', async () => {
  await openRejectDialog();
  await userEvent.type(reasonField(), REASON);
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(gear()).toHaveFocus();

  await userEvent.click(gear());
  await userEvent.click(screen.getByRole('menuitem', { name: 'Reject' }));
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(gear()).toHaveFocus();
  // the gear's menu stays closed: Escape belonged to the dialog
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(statusCalls()).toHaveLength(0);
  expect(listCalls()).toHaveLength(1);
});

test('a refused rejection shows the spec’s text in the page and the list stays as it was', async () => {
  api.on('PUT', '/timesheets/:id/status', {
    status: 409,
    body: { error: 'conflict', message: 'Cannot change an approved timesheet to rejected.' },
  });
  await openRejectDialog();
  await userEvent.type(reasonField(), REASON);
  await userEvent.click(rejectButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to reject timesheet: Cannot change an approved timesheet to rejected.',
  );
  expect(alertSpy).not.toHaveBeenCalled();
  expect(listCalls()).toHaveLength(1);
});

test('by keyboard: the gear, Reject, a reason of two lines, Tab to Reject and Enter', async () => {
  renderRemote('/on/timesheets', { '/on/timesheets': <TimesheetsRoutes /> });
  await screen.findByRole('link', { name: '12' });
  gear().focus();
  await userEvent.keyboard('{Enter}{ArrowDown}{ArrowDown}{Enter}');
  expect(reasonField()).toHaveFocus();
  await userEvent.keyboard('Wednesday: 12 hours.{Enter}The client approved 8.');
  await userEvent.tab();
  await userEvent.tab();
  expect(rejectButton()).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(statusCalls()).toHaveLength(1));
  expect(statusCalls()[0].body).toEqual({
    status: 'REJECTED',
    reason: 'Wednesday: 12 hours.\nThe client approved 8.',
  });
});

test.each([
  [true, 'Jane Q Doe was e-mailed that the timesheet was rejected.'],
  [false, 'Jane Q Doe has no e-mail address, so no e-mail was sent: tell them another way.'],
])(
  'after the Reject the list says whether the employee was told (e-mailed: %s)',
  async (emailed, text) => {
    api.on('PUT', '/timesheets/:id/status', {
      body: {
        ...submitted,
        status: 'REJECTED',
        rejectionReason: REASON,
        rejectionNotice: { employeeName: 'Jane Q Doe', emailed },
      },
    });
    await openRejectDialog();
    await userEvent.type(reasonField(), REASON);
    await userEvent.click(rejectButton());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
  },
);
