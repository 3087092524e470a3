/**
 * The field checks the forms share beyond their schemas. A form's checks collect their messages in
 * one `FieldChecks`, so that one answer names every bad field; `assertValid` then refuses the
 * form with the first message found.
 */
import { DATE_RANGE_TEXT, isInDateRange, isIsoDate } from '../../db/list-query.js';
import { badRequest, forbidden, type FieldErrors } from '../../errors.js';
import { toDecimal, type Decimal } from '../invoices/invoices.money.js';

/** Trimmed text, or null when absent or blank. */
export function clean(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** True when a body field holds something: not absent, null or empty text. */
export const given = (value: unknown) => value !== undefined && value !== null && value !== '';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const isEmail = (text: string) => EMAIL.test(text);

export const mustBeOneOf = (label: string, allowed: readonly string[]) =>
  `${label} must be one of: ${allowed.join(', ')}`;

const ID_MISMATCH = 'id does not match the address';

type ContactPersonInput = {
  name: string;
  role?: string | null;
  email?: string | null;
  phone?: string | null;
};

/**
 * The errors of one form, by field key (`contacts.1.email` for a contact's), in the order they
 * were found: the first one is the message of the 400.
 */
export class FieldChecks {
  readonly errors: FieldErrors = {};

  /** Trimmed text, or null and `{label} is required` when absent or blank. */
  required(field: string, text: string | null | undefined, label: string): string | null {
    const value = clean(text);
    if (value === null) this.errors[field] = `${label} is required`;
    return value;
  }

  /**
   * One of `allowed` named in any case, answered upper-case; null when blank (`{label} is
   * required` when `required`) or when it is none of them. `underscores` also reads the spaces
   * and hyphens between words as `_`, so that "on leave" is ON_LEAVE.
   */
  oneOf<T extends string>(
    field: string,
    text: string | null | undefined,
    allowed: readonly T[],
    label: string,
    opts: { required?: boolean; underscores?: boolean } = {},
  ): T | null {
    const upper = clean(text)?.toUpperCase() ?? null;
    if (upper === null) {
      if (opts.required) this.errors[field] = `${label} is required`;
      return null;
    }
    const value = opts.underscores ? upper.replace(/[\s-]+/g, '_') : upper;
    if (!(allowed as readonly string[]).includes(value)) {
      this.errors[field] = mustBeOneOf(label, allowed);
      return null;
    }
    return value as T;
  }

  /**
   * The trimmed text of a date field, null when blank (`{label} is required` when `required`).
   * Text that is not a real date written YYYY-MM-DD, or one outside DATE_RANGE, gets its error
   * and is still answered.
   */
  date(field: string, text: string | null | undefined, label: string, required = false) {
    const value = clean(text);
    if (value === null) {
      if (required) this.errors[field] = `${label} is required`;
    } else if (!isIsoDate(value)) {
      this.errors[field] = `${label} must be a valid date written YYYY-MM-DD`;
    } else if (!isInDateRange(value)) {
      this.errors[field] = `${label} must be ${DATE_RANGE_TEXT}`;
    }
    return value;
  }

  /**
   * An amount of money (or a quantity): a JSON number from 0 to `max` with at most 2 decimals,
   * as exact text and cents; null with its error when absent (undefined or null) or refused.
   */
  money(field: string, value: unknown, label: string, max: number): Decimal | null {
    if (value === undefined || value === null) {
      this.errors[field] = `${label} is required`;
      return null;
    }
    const decimal = toDecimal(value, label, max);
    if ('error' in decimal) {
      this.errors[field] = decimal.error;
      return null;
    }
    return decimal;
  }

  /**
   * The `i`th contact person of a corporation or a vendor, its text trimmed: a name is required,
   * and an e-mail address, when given, must look like one.
   */
  contactPerson(i: number, c: ContactPersonInput) {
    const contact = {
      name: clean(c.name) ?? '',
      role: clean(c.role),
      email: clean(c.email),
      phone: clean(c.phone),
    };
    if (contact.name === '')
      this.errors[`contacts.${i}.name`] = `Contact ${i + 1}: name is required`;
    if (contact.email !== null && !isEmail(contact.email)) {
      this.errors[`contacts.${i}.email`] = `Contact ${i + 1}: email is not a valid e-mail address`;
    }
    return contact;
  }

  /**
   * The read-only `id` a form sends back must be the one of the address (`pathId`). Without a
   * `pathId` (a create) any id is ignored, or refused with `newRecordMessage` when one is given.
   */
  bodyId(bodyId: unknown, pathId: number | undefined, newRecordMessage?: string): void {
    if (!given(bodyId)) return;
    if (pathId === undefined) {
      if (newRecordMessage !== undefined) this.errors.id = newRecordMessage;
    } else if (String(bodyId) !== String(pathId)) {
      this.errors.id = ID_MISMATCH;
    }
  }

  /** A 400 naming every bad field, its message the first field's; nothing when there is none. */
  assertValid(): void {
    const [first] = Object.values(this.errors);
    if (first !== undefined) throw badRequest(first, this.errors);
  }
}

/** The body's `id` checked on its own, before anything else of the form: a 400 at once. */
export function assertBodyId(bodyId: unknown, pathId?: number, newRecordMessage?: string): void {
  const form = new FieldChecks();
  form.bodyId(bodyId, pathId, newRecordMessage);
  form.assertValid();
}

/**
 * The body's `corpId` is never taken: the corporation is the request's. It may echo the request's
 * corporation or be 0 (the form's default); naming another one is refused rather than ignored.
 */
export function assertOwnCorporation(
  corpId: number | string | null | undefined,
  requestCorpId: number | null,
): void {
  if (!given(corpId)) return;
  const asked = Number(corpId);
  if (asked !== 0 && asked !== requestCorpId) {
    throw forbidden('You may not act for another corporation.');
  }
}
