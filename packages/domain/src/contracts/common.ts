import { z } from 'zod';

/** Ids are UUID strings exposed as `_id`. */
export const id = z.uuid({ message: 'Must be a valid id.' });

/** Money over the wire: major units, at most two decimals. */
export const money = z.number().multipleOf(0.01).min(0);

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

/** Query booleans arrive as text; only 'true' and 'false' are accepted. */
export const queryBoolean = z
  .enum(['true', 'false'], { message: "Must be 'true' or 'false'." })
  .transform((v) => v === 'true');
