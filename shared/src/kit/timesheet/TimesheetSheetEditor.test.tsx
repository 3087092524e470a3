import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TimesheetStatus } from '@staffledger/contracts';
import { ApiError } from '../../api/ApiError';
import { answerConfirm } from '../../testing/confirmDialog';
import { entry, fakeSheetApi, item, pdf } from './fakeSheetApi';
import type { SheetSummary } from '@staffledger/contracts/schemas';
import { SheetStepButton } from './SheetStepButton';
import { TimesheetSheetEditor } from './TimesheetSheetEditor';

const sheet = (status: TimesheetStatus = 'PENDING'): SheetSummary => ({
  id: 3,
  employeeName: 'Jane Doe',
  vendorName: 'Acme',
  periodStartDate: '2026-11-23',
  periodEndDate: '2026-11-29',
  status,
  totalHours: 16,
  rejectionReason: null,
});

const RULE = 'All non-holiday rows must have Hours Worked > 0 and a Comment';
const ATTACH_RULE = 'At least one attachment is required for Billable timesheets';

function setup(
  items = [item(1, '2026-11-23'), item(2, '2026-11-24')],
  status?: TimesheetStatus,
  history = [entry({ event: 'created', actorKind: 'staff', actorName: 'boss' })],
) {
  const fake = fakeSheetApi(items, [pdf], history);
  const onSubmitted = jest.fn();
  render(
    <TimesheetSheetEditor api={fake.api} timesheet={sheet(status)} onSubmitted={onSubmitted} />,
  );
  return { ...fake, onSubmitted };
}

function headerValue(term: string): string {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent ?? '';
}

const totalsCell = () => screen.getByRole('rowheader', { name: 'Total' }).nextElementSibling!;

afterEach(() => jest.useRealTimers());

test('header, columns, per-row labels; a missing type shows as Billable', async () => {
  setup([item(1, '2026-11-23', { type: undefined as never, dayOfWeek: 'MONDAY' })]);
  expect(await screen.findByRole('spinbutton', { name: 'Hours Worked 11/23/2026' })).toHaveValue(8);
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Date',
    'Day',
    'Type',
    'Hours Worked',
    'Extra Hours',
    'Total Hours',
    'Activities',
  ]);
  expect(screen.getByRole('combobox', { name: 'Type 11/23/2026' })).toHaveValue('BILLABLE');
  expect(screen.getByText('Monday')).toBeInTheDocument();
  const hours = screen.getByRole('spinbutton', { name: 'Extra Hours 11/23/2026' });
  expect(hours).toHaveAttribute('step', '0.01');
  expect(hours).toHaveAttribute('min', '0');
  expect(hours).toHaveAttribute('max', '24');
  expect(screen.getByRole('textbox', { name: 'Activities 11/23/2026' })).toHaveValue('Work');
  expect(headerValue('ID')).toBe('3');
  expect(headerValue('Employee')).toBe('Jane Doe');
  expect(headerValue('Vendor')).toBe('Acme');
  expect(headerValue('Period')).toBe('11/23/2026 – 11/29/2026');
  expect(headerValue('Status')).toBe('Pending');
  expect(headerValue('Total Hours')).toBe('8.00');
});

test('totals are exact: 0.1 + 0.2 shows 0.30 in the row, the totals row and the header', async () => {
  setup([item(1, '2026-11-23'), item(2, '2026-11-24', { hoursWorked: 0.2, extraHours: 0 })]);
  const user = userEvent.setup();
  const hours = await screen.findByRole('spinbutton', { name: 'Hours Worked 11/23/2026' });
  await user.clear(hours);
  await user.type(hours, '0.1');
  expect(hours.closest('tr')!.querySelector('.sl-items__total')).toHaveTextContent('0.10');
  expect(totalsCell()).toHaveTextContent('0.30');
  expect(headerValue('Total Hours')).toBe('0.30');
  await user.type(screen.getByRole('spinbutton', { name: 'Extra Hours 11/24/2026' }), '.05');
  expect(totalsCell()).toHaveTextContent('0.35');
});

