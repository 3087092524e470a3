import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from '../../router';
import { renderRemote } from '../../testing';
import { NoticeBanner } from './NoticeBanner';
import { ARRIVAL_NOTICE_MS, arrivalState, useArrivalNotice } from './useArrivalNotice';

/** A page that shows the notice left for it, and what its history entry still carries. */
function Page() {
  const { notice, clear } = useArrivalNotice();
  const location = useLocation();
  return (
    <>
      <NoticeBanner notice={notice} onClose={clear} />
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </>
  );
}

/** The screen before, which opens the page with or without a notice. */
function Before() {
  const navigate = useNavigate();
  const open = (state?: unknown) => () => navigate('/on/invoices/edit/12', { state });
  return (
    <>
      <button
        type="button"
        onClick={open(arrivalState('Invoice INV-000012 created from 2 timesheets.'))}
      >
        Create invoice
      </button>
      <button type="button" onClick={open()}>
        Open
      </button>
    </>
  );
}

const renderApp = () =>
  renderRemote('/on/before', { '/on/before': <Before />, '/on/invoices/edit/12': <Page /> });

afterEach(() => jest.useRealTimers());

test('shows the notice left by the screen before, for 5 seconds, and takes it off the history entry', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderApp();
  await user.click(screen.getByRole('button', { name: 'Create invoice' }));
  const notice = 'Invoice INV-000012 created from 2 timesheets.';
  expect(screen.getByText(notice).closest('[role=status]')).toBeInTheDocument();
  // a reload or a Back to this entry finds nothing to announce again
  expect(screen.getByTestId('state')).toHaveTextContent('null');
  act(() => jest.advanceTimersByTime(ARRIVAL_NOTICE_MS - 1));
  expect(screen.getByText(notice)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText(notice)).not.toBeInTheDocument();
});

test('a screen opened without one shows none', async () => {
  renderApp();
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/on/invoices/edit/12');
  expect(screen.getByTestId('state')).toHaveTextContent('null');
  expect(screen.queryByText(/created from/)).not.toBeInTheDocument();
});
