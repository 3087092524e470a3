import { EMPLOYEE_LIMITS as LIMITS } from '@staffledger/contracts';
import { EMPLOYEE_LIST } from '@staffledger/contracts';
import { listQueryOf } from '../common/declared-list.js';
import { Type, type Static } from '@sinclair/typebox';
import { nullableString, optionalText } from '../common/schemas.js';

export {
  EMPLOYEE_CONTACT_TYPES as CONTACT_TYPES,
  EMPLOYEE_ROLES,
  EMPLOYEE_STATUSES,
  type EmployeeContactType as ContactType,
  type EmployeeRole,
  type EmployeeStatus,
} from '@staffledger/contracts';

const nullableDate = Type.Union([Type.String({ format: 'date' }), Type.Null()]);

export const ContactInput = Type.Object(
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
export type ContactInput = Static<typeof ContactInput>;

/**
 * The employee form. Required fields (firstName, lastName, category, workAuth, designation) are
 * checked after the schema so that every missing one gets its own field error. `id`, `fullName`,
 * `canSignIn`, `updateDate`, `guestCodeSince` and `corpId` are read-only: accepted and ignored (an
 * `id` differing from the path is refused). `guestCode` may only repeat the current code (or be
 * empty): codes are made by `POST /employees/{id}/guest-code`.
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
    contacts: Type.Optional(Type.Array(ContactInput, { maxItems: LIMITS.contacts })),
    id: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 20 }), Type.Null()])),
    fullName: Type.Optional(Type.Union([Type.String({ maxLength: 400 }), Type.Null()])),
    canSignIn: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    updateDate: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
    guestCodeSince: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
    corpId: Type.Optional(
      Type.Union([Type.Integer(), Type.String({ maxLength: 20 }), Type.Null()]),
    ),
  },
  { additionalProperties: false },
);
export type EmployeeInput = Static<typeof EmployeeInput>;

export const Contact = Type.Object({
  type: Type.Union([Type.Literal('EMAIL'), Type.Literal('PHONE'), Type.Literal('ADDRESS')]),
  value: Type.String(),
  startDate: nullableDate,
  endDate: nullableDate,
  priority: Type.Integer(),
  additionalNotes: nullableString,
});
export type Contact = Static<typeof Contact>;

const rowFields = {
  id: Type.Integer(),
  firstName: Type.String(),
  middleName: nullableString,
  lastName: Type.String(),
  fullName: Type.String(),
  designation: Type.String(),
  role: Type.Union([Type.Literal('EMPLOYEE'), Type.Literal('EMPLOYER')]),
  status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('INACTIVE'), Type.Literal('ON_LEAVE')]),
  category: Type.String(),
  workAuth: Type.String(),
  startDate: nullableDate,
  endDate: nullableDate,
  email: nullableString,
};

/** One row of the list. */
export const EmployeeRow = Type.Object(rowFields);
export type EmployeeRow = Static<typeof EmployeeRow>;

/** The full record. `canSignIn`: the linked account is active and has a password. */
export const Employee = Type.Object({
  ...rowFields,
  phone: nullableString,
  guestCodeSince: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When the current guest code was generated; null when there is none',
  }),
  spouseName: nullableString,
  childrenCount: Type.Union([Type.Integer(), Type.Null()]),
  emergencyContact: nullableString,
  contacts: Type.Array(Contact),
  canSignIn: Type.Boolean(),
  updateDate: Type.String({ format: 'date-time' }),
});
export type Employee = Static<typeof Employee>;

export const EmployeeListQuery = listQueryOf(EMPLOYEE_LIST);

/** A new guest code: shown once, never stored in the clear. */
export const GuestCodeAnswer = Type.Object({
  guestCode: Type.String(),
  guestLink: Type.String({
    description: 'The link the guest opens (GUEST_URL, else /on/quick-time)',
  }),
  guestCodeSince: Type.String({ format: 'date-time' }),
});

/** E-mail the link of the code just generated: the code must still be the employee's current one. */
export const GuestLinkMailBody = Type.Object(
  { guestCode: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

export const GuestLinkMailAnswer = Type.Object({ message: Type.String(), to: Type.String() });

export { LIMITS };
