import { Type, type Static } from '@sinclair/typebox';
import { CORP_LIST } from '../lists.js';
import { CORP_LIMITS as LIMITS } from '../limits.js';
import { CORP_STATUSES } from '../people.js';
import {
  contactPerson,
  contactPersonInput,
  echoed,
  nullableDate,
  nullableString,
  oneOfOrNull,
  optionalText,
  postalAddress,
} from './common.js';
import { listQueryOf } from './list-query.js';

export const CorpContactInput = Type.Object(
  {
    ...contactPersonInput,
  },
  { additionalProperties: false },
);

/** The corporation form (POST /corps, PUT /corps/{id}). `hasLogo` is read-only too. */
export const CorpInput = Type.Object(
  {
    name: Type.String({ maxLength: LIMITS.name }),
    address: optionalText(LIMITS.address),
    city: optionalText(LIMITS.city),
    state: optionalText(LIMITS.state),
    zip: optionalText(LIMITS.zip),
    country: optionalText(LIMITS.country),
    status: optionalText(20),
    startDate: optionalText(10),
    website: optionalText(LIMITS.website),
    contacts: Type.Optional(Type.Array(CorpContactInput, { maxItems: LIMITS.contacts })),
    id: echoed.id,
    updateDate: echoed.updateDate,
    hasLogo: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CorpInput = Static<typeof CorpInput>;

/**
 * Deleting a corporation (DELETE /corps/{id}): its name typed again, as a confirmation. Surrounding
 * spaces are ignored; otherwise it must be the stored name exactly, capitals included.
 */
export const CorpDeleteInput = Type.Object(
  { name: Type.String({ maxLength: LIMITS.name }) },
  { additionalProperties: false },
);
export type CorpDeleteInput = Static<typeof CorpDeleteInput>;

/** A contact person of a corporation: role, e-mail and phone may be null. */
export const CorpContact = Type.Object(contactPerson);
export type CorpContact = Static<typeof CorpContact>;

const corpFields = {
  id: Type.Integer(),
  name: Type.String(),
  ...postalAddress,
  country: nullableString,
  status: oneOfOrNull(CORP_STATUSES),
  startDate: nullableDate,
  updateDate: Type.String({ format: 'date-time' }),
  website: nullableString,
  hasLogo: Type.Boolean(),
};

/** A row of GET /corps. */
export const CorpRow = Type.Object(corpFields);
export type CorpRow = Static<typeof CorpRow>;

/** GET /corps/{id}: the corporation with its contact persons. */
export const Corp = Type.Object({ ...corpFields, contacts: Type.Array(CorpContact) });
export type Corp = Static<typeof Corp>;

/** The answer of a logo upload or removal. */
export const LogoSaved = Type.Object({ id: Type.Integer(), hasLogo: Type.Boolean() });

/** The query string of GET /corps. */
export const CorpListQuery = listQueryOf(CORP_LIST);
