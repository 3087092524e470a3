import { screen } from '@testing-library/react';
import TimesheetsRoutes from './TimesheetsRoutes';
import { renderRemote, setupEmployerApi } from '@staffledger/shared/testing';

const renderApp = (url: string) => renderRemote(url, { '/on/timesheets': <TimesheetsRoutes /> });

test('the exposed module default-exports a component', () => {
  expect(typeof TimesheetsRoutes).toBe('function');
});

test('an unknown path under /on/timesheets goes back to the list', async () => {
  const api = setupEmployerApi();
  api.on('GET', '/timesheets', { body: [] });
  renderApp('/on/timesheets/nowhere/else');
  expect(await screen.findByText('No timesheets found.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/timesheets$/);
});
