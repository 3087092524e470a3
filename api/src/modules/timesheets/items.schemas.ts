import { TIMESHEET_LIMITS } from '@staffledger/contracts';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { nullableString, optionalText } from '../common/schemas.js';

export const ITEM_TYPES = ['BILLABLE', 'HOLIDAY', 'NON_BILLABLE'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const MAX_DAY_HOURS = 24;
export const MAX_COMMENT_LENGTH = TIMESHEET_LIMITS.comment;
/** A timesheet has at most 62 days, hence at most 62 items. */
export const MAX_ITEMS = 62;

const hours = Type.Number({
  minimum: 0,
  maximum: MAX_DAY_HOURS,
  description: '0 to 24, 2 decimals',
});

/**
 * One row of the items screen as sent back on save or submit. `calendarDate`, `dayOfWeek` and
 * `totalHours` are read-only echoes of what the screen loaded: accepted, never taken.
 */
export const ItemInput = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
    type: optionalText(20),
    hoursWorked: hours,
    extraHours: hours,
    comment: Type.Union([Type.String({ maxLength: MAX_COMMENT_LENGTH }), Type.Null()]),
    calendarDate: optionalText(20),
    dayOfWeek: optionalText(20),
    totalHours: Type.Optional(
      Type.Union([Type.Number(), Type.String({ maxLength: 20 }), Type.Null()]),
    ),
  },
  { additionalProperties: false },
);
export type ItemInput = Static<typeof ItemInput>;

export const ItemsBody = Type.Array(ItemInput, { maxItems: MAX_ITEMS });

export const TimesheetItem = Type.Object({
  id: Type.Integer(),
  calendarDate: Type.String({ format: 'date' }),
  dayOfWeek: Type.String({ description: 'MONDAY … SUNDAY' }),
  type: Type.Union([
    Type.Literal('BILLABLE'),
    Type.Literal('HOLIDAY'),
    Type.Literal('NON_BILLABLE'),
  ]),
  hoursWorked: Type.Number(),
  extraHours: Type.Number(),
  totalHours: Type.Number({ description: 'hoursWorked + extraHours' }),
  comment: nullableString,
});
export type TimesheetItem = Static<typeof TimesheetItem>;

/** The answer of a submit: the timesheet (as the caller may see it) and its items. */
export const submitAnswer = (timesheet: TSchema) =>
  Type.Object({ timesheet, items: Type.Array(TimesheetItem) });
