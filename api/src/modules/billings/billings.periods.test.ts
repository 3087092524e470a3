import { billingPeriods, MAX_PERIODS, type BillingSchedule } from './billings.periods.js';

const schedule = (over: Partial<BillingSchedule> = {}): BillingSchedule => ({
  startDate: '2025-03-03',
  firstPeriodEndDate: '2025-03-09',
  endDate: null,
  frequency: 'WEEKLY',
  ...over,
});

const ends = (s: BillingSchedule, until: string) => billingPeriods(s, until).map((p) => p.end);

describe('weekly and bi-weekly', () => {
  test('the first period runs to the first end date, then one week at a time', () => {
    expect(billingPeriods(schedule(), '2025-03-20')).toEqual([
      { start: '2025-03-03', end: '2025-03-09' },
      { start: '2025-03-10', end: '2025-03-16' },
      { start: '2025-03-17', end: '2025-03-23' },
    ]);
  });

  test('a short first period is followed by full weeks', () => {
    const s = schedule({ startDate: '2025-03-05', firstPeriodEndDate: '2025-03-07' });
    expect(billingPeriods(s, '2025-03-15')).toEqual([
      { start: '2025-03-05', end: '2025-03-07' },
      { start: '2025-03-08', end: '2025-03-14' },
      { start: '2025-03-15', end: '2025-03-21' },
    ]);
  });

  test('bi-weekly periods last 14 days and cross a year end', () => {
    const s = schedule({
      startDate: '2024-12-16',
      firstPeriodEndDate: '2024-12-29',
      frequency: 'BIWEEKLY',
    });
    expect(billingPeriods(s, '2025-01-27')).toEqual([
      { start: '2024-12-16', end: '2024-12-29' },
      { start: '2024-12-30', end: '2025-01-12' },
      { start: '2025-01-13', end: '2025-01-26' },
      { start: '2025-01-27', end: '2025-02-09' },
    ]);
  });

  test('a weekly period crossing 29 February counts the leap day', () => {
    const s = schedule({ startDate: '2024-02-19', firstPeriodEndDate: '2024-02-25' });
    expect(billingPeriods(s, '2024-03-04')).toEqual([
      { start: '2024-02-19', end: '2024-02-25' },
      { start: '2024-02-26', end: '2024-03-03' },
      { start: '2024-03-04', end: '2024-03-10' },
    ]);
  });
});

describe('monthly', () => {
  const monthly = (firstPeriodEndDate: string, startDate = '2025-01-01') =>
    schedule({ startDate, firstPeriodEndDate, frequency: 'MONTHLY' });

  test('a first period ending on the 15th gives the 15th of every month', () => {
    expect(billingPeriods(monthly('2025-01-15'), '2025-03-20')).toEqual([
      { start: '2025-01-01', end: '2025-01-15' },
      { start: '2025-01-16', end: '2025-02-15' },
      { start: '2025-02-16', end: '2025-03-15' },
      { start: '2025-03-16', end: '2025-04-15' },
    ]);
  });

  test('month ends are clamped to the last day of shorter months without drifting', () => {
    expect(ends(monthly('2025-01-31'), '2025-06-01')).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
      '2025-04-30',
      '2025-05-31',
      '2025-06-30',
    ]);
  });

  test('February ends on the 29th in a leap year', () => {
    expect(billingPeriods(monthly('2024-01-31', '2024-01-01'), '2024-03-01')).toEqual([
      { start: '2024-01-01', end: '2024-01-31' },
      { start: '2024-02-01', end: '2024-02-29' },
      { start: '2024-03-01', end: '2024-03-31' },
    ]);
    expect(ends(monthly('2024-01-30', '2024-01-01'), '2024-03-01')).toEqual([
      '2024-01-30',
      '2024-02-29',
      '2024-03-30',
    ]);
  });

  test('a monthly schedule crosses the year end', () => {
    expect(billingPeriods(monthly('2025-11-30', '2025-11-01'), '2026-01-31')).toEqual([
      { start: '2025-11-01', end: '2025-11-30' },
      { start: '2025-12-01', end: '2025-12-30' },
      { start: '2025-12-31', end: '2026-01-30' },
      { start: '2026-01-31', end: '2026-02-28' },
    ]);
  });
});

describe('limits', () => {
  test('the end date cuts the last period and no period starts after it', () => {
    const s = schedule({ endDate: '2025-03-12' });
    expect(billingPeriods(s, '2025-12-31')).toEqual([
      { start: '2025-03-03', end: '2025-03-09' },
      { start: '2025-03-10', end: '2025-03-12' },
    ]);
  });

  test('an end date on a period end keeps that period whole and adds none', () => {
    expect(ends(schedule({ endDate: '2025-03-16' }), '2025-12-31')).toEqual([
      '2025-03-09',
      '2025-03-16',
    ]);
  });

  test('an end date before the first period end cuts the first period', () => {
    const s = schedule({ endDate: '2025-03-05' });
    expect(billingPeriods(s, '2025-12-31')).toEqual([{ start: '2025-03-03', end: '2025-03-05' }]);
  });

  test('only periods starting on or before `until` are answered, the current one included', () => {
    expect(ends(schedule(), '2025-03-16')).toEqual(['2025-03-09', '2025-03-16']);
    expect(ends(schedule(), '2025-03-17')).toEqual(['2025-03-09', '2025-03-16', '2025-03-23']);
    expect(ends(schedule(), '2025-03-03')).toEqual(['2025-03-09']);
  });

  test('an arrangement starting after `until` has no periods yet', () => {
    expect(billingPeriods(schedule(), '2025-03-02')).toEqual([]);
  });

  test('a start date decades back answers only the most recent periods, the current one last', () => {
    const s = schedule({ startDate: '1990-01-01', firstPeriodEndDate: '1990-01-07' });
    const periods = billingPeriods(s, '2025-03-05');
    expect(periods).toHaveLength(MAX_PERIODS);
    expect(periods[periods.length - 1]).toEqual({ start: '2025-03-03', end: '2025-03-09' });
    periods.slice(1).forEach((p, i) => {
      const previousEnd = new Date(`${periods[i].end}T00:00:00Z`).getTime();
      expect(new Date(`${p.start}T00:00:00Z`).getTime() - previousEnd).toBe(86_400_000);
    });
  });

  test('monthly periods decades back are capped the same way', () => {
    const s = schedule({
      startDate: '1970-01-01',
      firstPeriodEndDate: '1970-01-31',
      frequency: 'MONTHLY',
    });
    const periods = billingPeriods(s, '2025-03-05');
    expect(periods).toHaveLength(MAX_PERIODS);
    expect(periods[periods.length - 1]).toEqual({ start: '2025-03-01', end: '2025-03-31' });
  });

  test('dates that are not calendar dates are refused', () => {
    expect(() => billingPeriods(schedule({ startDate: '2025-02-30' }), '2025-03-05')).toThrow(
      RangeError,
    );
    expect(() => billingPeriods(schedule(), '2025-3-5')).toThrow(RangeError);
    expect(() =>
      billingPeriods(schedule({ firstPeriodEndDate: '2025-03-01' }), '2025-03-05'),
    ).toThrow(RangeError);
  });
});
