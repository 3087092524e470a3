import { addDays, businessToday } from './business-day.js';

test('the business day is New York’s, whatever the UTC date', () => {
  // 9 pm Eastern on 10 March (EDT) is already 11 March in UTC
  expect(businessToday(new Date('2026-03-11T01:00:00Z'))).toBe('2026-03-10');
  // 9 pm Eastern on 10 January (EST)
  expect(businessToday(new Date('2026-01-11T02:00:00Z'))).toBe('2026-01-10');
  expect(businessToday(new Date('2026-01-11T05:00:00Z'))).toBe('2026-01-11');
});

test('adding days crosses months, years, leap days and clock changes by whole dates', () => {
  expect(addDays('2026-01-31', 30)).toBe('2026-03-02');
  expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  expect(addDays('2026-12-20', 15)).toBe('2027-01-04');
  expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
  expect(addDays('2026-03-08', 0)).toBe('2026-03-08');
});
