/** The statuses and kinds of corporations, vendors and employees. */
import { labelOf } from './workflow.js';

export const CORP_STATUSES = ['ACTIVE', 'INACTIVE', 'ONBOARDING'] as const;
export type CorpStatus = (typeof CORP_STATUSES)[number];

export const CORP_STATUS_LABELS: Readonly<Record<CorpStatus, string>> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  ONBOARDING: 'Onboarding',
};

/** Display label of a corporation status in any case ('ACTIVE' → 'Active'). */
export function corpStatusLabel(status: string | null | undefined): string {
  return labelOf(CORP_STATUS_LABELS, status);
}

export const VENDOR_STATUSES = ['ACTIVE', 'INACTIVE', 'ONBOARDING'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

export const VENDOR_STATUS_LABELS: Readonly<Record<VendorStatus, string>> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  ONBOARDING: 'Onboarding',
};

/** Display label of a vendor status in any case ('ONBOARDING' → 'Onboarding'). */
export function vendorStatusLabel(status: string | null | undefined): string {
  return labelOf(VENDOR_STATUS_LABELS, status);
}

export const EMPLOYEE_STATUSES = ['ACTIVE', 'INACTIVE', 'ON_LEAVE'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export const EMPLOYEE_STATUS_LABELS: Readonly<Record<EmployeeStatus, string>> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  ON_LEAVE: 'On Leave',
};

/** Display label of an employee status in any case ('ON_LEAVE' → 'On Leave'). */
export function employeeStatusLabel(status: string | null | undefined): string {
  return labelOf(EMPLOYEE_STATUS_LABELS, status);
}

/** Access Level: an employer signs in with staff rights, an employee sees their own time only. */
export const EMPLOYEE_ROLES = ['EMPLOYEE', 'EMPLOYER'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

export const EMPLOYEE_ROLE_LABELS: Readonly<Record<EmployeeRole, string>> = {
  EMPLOYEE: 'Employee',
  EMPLOYER: 'Employer',
};

export const EMPLOYEE_CONTACT_TYPES = ['EMAIL', 'PHONE', 'ADDRESS'] as const;
export type EmployeeContactType = (typeof EMPLOYEE_CONTACT_TYPES)[number];

export const EMPLOYEE_CONTACT_TYPE_LABELS: Readonly<Record<EmployeeContactType, string>> = {
  EMAIL: 'Email',
  PHONE: 'Phone',
  ADDRESS: 'Address',
};

/** Lowest contact priority (also the default). */
export const EMPLOYEE_CONTACT_MIN_PRIORITY = 1;
