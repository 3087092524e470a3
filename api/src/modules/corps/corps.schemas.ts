import { CORP_LIMITS as LIMITS } from '@staffledger/contracts';
import { CORP_LIST } from '@staffledger/contracts';
import { listQueryOf } from '../common/declared-list.js';
import { Type, type Static } from '@sinclair/typebox';
import { nullableString, optionalText } from '../common/schemas.js';

export { CORP_STATUSES, type CorpStatus } from '@staffledger/contracts';

export const ContactInput = Type.Object(
  {
    name: Type.String({ maxLength: LIMITS.contactName }),
    role: optionalText(LIMITS.contactRole),
    email: optionalText(LIMITS.contactEmail),
    phone: optionalText(LIMITS.contactPhone),
  },
  { additionalProperties: false },
);

/**
 * The corporation form. `id`, `updateDate` and `hasLogo` are read-only: accepted (the form may send
 * back what it loaded) and ignored, except that an `id` differing from the path is refused.
 */
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
    contacts: Type.Optional(Type.Array(ContactInput, { maxItems: LIMITS.contacts })),
    id: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 20 }), Type.Null()])),
    updateDate: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
    hasLogo: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CorpInput = Static<typeof CorpInput>;

export const Contact = Type.Object({
  name: Type.String(),
  role: nullableString,
  email: nullableString,
  phone: nullableString,
});
export type Contact = Static<typeof Contact>;

const corpFields = {
  id: Type.Integer(),
  name: Type.String(),
  address: nullableString,
  city: nullableString,
  state: nullableString,
  zip: nullableString,
  country: nullableString,
  status: Type.Union([
    Type.Literal('ACTIVE'),
    Type.Literal('INACTIVE'),
    Type.Literal('ONBOARDING'),
    Type.Null(),
  ]),
  startDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  updateDate: Type.String({ format: 'date-time' }),
  website: nullableString,
  hasLogo: Type.Boolean(),
};

export const CorpRow = Type.Object(corpFields);
export type CorpRow = Static<typeof CorpRow>;

export const Corp = Type.Object({ ...corpFields, contacts: Type.Array(Contact) });
export type Corp = Static<typeof Corp>;

export const CorpListQuery = listQueryOf(CORP_LIST);

export const LogoSaved = Type.Object({ id: Type.Integer(), hasLogo: Type.Boolean() });

export { LIMITS };
