import { z } from 'zod';
import { languageSchema } from './languages.ts';
import { envelope, id } from './common.ts';
import { PROMOTION_TYPES } from '../promotion-types.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../order-status.ts';
import { ORDER_TYPES } from '../pricing.ts';
import { ORDER_CHANNELS } from '../takings.ts';
import { orderRefundSchema } from './order-refund.ts';

// An order as stored and shown (spec sections 3, 5, 7). Placing one is in place-order.ts, the
// history in order-history.ts, the staff's calls in staff-orders.ts, codes and rewards in
// coupons-and-rewards.ts. Texts in quotes in the spec are used verbatim; the others are ours
// and listed in docs/api.md.

export const ORDER_MESSAGES = {
  orderDataRequired: 'Valid order data, items, and restaurantId are required.',
  orderIdRequired: 'Order ID is required.',
  orderNotFound: 'Order not found.',
  couponRequired: 'Coupon code is required.',
  invalidCoupon: 'Invalid promo code.',
  fieldRequired: 'This field is required.',
  invalidPhone: 'Valid phone number required.',
  paymentMethodRequired: 'Please select a payment method.',
  idempotencyKeyRequired: 'An Idempotency-Key header is required to place an order (a new random value for each new order).',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
  pricesChanged: 'Prices have changed since you added these items. Please review your cart.',
  orderCancelled: 'Order cancelled successfully.',
  /** POST /orders while the kitchen has paused online ordering (also the storefront's banner text). */
  orderingPaused: "We're not taking online orders right now. Please try again a little later.",
} as const;

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const orderTypeSchema = z.enum(ORDER_TYPES, { message: 'Please choose Delivery or Pickup.' });
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const appliedPromotionSchema = z.object({
  promotionId: id,
  name: z.string(),
  description: z.string(),
  type: z.enum(PROMOTION_TYPES),
  /** Percent for percentage types, major units for fixed types, 0 otherwise. */
  discountValue: z.number(),
  couponCode: z.string().nullable(),
  /** Points the diner paid for it (rewards), else 0. */
  pointsCost: z.number().int(),
});
export type AppliedPromotion = z.infer<typeof appliedPromotionSchema>;

/** One discount in an order's total: the diner's code or reward, or an offer that applied by itself. */
export const orderDiscountSchema = z.object({
  promotionId: id,
  name: z.string(),
  /** 'freeDelivery': the delivery fee was waived (amount = the fee); 'discount': taken off the food. */
  kind: z.enum(['discount', 'freeDelivery']),
  amount: z.number(),
  automatic: z.boolean(),
});
export type OrderDiscount = z.infer<typeof orderDiscountSchema>;

export const orderSelectedOptionSchema = z.object({
  optionId: z.string(),
  valueId: z.string(),
  optionName: z.string(),
  valueLabel: z.string(),
  priceAdjustment: z.number(),
});

export const orderItemSchema = z.object({
  _id: id,
  /** null once the product has been deleted from the menu. */
  productId: id.nullable(),
  productName: z.string(),
  productImage: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  itemSubtotal: z.number(),
  selectedOptions: z.array(orderSelectedOptionSchema),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderStatusChangeSchema = z.object({
  status: orderStatusSchema,
  changedAt: z.iso.datetime(),
  notes: z.string().nullable(),
  /** Who on the staff made the move (their name): only in the staff's copies (board, moves, the staff room). */
  changedBy: z.string().nullable().optional(),
});

/** The diner's copy of an order: the staff's names stay with the staff. */
export function withoutStaffNames(order: Order): Order {
  if (!order.statusHistory.some((entry) => entry.changedBy !== undefined)) return order;
  return { ...order, statusHistory: order.statusHistory.map(({ changedBy: _staff, ...entry }) => entry) };
}

export const orderSchema = z.object({
  _id: id,
  orderNumber: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  status: orderStatusSchema,
  subtotal: z.number(),
  discountAmount: z.number(),
  deliveryFee: z.number(),
  serviceFee: z.number(),
  taxes: z.number(),
  /** The diner's tip for the staff (0: none; phone and counter orders take none); part of `totalAmount`. */
  tipAmount: z.number(),
  totalAmount: z.number(),
  appliedPromotion: appliedPromotionSchema.nullable(),
  /** Each discount in the total, the diner's choice first. */
  discounts: z.array(orderDiscountSchema),
  currency: z.object({ code: z.string(), symbol: z.string() }),
  /** The language the diner ordered in (issue 31): the order's e-mails to them are in it. */
  language: languageSchema.optional(),
  orderType: orderTypeSchema,
  isASAP: z.boolean(),
  scheduledAt: z.iso.datetime().nullable(),
  pickupTimeEstimate: z.iso.datetime().nullable(),
  /** Since when the order has waited for the kitchen (its missed-order clock: due and the restaurant open; a card order's from its payment). */
  waitingSince: z.iso.datetime().optional(),
  deliveryAddress: z
    .object({
      street: z.string(),
      city: z.string(),
      postalCode: z.string(),
      country: z.string(),
      deliveryInstructions: z.string(),
    })
    .nullable(),
  /** The diner's name as it was when they ordered (the kitchen calls it out). */
  customerName: z.string(),
  contactPhone: z.string(),
  customerNotes: z.string(),
  /** Where it came from: the storefront ('online'), or staff entering it for a caller ('phone') or a guest ('counter'). */
  channel: z.enum(ORDER_CHANNELS).optional(),
  /** A guest's order (issue 30): placed without an account; read by its link's token (its owner has no sign-in). */
  guest: z.boolean().optional(),
  restaurantId: id,
  restaurant: z.object({
    _id: id,
    name: z.string(),
    address: z.object({ street: z.string(), city: z.string(), postalCode: z.string(), country: z.string() }),
  }),
  paymentDetails: z.object({
    method: z.string(),
    paymentStatus: paymentStatusSchema,
    paidAt: z.iso.datetime().nullable(),
    /** Card payments: what has come back to the diner so far (succeeded refunds). */
    amountRefunded: z.number().optional(),
    /** Card payments: the order's refunds, oldest first. */
    refunds: z.array(orderRefundSchema).optional(),
    /** While the order is Awaiting Payment: the hosted checkout the diner can go back to; else null. */
    checkoutUrl: z.string().nullable().optional(),
  }),
  /** Oldest first. */
  statusHistory: z.array(orderStatusChangeSchema),
  items: z.array(orderItemSchema),
  pointsSpent: z.number().int(),
  pointsEarned: z.number().int(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponse = envelope({ order: orderSchema });
export type OrderResponse = z.infer<typeof orderResponse>;

/** Path id of GET /orders/{id} and PATCH /orders/{id}/cancel-my-order; malformed → 404. */
export const orderIdParams = z.object({
  id: z
    .string()
    .trim()
    .min(1, ORDER_MESSAGES.orderIdRequired)
    .pipe(z.uuid({ message: ORDER_MESSAGES.orderNotFound })),
});
