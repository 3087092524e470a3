import { holdsDay, visibleWeeks, WEEK_TEXTS, weekCounts, type WeekRow } from './weekRows';

const TODAY = '2026-11-26';

/** Weekly sheets, Mondays from 2026-01-05, ids 1, 2, … in period order. */
function history(count: number, status = 'LOCKED'): WeekRow[] {
  return Array.from({ length: count }, (_, i) => {
    const start = new Date(Date.UTC(2026, 0, 5 + 7 * i));
    const end = new Date(Date.UTC(2026, 0, 11 + 7 * i));
    return {
      id: i + 1,
      periodStartDate: start.toISOString().slice(0, 10),
      periodEndDate: end.toISOString().slice(0, 10),
      status,
      totalHours: 40,
    };
  });
}

test('holdsDay: the period’s first and last day included', () => {
  const week = { id: 1, periodStartDate: '2026-11-23', periodEndDate: '2026-11-29', status: null };
  expect(holdsDay(week, '2026-11-23')).toBe(true);
  expect(holdsDay(week, TODAY)).toBe(true);
  expect(holdsDay(week, '2026-11-29')).toBe(true);
  expect(holdsDay(week, '2026-11-22')).toBe(false);
  expect(holdsDay(week, '2026-11-30')).toBe(false);
});

test('a short history shows whole, newest first, nothing hidden', () => {
  const weeks = history(4);
  const { rows, hidden } = visibleWeeks(weeks, null, TODAY, 6);
  expect(rows.map((w) => w.id)).toEqual([4, 3, 2, 1]);
  expect(hidden).toBe(0);
});

test('a long history shows the recent weeks, the waiting ones and the one on screen', () => {
  const weeks = history(200);
  weeks[9] = { ...weeks[9], status: 'REJECTED' };
  weeks[19] = { ...weeks[19], status: 'PENDING' };
  weeks[29] = { ...weeks[29], status: 'SUBMITTED' };
  const { rows, hidden } = visibleWeeks(weeks, 3, TODAY, 6);
  expect(rows.map((w) => w.id)).toEqual([200, 199, 198, 197, 196, 195, 20, 10, 3]);
  expect(hidden).toBe(191);
});

test('an open week still to come waits for no one yet: beyond the recent ones it is hidden', () => {
  const weeks = history(10, 'PENDING').map((w) => ({ ...w, status: 'LOCKED' }));
  const upcoming: WeekRow = {
    id: 99,
    periodStartDate: '2026-12-07',
    periodEndDate: '2026-12-13',
    status: 'PENDING',
    totalHours: 0,
  };
  expect(visibleWeeks([...weeks, upcoming], null, TODAY, 1).rows.map((w) => w.id)).toEqual([99]);
  expect(visibleWeeks([...weeks, upcoming], null, TODAY, 0).rows).toEqual([]);
});

test('counts what waits: rejected, and open weeks begun; not those to come or with staff', () => {
  const weeks: WeekRow[] = [
    {
      id: 1,
      periodStartDate: '2026-11-02',
      periodEndDate: '2026-11-08',
      status: 'REJECTED',
      totalHours: 8,
    },
    {
      id: 2,
      periodStartDate: '2026-11-09',
      periodEndDate: '2026-11-15',
      status: 'PENDING',
      totalHours: 0,
    },
    {
      id: 3,
      periodStartDate: '2026-11-16',
      periodEndDate: '2026-11-22',
      status: 'SUBMITTED',
      totalHours: 40,
    },
    {
      id: 4,
      periodStartDate: '2026-11-23',
      periodEndDate: '2026-11-29',
      status: 'DRAFT',
      totalHours: 0,
    },
    {
      id: 5,
      periodStartDate: '2026-11-30',
      periodEndDate: '2026-12-06',
      status: 'PENDING',
      totalHours: 0,
    },
  ];
  expect(weekCounts(weeks, TODAY)).toEqual({ rejected: 1, toFill: 2 });
  expect(WEEK_TEXTS.summary(weekCounts(weeks, TODAY))).toBe('1 rejected, 2 to fill in');
});

test.each([
  [{ rejected: 0, toFill: 0 }, 'Nothing to fill in'],
  [{ rejected: 2, toFill: 0 }, '2 rejected'],
  [{ rejected: 0, toFill: 1 }, '1 to fill in'],
])('the summary of %o reads %s', (counts, text) => {
  expect(WEEK_TEXTS.summary(counts)).toBe(text);
});
