import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '@staffledger/shared/testing';
import { renderRemote, setupEmployerApi } from '@staffledger/shared/testing';
import VendorsRoutes from './VendorsRoutes';
import { northwind } from './test-data';
import { APPROVER_EMAIL_REQUIRED } from './vendors.form';

const renderApp = (url: string) => renderRemote(url, { '/on/vendors': <VendorsRoutes /> });

let api: FakeApi;

beforeEach(() => {
  api = setupEmployerApi();
  api.on('GET', '/vendors', { body: [] });
  api.on('GET', '/vendors/:id', { body: northwind });
  api.on('PUT', '/vendors/:id', (req) => ({ body: { ...(req.body as object), id: 1 } }));
});

const card = (n: number) => screen.getByRole('group', { name: new RegExp(`^Contact ${n}\\b`) });
const approverBox = (n: number) =>
  within(card(n)).getByRole<HTMLInputElement>('checkbox', { name: 'Approver' });

async function openContacts() {
  renderApp('/on/vendors/edit/1');
  await userEvent.click(await screen.findByRole('tab', { name: 'Contact' }));
}

const savedContacts = () =>
  (
    api.callsTo('PUT', '/vendors/:id')[0].body as {
      contacts: { name: string; isApprover: boolean }[];
    }
  ).contacts.map(({ name, isApprover }) => ({ name, isApprover }));

test('any number of contacts are approvers, beside Billing, and the save sends each flag', async () => {
  api.on('GET', '/vendors/:id', {
    body: {
      ...northwind,
      contacts: northwind.contacts.map((c, i) => ({ ...c, isApprover: i === 1 })),
    },
  });
  await openContacts();
  expect(approverBox(1)).not.toBeChecked();
  expect(approverBox(2)).toBeChecked();
  expect(card(2)).toHaveAccessibleName('Contact 2 (approver)');
  // two approvers at once: checking one leaves the other checked
  await userEvent.click(approverBox(1));
  expect(approverBox(1)).toBeChecked();
  expect(approverBox(2)).toBeChecked();
  expect(card(1)).toHaveAccessibleName('Contact 1 (primary, approver)');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Vendor updated successfully!')).toBeInTheDocument();
  expect(savedContacts()).toEqual([
    { name: 'Nina Park', isApprover: true },
    { name: 'Omar Diaz', isApprover: true },
  ]);
});

test('unchecking the last approver saves none', async () => {
  api.on('GET', '/vendors/:id', {
    body: { ...northwind, contacts: northwind.contacts.map((c) => ({ ...c, isApprover: true })) },
  });
  await openContacts();
  await userEvent.click(approverBox(1));
  await userEvent.click(approverBox(2));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Vendor updated successfully!')).toBeInTheDocument();
  expect(savedContacts()).toEqual([
    { name: 'Nina Park', isApprover: false },
    { name: 'Omar Diaz', isApprover: false },
  ]);
});

test('an approver without an e-mail address is not saved: its Email field says why', async () => {
  await openContacts();
  const email = screen.getByRole('textbox', { name: 'Contact 2 Email' });
  await userEvent.clear(email);
  await userEvent.click(approverBox(2));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(APPROVER_EMAIL_REQUIRED)).toBeInTheDocument();
  expect(email).toHaveAccessibleDescription(expect.stringContaining(APPROVER_EMAIL_REQUIRED));
  expect(api.callsTo('PUT', '/vendors/:id')).toHaveLength(0);
});
