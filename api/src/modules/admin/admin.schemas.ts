import { ADMIN_SETTING_LIST, SETTING_LIMITS } from '@staffledger/contracts';
import { listQueryOf } from '../common/declared-list.js';
import { Type, type Static } from '@sinclair/typebox';
import { MAX_VALUE_LENGTH } from '../settings/settings.js';

export const AdminSetting = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  feature: Type.String(),
  description: Type.String(),
  value: Type.String(),
  updateDate: Type.String({ format: 'date-time' }),
  corpId: Type.Integer(),
});
export type AdminSetting = Static<typeof AdminSetting>;

/** What the form sends back but the server decides: accepted and ignored. */
const ignored = {
  corpId: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 20 }), Type.Null()])),
  updateDate: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
};
const idField = Type.Optional(
  Type.Union([Type.Integer(), Type.String({ maxLength: 20 }), Type.Null()]),
);

export const AdminCreate = Type.Object(
  {
    category: Type.String({ maxLength: SETTING_LIMITS.category }),
    feature: Type.String({ maxLength: SETTING_LIMITS.feature }),
    description: Type.Optional(
      Type.Union([Type.String({ maxLength: SETTING_LIMITS.description }), Type.Null()]),
    ),
    value: Type.String({ maxLength: MAX_VALUE_LENGTH }),
    id: idField,
    ...ignored,
  },
  { additionalProperties: false },
);
export type AdminCreate = Static<typeof AdminCreate>;

/** Only `value` changes; the read-only fields are accepted (the form sends them) and ignored. */
export const AdminUpdate = Type.Object(
  {
    value: Type.String({ maxLength: MAX_VALUE_LENGTH }),
    category: Type.Optional(
      Type.Union([Type.String({ maxLength: SETTING_LIMITS.category }), Type.Null()]),
    ),
    feature: Type.Optional(
      Type.Union([Type.String({ maxLength: SETTING_LIMITS.feature }), Type.Null()]),
    ),
    description: Type.Optional(
      Type.Union([Type.String({ maxLength: SETTING_LIMITS.description }), Type.Null()]),
    ),
    id: idField,
    ...ignored,
  },
  { additionalProperties: false },
);
export type AdminUpdate = Static<typeof AdminUpdate>;

export const AdminListQuery = listQueryOf(ADMIN_SETTING_LIST);
