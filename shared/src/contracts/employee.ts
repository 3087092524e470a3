/** Employee (a person placed at vendors) as the API returns it. */
export const EMPLOYEE_STATUSES = ['ACTIVE', 'INACTIVE', 'ON_LEAVE'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export const EMPLOYEE_STATUS_LABELS: Record<EmployeeStatus, string> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  ON_LEAVE: 'On Leave',
};

/** Access Level: an employer signs in with staff rights, an employee sees their own time only. */
export const EMPLOYEE_ROLES = ['EMPLOYEE', 'EMPLOYER'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

export const EMPLOYEE_ROLE_LABELS: Record<EmployeeRole, string> = {
  EMPLOYEE: 'Employee',
  EMPLOYER: 'Employer',
};

export const EMPLOYEE_CONTACT_TYPES = ['EMAIL', 'PHONE', 'ADDRESS'] as const;
export type EmployeeContactType = (typeof EMPLOYEE_CONTACT_TYPES)[number];

export const EMPLOYEE_CONTACT_TYPE_LABELS: Record<EmployeeContactType, string> = {
  EMAIL: 'Email',
  PHONE: 'Phone',
  ADDRESS: 'Address',
};

/** Lowest contact priority (also the default). */
export const EMPLOYEE_CONTACT_MIN_PRIORITY = 1;

export type EmployeeContact = {
  type: EmployeeContactType;
  value: string;
  startDate: string | null;
  endDate: string | null;
  priority: number;
  additionalNotes: string | null;
};

/** A row of GET /employees. */
export type EmployeeRow = {
  id: number;
  firstName: string;
  middleName: string | null;
  lastName: string;
  fullName: string;
  designation: string | null;
  role: EmployeeRole;
  status: EmployeeStatus;
  category: string | null;
  workAuth: string | null;
  startDate: string | null;
  endDate: string | null;
  email: string | null;
};

/** GET /employees/{id}. */
export type Employee = EmployeeRow & {
  phone: string | null;
  /** When the current guest code was made (ISO instant); null without one. The code is never read back. */
  guestCodeSince: string | null;
  spouseName: string | null;
  childrenCount: number | null;
  emergencyContact: string | null;
  contacts: EmployeeContact[];
  canSignIn: boolean;
  updateDate: string | null;
};

/** POST /employees/{id}/guest-code: the only answer that ever holds the code. */
export type GuestCodeIssued = { guestCode: string; guestLink: string; guestCodeSince: string };

/** Display label of an employee status in any case ('ON_LEAVE' → 'On Leave'). */
export function employeeStatusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return EMPLOYEE_STATUS_LABELS[status.toUpperCase() as EmployeeStatus] ?? status;
}
