import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, signIn } from '@staffledger/shared/testing';
import { loadRemoteModule } from '../mf/federation';
import { resetRemoteComponents } from '../mf/RemoteRoute';
import { location, renderApp } from '../testing/renderApp';

jest.mock('../mf/federation', () => ({
  startFederation: jest.fn(),
  loadRemoteModule: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const ALL = ['mfe_corps', 'mfe_people', 'mfe_finance', 'mfe_timesheets'];

beforeEach(() => {
  load.mockReset();
  load.mockResolvedValue({ default: () => <h1>Remote screen</h1> });
  resetRemoteComponents();
  createFakeApi().install();
});

describe('a screen the role has no right to', () => {
  it.each(['/on/vendors', '/on/employees/edit/3', '/on/invoices', '/on/admin', '/on/corps'])(
    'an employee who types %s sees a plain page with a way back, and nothing is loaded',
    async (url) => {
      signIn({ authorities: ['ROLE_EMPLOYEE'], corpid: 4, empid: 9 }, { id: 4, name: 'Acme' });
      renderApp(url, ALL);
      expect(
        await screen.findByRole('heading', { name: 'You do not have access to this page' }),
      ).toBeInTheDocument();
      expect(load).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));
      expect(location.pathname).toBe('/on/landing');
    },
  );

  it('an employer may not open Corporations, but opens Vendors', async () => {
    signIn({ authorities: ['ROLE_EMPLOYER'], corpid: 4 }, { id: 4, name: 'Acme' });
    renderApp('/on/corps', ALL);
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Vendors' }));
    expect(await screen.findByRole('heading', { name: 'Remote screen' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mfe_people/Vendors');
  });

  it('an employee opens the timesheet items screen', async () => {
    signIn({ authorities: ['ROLE_EMPLOYEE'], corpid: 4, empid: 9 }, { id: 4, name: 'Acme' });
    renderApp('/on/timesheet-items?timesheetId=2', ALL);
    expect(await screen.findByRole('heading', { name: 'Remote screen' })).toBeInTheDocument();
  });
});

describe('a super user with no corporation selected', () => {
  it.each(['/on/vendors', '/on/timesheets', '/on/billings/new', '/on/admin'])(
    '%s says to select a corporation first, with a link to Corporations',
    async (url) => {
      signIn({ authorities: ['ROLE_SUPER'] });
      renderApp(url, ALL);
      expect(
        await screen.findByRole('heading', { name: 'Select a corporation first' }),
      ).toBeInTheDocument();
      expect(load).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('link', { name: 'Go to Corporations' }));
      expect(location.pathname).toBe('/on/corps');
      expect(await screen.findByRole('heading', { name: 'Remote screen' })).toBeInTheDocument();
    },
  );

  it('once a corporation is selected the screen shows', async () => {
    signIn({ authorities: ['ROLE_SUPER'] }, { id: 2, name: 'Beta' });
    renderApp('/on/vendors', ALL);
    expect(await screen.findByRole('heading', { name: 'Remote screen' })).toBeInTheDocument();
  });
});
