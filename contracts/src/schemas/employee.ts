import { Type, type Static } from '@sinclair/typebox';
import { EMPLOYEE_LIST } from '../lists.js';
import { EMPLOYEE_LIMITS as LIMITS } from '../limits.js';
import { EMPLOYEE_CONTACT_TYPES, EMPLOYEE_ROLES, EMPLOYEE_STATUSES } from '../people.js';
import { echoed, nullableDate, nullableString, oneOf, optionalText } from './common.js';
import { listQueryOf } from './list-query.js';

export const EmployeeContactInput = Type.Object(
  {
    type: Type.String({ maxLength: 20 }),
    value: optionalText(LIMITS.contactValue),
    startDate: optionalText(20),
    endDate: optionalText(20),
    priority: Type.Optional(Type.Union([Type.Integer({ maximum: 1000 }), Type.Null()])),
    additionalNotes: optionalText(LIMITS.contactNotes),
  },
  { additionalProperties: false },
);
export type EmployeeContactInput = Static<typeof EmployeeContactInput>;

/** What a save did about an invitation (the EMPLOYEE inviteOnSave setting). */
export const INVITATION_OUTCOMES = ['sent', 'offered', 'failed'] as const;

/** `sent` (e-mailed to `to`), `offered` (the setting asks staff first) or `failed` (`reason`). */
export const SaveInvitation = Type.Object(
  {
    outcome: oneOf(INVITATION_OUTCOMES),
    to: Type.String({ maxLength: LIMITS.email }),
    reason: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
  },
  { additionalProperties: false },
);

/**
 * The employee form (POST /employees, PUT /employees/{id}). Required fields (firstName, lastName,
 * category, workAuth, designation) are checked after the schema so that every missing one gets its
 * own field error. `fullName`, `canSignIn`, `guestCodeSince`, `invitedAt`, `lastSignInAt` and a
 * save's `invitation` are read-only too. `guestCode` may
 * only repeat the current code (or be empty): codes are made by `POST /employees/{id}/guest-code`.
 */
export const EmployeeInput = Type.Object(
  {
    firstName: optionalText(LIMITS.name),
    middleName: optionalText(LIMITS.name),
    lastName: optionalText(LIMITS.name),
    designation: optionalText(LIMITS.designation),
    role: optionalText(20),
    status: optionalText(20),
    startDate: optionalText(20),
    endDate: optionalText(20),
    email: optionalText(LIMITS.email),
    phone: optionalText(LIMITS.phone),
    guestCode: optionalText(100),
    workAuth: optionalText(LIMITS.workAuth),
    category: optionalText(LIMITS.category),
    spouseName: optionalText(LIMITS.spouseName),
    childrenCount: Type.Optional(
      Type.Union([Type.Integer({ minimum: 0, maximum: LIMITS.childrenCount }), Type.Null()]),
    ),
    emergencyContact: optionalText(LIMITS.emergencyContact),
    contacts: Type.Optional(Type.Array(EmployeeContactInput, { maxItems: LIMITS.contacts })),
    id: echoed.id,
    fullName: echoed.name,
    canSignIn: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    updateDate: echoed.updateDate,
    guestCodeSince: echoed.updateDate,
    invitedAt: echoed.updateDate,
    lastSignInAt: echoed.updateDate,
    invitation: Type.Optional(Type.Union([SaveInvitation, Type.Null()])),
    corpId: echoed.corpId,
  },
  { additionalProperties: false },
);
export type EmployeeInput = Static<typeof EmployeeInput>;

/** One contact entry of an employee. */
export const EmployeeContact = Type.Object({
  type: oneOf(EMPLOYEE_CONTACT_TYPES),
  value: Type.String(),
  startDate: nullableDate,
  endDate: nullableDate,
  priority: Type.Integer(),
  additionalNotes: nullableString,
});
export type EmployeeContact = Static<typeof EmployeeContact>;

const rowFields = {
  id: Type.Integer(),
  firstName: Type.String(),
  middleName: nullableString,
  lastName: Type.String(),
  fullName: Type.String(),
  designation: Type.String(),
  role: oneOf(EMPLOYEE_ROLES),
  status: oneOf(EMPLOYEE_STATUSES),
  category: Type.String(),
  workAuth: Type.String(),
  startDate: nullableDate,
  endDate: nullableDate,
  email: nullableString,
};

/** A row of GET /employees. */
export const EmployeeRow = Type.Object(rowFields);
export type EmployeeRow = Static<typeof EmployeeRow>;

/** GET /employees/{id}. `canSignIn`: the linked account is active and has a password. */
export const Employee = Type.Object({
  ...rowFields,
  phone: nullableString,
  guestCodeSince: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When the current guest code was generated; null when there is none',
  }),
  spouseName: nullableString,
  childrenCount: Type.Union([Type.Integer(), Type.Null()]),
  emergencyContact: nullableString,
  contacts: Type.Array(EmployeeContact),
  canSignIn: Type.Boolean(),
  invitedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When the last invitation to set a password was e-mailed; null when none was',
  }),
  lastSignInAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When the employee last signed in; null when they never did',
  }),
  updateDate: Type.String({ format: 'date-time' }),
});
export type Employee = Static<typeof Employee>;

/**
 * POST /employees and PUT /employees/{id}: the record, and `invitation` when the save gave the
 * employee a way to sign in that needs a password (a new account, a new address, or made active).
 */
export const EmployeeSaved = Type.Composite([
  Employee,
  Type.Object({ invitation: Type.Optional(SaveInvitation) }),
]);
export type EmployeeSaved = Static<typeof EmployeeSaved>;

/** POST /employees/{id}/invitation: e-mailed to `to` at `invitedAt`. */
export const InvitationSent = Type.Object({
  message: Type.String(),
  to: Type.String(),
  invitedAt: Type.String({ format: 'date-time' }),
});
export type InvitationSent = Static<typeof InvitationSent>;

/** POST /employees/{id}/guest-code: the only answer that ever holds the code (never stored). */
export const GuestCodeIssued = Type.Object({
  guestCode: Type.String(),
  guestLink: Type.String({
    description: 'The link the guest opens (GUEST_URL, else /on/quick-time)',
  }),
  guestCodeSince: Type.String({ format: 'date-time' }),
});
export type GuestCodeIssued = Static<typeof GuestCodeIssued>;

/** E-mail the link of the code just generated: the code must still be the employee's current one. */
export const GuestLinkMailBody = Type.Object(
  { guestCode: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

export const GuestLinkMailAnswer = Type.Object({ message: Type.String(), to: Type.String() });

/** The query string of GET /employees. */
export const EmployeeListQuery = listQueryOf(EMPLOYEE_LIST);