test('Save keeps a week in progress; Submit refuses a workday without hours or comment', async () => {
  const { api } = setup();
  const user = userEvent.setup();
  await user.clear(await screen.findByRole('textbox', { name: 'Activities 11/24/2026' }));
  await user.clear(screen.getByRole('spinbutton', { name: 'Hours Worked 11/24/2026' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('alert')).toHaveTextContent(RULE);
  expect(api.submit).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Timesheet saved successfully')).toBeInTheDocument();
  expect(api.save).toHaveBeenCalledWith(3, [
    { id: 1, type: 'BILLABLE', hoursWorked: 8, extraHours: 0, comment: 'Work' },
    { id: 2, type: 'BILLABLE', hoursWorked: 0, extraHours: 0, comment: null },
  ]);
});

test('holiday rows are exempt, greyed out and still editable; Save sends the JSON', async () => {
  const holiday = item(2, '2026-11-28', { type: 'HOLIDAY', hoursWorked: 0, comment: null });
  const { api } = setup([item(1, '2026-11-23'), holiday]);
  const user = userEvent.setup();
  const type = await screen.findByRole('combobox', { name: 'Type 11/28/2026' });
  expect(type.closest('tr')).toHaveClass('sl-items__row--holiday');
  expect(type).toBeEnabled();
  expect(screen.getByRole('spinbutton', { name: 'Hours Worked 11/28/2026' })).toBeEnabled();
  await user.type(screen.getByRole('spinbutton', { name: 'Extra Hours 11/23/2026' }), '1.25');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Timesheet saved successfully')).toBeInTheDocument();
  expect(api.save).toHaveBeenCalledWith(3, [
    { id: 1, type: 'BILLABLE', hoursWorked: 8, extraHours: 1.25, comment: 'Work' },
    { id: 2, type: 'HOLIDAY', hoursWorked: 0, extraHours: 0, comment: null },
  ]);
  // the server's values replace the edited ones
  expect(api.items).toHaveBeenCalledTimes(2);
  await user.selectOptions(type, 'Billable');
  expect(type.closest('tr')).not.toHaveClass('sl-items__row--holiday');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('alert')).toHaveTextContent(RULE);
});

test('the save message clears after 5 seconds', async () => {
  jest.useFakeTimers();
  setup();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await screen.findByRole('spinbutton', { name: 'Hours Worked 11/23/2026' });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Timesheet saved successfully')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(4900));
  expect(screen.getByText('Timesheet saved successfully')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByText('Timesheet saved successfully')).not.toBeInTheDocument();
});

test('Submit needs an attachment when a row is Billable', async () => {
  const { api, state } = setup();
  state.attachments = [];
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Download hours.pdf' });
  await user.click(screen.getByRole('button', { name: 'Delete hours.pdf' }));
  await answerConfirm('Delete', user);
  expect(await screen.findByText('No files uploaded yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('alert')).toHaveTextContent(ATTACH_RULE);
  expect(api.submit).not.toHaveBeenCalled();
  for (const date of ['11/23/2026', '11/24/2026'])
    await user.selectOptions(
      screen.getByRole('combobox', { name: `Type ${date}` }),
      'NON_BILLABLE',
    );
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Timesheet submitted successfully')).toBeInTheDocument();
  expect(api.submit).toHaveBeenCalledTimes(1);
});

test('a successful Submit sends the items and tells the screen to reload the sheet', async () => {
  const { api, onSubmitted } = setup();
  await screen.findByRole('spinbutton', { name: 'Hours Worked 11/23/2026' });
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Timesheet submitted successfully')).toBeInTheDocument();
  expect(api.submit).toHaveBeenCalledWith(3, [
    { id: 1, type: 'BILLABLE', hoursWorked: 8, extraHours: 0, comment: 'Work' },
    { id: 2, type: 'BILLABLE', hoursWorked: 8, extraHours: 0, comment: 'Work' },
  ]);
  expect(onSubmitted).toHaveBeenCalledTimes(1);
});

test('the History, below the attachments, is read again after a Save and a Submit that went through', async () => {
  const { api, state } = setup();
  const user = userEvent.setup();
  const history = screen.getByRole('region', { name: 'History' });
  const attachments = screen.getByRole('region', { name: 'Attachments' });
  expect(attachments.compareDocumentPosition(history)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  expect(await within(history).findByText('created the timesheet')).toBeInTheDocument();
  expect(api.history).toHaveBeenCalledWith(3);

  api.save.mockImplementationOnce(async () => {
    state.history = [
      ...state.history,
      entry({ at: '2026-11-23T20:00:00Z', event: 'saved', actorName: 'jane' }),
    ];
  });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await within(history).findByText('saved the hours')).toBeInTheDocument();
  expect(api.history).toHaveBeenCalledTimes(2);

  api.submit.mockRejectedValueOnce(new ApiError(400, ATTACH_RULE, 'validation'));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByText(ATTACH_RULE);
  expect(api.history).toHaveBeenCalledTimes(2);

  api.submit.mockImplementationOnce(async () => {
    state.history = [
      ...state.history,
      entry({ at: '2026-11-23T20:10:00Z', event: 'submitted', actorName: 'jane' }),
    ];
  });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await within(history).findByText('submitted it')).toBeInTheDocument();
  expect(api.history).toHaveBeenCalledTimes(3);
  expect(
    within(history)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    '11/23/2026 3:10 PM jane submitted it',
    '11/23/2026 3:00 PM jane saved the hours',
    '11/23/2026 2:05 PM boss created the timesheet',
  ]);
});

test("a server 400 shows the server's message; other save failures the spec's frame", async () => {
  const { api } = setup();
  api.submit.mockRejectedValueOnce(new ApiError(400, ATTACH_RULE, 'validation'));
  api.save.mockRejectedValueOnce(new ApiError(409, 'This timesheet is submitted', 'conflict'));
  await screen.findByRole('spinbutton', { name: 'Hours Worked 11/23/2026' });
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(ATTACH_RULE);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to save timesheet items: This timesheet is submitted',
  );
});

