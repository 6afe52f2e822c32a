import { z } from 'zod';
import { apiErrorSchema, envelope, id, limitQuery, money, pagingQueryShape } from './common.ts';
import { publicPromotionSchema } from './promotion.ts';
import { PROMOTION_TYPES } from '../promotion-types.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../order-status.ts';
import { ORDER_TYPES } from '../pricing.ts';
import { MAX_LINE_QUANTITY } from '../cart.ts';

// Checkout, orders, coupons and rewards (spec sections 3, 5, 7). Texts in quotes in the spec are
// used verbatim; the others are ours and listed in docs/api.md.

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

/** The Idempotency-Key header of POST /orders (lower case, as Node exposes headers). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/**
 * Checkout contact phone (spec 5): optional country code (+1 to +999), optional area code
 * (1–5 digits, optionally in brackets), then a 7–10 digit number. Spaces, dots and hyphens may
 * separate the parts and the digit groups: '07700 900123', '020 7946 0321', '+44 20 7946 0321',
 * '(020) 7946-0321', '+351 912 345 678'.
 */
export const CHECKOUT_PHONE_PATTERN = /^(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?|\d{1,5}[\s.-]?)?(?:\d[\s.-]?){6,9}\d$/;

export function isValidCheckoutPhone(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= 30 && CHECKOUT_PHONE_PATTERN.test(trimmed);
}

export const checkoutPhone = z
  .string({ message: ORDER_MESSAGES.fieldRequired })
  .trim()
  .min(1, ORDER_MESSAGES.fieldRequired)
  // An empty phone is only "required", not also "invalid" (without aborting: the form's other checks still run).
  .refine((phone) => phone === '' || isValidCheckoutPhone(phone), ORDER_MESSAGES.invalidPhone);

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const orderTypeSchema = z.enum(ORDER_TYPES, { message: 'Please choose Delivery or Pickup.' });
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** A price that may be negative (an option that makes a dish cheaper). */
const signedMoney = z.number().multipleOf(0.01).min(-100_000).max(100_000);
const amount = money.max(1_000_000);
const nameText = z.string().trim().max(200).optional();

export const placeOrderOptionSchema = z.object({
  optionId: id,
  valueId: id,
  optionName: nameText,
  valueLabel: nameText,
  priceAdjustment: signedMoney,
});

