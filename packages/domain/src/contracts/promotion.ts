import { z } from 'zod';
import { id, money, queryBoolean } from './common.ts';

import { PROMOTION_TYPES } from '../promotion-types.ts';
import { WEEKDAYS } from '../weekdays.ts';
export { PROMOTION_TYPES, isPercentagePromotion, type PromotionType } from '../promotion-types.ts';

export const publicPromotionSchema = z.object({
  _id: id,
  name: z.string(),
  description: z.string(),
  type: z.enum(PROMOTION_TYPES),
  /** Percent for percentage types, major currency units for fixed types, 0 for FreeShipping. */
  discountValue: z.number().min(0),
  couponCode: z.string().nullable(),
  minOrderValue: money.nullable(),
  applicableProductIds: z.array(id),
  /** > 0 makes it a loyalty reward bought with points. */
  pointsCost: z.number().int().min(0),
  /** BuyXGetY: buy `buyQuantity` qualifying units, get `getQuantity` of the cheapest free. */
  buyQuantity: z.number().int().min(1).nullable(),
  getQuantity: z.number().int().min(1).nullable(),
  validFrom: z.iso.datetime().nullable(),
  validUntil: z.iso.datetime().nullable(),
  /** Weekdays it applies on, in the restaurant's time zone; empty = every day. */
  activeDays: z.array(z.enum(WEEKDAYS)),
  displayToCustomers: z.boolean(),
});
export type PublicPromotion = z.infer<typeof publicPromotionSchema>;

export const publicPromotionsQuery = z.object({
  isValidNow: queryBoolean.optional(),
  displayToCustomers: queryBoolean.optional(),
});

