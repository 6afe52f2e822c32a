import { z } from 'zod';
import { deliveryAddressInput, checkoutPhone, placeOrderBody } from './place-order.ts';

// POST /staff/orders (issue 29): staff enter an order on the board for a caller on the phone or a
// guest at the counter. The storefront's order body, priced and checked by the same pipeline,
// plus who it is for and the channel; `overrideCapacity` takes a full slot by hand (issue 28).

export const STAFF_ORDER_CHANNELS = ['phone', 'counter'] as const;
export type StaffOrderChannel = (typeof STAFF_ORDER_CHANNELS)[number];

export const PHONE_ORDER_TEXTS = {
  customerNameRequired: "Please enter the customer's name.",
  cardNotTaken: 'Phone and counter orders are paid in cash or on collection, not by card.',
  pointsNeedAccount: "A reward paid with points needs the diner's own account; it cannot be used on a phone or counter order.",
  invalidEmail: 'Please enter a valid email',
  channelRequired: "Channel must be 'phone' or 'counter'.",
} as const;

export const staffOrderCustomer = z.object(
  {
    name: z
      .string({ message: PHONE_ORDER_TEXTS.customerNameRequired })
      .trim()
      .min(1, PHONE_ORDER_TEXTS.customerNameRequired)
      .max(100, "The customer's name can be at most 100 characters."),
    phone: checkoutPhone,
    /** Only for the confirmation and status e-mails; none are sent without it. */
    email: z
      .string()
      .trim()
      .max(254)
      .nullish()
      .transform((value) => (value ? value.toLowerCase() : null))
      .pipe(z.email({ message: PHONE_ORDER_TEXTS.invalidEmail }).nullable()),
  },
  { message: PHONE_ORDER_TEXTS.customerNameRequired },
);
export type StaffOrderCustomer = z.output<typeof staffOrderCustomer>;

/**
 * The storefront's body (its `contactPhone` is `customer.phone`, one sent is ignored; a saved address
 * `_id` and the "save to my profile" flags are the diner's own and are not taken; staff take no tip: a phone or counter order's `tipAmount` is 0), plus
 * `customer`, `channel` and `overrideCapacity`.
 */
export const staffPlaceOrderBody = placeOrderBody
  .omit({ saveContactPhone: true, saveDeliveryAddress: true, contactPhone: true, deliveryAddress: true, tipAmount: true, tipPercent: true })
  .extend({
    deliveryAddress: deliveryAddressInput.omit({ _id: true }).nullable().default(null),
    customer: staffOrderCustomer,
    channel: z.enum(STAFF_ORDER_CHANNELS, { message: PHONE_ORDER_TEXTS.channelRequired }),
    /** Take the slot even when it is full (staff only; written to the audit log when it was full). */
    overrideCapacity: z.boolean().default(false),
  });
export type StaffPlaceOrderBody = z.input<typeof staffPlaceOrderBody>;
export type StaffPlaceOrder = z.output<typeof staffPlaceOrderBody>;
