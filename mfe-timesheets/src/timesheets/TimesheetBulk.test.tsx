import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Timesheet } from '@staffledger/shared';
import type { FakeApi } from '@staffledger/shared/testing';
import { renderRemote, setupEmployerApi } from '@staffledger/shared/testing';
import TimesheetsRoutes from './TimesheetsRoutes';
import { submitted } from './test-data';

/** Five Submitted weeks of five employees, ids 21 to 25, on one page of 600 matching. */
const rows: Timesheet[] = [21, 22, 23, 24, 25].map((id) => ({
  ...submitted,
  id,
  employeeName: `Employee ${id}`,
}));

let api: FakeApi;
let alertSpy: jest.SpyInstance;
const box = (id: number) => screen.getByRole('checkbox', { name: `Select timesheet ${id}` });
const bar = () => screen.getByRole('region', { name: 'Selected rows' });
const bulkCalls = () => api.callsTo('POST', '/timesheets/status');
const listCalls = () => api.callsTo('GET', '/timesheets');

beforeEach(() => {
  api = setupEmployerApi();
  api.on('GET', '/timesheets', (req) => ({
    // the page, or all matching up to the limit when the bar asks for them
    body: req.query.get('limit') === '500' ? [...rows, { ...submitted, id: 99 }] : rows,
    headers: { 'X-Total-Count': '600' },
  }));
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alertSpy.mockRestore());

async function renderList() {
  renderRemote('/on/timesheets', { '/on/timesheets': <TimesheetsRoutes /> });
  await screen.findByRole('link', { name: '21' });
}

test('Shift+click selects the range; Accept selected moves them in one request and sums it up', async () => {
  api.on('POST', '/timesheets/status', {
    body: {
      moved: [21, 22, 24].map((id) => ({ id, employeeName: `Employee ${id}`, status: 'APPROVED' })),
      refused: [
        { id: 23, reason: 'Cannot change an approved timesheet to approved.', error: 'conflict' },
      ],
    },
  });
  const user = userEvent.setup();
  await renderList();
  expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument();

  await user.click(box(21));
  await user.keyboard('{Shift>}');
  await user.click(box(24));
  await user.keyboard('{/Shift}');
  expect([21, 22, 23, 24].map((id) => box(id))).toEqual(
    [21, 22, 23, 24].map(() => expect.objectContaining({ checked: true })),
  );
  expect(box(25)).not.toBeChecked();
  expect(within(bar()).getByText('4 selected')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveProperty(
    'indeterminate',
    true,
  );

  await user.click(within(bar()).getByRole('button', { name: 'Accept selected' }));
  await waitFor(() => expect(bulkCalls()).toHaveLength(1));
  expect(bulkCalls()[0].body).toEqual({ ids: [21, 22, 23, 24], status: 'APPROVED' });
  expect(
    await screen.findByText(
      '3 accepted; 1 refused: timesheet 23: Cannot change an approved timesheet to approved.',
    ),
  ).toBeInTheDocument();
  await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
  expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument();
  expect(alertSpy).not.toHaveBeenCalled();
});

test('the page’s checkbox, then "all matching" up to the stated limit; Reject asks one reason and says who was told', async () => {
  api.on('POST', '/timesheets/status', (req) => ({
    body: {
      moved: (req.body as { ids: number[] }).ids.map((id, i) => ({
        id,
        employeeName: i === 0 ? 'Ann Lee' : 'Bob Roe',
        status: 'REJECTED',
        rejectionNotice: { employeeName: i === 0 ? 'Ann Lee' : 'Bob Roe', emailed: i === 0 },
      })),
      refused: [],
    },
  }));
  const user = userEvent.setup();
  await renderList();

  await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
  expect(within(bar()).getByText('5 selected')).toBeInTheDocument();
  await user.click(
    within(bar()).getByRole('button', { name: 'Select the first 500 of 600 matching' }),
  );
  expect(await within(bar()).findByText('6 selected')).toBeInTheDocument();

  await user.click(within(bar()).getByRole('button', { name: 'Reject selected' }));
  const dialog = screen.getByRole('dialog', { name: 'Reject 6 timesheets' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Hours differ');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

  await waitFor(() => expect(bulkCalls()).toHaveLength(1));
  expect(bulkCalls()[0].body).toEqual({
    ids: [21, 22, 23, 24, 25, 99],
    status: 'REJECTED',
    reason: 'Hours differ',
  });
  expect(
    await screen.findByText(
      '6 rejected. E-mailed: Ann Lee. No e-mail address, so not told: Bob Roe.',
    ),
  ).toBeInTheDocument();
});

test('Space on a row’s checkbox selects it; a changed filter forgets the selection', async () => {
  const user = userEvent.setup();
  await renderList();
  box(22).focus();
  await user.keyboard(' ');
  expect(box(22)).toBeChecked();
  expect(within(bar()).getByText('1 selected')).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: 'Employee Name' }), 'x');
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument(),
  );
});

test('while the call runs the bulk buttons are disabled, so a second click sends nothing', async () => {
  let answer: (reply: object) => void = () => undefined;
  api.on('POST', '/timesheets/status', () => new Promise((resolve) => (answer = resolve)));
  const user = userEvent.setup();
  await renderList();
  await user.click(box(21));
  const accept = within(bar()).getByRole('button', { name: 'Accept selected' });
  await user.click(accept);
  expect(accept).toBeDisabled();
  await user.click(accept);
  expect(bulkCalls()).toHaveLength(1);
  answer({
    body: { moved: [{ id: 21, employeeName: 'Employee 21', status: 'APPROVED' }], refused: [] },
  });
  expect(await screen.findByText('1 accepted.')).toBeInTheDocument();
});
