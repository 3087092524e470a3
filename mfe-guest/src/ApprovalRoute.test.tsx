import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import ApprovalRoute from './ApprovalRoute';
import { installApprovalApi, TOKEN } from './approval/testing/approvalApi';

test('the exposed module reads the token from ?link= and asks the API of the page', async () => {
  const api = installApprovalApi();
  render(
    <MemoryRouter initialEntries={[`/on/approval?link=${TOKEN}`]}>
      <ApprovalRoute />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: '2 weeks waiting' })).toBeInTheDocument();
  expect(api.calls.map((c) => c.url)).toEqual([`/api/approval/${TOKEN}`]);
  expect(
    screen.getByRole('heading', { name: 'Timesheets waiting for your approval', level: 1 }),
  ).toBeInTheDocument();
});
