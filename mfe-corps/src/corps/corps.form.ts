import {
  bodyText,
  CORP_STATUS_LABELS,
  fieldCode,
  fieldDate,
  fieldText,
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

/** A loaded corporation as form values. */
export function corpToValues(record: Record<string, unknown>): CorpValues {
  const corp = record as Partial<Corp>;
  return {
    name: fieldText(corp.name),
    address: fieldText(corp.address),
    city: fieldText(corp.city),
    state: fieldText(corp.state),
    zip: fieldText(corp.zip),
    country: fieldText(corp.country),
    status: fieldCode(corp.status),
    startDate: fieldDate(corp.startDate),
    website: fieldText(corp.website),
    contacts: (corp.contacts ?? []).map((c) => ({
      name: fieldText(c.name),
      role: fieldText(c.role),
      email: fieldText(c.email),
      phone: fieldText(c.phone),
    })),
  };
}

/** The JSON sent by POST /corps and PUT /corps/{id}: the form fields and contacts, blanks as null. */
export function corpToBody(values: CorpValues) {
  return {
    name: values.name.trim(),
    address: bodyText(values.address),
    city: bodyText(values.city),
    state: bodyText(values.state),
    zip: bodyText(values.zip),
    country: bodyText(values.country),
    status: bodyText(values.status),
    startDate: bodyText(values.startDate),
    website: bodyText(values.website),
    contacts: values.contacts.map((c) => ({
      name: c.name.trim(),
      role: bodyText(c.role),
      email: bodyText(c.email),
      phone: bodyText(c.phone),
    })),
  };
}
