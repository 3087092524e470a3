/** Checks and normalises the corporation form beyond its schema (blank names, enums, dates, URLs). */
import { clean, FieldChecks } from '../common/validate.js';
import type { CorpValues } from './corps.repo.js';
import { CORP_REQUIRED, CORP_STATUSES } from '@staffledger/contracts';
import type { CorpInput } from '@staffledger/contracts/schemas';

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
  const form = new FieldChecks();
  const { errors } = form;

  const name = form.required('name', input.name, CORP_REQUIRED.name);
  const status = form.oneOf('status', input.status, CORP_STATUSES, 'Status');
  const startDate = form.date('startDate', input.startDate, 'Start date');

  const website = clean(input.website);
  if (website !== null && !isHttpUrl(website)) {
    errors.website = 'Website must be an http:// or https:// address';
  }

  form.bodyId(input.id, pathId);

  const contacts = (input.contacts ?? []).map((c, i) => form.contactPerson(i, c));

  form.assertValid();
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
