import {
  EMPLOYEE_CONTACT_MIN_PRIORITY,
  EMPLOYEE_CONTACT_TYPE_LABELS,
  EMPLOYEE_ROLE_LABELS,
  EMPLOYEE_STATUS_LABELS,
  optionsFromLabels,
  type Employee,
  type EmployeeContact,
  type EmployeeContactType,
} from '@staffledger/shared';

/** A contact entry as edited: dates and notes as strings, priority null while the box is empty. */
export type EmployeeContactValues = {
  type: EmployeeContactType;
  value: string;
  startDate: string;
  endDate: string;
  priority: number | null;
  additionalNotes: string;
};

export type EmployeeValues = {
  firstName: string;
  middleName: string;
  lastName: string;
  category: string;
  workAuth: string;
  designation: string;
  role: string;
  status: string;
  startDate: string;
  endDate: string;
  email: string;
  phone: string;
  /** When the current guest code was made (ISO instant), '' without one: shown, never sent. */
  guestCodeSince: string;
  spouseName: string;
  childrenCount: number | null;
  emergencyContact: string;
  contacts: EmployeeContactValues[];
};

/** 'YYYY-MM-DD' of a moment in the browser's own zone (not UTC). */
export function localDate(d: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A new employee: Access Level employee, status Active, start date today (spec §9). */
export function initialEmployee(today: Date = new Date()): EmployeeValues {
  return {
    firstName: '',
    middleName: '',
    lastName: '',
    category: '',
    workAuth: '',
    designation: '',
    role: 'EMPLOYEE',
    status: 'ACTIVE',
    startDate: localDate(today),
    endDate: '',
    email: '',
    phone: '',
    guestCodeSince: '',
    spouseName: '',
    childrenCount: null,
    emergencyContact: '',
    contacts: [],
  };
}

export const EMPTY_EMPLOYEE_CONTACT: EmployeeContactValues = {
  type: 'EMAIL',
  value: '',
  startDate: '',
  endDate: '',
  priority: EMPLOYEE_CONTACT_MIN_PRIORITY,
  additionalNotes: '',
};

export const ROLE_OPTIONS = optionsFromLabels(EMPLOYEE_ROLE_LABELS);

/** The form offers Active and Inactive; an employee on leave keeps 'On Leave' as a choice. */
export function statusOptions(current: string) {
  const statuses = ['ACTIVE', 'INACTIVE', ...(current === 'ON_LEAVE' ? [current] : [])];
  return optionsFromLabels(EMPLOYEE_STATUS_LABELS, statuses);
}

export const CONTACT_TYPE_OPTIONS = optionsFromLabels(EMPLOYEE_CONTACT_TYPE_LABELS);

/** The five required fields (spec §5) and their labels. */
export const REQUIRED_FIELDS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  category: 'Category',
  workAuth: 'Work Auth',
  designation: 'Designation',
} as const;

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function employeeToValues(record: Record<string, unknown>): EmployeeValues {
  const e = record as Partial<Employee>;
  return {
    firstName: text(e.firstName),
    middleName: text(e.middleName),
    lastName: text(e.lastName),
    category: text(e.category),
    workAuth: text(e.workAuth),
    designation: text(e.designation),
    role: text(e.role).toUpperCase() || 'EMPLOYEE',
    status: text(e.status).toUpperCase() || 'ACTIVE',
    startDate: text(e.startDate).slice(0, 10),
    endDate: text(e.endDate).slice(0, 10),
    email: text(e.email),
    phone: text(e.phone),
    guestCodeSince: text(e.guestCodeSince),
    spouseName: text(e.spouseName),
    childrenCount: typeof e.childrenCount === 'number' ? e.childrenCount : null,
    emergencyContact: text(e.emergencyContact),
    contacts: (e.contacts ?? []).map((c: Partial<EmployeeContact>) => ({
      type: (text(c.type).toUpperCase() || 'EMAIL') as EmployeeContactType,
      value: text(c.value),
      startDate: text(c.startDate).slice(0, 10),
      endDate: text(c.endDate).slice(0, 10),
      priority: typeof c.priority === 'number' ? c.priority : EMPLOYEE_CONTACT_MIN_PRIORITY,
      additionalNotes: text(c.additionalNotes),
    })),
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** The JSON of POST /employees and PUT /employees/{id}: editable fields only (no guest code). */
export function employeeToBody(v: EmployeeValues) {
  return {
    firstName: v.firstName.trim(),
    middleName: orNull(v.middleName),
    lastName: v.lastName.trim(),
    category: v.category.trim(),
    workAuth: v.workAuth.trim(),
    designation: v.designation.trim(),
    role: v.role,
    status: v.status,
    startDate: orNull(v.startDate),
    endDate: orNull(v.endDate),
    email: orNull(v.email),
    phone: orNull(v.phone),
    spouseName: orNull(v.spouseName),
    childrenCount: v.childrenCount,
    emergencyContact: orNull(v.emergencyContact),
    contacts: v.contacts.map((c) => ({
      type: c.type,
      value: c.value.trim(),
      startDate: orNull(c.startDate),
      endDate: orNull(c.endDate),
      priority: c.priority ?? EMPLOYEE_CONTACT_MIN_PRIORITY,
      additionalNotes: orNull(c.additionalNotes),
    })),
  };
}

/** Client checks: the required fields, contact priority at least 1, children count at least 0. */
export function validateEmployee(v: EmployeeValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, label] of Object.entries(REQUIRED_FIELDS)) {
    if (v[key as keyof typeof REQUIRED_FIELDS].trim() === '') errors[key] = `${label} is required`;
  }
  if (v.childrenCount !== null && v.childrenCount < 0) {
    errors.childrenCount = 'Children Count cannot be negative';
  }
  v.contacts.forEach((c, i) => {
    if (c.priority !== null && c.priority < EMPLOYEE_CONTACT_MIN_PRIORITY) {
      errors[`contacts.${i}.priority`] = 'Priority must be at least 1';
    }
  });
  return errors;
}

/** Save failure text (spec §8). */
export function employeeSaveError(isEdit: boolean, message: string): string {
  if (message) return `❌ Error: ${message}`;
  return `❌ Failed to ${isEdit ? 'update' : 'create'} employee: Unknown error`;
}

const FAMILY_FIELDS = ['spouseName', 'childrenCount', 'emergencyContact'];

/** The tab that holds a field (for opening the tab of a field error). */
export function tabOfField(field: string): 'info' | 'contact' | 'family' {
  if (field.startsWith('contacts')) return 'contact';
  return FAMILY_FIELDS.includes(field) ? 'family' : 'info';
}
