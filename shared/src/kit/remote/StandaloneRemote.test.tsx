import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { makeTestToken, resetSession } from '../../testing/testToken';
import { StandaloneRemote } from './StandaloneRemote';

const screens = [
  { path: '/on/vendors', label: 'Vendors', element: <h2>Vendor screen</h2> },
  { path: '/on/employees', label: 'Employees', element: <h2>Employee screen</h2> },
];

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <StandaloneRemote title="People" screens={screens} shellUrl="http://shell.test" />
    </MemoryRouter>,
  );
}

test('without a session it points to the shell sign-in instead of showing the screens', () => {
  resetSession();
  renderAt('/on/vendors');
  expect(screen.getByRole('link', { name: 'http://shell.test/on/login' })).toBeInTheDocument();
  expect(screen.queryByText('Vendor screen')).not.toBeInTheDocument();
});

test('with a session it shows each screen under its shell path and defaults to the first', () => {
  resetSession(makeTestToken({ authorities: ['ROLE_EMPLOYER'], corpid: 1 }), 1);
  renderAt('/elsewhere');
  expect(screen.getByText('Vendor screen')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Employees' })).toHaveAttribute('href', '/on/employees');
});
