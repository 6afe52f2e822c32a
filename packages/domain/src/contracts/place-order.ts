import { z } from 'zod';
import { id, money, signedMoney } from './common.ts';
import { MAX_LINE_QUANTITY } from '../cart.ts';
import { ORDER_MESSAGES, orderTypeSchema } from './order.ts';
import { accountEmail } from './account.ts';
import { GUEST_TEXTS } from './guest-checkout.ts';

// POST /orders: what checkout sends, and the contact phone's rule.

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

/** A price that may be negative (an option that makes a dish cheaper). */
/** A guest's details, given instead of signing in (POST /orders `guest`). */
export const guestDetails = z.object({
  name: z.string({ message: GUEST_TEXTS.nameRequired }).trim().min(1, GUEST_TEXTS.nameRequired).max(100, 'Your name can be at most 100 characters.'),
  email: accountEmail,
  phone: checkoutPhone,
});
export type GuestDetails = z.infer<typeof guestDetails>;

const signedAmount = signedMoney.min(-100_000).max(100_000);
const amount = money.max(1_000_000);
const nameText = z.string().trim().max(200).optional();

export const placeOrderOptionSchema = z.object({
  optionId: id,
  valueId: id,
  optionName: nameText,
  valueLabel: nameText,
  priceAdjustment: signedAmount,
});

export const placeOrderItemSchema = z.object({
  productId: z.string({ message: 'Each item needs a product.' }).pipe(z.uuid({ message: 'Each item needs a valid product.' })),
  quantity: z
    .number({ message: 'Quantity must be a number.' })
    .int('Quantity must be a whole number.')
    .min(1, 'Quantity must be at least 1.')
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}.`),
  /** Base price plus option adjustments, major units, as the cart showed it. */
  unitPrice: signedAmount,
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
  /** Kept with the address when it is saved to the diner's addresses (`saveDeliveryAddress`). */
  state_or_region: z.string().trim().max(100).optional(),
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
  /**
   * The tip the diner saw (major units; 0: none), part of `totalAmount`. The server recomputes it
   * from the restaurant's tip settings (tips.ts): `tipPercent` names the preset chosen; without
   * one, `tipAmount` is a custom amount.
   */
  tipAmount: amount.default(0),
  /** The preset percentage chosen (such as 12.5); null: a custom amount or no tip. */
  tipPercent: z.number({ message: 'tipPercent is a percentage such as 12.5, or null.' }).min(0).max(100).nullable().default(null),
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
  /**
   * Keep `contactPhone` on the diner's profile once the order is placed (checkout's 'Save this
   * phone number to my profile'); kept only when it also passes the profile's rule.
   */
  saveContactPhone: z.boolean().default(false),
  /**
   * Save a typed delivery address to the diner's addresses (label 'Home') once the order is
   * placed (checkout's 'Save this address'); not when the diner already has the same address.
   */
  saveDeliveryAddress: z.boolean().default(false),
  /**
   * Guest checkout (issue 30): sent with no bearer token, instead of signing in. `contactPhone`
   * may then be left out (it is the guest's phone).
   */
  guest: guestDetails.optional(),
});
export type PlaceOrderBody = z.input<typeof placeOrderBody>;
export type PlaceOrder = z.output<typeof placeOrderBody>;
