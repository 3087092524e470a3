import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerLeaveGuard, useSession } from '@staffledger/shared';
import { createFakeApi, signIn } from '@staffledger/shared/testing';
import { location, renderApp } from '../testing/renderApp';

jest.mock('../mf/federation', () => ({
  startFederation: jest.fn(),
  loadRemoteModule: jest.fn(() => new Promise(() => {})),
  registerRemotes: jest.fn(),
}));

const ALL_REMOTES = ['mfe_corps', 'mfe_people', 'mfe_finance', 'mfe_timesheets'];

function sidebarLabels() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .queryAllByRole('link')
    .map((a) => a.textContent);
}

describe('sidebar', () => {
  beforeEach(() => createFakeApi().install());

  it('shows a super user the entries of the deployed remotes only', () => {
    signIn({ authorities: ['ROLE_SUPER'] });
    renderApp('/on/landing', ['mfe_corps']);
    expect(sidebarLabels()).toEqual(['Corporations', 'Admin', 'Outbox']);
  });

  it('shows every sidebar entry to a super user once all remotes are deployed', () => {
    signIn({ authorities: ['ROLE_SUPER'] });
    renderApp('/on/landing', ALL_REMOTES);
    expect(sidebarLabels()).toEqual([
      'Corporations',
      'Admin',
      'Outbox',
      'Vendors',
      'Employees',
      'Billings',
      'Invoices',
      'Timesheets',
      'Timesheet Items',
    ]);
  });

  it('hides Corporations from an employer', () => {
    signIn({ authorities: ['ROLE_EMPLOYER'], corpid: 3 });
    renderApp('/on/landing', ALL_REMOTES);
    expect(sidebarLabels()).toEqual([
      'Admin',
      'Outbox',
      'Vendors',
      'Employees',
      'Billings',
      'Invoices',
      'Timesheets',
      'Timesheet Items',
    ]);
  });

  it('shows an employee only Timesheet Items', () => {
    signIn({ authorities: ['ROLE_EMPLOYEE'], corpid: 3, empid: 9 });
    renderApp('/on/landing', ALL_REMOTES);
    expect(sidebarLabels()).toEqual(['Timesheet Items']);
  });

  it('highlights the entry whose path starts the current path', () => {
    signIn({ authorities: ['ROLE_SUPER'] });
    renderApp('/on/corps/edit/3', ALL_REMOTES);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const corps = within(nav).getByRole('link', { name: 'Corporations' });
    expect(corps).toHaveAttribute('aria-current', 'page');
    expect(corps).toHaveClass('sl-sidebar__link--active');
    expect(within(nav).getByRole('link', { name: 'Admin' })).not.toHaveAttribute('aria-current');
  });

  it('does not mix up Timesheets and Timesheet Items', () => {
    signIn({ authorities: ['ROLE_SUPER'] });
    renderApp('/on/timesheet-items', ALL_REMOTES);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Timesheet Items' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Timesheets' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});

describe('header', () => {
  beforeAll(() => {
    Object.assign(URL, {
      createObjectURL: jest.fn(() => 'blob:logo-5'),
      revokeObjectURL: jest.fn(),
    });
  });

  it('shows the default logo and the product name when no corporation is selected', () => {
    createFakeApi().install();
    signIn();
    renderApp('/on/landing');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('StaffLedger')).toBeInTheDocument();
    const logo = within(header).getByRole('img', { name: 'StaffLedger logo' });
    expect(logo).toHaveAttribute('src', '/assets/test-file.svg');
    expect(logo).toHaveAttribute('height', '40');
  });

  it("shows the selected corporation's name and its logo fetched with the token", async () => {
    const api = createFakeApi()
      .on('GET', '/corps/:id/logo', { body: new Blob(['png'], { type: 'image/png' }) })
      .install();
    const token = signIn({}, { id: 5, name: 'Acme Staffing' });
    renderApp('/on/landing');
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Acme Staffing')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(header).getByRole('img', { name: 'Acme Staffing logo' })).toHaveAttribute(
        'src',
        'blob:logo-5',
      ),
    );
    const [call] = api.callsTo('GET', '/corps/:id/logo');
    expect(call.path).toBe('/corps/5/logo');
    expect(call.headers.Authorization).toBe(`Bearer ${token}`);
  });

  it('falls back to the default logo when the logo cannot be fetched', async () => {
    const api = createFakeApi().on('GET', '/corps/:id/logo', { status: 404 }).install();
    signIn({}, { id: 5, name: 'Acme Staffing' });
    renderApp('/on/landing');
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    expect(screen.getByRole('img', { name: 'Acme Staffing logo' })).toHaveAttribute(
      'src',
      '/assets/test-file.svg',
    );
  });

  it('Logout clears local and session storage, signs out and goes to /on/login', async () => {
    createFakeApi().install();
    signIn({}, { id: 5, name: 'Acme Staffing' });
    sessionStorage.setItem('draft', 'x');
    renderApp('/on/landing');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(useSession.getState().token).toBeNull();
    expect(location.pathname).toBe('/on/login');
    // a logout is not a page to come back to: the next user signs in to the landing page
    await waitFor(() => expect(location.search).toBe(''));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('Logout asks a form with unsaved input first, and stays when the answer is to stay', async () => {
    createFakeApi().install();
    signIn();
    const ask = jest.fn(async () => false);
    const release = registerLeaveGuard({ dirty: () => true, ask });
    try {
      renderApp('/on/landing');
      await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
      expect(ask).toHaveBeenCalledTimes(1);
      expect(useSession.getState().token).not.toBeNull();
      expect(location.pathname).toBe('/on/landing');

      ask.mockResolvedValueOnce(true);
      await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
      expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
      expect(ask).toHaveBeenCalledTimes(2);
      expect(useSession.getState().token).toBeNull();
    } finally {
      release();
    }
  });

  it('links the security screen', async () => {
    createFakeApi().install();
    signIn();
    renderApp('/on/landing');
    await userEvent.click(screen.getByRole('link', { name: 'Security' }));
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
  });
});
