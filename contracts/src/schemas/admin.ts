import { Type, type Static } from '@sinclair/typebox';
import { ADMIN_SETTING_LIST } from '../lists.js';
import { SETTING_LIMITS as LIMITS } from '../limits.js';
import { echoed, optionalText } from './common.js';
import { listQueryOf } from './list-query.js';

/** A per-tenant admin setting (GET /admin, GET /admin/{id}). */
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

const text = (maxLength: number) => Type.String({ maxLength });

/** What the form sends back but the server decides: accepted and ignored. */
const ignored = { id: echoed.id, corpId: echoed.corpId, updateDate: echoed.updateDate };

/** POST /admin. */
export const AdminCreate = Type.Object(
  {
    category: text(LIMITS.category),
    feature: text(LIMITS.feature),
    description: optionalText(LIMITS.description),
    value: text(LIMITS.value),
    ...ignored,
  },
  { additionalProperties: false },
);
export type AdminCreate = Static<typeof AdminCreate>;

/** PUT /admin/{id}: only `value` changes; the read-only fields are accepted and ignored. */
export const AdminUpdate = Type.Object(
  {
    value: text(LIMITS.value),
    category: optionalText(LIMITS.category),
    feature: optionalText(LIMITS.feature),
    description: optionalText(LIMITS.description),
    ...ignored,
  },
  { additionalProperties: false },
);
export type AdminUpdate = Static<typeof AdminUpdate>;

/** The query string of GET /admin. */
export const AdminListQuery = listQueryOf(ADMIN_SETTING_LIST);
