import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxMessage } from '@staffledger/shared';
import type { FakeApi } from '@staffledger/shared/testing';
import {
  columnHeaders,
  downloadedWorkbook,
  expectListTexts,
  renderRemote,
  setupEmployerApi,
} from '@staffledger/shared/testing';
import OutboxRoutes from './OutboxRoutes';

const renderApp = (url: string) => renderRemote(url, { '/on/outbox': <OutboxRoutes /> });

const invoiceMail: OutboxMessage = {
  id: 12,
  to: 'payables@globex.example',
  from: '"Acme" <no-reply@localhost>',
  subject: 'Invoice INV-7 from Acme',
  attachments: ['INV-7.pdf', 'receipt, week 47.png'],
  corpId: 3,
  createdAt: '2026-11-23T19:05:00.000Z',
  status: 'SENT',
  deliveryStatus: 'sent',
  deliveryError: null,
};
const bounced: OutboxMessage = {
  ...invoiceMail,
  id: 11,
  to: 'gone@globex.example',
  subject: 'Timesheet reminder',
  attachments: [],
  status: 'FAILED',
  deliveryStatus: 'failed: 550 no such user',
  deliveryError: '550 no such user',
};

let api: FakeApi;
const lastList = () => api.callsTo('GET', '/outbox').at(-1)!.query;

beforeEach(() => {
  api = setupEmployerApi();
  api.on('GET', '/outbox', { body: [invoiceMail, bounced], headers: { 'X-Total-Count': '2' } });
});

test('each e-mail: when, to whom, what, the files it carried, delivered or not and why', async () => {
  renderApp('/on/outbox');
  expect(await screen.findByRole('heading', { name: 'Outbox' })).toBeInTheDocument();
  const first = (await screen.findByRole('cell', { name: 'payables@globex.example' })).closest(
    'tr',
  )!;
  expect(columnHeaders()).toEqual(['Date', 'To', 'Subject', 'Attachments', 'Delivery']);
  // 19:05 UTC is 2:05 PM in New York
  expect(within(first).getByRole('cell', { name: '11/23/2026 2:05 PM' })).toBeInTheDocument();
  expect(
    within(first)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['INV-7.pdf', 'receipt, week 47.png']);
  expect(within(first).getByText('Delivered')).toBeInTheDocument();
  const second = screen.getByRole('cell', { name: 'gone@globex.example' }).closest('tr')!;
  expect(within(second).getByText('Failed')).toBeInTheDocument();
  expect(within(second).getByText('550 no such user')).toBeInTheDocument();
  expect(within(second).queryByRole('listitem')).not.toBeInTheDocument();
  // newest first, one page of 50, as the list's declaration says
  expect(lastList().get('sort')).toBe('createdAt');
  expect(lastList().get('order')).toBe('desc');
  expect(lastList().get('limit')).toBe('50');
  // nothing to create or edit: an e-mail sent is a record
  expect(screen.queryByRole('button', { name: 'Create New' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /globex/ })).not.toBeInTheDocument();
});

test('filters on recipient, subject and delivery; sorts on To, Subject and Delivery', async () => {
  renderApp('/on/outbox');
  await screen.findByRole('cell', { name: 'payables@globex.example' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'To' }), 'globex');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Subject' }), 'invoice');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
  // the typed filters go after a pause, the select at once
  await waitFor(() =>
    expect(['to', 'subject', 'status'].map((p) => lastList().get(p))).toEqual([
      'globex',
      'invoice',
      'FAILED',
    ]),
  );
  await userEvent.click(screen.getByRole('button', { name: /^Delivery/ }));
  await waitFor(() => expect(lastList().get('sort')).toBe('status'));
  expect(screen.queryByRole('button', { name: /^Attachments/ })).not.toBeInTheDocument();
});

test('Download Excel writes the file names and the delivery with its error', async () => {
  renderApp('/on/outbox');
  await screen.findByRole('cell', { name: 'payables@globex.example' });
  await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
  const book = await downloadedWorkbook();
  expect(book.file).toBe('outbox.xlsx');
  expect(book.rows[1].slice(1)).toEqual([
    'payables@globex.example',
    'Invoice INV-7 from Acme',
    'INV-7.pdf, receipt, week 47.png',
    'Delivered',
  ]);
  expect(book.rows[2].at(-1)).toBe('Failed: 550 no such user');
});

test('the empty and error texts', async () => {
  await expectListTexts(api, {
    apiPath: '/outbox',
    render: () => renderApp('/on/outbox'),
    empty: 'No e-mails found.',
    failed: 'Failed to load the outbox',
  });
});

test('any other path under it goes back to the list', async () => {
  renderApp('/on/outbox/edit/12');
  await screen.findByRole('cell', { name: 'payables@globex.example' });
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/outbox$/);
});
