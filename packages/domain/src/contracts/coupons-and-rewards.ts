import { z } from 'zod';
import { envelope, id, money } from './common.ts';
import { publicPromotionSchema } from './promotion.ts';
import { PROMOTION_TYPES } from '../promotion-types.ts';
import { ORDER_MESSAGES } from './order.ts';

// Checkout's promotion panel: POST /promotions/validate-coupon and the diner's rewards.

export const validateCouponBody = z.object({
  couponCode: z
    .string({ message: ORDER_MESSAGES.couponRequired })
    .trim()
    .min(1, ORDER_MESSAGES.couponRequired)
    .max(50, ORDER_MESSAGES.invalidCoupon),
  /** The cart subtotal (major units); checks the minimum order value and estimates the discount. */
  orderSubtotal: money.max(1_000_000).optional(),
});
export type ValidateCouponBody = z.input<typeof validateCouponBody>;

/** What checkout needs to apply a code: the applied promotion plus the terms `promotionTerms` reads. */
export const validatedCouponSchema = z.object({
  promotionId: id,
  name: z.string(),
  description: z.string(),
  discountValue: z.number(),
  couponCode: z.string(),
  type: z.enum(PROMOTION_TYPES),
  minOrderValue: money.nullable(),
  applicableProductIds: z.array(id),
  buyQuantity: z.number().int().nullable(),
  getQuantity: z.number().int().nullable(),
  pointsCost: z.number().int(),
  /**
   * The discount on `orderSubtotal` for the order-wide types (major units; 0 for FreeShipping,
   * which waives the delivery fee instead); null when it depends on the cart's lines (product
   * types, BuyXGetY) or no subtotal was sent: price the cart with `priceOrder` then.
   */
  discountAmount: z.number().nullable(),
});
export type ValidatedCoupon = z.infer<typeof validatedCouponSchema>;
export const validateCouponResponse = z.object({ data: validatedCouponSchema, message: z.string().optional() });
export type ValidateCouponResponse = z.infer<typeof validateCouponResponse>;

export const rewardPromotionSchema = publicPromotionSchema.extend({
  /** The diner has the points, and the reward's usage limits still allow it. */
  isRedeemable: z.boolean(),
  /** Points still needed (0 when there are enough). */
  pointsNeeded: z.number().int(),
});
export type RewardPromotion = z.infer<typeof rewardPromotionSchema>;

export const rewardsResponse = envelope({
  /** Sorted by pointsCost ascending. */
  rewardsPromotions: z.array(rewardPromotionSchema),
  /** The diner's points at this restaurant. */
  points: z.number().int(),
});
export type RewardsResponse = z.infer<typeof rewardsResponse>;
