/** Checks and normalises the vendor form beyond its schema: blanks, states, enums, dates, primary. */
import { toUsStateCode, VENDOR_REQUIRED } from '@staffledger/contracts';
import { clean, FieldChecks } from '../common/validate.js';
import type { VendorValues } from './vendors.repo.js';
import { VENDOR_STATUSES } from '@staffledger/contracts';
import type { VendorInput } from '@staffledger/contracts/schemas';

/**
 * The values to store, or a 400 naming every bad field (`contacts.1.email` for a contact's,
 * `contacts` for more than one primary). `pathId` is the id of the vendor being replaced; without
 * it (a new vendor) any id in the body is refused.
 *
 * Primary contact: at most one may be primary; when there are contacts and none is primary, the
 * first one becomes primary (the form's rule: the first contact added is primary).
 */
export function toVendorValues(input: VendorInput, pathId?: number): VendorValues {
  const form = new FieldChecks();
  const { errors } = form;

  const name = form.required('name', input.name, VENDOR_REQUIRED.name);

  let state = clean(input.state);
  if (state !== null) {
    state = toUsStateCode(state);
    if (state === null) errors.state = 'State must be a two-letter US state code';
  }

  const status = form.oneOf('status', input.status, VENDOR_STATUSES, 'Status');
  const startDate = form.date('startDate', input.startDate, 'Start date');
  form.bodyId(input.id, pathId, 'A new vendor has no id');

  const contacts = (input.contacts ?? []).map((c, i) => ({
    ...form.contactPerson(i, c),
    isPrimary: c.isPrimary === true,
    isBilling: c.isBilling === true,
    isApprover: c.isApprover === true,
  }));
  const primaries = contacts.filter((c) => c.isPrimary).length;
  if (primaries > 1) errors.contacts = 'Only one contact may be the primary contact';
  else if (contacts.filter((c) => c.isBilling).length > 1) {
    errors.contacts = 'Only one contact can be the billing contact';
  } else if (primaries === 0 && contacts.length > 0) contacts[0].isPrimary = true;

  form.assertValid();
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
