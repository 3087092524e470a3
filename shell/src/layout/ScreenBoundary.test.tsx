import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { retryable } from '../lazyScreens';
import { ScreenBoundary } from './ScreenBoundary';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('shows an error with Retry when a screen of the shell does not load, and Retry loads it', async () => {
  let served = false;
  const Security = retryable(async () => {
    if (!served) throw new Error('Loading chunk 480 failed.');
    return { default: () => <h1>Change Password</h1> };
  });
  render(
    <MemoryRouter initialEntries={['/on/security']}>
      <ScreenBoundary>
        <Security />
      </ScreenBoundary>
    </MemoryRouter>,
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'This screen of StaffLedger could not be loaded. Check your connection and try again.',
  );
  served = true;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
