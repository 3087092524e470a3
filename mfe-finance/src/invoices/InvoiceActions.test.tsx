import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerConfirm, type FakeApi } from '@staffledger/shared/testing';
import { renderRemote, setupEmployerApi } from '@staffledger/shared/testing';
import InvoicesRoutes from './InvoicesRoutes';
import { overdue, paid, pendingSent, pendingUnsent } from './test-data';

const renderApp = (url: string) => renderRemote(url, { '/on/invoices': <InvoicesRoutes /> });

let api: FakeApi;
const gear = (number: string) =>
  screen.getByRole('button', { name: `Actions for invoice ${number}` });
const menuItems = () => screen.getAllByRole('menuitem').map((m) => m.textContent);
const listCalls = () => api.callsTo('GET', '/invoices');
/** The banner showing a text: role=status for a success, role=alert for a failure. */
const banner = async (text: string | RegExp) =>
  (await screen.findByText(text)).closest('.sl-banner') as HTMLElement;

beforeEach(() => {
  api = setupEmployerApi();
  api.on('GET', '/invoices', { body: [pendingUnsent, pendingSent, paid, overdue] });
  api.on('GET', '/invoices/statuses', { body: ['PENDING', 'PAID'] });
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

async function choose(number: string, action: string, user = userEvent.setup()) {
  renderApp('/on/invoices');
  await screen.findByRole('link', { name: number });
  await user.click(gear(number));
  await user.click(screen.getByRole('menuitem', { name: action }));
}

/**
 * With fake timers: chooses the action (answering its confirm dialog with `confirmWith`) and lets
 * its call and the list's reload finish inside act.
 */
async function chooseOnFakeTimers(number: string, action: string, confirmWith?: string) {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderApp('/on/invoices');
  await screen.findByRole('link', { name: number });
  await user.click(gear(number));
  await act(async () => {
    await user.click(screen.getByRole('menuitem', { name: action }));
    await jest.advanceTimersByTimeAsync(0);
  });
  if (confirmWith)
    await act(async () => {
      await answerConfirm(confirmWith, user);
      await jest.advanceTimersByTimeAsync(0);
    });
}

test('View, Download; Delete unless sent or paid, Cancel once sent; Send or Remind and Paid while unpaid', async () => {
  renderApp('/on/invoices');
  await screen.findByRole('link', { name: 'INV-000041' });
  await userEvent.click(gear('INV-000041'));
  expect(menuItems()).toEqual(['View', 'Download', 'Delete', 'Send', 'Paid']);
  await userEvent.keyboard('{Escape}');
  await userEvent.click(gear('INV-000042'));
  expect(menuItems()).toEqual(['View', 'Download', 'Cancel', 'Remind', 'Paid']);
  await userEvent.keyboard('{Escape}');
  await userEvent.click(gear('INV-000043'));
  expect(menuItems()).toEqual(['View', 'Download']);
  await userEvent.keyboard('{Escape}');
  await userEvent.click(gear('INV-000044'));
  expect(menuItems()).toEqual(['View', 'Download', 'Cancel', 'Remind', 'Paid']);
});

describe('View', () => {
  test('opens the invoice at its own address in a new window, cut off from this one', async () => {
    const win = { opener: window as unknown };
    jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    await choose('INV-000041', 'View');
    expect(await banner('HTML view opened in new window')).toHaveAttribute('role', 'status');
    expect(window.open).toHaveBeenCalledWith('/on/invoices/41/view', '_blank');
    expect(win.opener).toBeNull();
    // the new window's page loads the document itself
    expect(api.callsTo('GET', '/invoices/:id/html-view')).toHaveLength(0);
  });

  test('a window that cannot open shows the failure', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    await choose('INV-000041', 'View');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to view HTML: The browser did not open a new window',
    );
  });
});

describe('Download', () => {
  let saved: { name: string; blob: unknown } | null;
  beforeEach(() => {
    saved = null;
    let blob: unknown;
    Object.assign(URL, {
      createObjectURL: (b: unknown) => {
        blob = b;
        return 'blob:invoice';
      },
      revokeObjectURL: () => undefined,
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved = { name: this.download, blob };
    });
  });

  test('saves the PDF under the invoice number, as the API names it', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    api.on('GET', '/invoices/:id/pdf-db', { body: pdf });
    await choose('INV-000042', 'Download');
    expect(await banner('PDF downloaded successfully')).toHaveAttribute('role', 'status');
    expect(saved).toEqual({ name: 'INV-000042.pdf', blob: pdf });
    expect(api.callsTo('GET', '/invoices/:id/pdf-db')[0].headers.Accept).toBe('application/pdf');
  });

  test("a refused answer reads 'HTTP error! status: {n}'", async () => {
    api.on('GET', '/invoices/:id/pdf-db', { status: 404, body: { error: 'not_found' } });
    await choose('INV-000042', 'Download');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to download PDF: HTTP error! status: 404',
    );
    expect(saved).toBeNull();
  });

  test('anything but a PDF is refused', async () => {
    api.on('GET', '/invoices/:id/pdf-db', {
      body: '<html>login</html>',
      headers: { 'Content-Type': 'text/html' },
    });
    await choose('INV-000042', 'Download');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to download PDF: Invalid response type. Expected PDF.',
    );
    expect(saved).toBeNull();
  });
});

