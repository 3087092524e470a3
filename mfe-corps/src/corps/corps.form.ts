import {
  CORP_STATUS_LABELS,
  optionsFromLabels,
  type Corp,
  type CorpContact,
} from '@staffledger/shared';

/** A contact as the form edits it: every field a string ('' when empty). */
export type CorpContactValues = Record<keyof CorpContact, string>;

/** The corporation form's values: every text as a string ('' when empty). */
export type CorpValues = {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  status: string;
  startDate: string;
  website: string;
  contacts: CorpContactValues[];
};

export const EMPTY_CONTACT: CorpContactValues = { name: '', role: '', email: '', phone: '' };

export const INITIAL_CORP: CorpValues = {
  name: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  country: '',
  status: '',
  startDate: '',
  website: '',
  contacts: [],
};

export const CORP_STATUS_OPTIONS = optionsFromLabels(CORP_STATUS_LABELS);

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A loaded corporation as form values. */
export function corpToValues(record: Record<string, unknown>): CorpValues {
  const corp = record as Partial<Corp>;
  return {
    name: text(corp.name),
    address: text(corp.address),
    city: text(corp.city),
    state: text(corp.state),
    zip: text(corp.zip),
    country: text(corp.country),
    status: text(corp.status).toUpperCase(),
    startDate: text(corp.startDate).slice(0, 10),
    website: text(corp.website),
    contacts: (corp.contacts ?? []).map((c) => ({
      name: text(c.name),
      role: text(c.role),
      email: text(c.email),
      phone: text(c.phone),
    })),
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** The JSON sent by POST /corps and PUT /corps/{id}: the form fields and contacts, blanks as null. */
export function corpToBody(values: CorpValues) {
  return {
    name: values.name.trim(),
    address: orNull(values.address),
    city: orNull(values.city),
    state: orNull(values.state),
    zip: orNull(values.zip),
    country: orNull(values.country),
    status: orNull(values.status),
    startDate: orNull(values.startDate),
    website: orNull(values.website),
    contacts: values.contacts.map((c) => ({
      name: c.name.trim(),
      role: orNull(c.role),
      email: orNull(c.email),
      phone: orNull(c.phone),
    })),
  };
}
