/**
 * What a body field means, beyond its JSON type. The contracts keep dates and enumerations as
 * text (an enumeration is accepted in any case, and each gets the form's own message), and money
 * as plain JSON numbers checked after the schema; the field's name is what says which it is. This
 * is the one place that reads meaning into names, for the fuzzer's plausible values and for the
 * wrong values of the strict-body tests.
 */
import {
  BILLING_STATUSES,
  EMPLOYEE_CONTACT_TYPES,
  EMPLOYEE_ROLES,
  EMPLOYEE_STATUSES,
  INVOICE_FREQUENCIES,
  INVOICE_STATUSES,
  TIMESHEET_ITEM_TYPES,
  TIMESHEET_STATUSES,
  VENDOR_STATUSES,
} from '@staffledger/contracts';

export type FieldKind =
  'id' | 'date' | 'instant' | 'enum' | 'money' | 'hours' | 'count' | 'email' | 'url' | 'text';

const ENUM_VALUES: Record<string, readonly string[]> = {
  status: [
    ...new Set([
      ...TIMESHEET_STATUSES,
      ...BILLING_STATUSES,
      ...INVOICE_STATUSES,
      ...VENDOR_STATUSES,
      ...EMPLOYEE_STATUSES,
    ]),
  ],
  invoiceFrequency: INVOICE_FREQUENCIES,
  type: [...TIMESHEET_ITEM_TYPES, ...EMPLOYEE_CONTACT_TYPES],
  role: EMPLOYEE_ROLES,
  dayOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
};

const BY_NAME: [RegExp, FieldKind][] = [
  [/^(updateDate|guestCodeSince)$/, 'instant'],
  [/^(id|\w+Id)$/, 'id'],
  [/Date$/, 'date'],
  [/^(billRate|amount|price|quantity)$/, 'money'],
  [/Hours$|^hours/, 'hours'],
  [/^(childrenCount|invoiceDueDays|priority)$/, 'count'],
  [/^email$/, 'email'],
  [/^website$/, 'url'],
];

/**
 * The meaning of the field at `path` (`['contacts', 0, 'role']`): by its name, except that a
 * contact's `role` is a job title where an employee's is an access level.
 */
export function kindOf(path: readonly (string | number)[]): FieldKind {
  const name = String(path.at(-1));
  if (name === 'role' && path.length > 1) return 'text';
  if (name in ENUM_VALUES) return 'enum';
  return BY_NAME.find(([re]) => re.test(name))?.[1] ?? 'text';
}

/** The values an enumeration field takes (of every resource that has a field of that name). */
export const enumValuesOf = (name: string): readonly string[] => ENUM_VALUES[name] ?? [];

/** What a reference field points at, by its name (`vendorId`) or its path parameter. */
export type IdKind =
  | 'corp'
  | 'vendor'
  | 'employee'
  | 'timesheet'
  | 'item'
  | 'attachment'
  | 'billing'
  | 'invoice'
  | 'setting';

const ID_NAMES: Record<string, IdKind> = {
  corpId: 'corp',
  vendorId: 'vendor',
  employeeId: 'employee',
  timesheetId: 'timesheet',
  attId: 'attachment',
};

/** The path segment before an `{id}`, and the kind of row it names. */
const SEGMENTS: Record<string, IdKind> = {
  corps: 'corp',
  vendors: 'vendor',
  employees: 'employee',
  timesheets: 'timesheet',
  ts: 'timesheet',
  billing: 'billing',
  invoices: 'invoice',
  admin: 'setting',
};

/** The kind of row a path parameter names: `{attId}` by its name, `{id}` by the segment before. */
export function idKindOfParam(path: string, param: string): IdKind | undefined {
  if (ID_NAMES[param]) return ID_NAMES[param];
  const segments = path.split('/');
  const at = segments.indexOf(`{${param}}`);
  return at > 0 ? SEGMENTS[segments[at - 1]] : undefined;
}

export const idKindOfField = (name: string): IdKind | undefined => ID_NAMES[name];
