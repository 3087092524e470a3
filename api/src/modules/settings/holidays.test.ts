import { federalHolidays, formatHolidays, holidaysIn, parseHolidays } from './holidays.js';

const weekday = (iso: string) =>
  ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${iso}T00:00:00Z`).getUTCDay()];

describe('federalHolidays', () => {
  test('2026, date by date', () => {
    expect(federalHolidays(2026)).toEqual([
      '2026-01-01', // New Year's Day, a Thursday
      '2026-01-19', // Martin Luther King Jr. Day, 3rd Monday of January
      '2026-02-16', // Washington's Birthday, 3rd Monday of February
      '2026-05-25', // Memorial Day, last Monday of May (May 31 is a Sunday)
      '2026-06-19', // Juneteenth, a Friday
      '2026-07-03', // Independence Day falls on a Saturday: observed the Friday before
      '2026-09-07', // Labor Day, 1st Monday of September
      '2026-10-12', // Columbus Day, 2nd Monday of October
      '2026-11-11', // Veterans Day, a Wednesday
      '2026-11-26', // Thanksgiving, 4th Thursday of November
      '2026-12-25', // Christmas Day, a Friday
    ]);
  });

  test('2027, date by date', () => {
    expect(federalHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31', // May 31 is itself the last Monday
      '2027-06-18', // Juneteenth falls on a Saturday: observed Friday
      '2027-07-05', // Independence Day falls on a Sunday: observed Monday
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24', // Christmas falls on a Saturday: observed Friday
    ]);
  });

  test('every year: eleven holidays, on weekdays, the Monday and Thursday ones on their day', () => {
    for (let year = 2021; year <= 2060; year += 1) {
      const days = federalHolidays(year);
      expect(days).toHaveLength(11);
      expect([...days].sort()).toEqual(days);
      for (const d of days) expect(['Sat', 'Sun']).not.toContain(weekday(d));
      for (const i of [1, 2, 3, 6, 7]) expect(weekday(days[i])).toBe('Mon');
      expect(weekday(days[9])).toBe('Thu');
      expect(days[9] >= `${year}-11-22` && days[9] <= `${year}-11-28`).toBe(true);
      expect(days[3] >= `${year}-05-25` && days[3] <= `${year}-05-31`).toBe(true);
    }
  });

  test('New Year’s Day on a Saturday is observed on December 31 of the year before', () => {
    expect(federalHolidays(2022)[0]).toBe('2021-12-31');
    expect(federalHolidays(2028)[0]).toBe('2027-12-31');
  });

  test('Juneteenth from 2021, the year it became a holiday', () => {
    expect(federalHolidays(2020)).toHaveLength(10);
    expect(federalHolidays(2020)).not.toContain('2020-06-19');
    expect(federalHolidays(2021)).toContain('2021-06-18');
  });
});

describe('holidaysIn', () => {
  const federal = { federal: true, dates: [] };

  test('the federal holidays of the period, whatever its year', () => {
    expect(holidaysIn(federal, '2026-11-23', '2026-11-29')).toEqual(['2026-11-26']);
    expect(holidaysIn(federal, '2031-11-24', '2031-11-30')).toEqual(['2031-11-27']);
    expect(holidaysIn(federal, '2026-11-16', '2026-11-22')).toEqual([]);
  });

  test('across the turn of a year, with the next New Year’s Day observed in December', () => {
    expect(holidaysIn(federal, '2027-12-20', '2028-01-02')).toEqual(['2027-12-24', '2027-12-31']);
    expect(holidaysIn(federal, '2026-12-28', '2027-01-03')).toEqual(['2027-01-01']);
  });

  test('the corporation’s own dates, with or without the federal ones', () => {
    const own = { federal: false, dates: ['2026-11-27', '2027-01-04'] };
    expect(holidaysIn(own, '2026-11-23', '2026-11-29')).toEqual(['2026-11-27']);
    expect(holidaysIn({ ...own, federal: true }, '2026-11-23', '2026-11-29')).toEqual([
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(
      holidaysIn({ federal: true, dates: ['2026-11-26'] }, '2026-11-26', '2026-11-26'),
    ).toEqual(['2026-11-26']);
  });
});

describe('the setting’s text', () => {
  test.each([
    ['US federal', { federal: true, dates: [] }, 'US federal'],
    [' us-federal ', { federal: true, dates: [] }, 'US federal'],
    ['2026-12-24,US federal', { federal: true, dates: ['2026-12-24'] }, 'US federal,2026-12-24'],
    [
      '2026-12-25, 2026-01-01,2026-12-25',
      { federal: false, dates: ['2026-01-01', '2026-12-25'] },
      '2026-01-01,2026-12-25',
    ],
  ])('%j reads as %j and is stored as %j', (text, holidays, stored) => {
    expect(parseHolidays(text)).toEqual(holidays);
    expect(formatHolidays(parseHolidays(text)!)).toBe(stored);
  });

  test.each(['', ' , ', 'federal', 'US federal holidays', '2026-02-30', '12/25/2026'])(
    '%j is refused',
    (text) => {
      expect(parseHolidays(text)).toBeUndefined();
    },
  );

  test('at most 200 dates besides US federal', () => {
    const dates = Array.from({ length: 200 }, (_, i) =>
      new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
    );
    expect(parseHolidays(['US federal', ...dates].join(','))?.dates).toHaveLength(200);
    expect(parseHolidays([...dates, '2027-12-31'].join(','))).toBeUndefined();
  });
});
