import { z } from 'zod';

/** Ids are UUID strings exposed as `_id`. */
export const id = z.uuid({ message: 'Must be a valid id.' });

/** Whether a major-units amount is a whole number of minor units (at most two decimals), float-safe. */
export const hasWholeMinorUnits = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** What the API document says of every amount of money (docs/reference/api-document.md). */
export const MONEY_DESCRIPTION = 'Money in major units, with at most 2 decimals.';

/**
 * An amount of money over the wire, may be negative: major units, at most two decimals, checked in
 * minor units. Not JSON Schema's `multipleOf: 0.01`: 8.95 / 0.01 is not a whole number in floating
 * point, so strict validators refused real prices; the document says "2 decimals" instead.
 */
export const signedMoney = z.number().refine(hasWholeMinorUnits, 'must have at most 2 decimals').meta({ description: MONEY_DESCRIPTION });

/** Money over the wire: major units, at most two decimals, never negative. */
export const money = signedMoney.min(0);

/** Error body of every 4xx/5xx (architecture.md, API conventions). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ field: z.string().optional(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Success envelope: `{ data: {...}, message? }`. */
export function envelope<T extends z.ZodRawShape>(shape: T) {
  return z.object({ data: z.object(shape), message: z.string().optional() });
}

/** A 204's body: none. The web's client parses it like any answer (an empty body reads as null). */
export const noContentResponse = z.null().describe('No content: done, also when there was nothing to change.');

/** Query booleans arrive as text; only 'true' and 'false' are accepted. */
export const queryBoolean = z
  .enum(['true', 'false'], { message: "Must be 'true' or 'false'." })
  .transform((v) => v === 'true');

/** A list's `?limit=`: a whole number from 1 to `max`, `fallback` when not given. */
export function limitQuery(fallback: number, max: number) {
  return z.coerce
    .number({ message: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(max, `limit must be at most ${max}.`)
    .default(fallback);
}

/**
 * The paging part of a list's query (`?page=&limit=`), the same for every paged list (orders,
 * reviews): `page` from 1, `limit` from 1 to `maxLimit`, defaulting to `defaultLimit`.
 */
export function pagingQueryShape(defaultLimit: number, maxLimit: number) {
  return {
    page: z.coerce
      .number({ message: 'page must be a number.' })
      .int('page must be a whole number.')
      .min(1, 'page must be at least 1.')
      .max(100_000, 'page is too large.')
      .default(1),
    limit: limitQuery(defaultLimit, maxLimit),
  };
}
