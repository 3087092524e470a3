import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createFakeApi } from '@staffledger/shared/testing';
import QuickTimeRoute from './QuickTimeRoute';

test('the exposed module reads the code from ?guestCode= and asks the API of the page', async () => {
  const api = createFakeApi().install();
  api.on('GET', '/guest/:code/verify', {
    status: 404,
    body: { error: 'no_timesheets', message: 'No Timesheets available for the guest code' },
  });
  render(
    <MemoryRouter initialEntries={['/on/quick-time?guestCode=abc-123_XYZ-0000000000']}>
      <QuickTimeRoute />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'No Timesheets available for the guest code',
  );
  expect(api.calls.map((c) => c.url)).toEqual(['/api/guest/abc-123_XYZ-0000000000/verify']);
  expect(screen.getByRole('heading', { name: 'Timesheet' })).toBeInTheDocument();
});
