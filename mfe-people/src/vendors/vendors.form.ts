import {
  bodyText,
  fieldCode,
  fieldDate,
  fieldText,
  normalizePrimary,
  optionsFromLabels,
  VENDOR_STATUS_LABELS,
  type Vendor,
  type VendorContact,
} from '@staffledger/shared';
import { normalizeBilling } from './vendors.billing';

/**
 * A contact as the form edits it: texts as strings ('' when empty), the primary, billing and
 * approver flags.
 */
export type VendorContactValues = Record<
  Exclude<keyof VendorContact, 'isPrimary' | 'isBilling' | 'isApprover'>,
  string
> & {
  isPrimary: boolean;
  isBilling: boolean;
  isApprover: boolean;
};

/** The vendor form's values: texts as strings ('' when empty), invoiced as a boolean. */
export type VendorValues = {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  status: string;
  startDate: string;
  invoiced: boolean;
  contacts: VendorContactValues[];
};

export const EMPTY_VENDOR_CONTACT: VendorContactValues = {
  name: '',
  role: '',
  email: '',
  phone: '',
  isPrimary: false,
  isBilling: false,
  isApprover: false,
};

export const INITIAL_VENDOR: VendorValues = {
  name: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  status: 'ACTIVE',
  startDate: '',
  invoiced: false,
  contacts: [],
};

export const VENDOR_STATUS_OPTIONS = optionsFromLabels(VENDOR_STATUS_LABELS);

export const INVOICED_OPTIONS = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** A loaded vendor as form values; its contacts keep exactly one primary (and at most one billing). */
export function vendorToValues(record: Record<string, unknown>): VendorValues {
  const vendor = record as Partial<Vendor>;
  return {
    name: fieldText(vendor.name),
    address: fieldText(vendor.address),
    city: fieldText(vendor.city),
    state: fieldCode(vendor.state),
    zip: fieldText(vendor.zip),
    status: fieldCode(vendor.status),
    startDate: fieldDate(vendor.startDate),
    invoiced: vendor.invoiced === true,
    contacts: normalizeBilling(
      normalizePrimary(
        (vendor.contacts ?? []).map((c) => ({
          name: fieldText(c.name),
          role: fieldText(c.role),
          email: fieldText(c.email),
          phone: fieldText(c.phone),
          isPrimary: c.isPrimary === true,
          isBilling: c.isBilling === true,
          isApprover: c.isApprover === true,
        })),
      ),
    ),
  };
}

/** The JSON of POST /vendors and PUT /vendors/{id}: blanks as null, invoiced a boolean. */
export function vendorToBody(values: VendorValues) {
  return {
    name: values.name.trim(),
    address: bodyText(values.address),
    city: bodyText(values.city),
    state: bodyText(values.state),
    zip: bodyText(values.zip),
    status: bodyText(values.status),
    startDate: bodyText(values.startDate),
    invoiced: values.invoiced,
    contacts: values.contacts.map((c) => ({
      name: c.name.trim(),
      role: bodyText(c.role),
      email: bodyText(c.email),
      phone: bodyText(c.phone),
      isPrimary: c.isPrimary,
      isBilling: c.isBilling,
      isApprover: c.isApprover,
    })),
  };
}

/** An approver is reached by e-mail only: one without an address would approve nothing. */
export const APPROVER_EMAIL_REQUIRED = 'An approver needs an e-mail address';

/**
 * Client checks: every contact needs a name (the API refuses nameless contacts), and an approver
 * an e-mail address.
 */
export function validateVendor(values: VendorValues): Record<string, string> {
  const errors: Record<string, string> = {};
  values.contacts.forEach((c, i) => {
    if (c.name.trim() === '') errors[`contacts.${i}.name`] = 'Name is required';
    if (c.isApprover && c.email.trim() === '') {
      errors[`contacts.${i}.email`] = APPROVER_EMAIL_REQUIRED;
    }
  });
  return errors;
}

/** Save failure text: the error's message, or the product's text when there is none. */
export function vendorSaveError(message: string): string {
  return message ? `❌ Error: ${message}` : '❌ Failed to save: Unknown error';
}