describe('Delete', () => {
  test('asks first; backing out changes nothing', async () => {
    await choose('INV-000041', 'Delete');
    expect(await answerConfirm('Cancel')).toBe(
      'Are you sure you want to delete invoice INV-000041?',
    );
    expect(api.callsTo('DELETE', '/invoices/:id')).toHaveLength(0);
    expect(document.querySelector('.sl-banner')).toBeNull();
  });

  test('deletes, reloads the list, and the banner clears after 3 s', async () => {
    api.on('DELETE', '/invoices/:id', { status: 204 });
    await chooseOnFakeTimers('INV-000041', 'Delete', 'Delete');
    expect(await banner('Invoice deleted successfully')).toHaveAttribute('role', 'status');
    expect(api.callsTo('DELETE', '/invoices/:id')[0].path).toBe('/invoices/41');
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    act(() => jest.advanceTimersByTime(2_900));
    expect(screen.getByText('Invoice deleted successfully')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('Invoice deleted successfully')).not.toBeInTheDocument();
  });

  test("a refusal shows the server's message and does not reload", async () => {
    const sent =
      'This invoice was sent, so it cannot be deleted: cancel it instead. It keeps its number, and its timesheets go back to Approved.';
    api.on('DELETE', '/invoices/:id', { status: 409, body: { error: 'conflict', message: sent } });
    await choose('INV-000041', 'Delete');
    await answerConfirm('Delete');
    expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to delete invoice: ${sent}`);
    expect(listCalls()).toHaveLength(1);
  });

  test.each([
    [1, ' Its 1 timesheet goes back to Approved.'],
    [3, ' Its 3 timesheets go back to Approved.'],
  ])('says that its %i timesheet(s) go back to Approved', async (sheets, words) => {
    api.on('GET', '/invoices', { body: [{ ...pendingUnsent, sheets }] });
    await choose('INV-000041', 'Delete');
    expect(await answerConfirm('Cancel')).toBe(
      `Are you sure you want to delete invoice INV-000041?${words}`,
    );
  });
});

describe('Cancel', () => {
  const question = (words: string) =>
    `Cancel invoice INV-000042? It was sent, so it keeps its number and is marked Cancelled.${words}`;

  test('asks first, saying the number is kept and how many sheets go back; Keep invoice changes nothing', async () => {
    api.on('GET', '/invoices', { body: [{ ...pendingSent, sheets: 2 }] });
    await choose('INV-000042', 'Cancel');
    expect(await answerConfirm('Keep invoice')).toBe(
      question(' Its 2 timesheets go back to Approved.'),
    );
    expect(api.callsTo('POST', '/invoices/:id/cancel')).toHaveLength(0);
    expect(document.querySelector('.sl-banner')).toBeNull();
  });

  test('cancels and reloads the list', async () => {
    api.on('POST', '/invoices/:id/cancel', { body: { ...pendingSent, status: 'CANCELLED' } });
    await choose('INV-000042', 'Cancel');
    expect(await answerConfirm('Cancel invoice')).toBe(question(''));
    expect(await banner('Invoice cancelled successfully')).toHaveAttribute('role', 'status');
    expect(api.callsTo('POST', '/invoices/:id/cancel')[0].path).toBe('/invoices/42/cancel');
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  test("a refusal shows the server's message and does not reload", async () => {
    api.on('POST', '/invoices/:id/cancel', {
      status: 409,
      body: { error: 'conflict', message: 'A paid invoice can no longer change.' },
    });
    await choose('INV-000042', 'Cancel');
    await answerConfirm('Cancel invoice');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to cancel invoice: A paid invoice can no longer change.',
    );
    expect(listCalls()).toHaveLength(1);
  });
});

describe.each([
  [
    'Paid',
    'INV-000041',
    '/invoices/41/paid',
    'Invoice marked as paid',
    'Failed to mark invoice as paid',
  ],
  [
    'Paid',
    'INV-000044',
    '/invoices/44/paid',
    'Invoice marked as paid',
    'Failed to mark invoice as paid',
  ],
])('%s on %s', (action, number, path, success, failure) => {
  const pattern = path.replace(/\/\d+\//, '/:id/');

  test(`sends PUT ${path} without a body, shows '${success}' for 5 s and reloads`, async () => {
    api.on('PUT', pattern, { body: { ...pendingUnsent, status: 'PAID' } });
    await chooseOnFakeTimers(number, action);
    expect(await banner(success)).toHaveAttribute('role', 'status');
    const put = api.callsTo('PUT', pattern);
    expect(put.map((c) => c.path)).toEqual([path]);
    expect(put[0].body).toBeUndefined();
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    // the statuses in the data may have changed too
    expect(api.callsTo('GET', '/invoices/statuses')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(4_900));
    expect(screen.getByText(success)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText(success)).not.toBeInTheDocument();
  });

  test(`a failure shows '${failure}' as an alert and does not reload`, async () => {
    api.on('PUT', pattern, { status: 409, body: { error: 'conflict', message: 'Not pending' } });
    await choose(number, action);
    // the product's text, then the server's reason
    expect(await screen.findByRole('alert')).toHaveTextContent(`${failure}: Not pending`);
    expect(listCalls()).toHaveLength(1);
  });
});

describe.each([
  [
    'Send',
    'INV-000041',
    41,
    'Send invoice INV-000041 to ap@acme.example?',
    'Invoice INV-000041 sent successfully to ap@acme.example',
    'Failed to send invoice',
  ],
  [
    'Remind',
    'INV-000042',
    42,
    'Send a reminder of invoice INV-000042 to ap@acme.example?',
    'Reminder sent successfully to ap@acme.example',
    'Failed to send reminder',
  ],
  [
    'Remind',
    'INV-000044',
    44,
    'Send a reminder of invoice INV-000044 to ap@acme.example?',
    'Reminder sent successfully to ap@acme.example',
    'Failed to send reminder',
  ],
])('%s on %s', (action, number, id, question, success, failure) => {
  beforeEach(() => {
    api.on('GET', '/invoices/:id/recipient', {
      body: { email: 'ap@acme.example', name: 'Ann Payable' },
    });
  });

  test(`asks '${question}' first; Cancel e-mails nothing`, async () => {
    api.on('PUT', '/invoices/:id/remind', { body: { ...pendingUnsent, sentTo: 'x@y.example' } });
    await choose(number, action);
    expect(await answerConfirm('Cancel')).toBe(question);
    expect(api.callsTo('GET', '/invoices/:id/recipient').map((c) => c.path)).toEqual([
      `/invoices/${id}/recipient`,
    ]);
    expect(api.callsTo('PUT', '/invoices/:id/remind')).toHaveLength(0);
    expect(document.querySelector('.sl-banner')).toBeNull();
    expect(listCalls()).toHaveLength(1);
  });

  test(`${action} sends PUT without a body, says '${success}' for 5 s and reloads`, async () => {
    api.on('PUT', '/invoices/:id/remind', {
      body: { ...pendingUnsent, sent: true, sentTo: 'ap@acme.example' },
    });
    await chooseOnFakeTimers(number, action, action);
    expect(await banner(success)).toHaveAttribute('role', 'status');
    const put = api.callsTo('PUT', '/invoices/:id/remind');
    expect(put.map((c) => c.path)).toEqual([`/invoices/${id}/remind`]);
    expect(put[0].body).toBeUndefined();
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    act(() => jest.advanceTimersByTime(4_900));
    expect(screen.getByText(success)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText(success)).not.toBeInTheDocument();
  });

  test('the banner names the address the API says the e-mail went to', async () => {
    // the contact changed between the question and the sending
    api.on('PUT', '/invoices/:id/remind', {
      body: { ...pendingUnsent, sent: true, sentTo: 'new@acme.example' },
    });
    await choose(number, action);
    await answerConfirm(action);
    expect(await banner(success.replace('ap@acme.example', 'new@acme.example'))).toHaveAttribute(
      'role',
      'status',
    );
  });

  test(`a failure shows '${failure}' as an alert and does not reload`, async () => {
    api.on('PUT', '/invoices/:id/remind', {
      status: 409,
      body: { error: 'conflict', message: 'Not pending' },
    });
    await choose(number, action);
    await answerConfirm(action);
    expect(await screen.findByRole('alert')).toHaveTextContent(`${failure}: Not pending`);
    expect(listCalls()).toHaveLength(1);
  });

  test('a vendor without an address is said before anything is asked', async () => {
    const message = 'The vendor has no billing or primary contact with an e-mail address.';
    api.on('GET', '/invoices/:id/recipient', {
      status: 409,
      body: { error: 'conflict', message },
    });
    await choose(number, action);
    expect(await screen.findByRole('alert')).toHaveTextContent(`${failure}: ${message}`);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('PUT', '/invoices/:id/remind')).toHaveLength(0);
  });
});
