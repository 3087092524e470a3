import { Type, type TLiteral, type TNull, type TUnion } from '@sinclair/typebox';
import { CONTACT_PERSON_LIMITS as PERSON } from '../limits.js';

/** An optional text field of a request body: a string up to maxLength, or null. */
export const optionalText = (maxLength: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

/** A text field of an answer that may be null. */
export const nullableString = Type.Union([Type.String(), Type.Null()]);

/** A calendar day of an answer that may be null. */
export const nullableDate = Type.Union([Type.String({ format: 'date' }), Type.Null()]);

/** The largest id a JavaScript number holds exactly. */
const MAX_ID = Number.MAX_SAFE_INTEGER;

/** A reference to another record in a request body: a positive id, or null/missing when not chosen. */
export const nullableId = Type.Optional(
  Type.Union([Type.Integer({ minimum: 1, maximum: MAX_ID }), Type.Null()]),
);

/** A positive id, as a path parameter or an element of a body. */
export const positiveId = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** The literal schemas of a list's values, as a tuple (so that decoding keeps each literal type). */
type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K] & string> };

const literals = <T extends readonly string[]>(values: T) =>
  values.map((value) => Type.Literal(value)) as Literals<T>;

/** One of the values of a status (or any other) list of the contracts, in the list's order. */
export function oneOf<const T extends readonly string[]>(values: T): TUnion<Literals<T>> {
  return Type.Union(literals(values)) as unknown as TUnion<Literals<T>>;
}

/** One of the values of a list, or null. */
export function oneOfOrNull<const T extends readonly string[]>(
  values: T,
): TUnion<[...Literals<T>, TNull]> {
  return Type.Union([...literals(values), Type.Null()]) as unknown as TUnion<
    [...Literals<T>, TNull]
  >;
}

/**
 * A read-only id as a form loaded it: a whole number, its digits as text, empty or null. Never
 * taken, but never garbage either (DESIGN §8): `-3` or `"abc"` is refused rather than ignored.
 */
const anyId = Type.Optional(
  Type.Union([Type.Integer({ minimum: 0 }), Type.String({ pattern: '^\\d{0,15}$' }), Type.Null()]),
);

/**
 * Read-only fields that a form sends back as it loaded them. They are accepted and never taken from
 * the body (an `id` differing from the path is refused by the route).
 */
export const echoed = {
  id: anyId,
  /** An instant as the API answered it (ISO-8601), empty or null; other text is refused. */
  updateDate: Type.Optional(
    Type.Union([
      Type.String({ format: 'date-time', maxLength: 40 }),
      Type.Literal(''),
      Type.Null(),
    ]),
  ),
  /** The tenant of the record as the form loaded it; the request's corporation decides. */
  corpId: anyId,
  /**
   * The corporation the form names, where a different, non-zero one is refused: a number or a
   * string of digits.
   */
  checkedCorpId: Type.Optional(
    Type.Union([
      Type.Integer({ minimum: 0 }),
      Type.String({ pattern: '^\\d{1,15}$' }),
      Type.Null(),
    ]),
  ),
  /** A name the form shows beside a chosen id (employee, vendor, customer). */
  name: Type.Optional(Type.Union([Type.String({ maxLength: 400 }), Type.Null()])),
};

/** The fields of a contact person of a corporation or a vendor, as a form sends them. */
export const contactPersonInput = {
  name: Type.String({ maxLength: PERSON.contactName }),
  role: optionalText(PERSON.contactRole),
  email: optionalText(PERSON.contactEmail),
  phone: optionalText(PERSON.contactPhone),
};

/** The fields of a contact person as the API answers them: role, e-mail and phone may be null. */
export const contactPerson = {
  name: Type.String(),
  role: nullableString,
  email: nullableString,
  phone: nullableString,
};

/** The postal address of a corporation or a vendor as the API answers it, each line nullable. */
export const postalAddress = {
  address: nullableString,
  city: nullableString,
  state: nullableString,
  zip: nullableString,
};
