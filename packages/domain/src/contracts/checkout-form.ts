import { z } from 'zod';
import { ORDER_MESSAGES } from './order.ts';
import { checkoutPhone } from './place-order.ts';
import { ORDER_TYPES } from '../pricing.ts';
import { fulfilment } from '../fulfilment/index.ts';

/**
 * The checkout page's form (spec 2 "Checkout", spec 5 "Checkout"), validated with react-hook-form
 * through this schema. The rules that need the restaurant or the clock (order type offered,
 * payment method enabled, opening hours) are `checkoutProblems`; this checks what the diner typed.
 */
const required = (max: number) => z.string().trim().min(1, ORDER_MESSAGES.fieldRequired).max(max);

/** Spec 2 'Add Delivery Address': street, city, state/county/region, post code, country. */
export const checkoutNewAddressSchema = z.object({
  street: required(200),
  city: required(100),
  stateOrRegion: z.string().trim().max(100),
  postalCode: required(20),
  country: required(100),
});
export type CheckoutNewAddress = z.infer<typeof checkoutNewAddressSchema>;

export const checkoutFormSchema = z
  .object({
    orderType: z.enum(ORDER_TYPES),
    /** A saved address id, or null for the new-address form. */
    addressId: z.string().nullable(),
    newAddress: z.object({
      street: z.string(),
      city: z.string(),
      stateOrRegion: z.string(),
      postalCode: z.string(),
      country: z.string(),
    }),
    contactPhone: checkoutPhone,
    /** 'Save this phone number to my profile' (offered when the phone is not the profile's). */
    savePhone: z.boolean(),
    /** 'Save this address' (with a new address). */
    saveAddress: z.boolean(),
    isASAP: z.boolean(),
    /** datetime-local in the restaurant's zone ('' = none). */
    scheduledLocal: z.string(),
    paymentMethod: z.string().trim().min(1, ORDER_MESSAGES.paymentMethodRequired),
    customerNotes: z.string().max(500, 'Special instructions can be at most 500 characters.'),
  })
  .superRefine((form, ctx) => {
    // The new address counts only for a delivery to a new address.
    if (fulfilment(form.orderType).needsAddress && form.addressId === null) {
      const address = checkoutNewAddressSchema.safeParse(form.newAddress);
      if (!address.success) {
        for (const issue of address.error.issues) ctx.addIssue({ ...issue, path: ['newAddress', ...issue.path] });
      }
    }
    if (!form.isASAP && !form.scheduledLocal) ctx.addIssue({ code: 'custom', path: ['scheduledLocal'], message: ORDER_MESSAGES.fieldRequired });
  });
export type CheckoutForm = z.input<typeof checkoutFormSchema>;
