import { Type, type TProperties } from '@sinclair/typebox';

/** An optional text field of a request body: a string up to maxLength, or null. */
export const optionalText = (maxLength: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

/** A text field of a response that may be null. */
export const nullableString = Type.Union([Type.String(), Type.Null()]);

/** A path `{id}`: a positive integer that fits a JavaScript number. */
export const IdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 9007199254740991 }),
});

/**
 * The query string of a list (docs/api-conventions.md#lists): paging, sorting and the resource's
 * own filters. Unknown parameters pass the schema and are refused by the list-query parser, with a
 * 400 naming them.
 */
export function listQuery<F extends TProperties>(sortable: string, filters: F) {
  return Type.Object(
    {
      limit: Type.Optional(Type.String()),
      offset: Type.Optional(Type.String()),
      sort: Type.Optional(Type.String({ description: sortable })),
      order: Type.Optional(Type.String({ description: 'asc or desc' })),
      withTotal: Type.Optional(Type.String({ description: 'false skips X-Total-Count' })),
      ...filters,
    },
    { additionalProperties: true },
  );
}
