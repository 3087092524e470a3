/**
 * What each role may reach (docs/roles-and-tenancy.md#roles), in one place: the route configs that
 * admit some roles only (the auth plugin answers 403 to the others) and the predicates handlers
 * ask of the signed-in user.
 */
import type { Role } from '../modules/auth/jwt.js';
import type { AuthInfo } from './auth.js';

export const ROLES: readonly Role[] = ['super', 'employer', 'employee'];

type WithRoles = Pick<AuthInfo, 'roles'>;

/** Route config of the work on the tenants themselves: super users only. */
export const superOnly = { roles: ['super'] as Role[] };

/** Route config of corporation-wide staff work: super users and employers. */
export const staff = { roles: ['super', 'employer'] as Role[] };

/** Route config of the calls an employee also makes, limited to their own data (timesheets). */
export const staffOrEmployee = { roles: ['super', 'employer', 'employee'] as Role[] };

export const hasAnyRole = (auth: WithRoles, roles: readonly Role[]) =>
  roles.some((role) => auth.roles.includes(role));

export const isSuper = (auth: WithRoles | null | undefined) =>
  !!auth && hasAnyRole(auth, ['super']);

/** Staff act for their whole corporation: super users and employers. */
export const isStaff = (auth: WithRoles | null | undefined) =>
  !!auth && hasAnyRole(auth, staff.roles);

/**
 * The employee whose data a signed-in user is limited to: null for staff, else their own. An
 * employee account always carries its employee id; -1, which matches no row, if it ever does not.
 */
export const ownEmployeeOf = (auth: Pick<AuthInfo, 'roles' | 'empId'>): number | null =>
  isStaff(auth) ? null : (auth.empId ?? -1);
