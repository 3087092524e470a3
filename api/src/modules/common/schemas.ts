import { Type } from '@sinclair/typebox';

/** An optional text field of a request body: a string up to maxLength, or null. */
export const optionalText = (maxLength: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

/** A text field of a response that may be null. */
export const nullableString = Type.Union([Type.String(), Type.Null()]);

/** A path `{id}`: a positive integer that fits a JavaScript number. */
export const IdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 9007199254740991 }),
});
