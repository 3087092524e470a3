import { screen } from '@testing-library/react';
import TimesheetsRoutes from './TimesheetsRoutes';
import { renderApp, setupApi } from '../test/renderApp';

test('the exposed module default-exports a component', () => {
  expect(typeof TimesheetsRoutes).toBe('function');
});

test('an unknown path under /on/timesheets goes back to the list', async () => {
  const api = setupApi();
  api.on('GET', '/timesheets', { body: [] });
  renderApp('/on/timesheets/nowhere/else');
  expect(await screen.findByText('No timesheets found.')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/on\/timesheets$/);
});
