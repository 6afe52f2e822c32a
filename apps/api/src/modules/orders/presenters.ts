import { AWAITING_PAYMENT, fulfilment, isLanguage, isOnlinePayment, toMajor, type AppliedPromotion, type Order, type OrderRefund, type OrderSummary } from '@platter/domain';
import type { RestaurantRow } from '../../db/schema.ts';
import type { OrderItemsSummary } from './list-queries.ts';
import type { CheckoutSessionRow, NamedStatusChangeRow, OrderItemRow, OrderRestaurant, OrderRow, RefundRow, StatusChangeRow } from './queries.ts';

/** A card payment's rows beside its order: its refunds and its checkout session. */
export interface CardPayment {
  refunds: readonly RefundRow[];
  checkout: CheckoutSessionRow | null;
}

export function presentRefund(row: RefundRow): OrderRefund {
  return {
    _id: row.id,
    amount: toMajor(row.amountMinor),
    reason: row.reason,
    status: row.status,
    lines: row.lines,
    automatic: row.automatic,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The restaurant as an order shows it (as `findOrderRestaurant` reads it). */
export function orderRestaurantOf(restaurant: RestaurantRow): OrderRestaurant {
  return {
    id: restaurant.id,
    name: restaurant.name,
    street: restaurant.addressStreet,
    city: restaurant.addressCity,
    postalCode: restaurant.addressPostalCode,
    country: restaurant.addressCountry,
  };
}

type HistoryEntry = Pick<StatusChangeRow, 'status' | 'changedAt' | 'notes'> & Partial<Pick<NamedStatusChangeRow, 'changedByUserId' | 'changedByName'>>;

/** Who on the staff made a move, for the staff's copy: nobody for the diner's own changes. */
function staffNameOf(row: OrderRow, entry: HistoryEntry): string | null {
  if (!entry.changedByUserId || entry.changedByUserId === row.userId) return null;
  return entry.changedByName ?? null;
}

/**
 * Rows → the wire order: money in major units, times as ISO 8601 UTC. The staff's copy
 * (`forStaff`) names who made each move; the diner's does not.
 */
export function presentOrder(
  row: OrderRow,
  items: readonly OrderItemRow[],
  history: readonly HistoryEntry[],
  restaurant: OrderRestaurant,
  forStaff = false,
  card: CardPayment | null = null,
): Order {
  const applied = row.appliedPromotion;
  const appliedPromotion: AppliedPromotion | null = applied
    ? {
        promotionId: applied.promotionId,
        name: applied.name,
        description: applied.description,
        type: applied.type as AppliedPromotion['type'],
        discountValue: applied.discountValue,
        couponCode: applied.couponCode,
        pointsCost: row.pointsSpent,
      }
    : null;
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: row.status,
    subtotal: toMajor(row.subtotalMinor),
    discountAmount: toMajor(row.discountMinor),
    deliveryFee: toMajor(row.deliveryFeeMinor),
    serviceFee: toMajor(row.serviceFeeMinor),
    taxes: toMajor(row.taxesMinor),
    tipAmount: toMajor(row.tipMinor),
    totalAmount: toMajor(row.totalMinor),
    appliedPromotion,
    discounts: row.appliedDiscounts.map((d) => ({
      promotionId: d.promotionId,
      name: d.name,
      kind: d.kind,
      amount: toMajor(d.amountMinor),
      automatic: d.automatic,
    })),
    currency: { code: row.currencyCode, symbol: row.currencySymbol },
    language: isLanguage(row.language) ? row.language : undefined,
    orderType: row.orderType,
    isASAP: row.isAsap,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    pickupTimeEstimate: row.pickupTimeEstimate?.toISOString() ?? null,
    waitingSince: (row.waitingSince ?? row.createdAt).toISOString(),
    deliveryAddress:
      fulfilment(row.orderType).needsAddress
        ? {
            street: row.deliveryStreet ?? '',
            city: row.deliveryCity ?? '',
            postalCode: row.deliveryPostalCode ?? '',
            country: row.deliveryCountry ?? '',
            deliveryInstructions: row.deliveryInstructions ?? '',
          }
        : null,
    customerName: row.customerName,
    contactPhone: row.contactPhone,
    customerNotes: row.customerNotes,
    channel: row.channel,
    ...(row.guestTokenHash ? { guest: true } : {}),
    restaurantId: row.restaurantId,
    restaurant: {
      _id: restaurant.id,
      name: restaurant.name,
      address: {
        street: restaurant.street,
        city: restaurant.city,
        postalCode: restaurant.postalCode,
        country: restaurant.country,
      },
    },
    paymentDetails: {
      method: row.paymentMethod,
      paymentStatus: row.paymentStatus,
      paidAt: row.paidAt?.toISOString() ?? null,
      // A card payment's refunds and checkout (cash has neither).
      ...(isOnlinePayment(row.paymentMethod)
        ? {
            amountRefunded: toMajor(row.amountRefundedMinor),
            refunds: (card?.refunds ?? []).map(presentRefund),
            checkoutUrl: row.status === AWAITING_PAYMENT ? (card?.checkout?.url ?? null) : null,
          }
        : {}),
    },
    statusHistory: history.map((h) => ({
      status: h.status,
      changedAt: h.changedAt.toISOString(),
      notes: h.notes,
      ...(forStaff ? { changedBy: staffNameOf(row, h) } : {}),
    })),
    items: items.map((item) => ({
      _id: item.id,
      productId: item.productId,
      productName: item.productName,
      productImage: item.productImage,
      quantity: item.quantity,
      unitPrice: toMajor(item.unitPriceMinor),
      itemSubtotal: toMajor(item.itemSubtotalMinor),
      selectedOptions: item.selectedOptions.map((o) => ({
        optionId: o.optionId,
        valueId: o.valueId,
        optionName: o.optionName,
        valueLabel: o.valueLabel,
        priceAdjustment: toMajor(o.priceAdjustmentMinor),
      })),
    })),
    pointsSpent: row.pointsSpent,
    pointsEarned: row.pointsEarned,
  };
}

/** Row and its items' summary → a history card. */
export function presentOrderSummary(row: OrderRow, items: OrderItemsSummary | undefined): OrderSummary {
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: row.status,
    totalAmount: toMajor(row.totalMinor),
    currency: { code: row.currencyCode, symbol: row.currencySymbol },
    orderType: row.orderType,
    isASAP: row.isAsap,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    restaurantId: row.restaurantId,
    lineCount: items?.lineCount ?? 0,
    itemCount: items?.itemCount ?? 0,
    itemNames: items?.itemNames ?? [],
    payment: { method: row.paymentMethod, paymentStatus: row.paymentStatus },
  };
}
