/**
 * The checkout's own rules (order type, delivery address, payment method, ASAP or a scheduled
 * time), decided by the domain's `checkoutProblems`: the function the checkout page calls to
 * block Place Order. The first problem is refused with its code, text and field (`checkoutRefusal`).
 */
import {
  checkoutProblems,
  checkoutRefusal,
  fulfilment,
  fulfilmentOfferOf,
  isAddressComplete,
  matchPaymentMethod,
  openingCalendarOf,
  type AddressFields,
  type CheckoutTerms,
  type DeliveryAddressChoice,
  type PlaceOrder,
} from '@platter/domain';
import type { Executor } from '../../../db/client.ts';
import type { OrderingRestaurant } from './order-rows.ts';
import { findOwnAddress } from '../../addresses/index.ts';
import { refused } from '../messages.ts';

/** The stored restaurant → its side of checkout (as `checkoutTermsOf` reads the public one). */
export function checkoutTermsOfRow(
  restaurant: Pick<OrderingRestaurant, 'deliveryFeeMinor' | 'deliveryMinimumMinor' | 'allowsCollection' | 'paymentMethods' | 'openingHours' | 'specialDates' | 'timeZone'>,
): CheckoutTerms {
  return {
    ...fulfilmentOfferOf({ fee: restaurant.deliveryFeeMinor, allowsCollection: restaurant.allowsCollection }),
    deliveryMinimumMinor: restaurant.deliveryMinimumMinor,
    paymentMethods: restaurant.paymentMethods,
    openingHours: openingCalendarOf(restaurant),
    timeZone: restaurant.timeZone,
  };
}

/** Where a delivery goes, as the order stores it. */
export interface DeliveryTo extends AddressFields {
  instructions: string;
  lat: number | null;
  lng: number | null;
}

export interface CheckedCheckout {
  /** The chosen method in the restaurant's own spelling. */
  paymentMethod: string;
  /** null for ASAP. */
  scheduledAt: Date | null;
  /** null for pickup. */
  deliveryTo: DeliveryTo | null;
}

/** The body's delivery address: the diner's own saved one (looked up), or the one typed. */
async function deliveryAddressOf(
  db: Executor,
  userId: string,
  body: PlaceOrder,
): Promise<{ choice: DeliveryAddressChoice; deliveryTo: DeliveryTo | null }> {
  const input = body.deliveryAddress;
  if (!fulfilment(body.orderType).needsAddress || !input) return { choice: null, deliveryTo: null };
  if (input._id) {
    const saved = await findOwnAddress(db, userId, input._id);
    if (!saved) return { choice: { kind: 'saved', exists: false }, deliveryTo: null };
    return {
      choice: { kind: 'saved', exists: true },
      deliveryTo: {
        street: saved.street,
        city: saved.city,
        postalCode: saved.postalCode,
        country: saved.country,
        instructions: input.deliveryInstructions ?? saved.note,
        lat: saved.latitude,
        lng: saved.longitude,
      },
    };
  }
  const typed = {
    street: input.street,
    city: input.city,
    postalCode: input.postalCode || input.postcode || '',
    country: input.country,
  };
  return {
    choice: { kind: 'new', address: typed },
    deliveryTo: { ...typed, instructions: input.deliveryInstructions ?? '', lat: null, lng: null },
  };
}

/** Refuses (400) the first checkout problem of the order; else what the order stores of it. */
export async function checkCheckout(
  db: Executor,
  restaurant: OrderingRestaurant,
  userId: string,
  body: PlaceOrder,
  now: Date,
): Promise<CheckedCheckout> {
  const terms = checkoutTermsOfRow(restaurant);
  const { choice, deliveryTo } = await deliveryAddressOf(db, userId, body);
  const scheduledAt = body.isASAP || !body.scheduledAt ? null : new Date(body.scheduledAt);
  const [problem] = checkoutProblems(
    terms,
    {
      orderType: body.orderType,
      deliveryAddress: choice,
      contactPhone: body.contactPhone,
      paymentMethod: body.paymentDetails.method,
      isASAP: body.isASAP,
      scheduledAt,
    },
    now,
  );
  if (problem) throw refused(checkoutRefusal(problem));
  // A saved address stored before its fields were required may lack one.
  if (deliveryTo && !isAddressComplete(deliveryTo)) throw refused(checkoutRefusal({ kind: 'addressIncomplete' }));
  const paymentMethod = matchPaymentMethod(terms, body.paymentDetails.method, body.orderType);
  // Unreachable: checkoutProblems reports a method that matches none.
  if (!paymentMethod) throw refused(checkoutRefusal({ kind: 'paymentMethodUnavailable' }));
  return { paymentMethod, scheduledAt, deliveryTo };
}
