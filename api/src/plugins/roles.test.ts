import type { Role } from '../modules/auth/jwt.js';
import {
  hasAnyRole,
  isStaff,
  isSuper,
  ownEmployeeOf,
  ROLES,
  staff,
  staffOrEmployee,
  superOnly,
} from './roles.js';

const user = (roles: Role[], empId: number | null = null) => ({ roles, empId });

test('the route configs admit their roles', () => {
  expect(superOnly.roles).toEqual(['super']);
  expect(staff.roles).toEqual(['super', 'employer']);
  expect(staffOrEmployee.roles).toEqual([...ROLES]);
});

test('super users are staff; employers are staff but not super; employees are neither', () => {
  expect([isSuper(user(['super'])), isStaff(user(['super']))]).toEqual([true, true]);
  expect([isSuper(user(['employer'])), isStaff(user(['employer']))]).toEqual([false, true]);
  expect([isSuper(user(['employee'])), isStaff(user(['employee']))]).toEqual([false, false]);
  expect([isSuper(null), isStaff(undefined)]).toEqual([false, false]);
  expect(isStaff(user(['employee', 'employer']))).toBe(true);
});

test('hasAnyRole needs one role in common', () => {
  expect(hasAnyRole(user(['employee']), ['super', 'employee'])).toBe(true);
  expect(hasAnyRole(user(['employee']), ['super', 'employer'])).toBe(false);
  expect(hasAnyRole(user([]), ROLES)).toBe(false);
});

test('staff reach every employee; anyone else only their own, or none without one', () => {
  expect(ownEmployeeOf(user(['super'], 4))).toBeNull();
  expect(ownEmployeeOf(user(['employer'], 4))).toBeNull();
  expect(ownEmployeeOf(user(['employee'], 4))).toBe(4);
  expect(ownEmployeeOf(user(['employee']))).toBe(-1);
});
