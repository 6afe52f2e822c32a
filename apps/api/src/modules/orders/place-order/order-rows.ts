/**
 * The rows a new order stores, from what the checks found: every stored column given, so what
 * the diner, the e-mails and the event are shown is what is stored, with no read back. Its id,
 * number and Idempotency-Key are the write's (write.ts).
 */
import { INITIAL_ORDER_STATUS, capacityOf, missedOrderClockFrom, openingCalendarOf, type Language, type PlaceOrder } from '@platter/domain';
import type { RestaurantRow } from '../../../db/schema.ts';
import type { CapacityPart } from '../../capacity/index.ts';
import type { CalendarPart } from '../../calendar/index.ts';
import type { FulfilmentPart } from '../../fulfilment/index.ts';

/** The restaurant as placing an order reads it: its row and the parts the checks need (each cached with the restaurant). */
export type OrderingRestaurant = RestaurantRow & CapacityPart & CalendarPart & FulfilmentPart;
import { presentPromotion } from '../../promotions/index.ts';
import type { OrderItemRow, OrderRow } from '../queries.ts';
import type { CheckedCheckout } from './checkout-check.ts';
import type { CheckedPrices } from './price-check.ts';

export interface NewOrderRows {
  /** The order's row but for its id, number and key. */
  order: Omit<OrderRow, 'id' | 'orderNumber' | 'idempotencyKey' | 'requestHash'>;
  items: Omit<OrderItemRow, 'id' | 'orderId'>[];
}

export function newOrderRows(
  restaurant: OrderingRestaurant,
  diner: { id: string; name: string },
  body: PlaceOrder,
  { paymentMethod, scheduledAt, deliveryTo }: CheckedCheckout,
  { products, snapshots, promotion, priced, tipMinor }: CheckedPrices,
  now: Date,
  language: Language,
): NewOrderRows {
  const userId = diner.id;
  const appliedPromotion = promotion
    ? {
        promotionId: promotion.id,
        name: promotion.name,
        description: promotion.description,
        type: promotion.type,
        discountValue: presentPromotion(promotion).discountValue,
        couponCode: promotion.couponCode,
      }
    : null;

  return {
    order: {
      restaurantId: restaurant.id,
      userId,
      status: INITIAL_ORDER_STATUS,
      channel: 'online',
      orderType: body.orderType,
      isAsap: body.isASAP,
      scheduledAt,
      subtotalMinor: priced.subtotalMinor,
      discountMinor: priced.discountMinor,
      deliveryFeeMinor: priced.deliveryFeeMinor,
      serviceFeeMinor: priced.serviceFeeMinor,
      taxesMinor: priced.taxesMinor,
      tipMinor,
      totalMinor: priced.totalMinor,
      currencyCode: restaurant.currencyCode,
      currencySymbol: restaurant.currencySymbol,
      language,
      deliveryStreet: deliveryTo?.street ?? null,
      deliveryCity: deliveryTo?.city ?? null,
      deliveryPostalCode: deliveryTo?.postalCode ?? null,
      deliveryCountry: deliveryTo?.country ?? null,
      deliveryInstructions: deliveryTo?.instructions ?? null,
      deliveryLatitude: deliveryTo?.lat ?? null,
      deliveryLongitude: deliveryTo?.lng ?? null,
      customerName: diner.name,
      contactPhone: body.contactPhone,
      // A phone or counter order's caller (place-order.ts sets it, with the channel).
      customerEmail: null,
      guestTokenHash: null,
      claimedAt: null,
      customerNotes: body.customerNotes,
      paymentMethod,
      paymentStatus: 'Pending',
      amountRefundedMinor: 0,
      amountPaidMinor: null,
      promotionId: promotion?.id ?? null,
      appliedPromotion,
      appliedDiscounts: priced.applied,
      pointsSpent: promotion?.pointsCost ?? 0,
      // Earned on Delivered or Completed; paid then for cash (status-changes.ts).
      pointsEarned: 0,
      paidAt: null,
      waitingAlertedAt: null,
      // The missed-order clock: from when it is due and the restaurant open (a card order's again when paid).
      waitingSince: missedOrderClockFrom({
        schedule: openingCalendarOf(restaurant),
        timeZone: restaurant.timeZone,
        placedAt: now,
        scheduledAt,
        leadMinutes: capacityOf(restaurant.capacity).leadMinutes,
      }),
      pickupTimeEstimate: null,
      // Set by the write when the restaurant has capacity rules (the slot taken).
      slotStartsAt: null,
      itemCount: priced.lines.reduce((sum, line) => sum + line.quantity, 0),
      createdAt: now,
      updatedAt: now,
    },
    items: priced.lines.map((line, index) => {
      const product = products.get(line.productId)!;
      return {
        restaurantId: restaurant.id,
        productId: product._id,
        productName: product.name,
        productImage: product.imageUrl,
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        itemSubtotalMinor: line.itemSubtotalMinor,
        selectedOptions: snapshots[index]!,
        lineNumber: index,
      };
    }),
  };
}
