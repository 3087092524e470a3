import { todayIso } from '@staffledger/shared';
import {
  employeeSaveError,
  employeeToBody,
  employeeToValues,
  initialEmployee,
  validateEmployee,
} from './employees.form';
import { jane } from './test-data';

test('today is the calendar date in the local zone', () => {
  expect(todayIso(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  expect(initialEmployee(new Date(2025, 11, 31, 0, 5)).startDate).toBe('2025-12-31');
});

test('a loaded employee round-trips to a body without read-only fields', () => {
  const body = employeeToBody(employeeToValues(jane as unknown as Record<string, unknown>));
  expect(body).toMatchObject({
    firstName: 'Jane',
    middleName: 'Q',
    role: 'EMPLOYEE',
    childrenCount: 2,
  });
  expect(employeeToValues(jane as unknown as Record<string, unknown>).guestCodeSince).toBe('');
  expect(initialEmployee()).not.toHaveProperty('guestCode');
  const values = employeeToValues({ ...jane, guestCodeSince: '2026-11-20T14:05:00Z' });
  expect(values.guestCodeSince).toBe('2026-11-20T14:05:00Z');
  expect(employeeToBody(values)).not.toHaveProperty('guestCodeSince');
  for (const key of ['id', 'fullName', 'canSignIn', 'updateDate', 'guestCode', 'guestCodeSince']) {
    expect(body).not.toHaveProperty(key);
  }
});

test('validation beyond the required fields: priority at least 1, children not negative', () => {
  const v = { ...initialEmployee(), childrenCount: -1 };
  v.contacts = [
    { type: 'EMAIL', value: 'a@b.c', startDate: '', endDate: '', priority: 0, additionalNotes: '' },
  ];
  expect(validateEmployee(v)).toEqual({
    childrenCount: 'Children Count cannot be negative',
    'contacts.0.priority': 'Priority must be at least 1',
  });
});

test('save error texts', () => {
  expect(employeeSaveError(false, 'Boom')).toBe('❌ Error: Boom');
  expect(employeeSaveError(false, '')).toBe('❌ Failed to create employee: Unknown error');
  expect(employeeSaveError(true, '')).toBe('❌ Failed to update employee: Unknown error');
});
