/** Checks and normalises the corporation form beyond its schema (blank names, enums, dates, URLs). */
import { isIsoDate } from '../../db/list-query.js';
import { badRequest, type FieldErrors } from '../../errors.js';
import type { CorpValues } from './corps.repo.js';
import { CORP_STATUSES, type CorpInput } from './corps.schemas.js';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Trimmed text, or null when absent or blank. */
const clean = (v: string | null | undefined): string | null => {
  const t = v?.trim() ?? '';
  return t === '' ? null : t;
};

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The values to store, or a 400 naming every bad field (`contacts.1.email` for a contact's).
 * `pathId` is the id of the corporation being replaced, if any.
 */
export function toCorpValues(input: CorpInput, pathId?: number): CorpValues {
  const errors: FieldErrors = {};

  const name = clean(input.name);
  if (!name) errors.name = 'Name is required';

  let status = clean(input.status)?.toUpperCase() ?? null;
  if (status !== null && !(CORP_STATUSES as readonly string[]).includes(status)) {
    errors.status = `Status must be one of: ${CORP_STATUSES.join(', ')}`;
    status = null;
  }

  const startDate = clean(input.startDate);
  if (startDate !== null && !isIsoDate(startDate)) {
    errors.startDate = 'Start date must be a valid date written YYYY-MM-DD';
  }

  const website = clean(input.website);
  if (website !== null && !isHttpUrl(website)) {
    errors.website = 'Website must be an http:// or https:// address';
  }

  if (pathId !== undefined && input.id !== undefined && input.id !== null && input.id !== '') {
    if (String(input.id) !== String(pathId)) errors.id = 'id does not match the address';
  }

  const contacts = (input.contacts ?? []).map((c, i) => {
    const contact = {
      name: clean(c.name) ?? '',
      role: clean(c.role),
      email: clean(c.email),
      phone: clean(c.phone),
    };
    if (contact.name === '') errors[`contacts.${i}.name`] = `Contact ${i + 1}: name is required`;
    if (contact.email !== null && !EMAIL.test(contact.email)) {
      errors[`contacts.${i}.email`] = `Contact ${i + 1}: email is not a valid e-mail address`;
    }
    return contact;
  });

  if (Object.keys(errors).length > 0) {
    const first = Object.values(errors)[0];
    throw badRequest(first ?? 'The corporation is not valid', errors);
  }
  return {
    name: name as string,
    address: clean(input.address),
    city: clean(input.city),
    state: clean(input.state),
    zip: clean(input.zip),
    country: clean(input.country),
    status,
    startDate,
    website,
    contacts,
  };
}
