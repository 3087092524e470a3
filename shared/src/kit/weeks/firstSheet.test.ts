import {
  businessToday,
  byPeriod,
  firstNotLocked,
  firstSheet,
  sheetNeed,
  type PeriodSheet,
} from './firstSheet';

// Thursday 26 November 2026; its week runs Monday 23 to Sunday 29.
const TODAY = '2026-11-26';

let nextId = 1;
/** A week starting on `monday` (the period is seven days). */
function week(monday: string, status: string | null, id = nextId++): PeriodSheet {
  const end = new Date(`${monday}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 6);
  return { id, periodStartDate: monday, periodEndDate: end.toISOString().slice(0, 10), status };
}

const OLD = '2026-11-02';
const LAST_MONTH = '2026-11-09';
const LAST_WEEK = '2026-11-16';
const THIS_WEEK = '2026-11-23';
const NEXT_WEEK = '2026-11-30';

describe('sheetNeed', () => {
  test.each([
    ['REJECTED', LAST_WEEK, 'rejected'],
    ['REJECTED', NEXT_WEEK, 'rejected'],
    ['PENDING', LAST_WEEK, 'past'],
    ['DRAFT', OLD, 'past'],
    ['PENDING', THIS_WEEK, 'current'],
    ['DRAFT', THIS_WEEK, 'current'],
    ['PENDING', NEXT_WEEK, 'upcoming'],
    ['SUBMITTED', LAST_WEEK, null],
    ['APPROVED', THIS_WEEK, null],
    ['LOCKED', OLD, null],
    [null, LAST_WEEK, null],
  ])('a %s week from %s: %s', (status, monday, need) => {
    expect(sheetNeed(week(monday, status), TODAY)).toBe(need);
  });

  test('the status is read in any case', () => {
    expect(sheetNeed(week(LAST_WEEK, 'rejected'), TODAY)).toBe('rejected');
    expect(sheetNeed(week(LAST_WEEK, 'Pending'), TODAY)).toBe('past');
  });

  test('a period holds its first and its last day', () => {
    const current = week(THIS_WEEK, 'PENDING');
    expect(sheetNeed(current, '2026-11-23')).toBe('current');
    expect(sheetNeed(current, '2026-11-29')).toBe('current');
    expect(sheetNeed(current, '2026-11-30')).toBe('past');
    expect(sheetNeed(current, '2026-11-22')).toBe('upcoming');
  });

  test('a period of any length: a month holding today is current', () => {
    const month = { id: 1, periodStartDate: '2026-11-01', periodEndDate: '2026-11-30' };
    expect(sheetNeed({ ...month, status: 'PENDING' }, TODAY)).toBe('current');
  });
});

describe('firstSheet', () => {
  test('no sheet: null', () => {
    expect(firstSheet([], TODAY)).toBeNull();
  });

  test('rejected before open past before current', () => {
    const rejected = week(OLD, 'REJECTED');
    const past = week(LAST_WEEK, 'PENDING');
    const current = week(THIS_WEEK, 'PENDING');
    expect(firstSheet([current, past, rejected], TODAY)).toBe(rejected);
    expect(firstSheet([current, past], TODAY)).toBe(past);
    expect(firstSheet([current], TODAY)).toBe(current);
  });

  test('a rejected week comes first even when it is newer than an open past one', () => {
    const past = week(OLD, 'PENDING');
    const rejected = week(LAST_WEEK, 'REJECTED');
    expect(firstSheet([past, rejected], TODAY)).toBe(rejected);
  });

  test('a rejected week of the current period still comes before an open past one', () => {
    const past = week(LAST_WEEK, 'DRAFT');
    const rejected = week(THIS_WEEK, 'REJECTED');
    expect(firstSheet([rejected, past], TODAY)).toBe(rejected);
  });

  test('ties: the oldest rejected, the oldest open past week', () => {
    const rejected = [week(LAST_WEEK, 'REJECTED'), week(OLD, 'REJECTED')];
    expect(firstSheet(rejected, TODAY)).toBe(rejected[1]);
    const past = [week(LAST_WEEK, 'PENDING'), week(LAST_MONTH, 'DRAFT'), week(OLD, 'PENDING')];
    expect(firstSheet(past, TODAY)).toBe(past[2]);
  });

  test('ties in one period (two vendors): the lower id', () => {
    const a = week(LAST_WEEK, 'PENDING', 41);
    const b = week(LAST_WEEK, 'PENDING', 40);
    expect(firstSheet([a, b], TODAY)).toBe(b);
    expect(firstSheet([b, a], TODAY)).toBe(b);
  });

  test('the current week before an open week still to come', () => {
    const next = week(NEXT_WEEK, 'PENDING');
    const current = week(THIS_WEEK, 'DRAFT');
    expect(firstSheet([next, current], TODAY)).toBe(current);
  });

  test('an open week still to come before any week that waits on staff', () => {
    const next = week(NEXT_WEEK, 'PENDING');
    for (const status of ['SUBMITTED', 'APPROVED', 'LOCKED']) {
      const done = [week(OLD, status), week(THIS_WEEK, status)];
      expect(firstSheet([...done, next], TODAY)).toBe(next);
    }
  });

  test.each(['SUBMITTED', 'APPROVED', 'LOCKED'])(
    'a week %s is never first while an open one exists',
    (status) => {
      const done = week(OLD, status);
      const open = week(THIS_WEEK, 'PENDING');
      expect(firstSheet([done, open], TODAY)).toBe(open);
      expect(firstSheet([open, done], TODAY)).toBe(open);
    },
  );

  test('nothing open: the first that is not Locked, in period order', () => {
    const locked = week(OLD, 'LOCKED');
    const approved = week(LAST_MONTH, 'APPROVED');
    const submitted = week(LAST_WEEK, 'SUBMITTED');
    expect(firstSheet([submitted, approved, locked], TODAY)).toBe(approved);
  });

  test('everything Locked: the last', () => {
    const sheets = [week(LAST_WEEK, 'LOCKED'), week(OLD, 'LOCKED'), week(LAST_MONTH, 'LOCKED')];
    expect(firstSheet(sheets, TODAY)).toBe(sheets[0]);
  });

  test('the order given does not matter and is left as it was', () => {
    const sheets = [
      week(THIS_WEEK, 'PENDING'),
      week(OLD, 'LOCKED'),
      week(LAST_WEEK, 'REJECTED'),
      week(LAST_MONTH, 'PENDING'),
      week(NEXT_WEEK, 'PENDING'),
    ];
    const given = [...sheets];
    for (const order of [sheets, [...sheets].reverse(), [...sheets].sort((a, b) => b.id - a.id)]) {
      expect(firstSheet(order, TODAY)).toBe(sheets[2]);
    }
    expect(sheets).toEqual(given);
  });

  test('today moves the line between current and past', () => {
    const last = week(LAST_WEEK, 'PENDING');
    const current = week(THIS_WEEK, 'PENDING');
    // on Sunday 22 the week of the 16th is still running
    expect(firstSheet([current, last], '2026-11-22')).toBe(last);
    expect(sheetNeed(last, '2026-11-22')).toBe('current');
    expect(sheetNeed(last, TODAY)).toBe('past');
  });
});

describe('firstNotLocked and byPeriod', () => {
  test('no sheet: null', () => {
    expect(firstNotLocked([])).toBeNull();
  });

  test('sorts by period start, then id', () => {
    const sheets = [
      week(LAST_WEEK, 'PENDING', 9),
      week(OLD, 'PENDING', 8),
      week(OLD, 'PENDING', 7),
    ];
    expect([...sheets].sort(byPeriod).map((s) => s.id)).toEqual([7, 8, 9]);
  });
});

describe('businessToday', () => {
  test.each([
    // 04:54 UTC on the 27th is still the evening of the 26th in New York (UTC-5)
    ['2026-11-27T04:54:00Z', '2026-11-26'],
    ['2026-11-27T05:00:00Z', '2026-11-27'],
    // in daylight time New York is UTC-4
    ['2026-07-05T03:59:00Z', '2026-07-04'],
    ['2026-07-05T04:00:00Z', '2026-07-05'],
    ['2026-01-01T12:00:00Z', '2026-01-01'],
  ])('at %s it is %s', (instant, day) => {
    expect(businessToday(new Date(instant))).toBe(day);
  });
});
