import { screen, within } from '@testing-library/react';
import type { InvoiceMail } from '@staffledger/shared';
import type { FakeApi } from '@staffledger/shared/testing';
import { peopleChoices, renderRemote, setupEmployerApi } from '@staffledger/shared/testing';
import InvoicesRoutes from '../InvoicesRoutes';
import { paid, withItems } from '../test-data';

const renderApp = (url: string) => renderRemote(url, { '/on/invoices': <InvoicesRoutes /> });

let api: FakeApi;
const panel = () => screen.getByRole('region', { name: 'Reminders' });
const entries = () =>
  within(within(panel()).getByRole('list', { name: 'Reminders' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/** Newest first, as GET /invoices/{id}/reminders answers. */
const mails: InvoiceMail[] = [
  {
    at: '2026-02-20T14:00:00Z',
    kind: 'scheduled',
    step: 7,
    sentBy: null,
    to: 'ap@acme.example',
    delivery: 'failed: 550 mailbox unavailable',
  },
  {
    at: '2026-02-13T14:00:00Z',
    kind: 'scheduled',
    step: 0,
    sentBy: null,
    to: 'ap@acme.example',
    delivery: 'stored',
  },
  {
    at: '2026-02-10T14:00:00Z',
    kind: 'scheduled',
    step: -3,
    sentBy: null,
    to: 'ap@acme.example',
    delivery: 'sent',
  },
  {
    at: '2026-02-05T16:30:00Z',
    kind: 'remind',
    step: null,
    sentBy: 'Ada Admin',
    to: 'nina@acme.example',
    delivery: 'sent',
  },
  {
    at: '2026-02-01T15:00:00Z',
    kind: 'send',
    step: null,
    sentBy: 'Ada Admin',
    to: 'nina@acme.example',
    delivery: 'sent',
  },
];

beforeEach(() => {
  api = setupEmployerApi();
  api.on('GET', '/invoices', { body: [] });
  api.on('GET', '/invoices/statuses', { body: [] });
  api.on('GET', '/vendors', { body: peopleChoices.vendors });
  api.on('GET', '/invoices/:id', { body: withItems });
  api.on('GET', '/invoices/:id/reminders', { body: mails });
});

test('an invoice shows its e-mails under the form, newest first: when, what, by whom, to whom, delivery', async () => {
  renderApp('/on/invoices/edit/41');
  await screen.findByText('Sent by hand');
  expect(entries()).toEqual([
    '02/20/2026 9:00 AM Scheduled reminder, 7 days after due by the daily job, to ap@acme.example Failed: 550 mailbox unavailable',
    '02/13/2026 9:00 AM Scheduled reminder, on the due date by the daily job, to ap@acme.example Recorded (no mail server)',
    '02/10/2026 9:00 AM Scheduled reminder, 3 days before due by the daily job, to ap@acme.example Delivered',
    '02/05/2026 11:30 AM Reminder by hand by Ada Admin, to nina@acme.example Delivered',
    '02/01/2026 10:00 AM Sent by hand by Ada Admin, to nina@acme.example Delivered',
  ]);
  expect(api.callsTo('GET', '/invoices/:id/reminders')[0].path).toBe('/invoices/41/reminders');
  // the panel is beside the form, not in it: Save does not cover it
  expect(within(screen.getByRole('form')).queryByText('Reminders')).toBeNull();
});

test("'Loading reminders...' until the e-mails arrive", async () => {
  let answer: (reply: { body: InvoiceMail[] }) => void = () => {};
  api.on('GET', '/invoices/:id/reminders', () => new Promise((resolve) => (answer = resolve)));
  renderApp('/on/invoices/edit/41');
  expect(await screen.findByText('Loading reminders...')).toHaveAttribute('role', 'status');
  answer({ body: mails.slice(4) });
  expect(await screen.findByText('Sent by hand')).toBeInTheDocument();
  expect(screen.queryByText('Loading reminders...')).toBeNull();
});

test("an invoice never e-mailed reads 'No e-mails sent yet.'", async () => {
  api.on('GET', '/invoices/:id/reminders', { body: [] });
  renderApp('/on/invoices/edit/41');
  expect(await screen.findByText('No e-mails sent yet.')).toBeInTheDocument();
  expect(within(panel()).queryByRole('list')).toBeNull();
});

test("a refused call reads 'Failed to load reminders', and the form still works", async () => {
  api.on('GET', '/invoices/:id/reminders', {
    status: 500,
    body: { error: 'internal', message: 'Internal error' },
  });
  renderApp('/on/invoices/edit/41');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load reminders');
  expect(screen.getByRole('textbox', { name: 'Number' })).toHaveValue('INV-000041');
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
});

test('a paid invoice, read-only, still shows its e-mails', async () => {
  api.on('GET', '/invoices/:id', { body: { ...paid, items: [] } });
  renderApp('/on/invoices/edit/43');
  expect(await screen.findByText('Sent by hand')).toBeInTheDocument();
  expect(screen.getByText('This invoice is Paid and can no longer change.')).toBeInTheDocument();
});

test('a new invoice has no Reminders panel and asks for none', async () => {
  renderApp('/on/invoices/new');
  await screen.findByRole('option', { name: 'Acme Corp' });
  expect(screen.queryByRole('region', { name: 'Reminders' })).toBeNull();
  expect(api.callsTo('GET', '/invoices/:id/reminders')).toHaveLength(0);
});

test('an invoice that cannot be loaded shows no Reminders panel', async () => {
  api.on('GET', '/invoices/:id', {
    status: 404,
    body: { error: 'not_found', message: 'Invoice not found' },
  });
  renderApp('/on/invoices/edit/99');
  expect(
    await screen.findByText('❌ Error loading invoice data: Invoice not found'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Reminders' })).toBeNull();
});