test('hours outside 0..24, or past 24 a day, are refused before sending', async () => {
  const { api } = setup();
  const user = userEvent.setup();
  const hours = await screen.findByRole('spinbutton', { name: 'Hours Worked 11/23/2026' });
  await user.clear(hours);
  await user.type(hours, '25');
  expect(hours).toHaveAttribute('aria-invalid', 'true');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Hours Worked and Extra Hours must be between 0 and 24',
  );
  await user.clear(hours);
  await user.type(hours, '20');
  await user.type(screen.getByRole('spinbutton', { name: 'Extra Hours 11/23/2026' }), '5');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Hours Worked and Extra Hours together must be at most 24 on 11/23/2026',
  );
  expect(api.save).not.toHaveBeenCalled();
});

test.each(['SUBMITTED', 'APPROVED', 'LOCKED'] as const)(
  'a %s sheet is read-only',
  async (status) => {
    setup(undefined, status);
    expect(
      await screen.findByRole('spinbutton', { name: 'Hours Worked 11/23/2026' }),
    ).toBeDisabled();
    for (const name of ['Type 11/23/2026', 'Extra Hours 11/23/2026', 'Activities 11/24/2026'])
      expect(screen.getByLabelText(name)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByLabelText('Choose files')).toBeDisabled();
    expect(screen.getByRole('button', { name: /Drop files here/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(await screen.findByRole('button', { name: 'Download hours.pdf' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Delete hours.pdf' })).not.toBeInTheDocument();
  },
);

test('a Rejected sheet is editable again', async () => {
  setup(undefined, 'REJECTED');
  expect(await screen.findByRole('spinbutton', { name: 'Hours Worked 11/23/2026' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  expect(screen.getByLabelText('Choose files')).toBeEnabled();
  expect(await screen.findByRole('button', { name: 'Delete hours.pdf' })).toBeEnabled();
});

test('a failed load shows the spec text; a sheet without items says so', async () => {
  const { api } = fakeSheetApi([]);
  api.items.mockRejectedValueOnce(new Error('boom'));
  const { unmount } = render(<TimesheetSheetEditor api={api} timesheet={sheet()} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to fetch timesheet items: boom',
  );
  unmount();
  render(<TimesheetSheetEditor api={api} timesheet={sheet()} />);
  expect(await screen.findByText('No timesheet items found')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('each action replaces the message of the one before', async () => {
  const { state } = setup();
  state.attachments = [];
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete hours.pdf' }));
  await answerConfirm('Delete', user);
  await screen.findByText('No files uploaded yet.');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText(ATTACH_RULE)).toBeInTheDocument();
  // the upload's message takes the place of Submit's refusal
  await user.upload(screen.getByLabelText('Choose files'), new File(['%PDF'], 'week.pdf'));
  expect(await screen.findByText('✅ Files uploaded successfully')).toBeInTheDocument();
  expect(screen.queryByText(ATTACH_RULE)).not.toBeInTheDocument();
  // and Save's success takes the place of the upload's
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Timesheet saved successfully')).toBeInTheDocument();
  expect(screen.queryByText('✅ Files uploaded successfully')).not.toBeInTheDocument();
  expect(screen.getAllByText(/successfully|required/)).toHaveLength(1);
});

describe('leaving typed hours', () => {
  const QUESTION = 'You have unsaved hours on this timesheet. Save them before you leave?';

  /** The editor with a >> button, as the screens give it; answers what >> did. */
  function withNext() {
    const fake = fakeSheetApi([item(1, '2026-11-23'), item(2, '2026-11-24')], [pdf]);
    const onNext = jest.fn();
    const unloadWhenSubmitted: boolean[] = [];
    render(
      <TimesheetSheetEditor
        api={fake.api}
        timesheet={sheet()}
        after={<SheetStepButton step={1} disabled={false} onClick={onNext} />}
        // the guest's page reloads here: nothing may be left unsaved by then
        onSubmitted={() => unloadWhenSubmitted.push(unloadAsked())}
      />,
    );
    const user = userEvent.setup();
    const next = () => user.click(screen.getByRole('button', { name: 'Next timesheet' }));
    return { ...fake, onNext, user, next, unloadWhenSubmitted };
  }

  function unloadAsked(): boolean {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }

  async function typeMonday(user: ReturnType<typeof userEvent.setup>, hours = '6') {
    const monday = await screen.findByRole('spinbutton', { name: 'Hours Worked 11/23/2026' });
    await user.clear(monday);
    await user.type(monday, hours);
    return monday;
  }

  test('untouched, >> moves on at once and the tab closes without a question', async () => {
    const { next, onNext } = withNext();
    await screen.findByRole('spinbutton', { name: 'Hours Worked 11/23/2026' });
    expect(unloadAsked()).toBe(false);
    await next();
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('typed hours: >> asks; Stay keeps them, Leave without saving moves on', async () => {
    const { user, next, onNext, api } = withNext();
    const monday = await typeMonday(user);
    expect(unloadAsked()).toBe(true);
    await next();
    const dialog = await screen.findByRole('alertdialog', { name: QUESTION });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(onNext).not.toHaveBeenCalled();
    expect(monday).toHaveValue(6);
    await next();
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(api.save).not.toHaveBeenCalled();
  });

  test('Save and leave saves the typed hours, then moves on', async () => {
    const { user, next, onNext, api } = withNext();
    await typeMonday(user, '7.25');
    await next();
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Save and leave',
      }),
    );
    expect(await screen.findByText('Timesheet saved successfully')).toBeInTheDocument();
    expect(api.save).toHaveBeenCalledWith(3, [
      { id: 1, type: 'BILLABLE', hoursWorked: 7.25, extraHours: 0, comment: 'Work' },
      { id: 2, type: 'BILLABLE', hoursWorked: 8, extraHours: 0, comment: 'Work' },
    ]);
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  test('hours Save refuses keep the user on the sheet with the reason', async () => {
    const { user, next, onNext, api } = withNext();
    await typeMonday(user, '25');
    await next();
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Save and leave',
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Hours Worked and Extra Hours must be between 0 and 24',
    );
    expect(api.save).not.toHaveBeenCalled();
    expect(onNext).not.toHaveBeenCalled();
  });

  test('after a Save or a Submit that went through, nothing is asked', async () => {
    const { user, next, onNext, unloadWhenSubmitted } = withNext();
    await typeMonday(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Timesheet saved successfully')).toBeInTheDocument();
    expect(unloadAsked()).toBe(false);
    await next();
    expect(onNext).toHaveBeenCalledTimes(1);

    await typeMonday(user, '5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Timesheet submitted successfully')).toBeInTheDocument();
    expect(unloadWhenSubmitted).toEqual([false]);
  });
});

test('hours typed while a Save is on its way stay on screen, unsaved, when the items are read again', async () => {
  const { api } = setup();
  const user = userEvent.setup();
  let answer: () => void = () => {};
  api.save.mockImplementationOnce(
    () => new Promise<undefined>((done) => (answer = () => done(undefined))),
  );
  const monday = await screen.findByRole('spinbutton', { name: 'Hours Worked 11/23/2026' });
  await user.clear(monday);
  await user.type(monday, '6');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.type(screen.getByRole('textbox', { name: 'Activities 11/24/2026' }), ' and more');
  await act(async () => answer());
  expect(await screen.findByText('Timesheet saved successfully')).toBeInTheDocument();
  expect(api.items).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('textbox', { name: 'Activities 11/24/2026' })).toHaveValue(
    'Work and more',
  );
  expect(screen.getByRole('spinbutton', { name: 'Hours Worked 11/23/2026' })).toHaveValue(6);
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  expect(unload.defaultPrevented).toBe(true);
});
