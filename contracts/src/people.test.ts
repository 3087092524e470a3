import {
  employeeStatusLabel,
  EMPLOYEE_STATUSES,
  vendorStatusLabel,
  VENDOR_STATUSES,
} from './people.js';

test('vendor statuses read as words in any case; unknown values pass through', () => {
  expect(VENDOR_STATUSES).toEqual(['ACTIVE', 'INACTIVE', 'ONBOARDING']);
  expect(vendorStatusLabel('ONBOARDING')).toBe('Onboarding');
  expect(vendorStatusLabel('active')).toBe('Active');
  expect(vendorStatusLabel(null)).toBe('');
  expect(vendorStatusLabel('ODD')).toBe('ODD');
});

test("employee statuses include On Leave ('ON_LEAVE')", () => {
  expect(EMPLOYEE_STATUSES).toEqual(['ACTIVE', 'INACTIVE', 'ON_LEAVE']);
  expect(employeeStatusLabel('ON_LEAVE')).toBe('On Leave');
  expect(employeeStatusLabel('inactive')).toBe('Inactive');
  expect(employeeStatusLabel(undefined)).toBe('');
});
