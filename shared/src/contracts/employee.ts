/** Employee (a person placed at vendors) as the API returns it. */
import type { EmployeeContactType, EmployeeRole, EmployeeStatus } from '@staffledger/contracts';

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
