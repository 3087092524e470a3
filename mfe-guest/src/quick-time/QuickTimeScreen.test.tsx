import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, fixBusinessDay, type FakeApi } from '@staffledger/shared/testing';
import { QuickTimeScreen } from './QuickTimeScreen';
import type { TimesheetItem } from '@staffledger/shared';
import {
  CODE,
  draftWeek,
  guestHistory,
  itemsOf,
  openSheets,
  pendingWeek,
  submittedWeek,
  weekPdf,
} from './test-data';

// Thursday 26 November 2026 in New York: both open weeks of the test data are over.
fixBusinessDay('2026-11-26T15:00:00Z');

let api: FakeApi;
let attachments = [weekPdf];
/** Items as saved, by sheet: the fake API keeps what Save sends. */
let saved = new Map<number, TimesheetItem[]>();
const reload = jest.fn();

function keep(id: number, body: unknown): TimesheetItem[] {
  const sent = body as Partial<TimesheetItem>[];
  const rows = (saved.get(id) ?? itemsOf(id)).map((row) => {
    const update = sent.find((u) => u.id === row.id);
    return update
      ? { ...row, ...update, totalHours: (update.hoursWorked ?? 0) + (update.extraHours ?? 0) }
      : row;
  });
  saved.set(id, rows);
  return rows;
}

beforeEach(() => {
  window.history.replaceState(null, '');
  reload.mockReset();
  attachments = [weekPdf];
  saved = new Map();
  api = createFakeApi().install();
  api.on('GET', '/guest/:code/verify', { body: openSheets });
  api.on('GET', '/guest/:code/ts/:id/items', (req) => {
    const id = Number(req.params.id);
    return { body: saved.get(id) ?? itemsOf(id) };
  });
  api.on('PUT', '/guest/:code/ts/:id/items/save', (req) => ({
    body: keep(Number(req.params.id), req.body),
  }));
  api.on('GET', '/guest/:code/ts/:id/attachments', () => ({ body: attachments }));
  api.on('GET', '/guest/:code/ts/:id/history', { body: guestHistory });
});

const headerValue = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;
const previous = () => screen.getByRole('button', { name: 'Previous timesheet' });
const next = () => screen.getByRole('button', { name: 'Next timesheet' });

async function shownSheet(id: number) {
  await waitFor(() => expect(headerValue('ID')).toBe(String(id)));
  await screen.findAllByRole('spinbutton', { name: /^Hours Worked/ });
}

function show(guestCode: string | null = CODE, apiBaseUrl?: string) {
  return render(<QuickTimeScreen guestCode={guestCode} apiBaseUrl={apiBaseUrl} reload={reload} />);
}

function expectNothingEditable() {
  expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
}

