import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Timesheet } from '@staffledger/shared';
import type { FakeApi } from '@staffledger/shared/testing';
import { renderRemote, setupEmployerApi } from '@staffledger/shared/testing';
import TimesheetsRoutes from './TimesheetsRoutes';
import { approved, submitted } from './test-data';

/** The API's 400 for a waiting week accepted without a reason, as it words it. */
const CLIENT_REASON_REQUIRED =
  "This week is waiting for the client's approval: give the reason you accept it without them.";

/** Jane's week waits for Acme's approver; Sam's Submitted week does not. */
const waiting: Timesheet = { ...submitted, awaitingClient: true };
const direct: Timesheet = { ...submitted, id: 15, employeeName: 'Sam Lee', billingCode: 'ACME-03' };

let api: FakeApi;
const statusCalls = () => api.callsTo('PUT', '/timesheets/:id/status');
const bulkCalls = () => api.callsTo('POST', '/timesheets/status');
const row = (id: number) => screen.getByRole('link', { name: String(id) }).closest('tr')!;

function clientApproval(value: string) {
  api.on('GET', '/admin', {
    body: [{ id: 1, category: 'TIMESHEET', feature: 'clientApproval', value, description: '' }],
  });
}

beforeEach(() => {
  api = setupEmployerApi();
  api.on('GET', '/timesheets', (req) => ({
    body: req.query.get('awaitingClient') === 'true' ? [waiting] : [waiting, direct, approved],
  }));
  api.on('GET', '/timesheets/counts', {
    body: { missing: 0, awaitingApproval: 2, awaitingClient: 1, clientApproval: 'required' },
  });
  api.on('PUT', '/timesheets/:id/status', (req) => ({
    body: { ...waiting, id: Number(req.params.id), status: 'APPROVED', awaitingClient: false },
  }));
  clientApproval('required');
});

async function renderList(url = '/on/timesheets') {
  renderRemote(url, { '/on/timesheets': <TimesheetsRoutes /> });
  await screen.findByRole('link', { name: '12' });
}

/** Both Submitted weeks selected and Accept selected pressed: the dialog that asks the reason. */
async function acceptBoth() {
  await renderList();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select timesheet 12' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select timesheet 15' }));
  await userEvent.click(screen.getByRole('button', { name: 'Accept selected' }));
  return screen.findByRole('dialog', { name: 'Accept 1 timesheet without the client' });
}

async function accept(id: number) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for timesheet ${id}` }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Accept' }));
}

test('the weeks waiting for the client are marked, counted, and one link away', async () => {
  await renderList();
  expect(within(row(12)).getByText('Awaiting client')).toBeInTheDocument();
  expect(within(row(15)).queryByText('Awaiting client')).not.toBeInTheDocument();
  const link = await screen.findByRole('link', { name: 'Awaiting client: 1' });
  await userEvent.click(link);
  await waitFor(() => expect(screen.queryByRole('link', { name: '15' })).not.toBeInTheDocument());
  // the filter shows why the list is short, and can be taken off there
  const filter = screen.getByRole('checkbox', { name: 'Awaiting client' });
  expect(filter).toBeChecked();
  const calls = api.callsTo('GET', '/timesheets');
  expect(calls[calls.length - 1].query.get('awaitingClient')).toBe('true');
});

test('without client approval the list offers no Awaiting client count, unless weeks still wait', async () => {
  clientApproval('off');
  api.on('GET', '/timesheets/counts', {
    body: { missing: 0, awaitingApproval: 2, awaitingClient: 0, clientApproval: 'off' },
  });
  await renderList();
  await waitFor(() => expect(api.callsTo('GET', '/timesheets/counts')).toHaveLength(1));
  expect(screen.getByRole('link', { name: 'Missing timesheets' })).toBeVisible();
  expect(screen.queryByRole('link', { name: /^Awaiting client/ })).toBeNull();
});

test('under required, Accept of a waiting week asks the reason, which goes with the Accept', async () => {
  await renderList();
  await accept(12);
  const dialog = await screen.findByRole('dialog', { name: 'Accept without the client' });
  expect(dialog).toHaveAccessibleDescription('Employee Jane Q Doe Period 03/02/2026 – 03/08/2026');
  const field = within(dialog).getByRole('textbox', {
    name: /^Reason to accept without the client/,
  });
  expect(field).toHaveAttribute('maxlength', '2000');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
  expect(within(dialog).getByText('Enter a reason')).toBeInTheDocument();
  expect(statusCalls()).toHaveLength(0);
  await userEvent.type(field, 'approved by phone');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(statusCalls()).toHaveLength(1));
  expect(statusCalls()[0].body).toEqual({ status: 'APPROVED', reason: 'approved by phone' });
});

test('a week not waiting for the client is accepted at once, as before', async () => {
  await renderList();
  await accept(15);
  await waitFor(() => expect(statusCalls()).toHaveLength(1));
  expect(statusCalls()[0].body).toEqual({ status: 'APPROVED' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('under optional, a waiting week is accepted without a reason', async () => {
  clientApproval('optional');
  await renderList();
  await waitFor(() => expect(api.callsTo('GET', '/admin')).toHaveLength(1));
  await accept(12);
  await waitFor(() => expect(statusCalls()).toHaveLength(1));
  expect(statusCalls()[0].body).toEqual({ status: 'APPROVED' });
});

test('Accept selected asks one reason for the weeks that wait for the client, and accepts them with it', async () => {
  api.on('POST', '/timesheets/status', (req) => {
    const body = req.body as { ids: number[]; reason?: string };
    if (body.reason === undefined) {
      return {
        body: {
          moved: [{ id: 15, employeeName: 'Sam Lee', status: 'APPROVED' }],
          refused: [{ id: 12, reason: CLIENT_REASON_REQUIRED, error: 'client_reason_required' }],
        },
      };
    }
    return {
      body: { moved: [{ id: 12, employeeName: 'Jane Q Doe', status: 'APPROVED' }], refused: [] },
    };
  });
  const dialog = await acceptBoth();
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: /^Reason to accept/ }),
    'client unreachable',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
  expect(await screen.findByText('2 accepted.')).toBeInTheDocument();
  expect(bulkCalls().map((c) => c.body)).toEqual([
    { ids: [12, 15], status: 'APPROVED' },
    { ids: [12], status: 'APPROVED', reason: 'client unreachable' },
  ]);
});

test('cancelling that reason leaves the waiting weeks refused, saying why', async () => {
  api.on('POST', '/timesheets/status', {
    body: {
      moved: [{ id: 15, employeeName: 'Sam Lee', status: 'APPROVED' }],
      refused: [{ id: 12, reason: CLIENT_REASON_REQUIRED, error: 'client_reason_required' }],
    },
  });
  const dialog = await acceptBoth();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(
    await screen.findByText(`1 accepted; 1 refused: timesheet 12: ${CLIENT_REASON_REQUIRED}`, {
      exact: false,
    }),
  ).toBeInTheDocument();
  expect(bulkCalls()).toHaveLength(1);
});
