import { VENDOR_LIMITS as LIMITS } from '@staffledger/contracts';
import { VENDOR_LIST } from '@staffledger/contracts';
import { listQueryOf } from '../common/declared-list.js';
import { Type, type Static } from '@sinclair/typebox';
import { nullableString, optionalText } from '../common/schemas.js';

export { VENDOR_STATUSES, type VendorStatus } from '@staffledger/contracts';

export const VendorContactInput = Type.Object(
  {
    name: Type.String({ maxLength: LIMITS.contactName }),
    role: optionalText(LIMITS.contactRole),
    email: optionalText(LIMITS.contactEmail),
    phone: optionalText(LIMITS.contactPhone),
    /** Missing means false; when no contact is primary the first one becomes primary. */
    isPrimary: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/**
 * The vendor form. `id` and `updateDate` are read-only and `corpId` is the request's: all three are
 * accepted (the form may send back what it loaded) and ignored, except that an `id` differing from
 * the path is refused (and a new vendor has no id).
 */
export const VendorInput = Type.Object(
  {
    name: Type.String({ maxLength: LIMITS.name }),
    address: optionalText(LIMITS.address),
    city: optionalText(LIMITS.city),
    state: optionalText(20),
    zip: optionalText(LIMITS.zip),
    status: optionalText(20),
    startDate: optionalText(10),
    invoiced: Type.Optional(Type.Boolean()),
    contacts: Type.Optional(Type.Array(VendorContactInput, { maxItems: LIMITS.contacts })),
    id: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 20 }), Type.Null()])),
    updateDate: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
    corpId: Type.Optional(
      Type.Union([Type.Integer(), Type.String({ maxLength: 20 }), Type.Null()]),
    ),
  },
  { additionalProperties: false },
);
export type VendorInput = Static<typeof VendorInput>;

export const VendorContact = Type.Object({
  name: Type.String(),
  role: nullableString,
  email: nullableString,
  phone: nullableString,
  isPrimary: Type.Boolean(),
});
export type VendorContact = Static<typeof VendorContact>;

const vendorFields = {
  id: Type.Integer(),
  name: Type.String(),
  address: nullableString,
  city: nullableString,
  state: nullableString,
  zip: nullableString,
  status: Type.Union([
    Type.Literal('ACTIVE'),
    Type.Literal('INACTIVE'),
    Type.Literal('ONBOARDING'),
    Type.Null(),
  ]),
  startDate: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  invoiced: Type.Boolean(),
  updateDate: Type.String({ format: 'date-time' }),
};

export const VendorRow = Type.Object(vendorFields);
export type VendorRow = Static<typeof VendorRow>;

export const Vendor = Type.Object({ ...vendorFields, contacts: Type.Array(VendorContact) });
export type Vendor = Static<typeof Vendor>;

export const VendorListQuery = listQueryOf(VENDOR_LIST);

export { LIMITS };