describe('the code', () => {
  test('no code: "Guest code is required" and no call', async () => {
    show(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Guest code is required');
    expect(api.calls).toHaveLength(0);
    expectNothingEditable();
  });

  test('verify 404: "No Timesheets available for the guest code"', async () => {
    api.on('GET', '/guest/:code/verify', {
      status: 404,
      body: { error: 'no_timesheets', message: 'No Timesheets available for the guest code' },
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No Timesheets available for the guest code',
    );
    expectNothingEditable();
  });

  test('a wrong code: "Invalid guest code" and nothing editable', async () => {
    api.on('GET', '/guest/:code/verify', {
      status: 401,
      body: { error: 'invalid_guest_code', message: 'Invalid guest code.' },
    });
    show('not-the-right-code-000000000000');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid guest code$/);
    expectNothingEditable();
  });

  test('any other failure: "Failed to verify guest code: {msg}"', async () => {
    api.on('GET', '/guest/:code/verify', {
      status: 429,
      body: {
        error: 'too_many_requests',
        message: 'Too many attempts. Please wait and try again.',
      },
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to verify guest code: Too many attempts. Please wait and try again.',
    );
    expectNothingEditable();
  });
});

describe('the guest’s sheets', () => {
  test('shows the oldest open week first, over the guest calls, without the staff session', async () => {
    show();
    await shownSheet(pendingWeek.id);
    expect(headerValue('Employee')).toBe('Gina Guest');
    expect(headerValue('Status')).toBe('Pending');
    expect(screen.getByRole('spinbutton', { name: 'Hours Worked 11/09/2026' })).toBeEnabled();
    for (const call of api.calls) {
      expect(call.path.startsWith(`/guest/${CODE}/`)).toBe(true);
      expect(call.headers.Authorization).toBeUndefined();
      expect(call.headers['X-Corp-ID']).toBeUndefined();
      expect(call.credentials).toBe('omit');
    }
    expect(api.callsTo('GET', '/guest/:code/ts/32/items')).toHaveLength(1);
    // in period order, the oldest has a newer one after it and none before
    expect(previous()).toBeDisabled();
    await userEvent.click(next());
    await shownSheet(draftWeek.id);
    expect(headerValue('Status')).toBe('Draft');
    expect(next()).toBeDisabled();
    expect(previous()).toBeEnabled();
  });

  test('the API of the standalone app lives at the configured origin', async () => {
    show(CODE, 'https://api.example.test');
    await shownSheet(pendingWeek.id);
    expect(new Set(api.calls.map((c) => c.origin))).toEqual(new Set(['https://api.example.test']));
  });

  test('Save keeps a week in progress; Submit sends nothing while a workday lacks hours or a comment', async () => {
    const user = userEvent.setup();
    show();
    await shownSheet(pendingWeek.id);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'All non-holiday rows must have Hours Worked > 0 and a Comment',
    );
    expect(api.callsTo('PUT', '/guest/:code/ts/:id/items/submit')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Timesheet saved successfully')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/guest/${CODE}/ts/32/items/save`)[0].body).toEqual([
      { id: 321, type: 'BILLABLE', hoursWorked: 0, extraHours: 0, comment: null },
      { id: 326, type: 'HOLIDAY', hoursWorked: 0, extraHours: 0, comment: null },
    ]);
  });

  test('Save keeps the week; Submit sends the items, then the page reloads', async () => {
    const user = userEvent.setup();
    api.on('PUT', '/guest/:code/ts/:id/items/submit', (req) => ({
      body: {
        timesheet: { ...pendingWeek, status: 'SUBMITTED', totalHours: 7.5 },
        items: keep(Number(req.params.id), req.body),
      },
    }));
    show();
    await shownSheet(pendingWeek.id);
    const hours = screen.getByRole('spinbutton', { name: 'Hours Worked 11/09/2026' });
    await user.clear(hours);
    await user.type(hours, '7.5');
    await user.type(screen.getByRole('textbox', { name: 'Activities 11/09/2026' }), 'Night shift');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Timesheet saved successfully')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/guest/${CODE}/ts/32/items/save`)[0].body).toEqual([
      { id: 321, type: 'BILLABLE', hoursWorked: 7.5, extraHours: 0, comment: 'Night shift' },
      { id: 326, type: 'HOLIDAY', hoursWorked: 0, extraHours: 0, comment: null },
    ]);
    expect(reload).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.callsTo('PUT', `/guest/${CODE}/ts/32/items/submit`)).toHaveLength(1);
    expect(window.history.state).toMatchObject({
      staffledgerGuestSubmitted: { sheet: { id: 32, status: 'SUBMITTED' }, notice: true },
    });
  });

  test('Submit needs an attachment on a billable week, and a refusal reads "Failed to submit timesheet: {msg}"', async () => {
    const user = userEvent.setup();
    attachments = [];
    show();
    await shownSheet(pendingWeek.id);
    const hours = screen.getByRole('spinbutton', { name: 'Hours Worked 11/09/2026' });
    await user.clear(hours);
    await user.type(hours, '8');
    await user.type(screen.getByRole('textbox', { name: 'Activities 11/09/2026' }), 'Ward');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'At least one attachment is required for Billable timesheets',
    );
    attachments = [weekPdf];
    api.on('POST', '/guest/:code/ts/:id/attachments', { status: 201, body: [weekPdf] });
    fireEvent.drop(screen.getByRole('button', { name: /Drop files here/ }), {
      dataTransfer: { files: [new File(['%PDF-1.7'], 'week.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('week.pdf')).toBeInTheDocument();
    const [upload] = api.callsTo('POST', `/guest/${CODE}/ts/32/attachments`);
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);
    api.on('PUT', '/guest/:code/ts/:id/items/submit', {
      status: 409,
      body: {
        error: 'conflict',
        message: 'This timesheet is submitted; its items and attachments can no longer change.',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(
        'Failed to submit timesheet: This timesheet is submitted; its items and attachments can no longer change.',
      ),
    ).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('after the reload', () => {
  test('the submitted sheet shows read-only with the success message; >> leads to the open ones', async () => {
    window.history.replaceState(
      { staffledgerGuestSubmitted: { sheet: submittedWeek, notice: true } },
      '',
    );
    show();
    await shownSheet(submittedWeek.id);
    expect(headerValue('Status')).toBe('Submitted');
    expect(screen.getByText('Timesheet submitted successfully')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Hours Worked 11/02/2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(window.history.state.staffledgerGuestSubmitted.notice).toBe(false);
    await userEvent.click(next());
    await shownSheet(pendingWeek.id);
    expect(screen.getByRole('spinbutton', { name: 'Hours Worked 11/09/2026' })).toBeEnabled();
  });

  test('with no open sheet left, the submitted one still shows', async () => {
    window.history.replaceState(
      { staffledgerGuestSubmitted: { sheet: submittedWeek, notice: false } },
      '',
    );
    api.on('GET', '/guest/:code/verify', {
      status: 404,
      body: { error: 'no_timesheets', message: 'No Timesheets available for the guest code' },
    });
    show();
    await shownSheet(submittedWeek.id);
    expect(screen.queryByText('Timesheet submitted successfully')).not.toBeInTheDocument();
    expect(
      screen.queryByText('No Timesheets available for the guest code'),
    ).not.toBeInTheDocument();
  });
});