export const placeOrderItemSchema = z.object({
  productId: z.string({ message: 'Each item needs a product.' }).pipe(z.uuid({ message: 'Each item needs a valid product.' })),
  quantity: z
    .number({ message: 'Quantity must be a number.' })
    .int('Quantity must be a whole number.')
    .min(1, 'Quantity must be at least 1.')
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}.`),
  /** Base price plus option adjustments, major units, as the cart showed it. */
  unitPrice: signedMoney,
  productName: nameText,
  selectedOptions: z.array(placeOrderOptionSchema).max(50).default([]),
  itemSubtotal: amount,
});

/**
 * The delivery address: a saved address (with its `_id`, which must be one of the diner's own;
 * the server then uses the stored fields) or a new one typed at checkout. Completeness is checked
 * only for delivery ('Please ensure the new address is complete and valid.').
 */
export const deliveryAddressInput = z.object({
  _id: id.optional(),
  street: z.string().trim().max(200).default(''),
  city: z.string().trim().max(100).default(''),
  /** Saved addresses carry both spellings; either is accepted. */
  postalCode: z.string().trim().max(20).optional(),
  postcode: z.string().trim().max(20).optional(),
  country: z.string().trim().max(100).default(''),
  deliveryInstructions: z.string().trim().max(300).optional(),
});
export type DeliveryAddressInput = z.infer<typeof deliveryAddressInput>;

/**
 * POST /orders: the spec's "Order placement payload" plus `contactPhone` (and `couponCode`, needed
 * only for a promotion whose code is not advertised). Prices are what the diner saw; the server
 * re-prices everything and answers 409 when anything differs.
 */
export const placeOrderBody = z.object({
  restaurantId: z
    .string({ message: ORDER_MESSAGES.orderDataRequired })
    .pipe(z.uuid({ message: ORDER_MESSAGES.orderDataRequired })),
  items: z
    .array(placeOrderItemSchema, { message: ORDER_MESSAGES.orderDataRequired })
    .min(1, ORDER_MESSAGES.orderDataRequired)
    .max(100, 'An order can have at most 100 lines.'),
  subtotal: amount,
  discountAmount: amount.default(0),
  deliveryFee: amount.default(0),
  /** Always 0. */
  serviceFee: amount.default(0),
  /** Always 0. */
  taxes: amount.default(0),
  totalAmount: amount,
  orderType: orderTypeSchema,
  isASAP: z.boolean().default(true),
  /** ISO 8601 instant; required when isASAP is false, ignored when it is true. */
  scheduledAt: z.iso
    .datetime({ offset: true, message: 'Scheduled time must be an ISO 8601 date-time.' })
    .nullable()
    .default(null),
  deliveryAddress: deliveryAddressInput.nullable().default(null),
  customerNotes: z.string().trim().max(500, 'Special instructions can be at most 500 characters.').default(''),
  paymentDetails: z.object(
    {
      method: z
        .string({ message: ORDER_MESSAGES.paymentMethodRequired })
        .trim()
        .min(1, ORDER_MESSAGES.paymentMethodRequired)
        .max(100),
      paymentStatus: z.literal('Pending', { message: "paymentStatus must be 'Pending'." }).default('Pending'),
    },
    { message: ORDER_MESSAGES.paymentMethodRequired },
  ),
  promotionId: id.nullable().default(null),
  couponCode: z.string().trim().max(50).nullable().optional(),
  contactPhone: checkoutPhone,
});
export type PlaceOrderBody = z.input<typeof placeOrderBody>;
export type PlaceOrder = z.output<typeof placeOrderBody>;

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
  totalAmount: z.number(),
  appliedPromotion: appliedPromotionSchema.nullable(),
  /** Each discount in the total, the diner's choice first. */
  discounts: z.array(orderDiscountSchema),
  currency: z.object({ code: z.string(), symbol: z.string() }),
  orderType: orderTypeSchema,
  isASAP: z.boolean(),
  scheduledAt: z.iso.datetime().nullable(),
  pickupTimeEstimate: z.iso.datetime().nullable(),
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

export const ORDERS_PAGE_SIZE = 10;
export const MAX_ORDERS_PAGE_SIZE = 50;
export const ORDER_SORT_FIELDS = ['createdAt', 'totalAmount', 'status'] as const;

export const myOrdersQuery = z.object({
  ...pagingQueryShape(ORDERS_PAGE_SIZE, MAX_ORDERS_PAGE_SIZE),
  /** Empty or 'all' means every status. */
  status: z
    .union([z.literal(''), z.literal('all'), orderStatusSchema], { message: 'status must be an order status.' })
    .optional()
    .transform((v) => (v === '' || v === 'all' ? undefined : v)),
  sortBy: z.enum(ORDER_SORT_FIELDS, { message: 'sortBy must be createdAt, totalAmount or status.' }).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc'], { message: "sortOrder must be 'asc' or 'desc'." }).default('desc'),
});
export type MyOrdersQuery = z.input<typeof myOrdersQuery>;

/** How many item names an order's history card shows before '+ n more'. */
export const ORDER_SUMMARY_ITEM_NAMES = 3;

/**
 * An order as its history card shows it: number, date, status, total, and a short account of
 * its items (the first names and the counts). The lines with their options stay on
 * GET /orders/{id}, so a page of history stays small however large the orders were.
 */
export const orderSummarySchema = orderSchema
  .pick({
    _id: true,
    orderNumber: true,
    createdAt: true,
    updatedAt: true,
    status: true,
    totalAmount: true,
    currency: true,
    orderType: true,
    isASAP: true,
    scheduledAt: true,
    restaurantId: true,
  })
  .extend({
    /** Lines on the order. */
    lineCount: z.number().int(),
    /** Dishes on the order (sum of quantities). */
    itemCount: z.number().int(),
    /** The first lines' dish names, at most ORDER_SUMMARY_ITEM_NAMES. */
    itemNames: z.array(z.string()),
  });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** The card of a full order (a live update carries the full order; the list holds summaries). */
export function orderSummaryOf(order: Order): OrderSummary {
  return {
    _id: order._id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    status: order.status,
    totalAmount: order.totalAmount,
    currency: order.currency,
    orderType: order.orderType,
    isASAP: order.isASAP,
    scheduledAt: order.scheduledAt,
    restaurantId: order.restaurantId,
    lineCount: order.items.length,
    itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
    itemNames: order.items.slice(0, ORDER_SUMMARY_ITEM_NAMES).map((item) => item.productName),
  };
}

export const myOrdersResponse = envelope({
  orders: z.array(orderSummarySchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalOrders: z.number().int(),
});
export type MyOrdersResponse = z.infer<typeof myOrdersResponse>;

/** Path id of GET /orders/{id} and PATCH /orders/{id}/cancel-my-order; malformed → 404. */
export const orderIdParams = z.object({
  id: z
    .string()
    .trim()
    .min(1, ORDER_MESSAGES.orderIdRequired)
    .pipe(z.uuid({ message: ORDER_MESSAGES.orderNotFound })),
});

export const BOARD_ORDERS_LIMIT = 200;

/** GET /staff/orders: `status` once or more (`?status=Confirmed&status=Preparing`, or comma-separated). */
export const boardOrdersQuery = z.object({
  status: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(','))))
    .pipe(
      z
        .array(z.string().trim().pipe(z.enum(ORDER_STATUSES, { message: 'status must be an order status.' })))
        .max(ORDER_STATUSES.length, 'Too many statuses.'),
    ),
  limit: limitQuery(BOARD_ORDERS_LIMIT, BOARD_ORDERS_LIMIT),
});

export const boardOrdersResponse = envelope({
  orders: z.array(orderSchema),
  /** More orders matched than `limit`; the oldest `limit` are listed. */
  truncated: z.boolean(),
});
export type BoardOrdersResponse = z.infer<typeof boardOrdersResponse>;

/** PATCH /staff/orders/{id}/status: where staff move an order, with an optional note (a reason for the diner). */
export const READY_IN_MINUTES_MIN = 5;
export const READY_IN_MINUTES_MAX = 240;
/** The ready-in choices the staff board offers when accepting an order. */
export const READY_IN_MINUTES_CHOICES = [10, 15, 20, 30, 45, 60, 90] as const;

export const orderStatusChangeBody = z
  .object({
    status: z.enum(ORDER_STATUSES, {
      message: `Status must be one of: ${ORDER_STATUSES.join(', ')}.`,
    }),
    /**
     * The status the order had on the screen the move was made from (the board always sends it):
     * when the order has moved on since, the move is refused with 409 and the order as it is now.
     */
    fromStatus: z
      .enum(ORDER_STATUSES, { message: `fromStatus must be one of: ${ORDER_STATUSES.join(', ')}.` })
      .nullish()
      .transform((status) => status ?? null),
    notes: z
      .string({ message: 'Notes must be text.' })
      .trim()
      .max(500, 'Notes can be at most 500 characters.')
      .nullish()
      .transform((notes) => (notes ? notes : null)),
    /** With Confirmed: when the kitchen expects the order ready, in minutes from now (shown to the diner, e-mailed). */
    readyInMinutes: z
      .number({ message: 'Ready in must be a number of minutes.' })
      .int('Ready in must be a whole number of minutes.')
      .min(READY_IN_MINUTES_MIN, `Ready in must be at least ${READY_IN_MINUTES_MIN} minutes.`)
      .max(READY_IN_MINUTES_MAX, `Ready in must be at most ${READY_IN_MINUTES_MAX} minutes.`)
      .nullish()
      .transform((minutes) => minutes ?? null),
  })
  .refine((change) => change.readyInMinutes === null || change.status === 'Confirmed', {
    message: 'A ready time can only be given when confirming an order.',
    path: ['readyInMinutes'],
  });
export type OrderStatusChange = z.input<typeof orderStatusChangeBody>;

/** A move's 409: the refusal, and the order as it is now (when it exists), so the screen can show it. */
export const orderMoveConflictSchema = apiErrorSchema.extend({ order: orderSchema.optional() });
export type OrderMoveConflict = z.infer<typeof orderMoveConflictSchema>;

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
