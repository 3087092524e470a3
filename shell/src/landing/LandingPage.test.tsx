import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, signIn, type FakeApi } from '@staffledger/shared/testing';
import { location, renderApp } from '../testing/renderApp';

jest.mock('../mf/federation', () => ({
  startFederation: jest.fn(),
  loadRemoteModule: jest.fn(() => new Promise(() => {})),
  registerRemotes: jest.fn(),
}));

const REMOTES = ['mfe_corps', 'mfe_timesheets'];
let api: FakeApi;
const countCalls = () => api.callsTo('GET', '/timesheets/counts');

beforeEach(() => {
  api = createFakeApi().install();
  api.on('GET', '/timesheets/counts', {
    body: { missing: 3, awaitingApproval: 1, awaitingClient: 0 },
  });
});

/** The landing page as `claims` see it, once its welcome shows. */
async function openLanding(
  claims: Record<string, unknown>,
  corp: number | { id: number; name: string } = 0,
  remotes = REMOTES,
) {
  signIn({ given_name: 'Dana', family_name: 'Kim', ...claims }, corp);
  const page = renderApp('/on/landing', remotes);
  await screen.findByRole('heading', { name: 'Welcome, Dana Kim' });
  expect(screen.getByText('You are signed in successfully.')).toBeInTheDocument();
  return page;
}

test("an employer sees the corporation's missing and awaiting sheets, each a link to its list", async () => {
  await openLanding({ authorities: ['ROLE_EMPLOYER'], corpid: 4 }, 4);
  const missing = await screen.findByRole('link', { name: 'Missing timesheets: 3' });
  expect(missing).toHaveAttribute('href', '/on/timesheets/missing');
  expect(screen.getByRole('link', { name: 'Awaiting approval: 1' })).toHaveAttribute(
    'href',
    '/on/timesheets?status=SUBMITTED',
  );
  expect(screen.getByRole('heading', { name: 'Timesheets', level: 2 })).toBeInTheDocument();
  expect(countCalls()).toHaveLength(1);
  expect(countCalls()[0].headers['X-Corp-ID']).toBe('4');
});

test('following a count opens its list', async () => {
  await openLanding({ authorities: ['ROLE_EMPLOYER'], corpid: 4 }, 4);
  await userEvent.click(await screen.findByRole('link', { name: 'Awaiting approval: 1' }));
  expect(location.pathname).toBe('/on/timesheets');
  expect(location.search).toBe('?status=SUBMITTED');
});

test('a super user sees the counts of the selected corporation', async () => {
  await openLanding({ authorities: ['ROLE_SUPER'] }, { id: 9, name: 'Acme Staffing' });
  expect(await screen.findByRole('link', { name: 'Missing timesheets: 3' })).toBeInTheDocument();
  expect(countCalls()[0].headers['X-Corp-ID']).toBe('9');
});

test('no count is asked for a super user without a corporation, an employee, or without the timesheets remote', async () => {
  const pages: Array<[Record<string, unknown>, number, string[]]> = [
    [{ authorities: ['ROLE_SUPER'] }, 0, REMOTES],
    [{ authorities: ['ROLE_EMPLOYEE'], corpid: 4, empid: 7 }, 4, REMOTES],
    [{ authorities: ['ROLE_EMPLOYER'], corpid: 4 }, 4, ['mfe_corps']],
  ];
  for (const [claims, corp, remotes] of pages) {
    const page = await openLanding(claims, corp, remotes);
    // the page has settled: nothing is in flight any more
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Timesheets', level: 2 })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Missing timesheets/ })).toBeNull();
    page.unmount();
  }
  expect(countCalls()).toHaveLength(0);
});

test('counts that cannot be read leave a discreet line, no error box', async () => {
  api.on('GET', '/timesheets/counts', { status: 500, body: { message: 'boom' } });
  await openLanding({ authorities: ['ROLE_EMPLOYER'], corpid: 4 }, 4);
  expect(await screen.findByText('Counts unavailable')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Missing timesheets/ })).not.toBeInTheDocument();
});
