import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerLeaveGuard } from '../leave/leaveGuard';
import { WeekList } from './WeekList';
import type { WeekRow } from './weekRows';

const TODAY = '2026-11-26';
const rejected: WeekRow = {
  id: 7,
  periodStartDate: '2026-11-02',
  periodEndDate: '2026-11-08',
  status: 'REJECTED',
  totalHours: 38.5,
};
const past: WeekRow = {
  id: 8,
  periodStartDate: '2026-11-16',
  periodEndDate: '2026-11-22',
  status: 'PENDING',
  totalHours: 0,
};
const current: WeekRow = {
  id: 9,
  periodStartDate: '2026-11-23',
  periodEndDate: '2026-11-29',
  status: 'PENDING',
  totalHours: 16,
};

function show(weeks: WeekRow[], shownId: number | null = rejected.id, recent?: number) {
  const onChoose = jest.fn();
  render(
    <WeekList
      title="My timesheets"
      weeks={weeks}
      shownId={shownId}
      today={TODAY}
      onChoose={onChoose}
      recent={recent}
    />,
  );
  return onChoose;
}

const toggle = () => screen.getByRole('button', { name: /^My timesheets/ });
const bodyRows = () => screen.getAllByRole('row').slice(1);

test('closed at first, its title saying what waits', () => {
  show([current, rejected, past]);
  expect(toggle()).toHaveAccessibleName('My timesheets 1 rejected, 2 to fill in');
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('opened: every week newest first with period, status and hours; today’s and the shown one marked', async () => {
  show([rejected, current, past]);
  await userEvent.click(toggle());
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  expect(bodyRows().map((r) => r.textContent)).toEqual([
    '11/23/2026 – 11/29/2026Includes todayPending16.00',
    '11/16/2026 – 11/22/2026Pending0.00',
    '11/02/2026 – 11/08/2026Rejected38.50',
  ]);
  expect(screen.getByRole('button', { name: '11/02/2026 – 11/08/2026' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  for (const other of ['11/23/2026 – 11/29/2026', '11/16/2026 – 11/22/2026']) {
    expect(screen.getByRole('button', { name: other })).not.toHaveAttribute('aria-current');
  }
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Period',
    'Status',
    'Total Hours',
  ]);
});

test('choosing a week, by mouse or keyboard, hands its id to the screen', async () => {
  const user = userEvent.setup();
  const onChoose = show([rejected, past, current]);
  await user.click(toggle());
  await user.click(screen.getByRole('button', { name: '11/16/2026 – 11/22/2026' }));
  expect(onChoose).toHaveBeenLastCalledWith(past.id);
  screen.getByRole('button', { name: '11/23/2026 – 11/29/2026' }).focus();
  await user.keyboard('{Enter}');
  expect(onChoose).toHaveBeenLastCalledWith(current.id);
  await user.keyboard(' ');
  expect(onChoose).toHaveBeenCalledTimes(3);
});

test('a long history: the recent weeks and the waiting ones, then Show all and back', async () => {
  const user = userEvent.setup();
  const locked = Array.from({ length: 30 }, (_, i): WeekRow => {
    const day = new Date(Date.UTC(2026, 0, 5 + 7 * i));
    const end = new Date(Date.UTC(2026, 0, 11 + 7 * i));
    return {
      id: 100 + i,
      periodStartDate: day.toISOString().slice(0, 10),
      periodEndDate: end.toISOString().slice(0, 10),
      status: 'LOCKED',
      totalHours: 40,
    };
  });
  show([...locked, rejected, past, current], current.id, 2);
  await user.click(toggle());
  // the two newest (the current week and last week), and the rejected one from further back
  expect(bodyRows()).toHaveLength(3);
  expect(within(bodyRows()[2]).getByText('Rejected')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show all 33 timesheets' }));
  expect(bodyRows()).toHaveLength(33);
  await user.click(screen.getByRole('button', { name: 'Show fewer' }));
  expect(bodyRows()).toHaveLength(3);
});

test('nothing waiting: the title says so; closing hides the list again', async () => {
  const user = userEvent.setup();
  show([{ ...current, status: 'SUBMITTED' }], current.id);
  expect(toggle()).toHaveAccessibleName('My timesheets Nothing to fill in');
  await user.click(toggle());
  expect(screen.getByRole('table')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Show/ })).not.toBeInTheDocument();
  await user.click(toggle());
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('while the week on screen holds unsaved hours, choosing another asks first', async () => {
  const user = userEvent.setup();
  let answer = false;
  const ask = jest.fn(async () => answer);
  const release = registerLeaveGuard({ dirty: () => true, ask });
  try {
    const onChoose = show([rejected, past, current]);
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: '11/16/2026 – 11/22/2026' }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(onChoose).not.toHaveBeenCalled();
    answer = true;
    await user.click(screen.getByRole('button', { name: '11/16/2026 – 11/22/2026' }));
    expect(ask).toHaveBeenCalledTimes(2);
    expect(onChoose).toHaveBeenCalledWith(past.id);
  } finally {
    release();
  }
});
