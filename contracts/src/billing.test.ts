import { billingRuleErrors } from './billing.js';

test('the billing rules both sides check, in the form’s words', () => {
  expect(billingRuleErrors({ billRate: 87.35, invoiceDueDays: 30 })).toEqual({});
  expect(billingRuleErrors({ billRate: -0.01 }).billRate).toBe(
    'Bill Rate must be between 0 and 99,999,999.99 with at most 2 decimals',
  );
  expect(billingRuleErrors({ billRate: 100_000_000 }).billRate).toBeDefined();
  expect(billingRuleErrors({ billRate: 1.005 }).billRate).toBeDefined();
  expect(billingRuleErrors({ billRate: Infinity }).billRate).toBeDefined();
  expect(billingRuleErrors({ invoiceDueDays: 366 }).invoiceDueDays).toBe(
    'Invoice Due Days must be a whole number from 0 to 365',
  );
  expect(billingRuleErrors({ invoiceDueDays: 1.5 }).invoiceDueDays).toBeDefined();
  expect(billingRuleErrors({ invoiceDueDays: 365 })).toEqual({});
});

test('the dates of an arrangement: the first period within 62 days, nothing before the start', () => {
  const start = '2025-03-03';
  expect(billingRuleErrors({ startDate: start, firstPeriodEndDate: '2025-03-02' })).toEqual({
    firstPeriodEndDate: 'First Period End Date cannot be before Start Date',
  });
  expect(billingRuleErrors({ startDate: start, firstPeriodEndDate: '2025-05-04' })).toEqual({
    firstPeriodEndDate: 'The first period must be shorter than 62 days',
  });
  expect(billingRuleErrors({ startDate: start, firstPeriodEndDate: '2025-05-03' })).toEqual({});
  expect(billingRuleErrors({ startDate: start, endDate: '2025-03-01' })).toEqual({
    endDate: 'End Date cannot be before Start Date',
  });
  // a value without its type is the caller's to name
  expect(
    billingRuleErrors({ billRate: '12', startDate: '03/03/2025', endDate: '2025-01-01' }),
  ).toEqual({});
});
