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
 * 4. One statement (new-order-writes.ts): the per-restaurant number taken, the order, its items,
 *    its first status, the redemptions and the order e-mails' outbox rows stored. Only when a
 *    promotion has usage limits or the diner spends points is there a transaction around it:
 *    the limits re-checked under the promotion's row lock, the points spent with a conditional
 *    update. A refused request stores nothing; `order.placed` is published after.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  INITIAL_ORDER_STATUS,
  ORDER_MESSAGES,
  ORDER_TEXTS,
  PROMOTION_REFUSAL_CODES,
  type Order,
  type PlaceOrder,
} from '@platter/domain';
import type { Database, Executor } from '../../db/client.ts';
import type { PromotionRow, RestaurantRow } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { OutboxRow, Writes } from '../../platform/events.ts';
import type { CatalogCache } from '../catalog/cache.ts';
import { RESTAURANT_NOT_FOUND } from '../../platform/tenant.ts';
import { spendPoints } from '../loyalty/service.ts';
import { findPromotion } from '../promotions/queries.ts';
import { presentPromotion, promotionRefusalMessage, refusalFor } from '../promotions/service.ts';
import { checkCheckout } from './checkout-check.ts';
import { conflict } from './messages.ts';
import { loadOrder } from './order-reads.ts';
import { orderRestaurantOf, presentOrder } from './presenters.ts';
import { checkPrices } from './price-check.ts';
import { NoOrderCounter, provisionalOrderNumber, startOrderCounter, storeNewOrder } from './new-order-writes.ts';
import { findOrderByIdempotencyKey, type OrderItemRow, type OrderRow } from './queries.ts';

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
    throw new AppError('IDEMPOTENCY_KEY_REUSED', ORDER_MESSAGES.idempotencyKeyReused, [
      { field: 'Idempotency-Key', message: ORDER_MESSAGES.idempotencyKeyReused },
    ]);
  return { order: await loadOrder(db, restaurantId, existing.id), created: false };
}

export async function placeOrder(
  writes: Writes & { catalogCache: CatalogCache },
  restaurant: RestaurantRow,
  diner: { id: string; name: string; email: string },
  body: PlaceOrder,
  options: PlaceOrderOptions,
): Promise<PlacedOrder> {
  const { db } = writes;
  const userId = diner.id;
  if (body.restaurantId !== restaurant.id) throw AppError.notFound(RESTAURANT_NOT_FOUND);
  if (!restaurant.isAcceptingOrders) throw conflict('ORDERING_PAUSED', ORDER_MESSAGES.orderingPaused);
  const hash = requestHashOf(body);
  let order: Order;
  try {
    // The new order, checked and stored; the key is looked up only when that fails (below), so
    // a new key costs no extra round trip.
    const prepared = await prepareOrder(db, writes.catalogCache, restaurant, diner, body, options.now);
    order = await storePlacedOrder(writes, restaurant, diner, prepared, { idempotencyKey: options.idempotencyKey, requestHash: hash });
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
  /** The order's row but for its id, number and key (each stored column given: what is stored is what the diner and the e-mails are shown). */
  order: Omit<OrderRow, 'id' | 'orderNumber' | 'idempotencyKey' | 'requestHash'>;
  items: Omit<OrderItemRow, 'id' | 'orderId'>[];
  promotion: PromotionRow | null;
  offers: PromotionRow[];
  now: Date;
}

/**
 * Stores the order with its e-mails in one statement (with a transaction around it only when a
 * limited promotion must be locked or points spent first) and publishes `order.placed` after.
 */
async function storePlacedOrder(
  { db, events }: Writes,
  restaurant: RestaurantRow,
  diner: { id: string; email: string },
  prepared: PreparedOrder,
  key: { idempotencyKey: string; requestHash: string },
): Promise<Order> {
  const { promotion, offers, now } = prepared;
  const userId = diner.id;
  // The diner's code or reward and the offers that applied by themselves, each used once.
  const used = [...(promotion ? [promotion] : []), ...offers];
  const limited = used.filter((p) => p.usageLimitTotal !== null || p.usageLimitPerUser !== null);
  const orderId = randomUUID();
  const owned = { restaurantId: restaurant.id, orderId };
  const row: OrderRow = { ...prepared.order, ...key, id: orderId, orderNumber: provisionalOrderNumber(orderId) };
  const items = prepared.items.map((item) => ({ ...item, ...owned, id: randomUUID() }));
  const firstStatus = { ...owned, id: randomUUID(), status: INITIAL_ORDER_STATUS, changedAt: now, notes: null, changedByUserId: userId };
  const placed = presentOrder(row, items, [firstStatus], orderRestaurantOf(restaurant));
  const event = { type: 'order.placed', restaurantId: restaurant.id, userId, order: placed } as const;
  // The order e-mails' addresses come from the rows in hand, not from a read.
  const known = { restaurant, diner };

  const store = (outbox: OutboxRow[]) => async (executor: Executor) => {
    placed.orderNumber = await storeNewOrder(executor, {
      order: row,
      numberPrefix: orderNumberPrefix(restaurant.slug),
      items,
      firstStatus,
      redemptions: used.map((usedPromotion) => ({
        ...owned,
        promotionId: usedPromotion.id,
        userId,
        pointsSpent: usedPromotion === promotion ? promotion.pointsCost : 0,
        createdAt: now,
      })),
      outbox,
    });
    return placed;
  };
  const write = (outbox: OutboxRow[]) =>
    limited.length === 0 && !(promotion && promotion.pointsCost > 0)
      ? store(outbox)(db)
      : db.transaction(async (tx) => {
          for (const usedPromotion of limited) {
            // Concurrent orders with a limited promotion take turns, so the limit holds.
            const locked = await findPromotion(tx, restaurant.id, usedPromotion.id, { lock: true });
            if (!locked) throw conflict('PROMOTION_GONE', ORDER_TEXTS.promotionGone);
            // Points are checked by the conditional update below.
            const refusal = await refusalFor(tx, locked, { userId, now, userPoints: locked.pointsCost });
            if (refusal)
              throw conflict(PROMOTION_REFUSAL_CODES[refusal], promotionRefusalMessage(refusal, 'promotion'), [
                { field: 'promotionId', message: promotionRefusalMessage(refusal, 'promotion') },
              ]);
          }
          if (promotion) await spendPoints(tx, restaurant.id, userId, promotion.pointsCost, now);
          return store(outbox)(tx);
        });
  try {
    return await events.store(db, [event], known, write);
  } catch (err) {
    if (!(err instanceof NoOrderCounter)) throw err;
    // The restaurant's first order: nothing was stored; start its counter and store again.
    await startOrderCounter(db, restaurant.id);
    return events.store(db, [event], known, write);
  }
}

/** Every check that needs no lock, and the rows to store; throws the first refusal. */
async function prepareOrder(
  db: Database,
  catalog: CatalogCache,
  restaurant: RestaurantRow,
  diner: { id: string; name: string },
  body: PlaceOrder,
  now: Date,
): Promise<PreparedOrder> {
  const userId = diner.id;
  const { paymentMethod, scheduledAt, deliveryTo } = await checkCheckout(db, restaurant, userId, body, now);
  const { products, snapshots, promotion, offers, priced } = await checkPrices(db, catalog, restaurant, userId, body, now);

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
      // Earned on Delivered or Completed; paid then for cash (status-changes.ts).
      pointsEarned: 0,
      paidAt: null,
      pickupTimeEstimate: null,
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
