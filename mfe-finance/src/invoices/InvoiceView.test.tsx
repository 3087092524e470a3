import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote, setupEmployerApi, type FakeApi } from '@staffledger/shared/testing';
import InvoicesRoutes from './InvoicesRoutes';
import { pendingUnsent } from './test-data';

const renderApp = (url: string) => renderRemote(url, { '/on/invoices': <InvoicesRoutes /> });

const PAGE = `<!DOCTYPE html><html lang="en"><head><title>Invoice INV-000041</title></head>
<body><h1>Invoice INV-000041</h1><script>parent.stolen = true</script></body></html>`;

let api: FakeApi;
beforeEach(() => {
  api = setupEmployerApi();
  api.on('GET', '/invoices', { body: [pendingUnsent] });
  api.on('GET', '/invoices/statuses', { body: ['PENDING'] });
});

test('its own address shows the invoice in a frame that runs nothing', async () => {
  api.on('GET', '/invoices/:id/html-view', {
    body: PAGE,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
  renderApp('/on/invoices/41/view');
  expect(await screen.findByText('Loading invoice...')).toHaveAttribute('role', 'status');
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Invoice INV-000041');
  const frame = screen.getByTitle('Invoice INV-000041');
  expect(frame.tagName).toBe('IFRAME');
  // an empty sandbox: no script, no same origin, no forms, no pop-ups
  expect(frame.getAttribute('sandbox')).toBe('');
  expect(frame.getAttribute('srcdoc')).toBe(PAGE);
  const call = api.callsTo('GET', '/invoices/:id/html-view')[0];
  expect([call.path, call.headers.Accept]).toEqual(['/invoices/41/html-view', 'text/html']);
});

test('a failure says why, and Back to invoices goes to the list', async () => {
  api.on('GET', '/invoices/:id/html-view', {
    status: 404,
    body: { error: 'not_found', message: 'Invoice not found.' },
  });
  renderApp('/on/invoices/987/view');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to view HTML: Invoice not found.',
  );
  await userEvent.click(screen.getByRole('link', { name: 'Back to invoices' }));
  expect(await screen.findByRole('link', { name: 'INV-000041' })).toBeInTheDocument();
});
