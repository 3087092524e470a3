import { Type, type Static } from '@sinclair/typebox';
import { VENDOR_LIST } from '../lists.js';
import { VENDOR_LIMITS as LIMITS } from '../limits.js';
import { VENDOR_STATUSES } from '../people.js';
import {
  contactPerson,
  contactPersonInput,
  echoed,
  nullableDate,
  oneOfOrNull,
  optionalText,
  postalAddress,
} from './common.js';
import { listQueryOf } from './list-query.js';

export const VendorContactInput = Type.Object(
  {
    ...contactPersonInput,
    /** Missing means false; when no contact is primary the first one becomes primary. */
    isPrimary: Type.Optional(Type.Boolean()),
    /** Receives invoices and their reminders (at most one per vendor); missing means false. */
    isBilling: Type.Optional(Type.Boolean()),
    /** Approves the vendor's timesheets when client approval is on (any number); missing means false. */
    isApprover: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** The vendor form (POST /vendors, PUT /vendors/{id}); a new vendor has no id. */
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
    id: echoed.id,
    updateDate: echoed.updateDate,
    corpId: echoed.corpId,
  },
  { additionalProperties: false },
);
export type VendorInput = Static<typeof VendorInput>;

/** A contact person of a vendor: role, e-mail and phone may be null. */
export const VendorContact = Type.Object({
  ...contactPerson,
  isPrimary: Type.Boolean(),
  isBilling: Type.Boolean({
    description: 'Receives invoices and reminders; without one, the primary contact does',
  }),
  isApprover: Type.Boolean({
    description: 'Is e-mailed the weeks waiting for the client and may approve or reject them',
  }),
});
export type VendorContact = Static<typeof VendorContact>;

const vendorFields = {
  id: Type.Integer(),
  name: Type.String(),
  ...postalAddress,
  status: oneOfOrNull(VENDOR_STATUSES),
  startDate: nullableDate,
  invoiced: Type.Boolean(),
  updateDate: Type.String({ format: 'date-time' }),
};

/** A row of GET /vendors. */
export const VendorRow = Type.Object(vendorFields);
export type VendorRow = Static<typeof VendorRow>;

/** GET /vendors/{id}: the vendor with its contact persons. */
export const Vendor = Type.Object({ ...vendorFields, contacts: Type.Array(VendorContact) });
export type Vendor = Static<typeof Vendor>;

/** The query string of GET /vendors. */
export const VendorListQuery = listQueryOf(VENDOR_LIST);
