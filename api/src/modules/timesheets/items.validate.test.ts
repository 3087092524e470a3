import { AppError } from '../../errors.js';
import { hoursText, toItemValues } from './items.validate.js';
import { periodDays } from './timesheets.validate.js';

describe('hoursText', () => {
  test.each([
    [0, '0'],
    [8, '8'],
    [0.1, '0.1'],
    [0.29, '0.29'],
    [7.35, '7.35'],
    [23.99, '23.99'],
    [24, '24'],
  ])('%p has at most 2 decimals: %p', (n, text) => {
    expect(hoursText(n)).toBe(text);
  });

  test.each([1.005, 0.001, 1e-7, 0.1 + 0.2, 100, Number.NaN])('%p is refused', (n) => {
    expect(hoursText(n)).toBeNull();
  });
});

describe('toItemValues', () => {
  const row = { id: 1, hoursWorked: 8, extraHours: 0, comment: null };

  test('defaults the type to BILLABLE, upper-cases it and trims comments', () => {
    expect(
      toItemValues([
        row,
        { ...row, id: 2, type: 'holiday', comment: '  ' },
        { ...row, id: 3, type: '', comment: ' done ' },
      ]),
    ).toEqual([
      { id: 1, type: 'BILLABLE', hoursWorked: '8', extraHours: '0', comment: null },
      { id: 2, type: 'HOLIDAY', hoursWorked: '8', extraHours: '0', comment: null },
      { id: 3, type: 'BILLABLE', hoursWorked: '8', extraHours: '0', comment: 'done' },
    ]);
  });

  test('24 hours a day exactly is fine, a hundredth more is not', () => {
    expect(toItemValues([{ ...row, hoursWorked: 23.99, extraHours: 0.01 }])).toHaveLength(1);
    let error: unknown;
    try {
      toItemValues([{ ...row, hoursWorked: 23.99, extraHours: 0.02 }]);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).fieldErrors).toEqual({
      '0.extraHours': 'Hours Worked and Extra Hours together must be at most 24',
    });
  });
});

describe('periodDays', () => {
  test.each([
    ['2025-03-01', '2025-03-01', 1],
    ['2025-02-27', '2025-03-01', 3],
    ['2024-02-27', '2024-03-01', 4],
    ['2025-03-08', '2025-03-10', 3],
    ['2025-07-01', '2025-08-31', 62],
    ['2025-03-02', '2025-03-01', 0],
  ])('%s to %s is %i days', (start, end, days) => {
    expect(periodDays(start, end)).toBe(days);
  });
});
