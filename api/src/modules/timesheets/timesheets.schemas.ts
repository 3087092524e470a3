import { TIMESHEET_LIMITS as LIMITS } from '@staffledger/contracts';
import { TIMESHEET_LIST } from '@staffledger/contracts';
import { listQueryOf } from '../common/declared-list.js';
import { Type, type Static } from '@sinclair/typebox';
import { nullableString, optionalText } from '../common/schemas.js';

/** The longest period a timesheet may cover, in calendar days (both ends included). */
export const MAX_PERIOD_DAYS = LIMITS.maxPeriodDays;

const nullableId = Type.Optional(
  Type.Union([Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), Type.Null()]),
);

/**
 * The timesheet form. Required fields are checked after the schema so that every missing one gets
 * its own field error. `id`, `totalHours`, `employeeName`, `vendorName` and `updateDate` are
 * read-only: the form may send back what it loaded, and they are never taken from the body.
 */
export const TimesheetInput = Type.Object(
  {
    employeeId: nullableId,
    vendorId: nullableId,
    periodStartDate: optionalText(20),
    periodEndDate: optionalText(20),
    status: optionalText(20),
    billingCode: optionalText(LIMITS.billingCode),
    notes: optionalText(LIMITS.notes),
    id: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 20 }), Type.Null()])),
    totalHours: Type.Optional(
      Type.Union([Type.Number(), Type.String({ maxLength: 20 }), Type.Null()]),
    ),
    employeeName: optionalText(400),
    vendorName: optionalText(400),
    updateDate: optionalText(40),
  },
  { additionalProperties: false },
);
export type TimesheetInput = Static<typeof TimesheetInput>;

export const TimesheetStatusSchema = Type.Union([
  Type.Literal('DRAFT'),
  Type.Literal('PENDING'),
  Type.Literal('SUBMITTED'),
  Type.Literal('APPROVED'),
  Type.Literal('REJECTED'),
  Type.Literal('LOCKED'),
]);

export const Timesheet = Type.Object({
  id: Type.Integer(),
  employeeId: Type.Integer(),
  vendorId: Type.Integer(),
  employeeName: Type.String(),
  vendorName: Type.String(),
  periodStartDate: Type.String({ format: 'date' }),
  periodEndDate: Type.String({ format: 'date' }),
  totalHours: Type.Number({ description: 'Sum of the items’ hours, 2 decimals' }),
  status: TimesheetStatusSchema,
  billingCode: Type.String(),
  notes: nullableString,
  updateDate: Type.String({ format: 'date-time' }),
});
export type Timesheet = Static<typeof Timesheet>;

export const StatusBody = Type.Object(
  { status: Type.String({ maxLength: 20, description: 'PENDING, SUBMITTED, … (any case)' }) },
  { additionalProperties: false },
);

export const EmployeeIdParams = Type.Object({
  employeeId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});

export const TimesheetListQuery = listQueryOf(TIMESHEET_LIST);

export { LIMITS };
