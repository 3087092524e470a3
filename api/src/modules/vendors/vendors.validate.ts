/** Checks and normalises the vendor form beyond its schema: blanks, states, enums, dates, primary. */
import { isIsoDate } from '../../db/list-query.js';
import { badRequest, type FieldErrors } from '../../errors.js';
import { toUsStateCode } from '@staffledger/contracts';
import type { VendorValues } from './vendors.repo.js';
import { VENDOR_STATUSES, type VendorInput } from './vendors.schemas.js';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Trimmed text, or null when absent or blank. */
const clean = (v: string | null | undefined): string | null => {
  const t = v?.trim() ?? '';
  return t === '' ? null : t;
};

const given = (id: unknown) => id !== undefined && id !== null && id !== '';

/**
 * The values to store, or a 400 naming every bad field (`contacts.1.email` for a contact's,
 * `contacts` for more than one primary). `pathId` is the id of the vendor being replaced; without
 * it (a new vendor) any id in the body is refused.
 *
 * Primary contact: at most one may be primary; when there are contacts and none is primary, the
 * first one becomes primary (the form's rule: the first contact added is primary).
 */
export function toVendorValues(input: VendorInput, pathId?: number): VendorValues {
  const errors: FieldErrors = {};

  const name = clean(input.name);
  if (!name) errors.name = 'Name is required';

  let state = clean(input.state);
  if (state !== null) {
    state = toUsStateCode(state);
    if (state === null) errors.state = 'State must be a two-letter US state code';
  }

  let status = clean(input.status)?.toUpperCase() ?? null;
  if (status !== null && !(VENDOR_STATUSES as readonly string[]).includes(status)) {
    errors.status = `Status must be one of: ${VENDOR_STATUSES.join(', ')}`;
    status = null;
  }

  const startDate = clean(input.startDate);
  if (startDate !== null && !isIsoDate(startDate)) {
    errors.startDate = 'Start date must be a valid date written YYYY-MM-DD';
  }

  if (pathId === undefined && given(input.id)) {
    errors.id = 'A new vendor has no id';
  } else if (pathId !== undefined && given(input.id) && String(input.id) !== String(pathId)) {
    errors.id = 'id does not match the address';
  }

  const contacts = (input.contacts ?? []).map((c, i) => {
    const contact = {
      name: clean(c.name) ?? '',
      role: clean(c.role),
      email: clean(c.email),
      phone: clean(c.phone),
      isPrimary: c.isPrimary === true,
    };
    if (contact.name === '') errors[`contacts.${i}.name`] = `Contact ${i + 1}: name is required`;
    if (contact.email !== null && !EMAIL.test(contact.email)) {
      errors[`contacts.${i}.email`] = `Contact ${i + 1}: email is not a valid e-mail address`;
    }
    return contact;
  });
  const primaries = contacts.filter((c) => c.isPrimary).length;
  if (primaries > 1) errors.contacts = 'Only one contact may be the primary contact';
  else if (primaries === 0 && contacts.length > 0) contacts[0].isPrimary = true;

  if (Object.keys(errors).length > 0) {
    const first = Object.values(errors)[0];
    throw badRequest(first ?? 'The vendor is not valid', errors);
  }
  return {
    name: name as string,
    address: clean(input.address),
    city: clean(input.city),
    state,
    zip: clean(input.zip),
    status,
    startDate,
    invoiced: input.invoiced ?? false,
    contacts,
  };
}
