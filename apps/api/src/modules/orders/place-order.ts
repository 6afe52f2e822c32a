/**
 * Placing an order (POST /orders), in this order:
 * 1. The body's restaurant must be the request's (else 404), and the Idempotency-Key must be new
 *    for this diner, or name an order placed with the same body (then that order is answered
 *    again; a different body is a 422). The key is looked up only when the steps below refuse
 *    the order or its insert meets the key's unique index.
 * 2. The checkout rules (checkout-check.ts): order type offered, payment method enabled,
 *    ASAP/schedule inside the opening hours, delivery address complete (a saved one must be the
 *    diner's own). 400 with the first problem.
 * 3. The prices (price-check.ts): today's menu, the choices, the promotion and every total. 409.
 * 4. One transaction: usage limits re-checked under the promotion's row lock, points spent with
 *    a conditional update, the per-restaurant number taken, the order, its items, its first
 *    status and the redemption stored. A refused request stores nothing.
 */
import { createHash, randomUUID } from 'node:crypto';
import { INITIAL_ORDER_STATUS, ORDER_MESSAGES, toMinor, type Order, type PlaceOrder } from '@platter/domain';
import type { Database } from '../../db/client.ts';
import type { PromotionRow, RestaurantRow, SelectedOptionSnapshot } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Writes } from '../../platform/events.ts';
import { RESTAURANT_NOT_FOUND } from '../../platform/tenant.ts';
import { spendPoints } from '../loyalty/service.ts';
import { findPromotion } from '../promotions/queries.ts';
import { presentPromotion, promotionRefusalMessage, refusalFor } from '../promotions/service.ts';
import { checkCheckout } from './checkout-check.ts';
import { ORDER_TEXTS, conflict } from './messages.ts';
import { loadOrder } from './order-reads.ts';
import { orderRestaurantOf, presentOrder } from './presenters.ts';
import { checkPrices } from './price-check.ts';
import { storeNewOrder } from './new-order-writes.ts';
import { findOrderByIdempotencyKey, type NewOrderItemRow, type NewOrderRow } from './queries.ts';

export function requestHashOf(body: PlaceOrder): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('base64url');
}

/** 'golden-fork' → 'GF', 'tasca-do-porto' → 'TDP'. */
export function orderNumberPrefix(slug: string): string {
  const initials = slug
    .split(/[^a-z0-9]+/i)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 4);
  return initials || 'ORD';
}

export interface PlaceOrderOptions {
  idempotencyKey: string;
  now: Date;
}

export interface PlacedOrder {
  order: Order;
  /** false: an earlier request with the same key and body placed it; this is the same order. */
  created: boolean;
}

/**
 * The order this diner placed earlier with this key, when the body is the same. The key is the
 * diner's across restaurants; the same body names the same restaurant.
 */
async function replayed(
  db: Database,
  restaurantId: string,
  userId: string,
  key: string,
  hash: string,
): Promise<PlacedOrder | null> {
  const existing = await findOrderByIdempotencyKey(db, userId, key);
  if (!existing) return null;
  if (existing.requestHash !== hash || existing.restaurantId !== restaurantId)
    throw new AppError('UNPROCESSABLE', ORDER_MESSAGES.idempotencyKeyReused, [
      { field: 'Idempotency-Key', message: ORDER_MESSAGES.idempotencyKeyReused },
    ]);
  return { order: await loadOrder(db, restaurantId, existing.id), created: false };
}

