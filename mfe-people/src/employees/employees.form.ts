import {
  bodyText,
  EMPLOYEE_CONTACT_MIN_PRIORITY,
  EMPLOYEE_CONTACT_TYPE_LABELS,
  EMPLOYEE_ROLE_LABELS,
  EMPLOYEE_STATUS_LABELS,
  fieldCode,
  fieldDate,
  fieldText,
  optionsFromLabels,
  todayIso,
  type Employee,
  type EmployeeContact,
  type EmployeeContactType,
} from '@staffledger/shared';
import { signInFactsOf, type SignInFacts } from './invitation.texts';

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
  /** The sign-in as last saved (invitation, last sign-in): shown, never sent. */
  signIn: SignInFacts;
  spouseName: string;
  childrenCount: number | null;
  emergencyContact: string;
  contacts: EmployeeContactValues[];
};

/**
 * A new employee: Access Level employee, status Active, start date today (docs/screens.md#forms).
 */
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
    startDate: todayIso(today),
    endDate: '',
    email: '',
    phone: '',
    guestCodeSince: '',
    signIn: signInFactsOf({}),
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

/** Every status the API accepts, On Leave included (the list filters by each of them too). */
export const EMPLOYEE_STATUS_OPTIONS = optionsFromLabels(EMPLOYEE_STATUS_LABELS);

export const CONTACT_TYPE_OPTIONS = optionsFromLabels(EMPLOYEE_CONTACT_TYPE_LABELS);

export function employeeToValues(record: Record<string, unknown>): EmployeeValues {
  const e = record as Partial<Employee>;
  return {
    firstName: fieldText(e.firstName),
    middleName: fieldText(e.middleName),
    lastName: fieldText(e.lastName),
    category: fieldText(e.category),
    workAuth: fieldText(e.workAuth),
    designation: fieldText(e.designation),
    role: fieldCode(e.role, 'EMPLOYEE'),
    status: fieldCode(e.status, 'ACTIVE'),
    startDate: fieldDate(e.startDate),
    endDate: fieldDate(e.endDate),
    email: fieldText(e.email),
    phone: fieldText(e.phone),
    guestCodeSince: fieldText(e.guestCodeSince),
    signIn: signInFactsOf(e),
    spouseName: fieldText(e.spouseName),
    childrenCount: typeof e.childrenCount === 'number' ? e.childrenCount : null,
    emergencyContact: fieldText(e.emergencyContact),
    contacts: (e.contacts ?? []).map((c: Partial<EmployeeContact>) => ({
      type: fieldCode(c.type, 'EMAIL') as EmployeeContactType,
      value: fieldText(c.value),
      startDate: fieldDate(c.startDate),
      endDate: fieldDate(c.endDate),
      priority: typeof c.priority === 'number' ? c.priority : EMPLOYEE_CONTACT_MIN_PRIORITY,
      additionalNotes: fieldText(c.additionalNotes),
    })),
  };
}

/** The JSON of POST /employees and PUT /employees/{id}: editable fields only (no guest code). */
export function employeeToBody(v: EmployeeValues) {
  return {
    firstName: v.firstName.trim(),
    middleName: bodyText(v.middleName),
    lastName: v.lastName.trim(),
    category: v.category.trim(),
    workAuth: v.workAuth.trim(),
    designation: v.designation.trim(),
    role: v.role,
    status: v.status,
    startDate: bodyText(v.startDate),
    endDate: bodyText(v.endDate),
    email: bodyText(v.email),
    phone: bodyText(v.phone),
    spouseName: bodyText(v.spouseName),
    childrenCount: v.childrenCount,
    emergencyContact: bodyText(v.emergencyContact),
    contacts: v.contacts.map((c) => ({
      type: c.type,
      value: c.value.trim(),
      startDate: bodyText(c.startDate),
      endDate: bodyText(c.endDate),
      priority: c.priority ?? EMPLOYEE_CONTACT_MIN_PRIORITY,
      additionalNotes: bodyText(c.additionalNotes),
    })),
  };
}

/**
 * Client checks beyond EMPLOYEE_REQUIRED (which the form kit checks): contact priority at least 1,
 * children count at least 0.
 */
export function validateEmployee(v: EmployeeValues): Record<string, string> {
  const errors: Record<string, string> = {};
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

/** Save failure text (docs/screens.md#texts). */
export function employeeSaveError(isEdit: boolean, message: string): string {
  if (message) return `❌ Error: ${message}`;
  return `❌ Failed to ${isEdit ? 'update' : 'create'} employee: Unknown error`;
}

/** The fields of the Family tab (a field error among them opens it). */
export const FAMILY_FIELDS = ['spouseName', 'childrenCount', 'emergencyContact'] as const;
