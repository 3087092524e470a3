import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@staffledger/shared';
import type { FakeApi } from '@staffledger/shared/testing';
import { renderRemote, setupEmployerApi, signIn } from '@staffledger/shared/testing';
import TimesheetItemsRoutes from './TimesheetItemsRoutes';
import { historyOf, itemsOf, janeSheets, pending, timesheetPdf } from './test-data';

let api: FakeApi;
let down: boolean;

beforeEach(() => {
  down = true;
  api = setupEmployerApi();
  api.on('GET', '/timesheets/employee/:employeeId', () => {
    if (down) throw new TypeError('Failed to fetch');
    return { body: janeSheets };
  });
  api.on('GET', '/timesheets/:id/items', (req) => ({ body: itemsOf(Number(req.params.id)) }));
  api.on('GET', '/timesheets/:id/attachments', { body: [timesheetPdf] });
  api.on('GET', '/timesheets/:id/history', (req) => ({ body: historyOf(Number(req.params.id)) }));
  signIn({ authorities: ['ROLE_EMPLOYEE'], corpid: 1, empid: 101 }, 1);
  useSession.setState({ employeeId: 101 });
});

test('a walk the server could not be reached for names the cause; Retry opens the sheet', async () => {
  // the sheet named, so that the week it opens does not hang on today's date
  renderRemote('/on/timesheet-items?timesheetId=21', {
    '/on/timesheet-items': <TimesheetItemsRoutes />,
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'Failed to fetch timesheet items: The server could not be reached. Check your connection and try again.',
  );
  down = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await waitFor(() =>
    expect(screen.getByText('ID', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      String(pending.id),
    ),
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