export async function placeOrder(
  writes: Writes,
  restaurant: RestaurantRow,
  diner: { id: string; name: string; email: string },
  body: PlaceOrder,
  options: PlaceOrderOptions,
): Promise<PlacedOrder> {
  const { db, events } = writes;
  const userId = diner.id;
  if (body.restaurantId !== restaurant.id) throw AppError.notFound(RESTAURANT_NOT_FOUND);
  if (!restaurant.isAcceptingOrders) throw conflict(ORDER_MESSAGES.orderingPaused);
  const hash = requestHashOf(body);
  let order: Order;
  try {
    // The new order, checked and stored; the key is looked up only when that fails (below), so
    // a new key costs no extra round trip.
    const prepared = await prepareOrder(db, restaurant, diner, body, options.now);
    const { promotion, offers, now } = prepared;
    // The diner's code or reward and the offers that applied by themselves, each used once.
    const used = [...(promotion ? [promotion] : []), ...offers];
    order = await events.commit(db, async (tx) => {
      for (const usedPromotion of used) {
        if (usedPromotion.usageLimitTotal === null && usedPromotion.usageLimitPerUser === null) continue;
        // Concurrent orders with a limited promotion take turns, so the limit holds.
        const locked = await findPromotion(tx, restaurant.id, usedPromotion.id, { lock: true });
        if (!locked) throw conflict(ORDER_TEXTS.promotionGone);
        // Points are checked by the conditional update below.
        const refusal = await refusalFor(tx, locked, { userId, now, userPoints: locked.pointsCost });
        if (refusal)
          throw conflict(promotionRefusalMessage(refusal, 'promotion'), [
            { field: 'promotionId', message: promotionRefusalMessage(refusal, 'promotion') },
          ]);
      }
      if (promotion) await spendPoints(tx, restaurant.id, userId, promotion.pointsCost, now);
      const stored = await storeNewOrder(tx, {
        order: { ...prepared.order, id: randomUUID(), idempotencyKey: options.idempotencyKey, requestHash: hash },
        numberPrefix: orderNumberPrefix(restaurant.slug),
        items: prepared.items,
        firstStatus: { status: INITIAL_ORDER_STATUS, changedAt: now, changedByUserId: userId },
        redemptions: used.map((usedPromotion) => ({
          promotionId: usedPromotion.id,
          userId,
          pointsSpent: usedPromotion === promotion ? promotion.pointsCost : 0,
          createdAt: now,
        })),
      });
      const placed = presentOrder(stored.order, stored.items, [stored.firstStatus], orderRestaurantOf(restaurant));
      return {
        value: placed,
        events: [{ type: 'order.placed', restaurantId: restaurant.id, userId, order: placed }],
        // The order e-mails' addresses, without a read while the order counter is locked.
        known: { restaurant, diner: { id: userId, email: diner.email } },
      };
    });
  } catch (err) {
    // The key's order, when it exists, is the answer: a retry of an order already placed (even
    // if its checks would now refuse it, or its unique key stopped the insert), or a twin
    // request that won the race. The same key with another body is a 422.
    const earlier = await replayed(db, restaurant.id, userId, options.idempotencyKey, hash);
    if (earlier) return earlier;
    throw err;
  }
  return { order, created: true };
}

interface PreparedOrder {
  order: Omit<NewOrderRow, 'orderNumber'>;
  items: Omit<NewOrderItemRow, 'orderId'>[];
  promotion: PromotionRow | null;
  offers: PromotionRow[];
  now: Date;
}

/** Every check that needs no lock, and the rows to store; throws the first refusal. */
async function prepareOrder(
  db: Database,
  restaurant: RestaurantRow,
  diner: { id: string; name: string },
  body: PlaceOrder,
  now: Date,
): Promise<PreparedOrder> {
  const userId = diner.id;
  const { paymentMethod, scheduledAt, deliveryTo } = await checkCheckout(db, restaurant, userId, body, now);
  const { products, snapshots, promotion, offers, priced } = await checkPrices(db, restaurant, userId, body, now);

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
    now,
    promotion,
    offers,
    order: {
      restaurantId: restaurant.id,
      userId,
      status: INITIAL_ORDER_STATUS,
      orderType: body.orderType,
      isAsap: body.isASAP,
      scheduledAt,
      subtotalMinor: priced.subtotalMinor,
      discountMinor: priced.discountMinor,
      deliveryFeeMinor: priced.deliveryFeeMinor,
      serviceFeeMinor: priced.serviceFeeMinor,
      taxesMinor: priced.taxesMinor,
      totalMinor: priced.totalMinor,
      currencyCode: restaurant.currencyCode,
      currencySymbol: restaurant.currencySymbol,
      deliveryStreet: deliveryTo?.street ?? null,
      deliveryCity: deliveryTo?.city ?? null,
      deliveryPostalCode: deliveryTo?.postalCode ?? null,
      deliveryCountry: deliveryTo?.country ?? null,
      deliveryInstructions: deliveryTo?.instructions ?? null,
      deliveryLatitude: deliveryTo?.lat ?? null,
      deliveryLongitude: deliveryTo?.lng ?? null,
      customerName: diner.name,
      contactPhone: body.contactPhone,
      customerNotes: body.customerNotes,
      paymentMethod,
      paymentStatus: 'Pending',
      promotionId: promotion?.id ?? null,
      appliedPromotion,
      appliedDiscounts: priced.applied,
      pointsSpent: promotion?.pointsCost ?? 0,
      createdAt: now,
      updatedAt: now,
    },
    items: priced.lines.map((line, index) => {
      const product = products.get(line.productId)!;
      const options: SelectedOptionSnapshot[] = snapshots[index]!.map((o) => ({
        optionId: o.optionId,
        valueId: o.valueId,
        optionName: o.optionName,
        valueLabel: o.valueLabel,
        priceAdjustmentMinor: toMinor(o.priceAdjustment),
      }));
      return {
        restaurantId: restaurant.id,
        productId: product._id,
        productName: product.name,
        productImage: product.imageUrl,
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        itemSubtotalMinor: line.itemSubtotalMinor,
        selectedOptions: options,
        lineNumber: index,
      };
    }),
  };
}
