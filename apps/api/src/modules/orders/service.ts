/**
 * Orders: placing (server-authoritative pricing, idempotent), reading a diner's own orders, and
 * moving an order through its statuses with the loyalty points that go with it.
 *
 * Placing an order, in this order:
 * 1. The body's restaurant must be the request's (else 404), and the Idempotency-Key must be new
 *    for this diner, or name an order placed with the same body (then that order is answered
 *    again; a different body is a 422).
 * 2. Rules that need no menu: order type offered, payment method enabled, ASAP/schedule inside
 *    the opening hours, delivery address complete (a saved one must be the diner's own).
 * 3. The menu: every product is this restaurant's, active and available; the choices exist and
 *    meet each group's min/max; every price matches today's (409 naming the items otherwise).
 * 4. The promotion still applies (state, dates, usage limits, minimum, points for a reward).
 * 5. The totals match `priceOrder` exactly (409 otherwise).
 * 6. One transaction: usage limits re-checked under the promotion's row lock, points spent with
 *    a conditional update, the per-restaurant number taken, the order, its items, its first
 *    status and the redemption stored. A refused request stores nothing.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  INITIAL_ORDER_STATUS,
  ORDER_SUMMARY_ITEM_NAMES,
  ORDER_MESSAGES,
  POINTS_EARNING_STATUSES,
  POINTS_REFUNDING_STATUSES,
  SCHEDULE_MIN_LEAD_MINUTES,
  asapProblem,
  canTransition,
  formatPrice,
  isOpenAt,
  priceLine,
  priceOrder,
  pointsEarnedFor,
  promotionTerms,
  scheduleProblem,
  selectedOptionsOf,
  selectionProblems,
  statusesThatCanReach,
  toMajor,
  toMinor,
  type ApiError,
  type Order,
  type OrderStatus,
  type OrderSummary,
  type OptionSelection,
  type PlaceOrder,
  type PricedLineInput,
  type Product,
  type SelectedOption,
} from '@platter/domain';
import type { z } from 'zod';
import type { myOrdersQuery } from '@platter/domain';
import type { Database } from '../../db/client.ts';
import type { PromotionRow, RestaurantRow, SelectedOptionSnapshot } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { RESTAURANT_NOT_FOUND } from '../../platform/tenant.ts';
import { creditPoints, pointsBalance, spendPoints } from '../loyalty/service.ts';
import { deleteRedemptionsOfOrder, findPromotion, insertRedemption } from '../promotions/queries.ts';
import { belowMinimumMessage, presentPromotion, promotionRefusalMessage, refusalFor } from '../promotions/service.ts';
import { presentOrder, presentOrderSummary } from './presenters.ts';
import {
  assignOrderNumber,
  findOrder,
  findOrderByIdempotencyKey,
  findOrderRestaurants,
  findOwnSavedAddress,
  findOrderableProducts,
  insertOrder,
  insertOrderItems,
  insertStatusChange,
  listUserOrders,
  summariseOrderItems,
  loadOrderChildren,
  provisionalOrderNumber,
  restaurantPointsRate,
  setPointsEarned,
  updateStatusIf,
  type NewOrderItemRow,
  type NewOrderRow,
  type OrderRow,
  type OrderScope,
  type OrderableProduct,
} from './queries.ts';

// Texts the spec leaves to us (its own are in ORDER_MESSAGES).
export const ORDER_TEXTS = {
  onlyPickup: 'This restaurant currently only offers pickup.',
  onlyDelivery: 'This restaurant currently only offers delivery.',
  paymentMethodUnavailable: 'This payment method is not available. Please select a payment method.',
  closedForAsap: "We're currently closed, so we can't take an order for as soon as possible. Please schedule your order.",
  scheduleRequired: 'Please choose a scheduled date/time.',
  scheduleTooSoon: `Please schedule your order at least ${SCHEDULE_MIN_LEAD_MINUTES} minutes from now.`,
  schedulePast: 'The scheduled time has already passed. Please choose a later time.',
  scheduleTooFar: 'You can schedule up to 7 days in advance.',
  scheduleClosed: "We're closed at the time you chose. Please pick a time within our opening hours.",
  schedulingUnavailable: 'Scheduling is currently unavailable.',
  addressIncomplete: 'Please ensure the new address is complete and valid.',
  addressUnknown: 'Please select a valid delivery address.',
  discountChanged: 'The discount has changed since it was applied. Please review your order.',
  deliveryFeeChanged: 'The delivery fee has changed. Please review your order.',
  promotionGone: 'This promotion is no longer available. Please remove it and try again.',
  promotionDeliveryOnly: 'This promotion applies to delivery orders only.',
  promotionNotApplicable: 'This promotion does not apply to the items in your cart.',
} as const;

const badRequest = (message: string, field: string) => new AppError('BAD_REQUEST', message, [{ field, message }]);
const conflict = (message: string, errors?: ApiError['errors']) => new AppError('CONFLICT', message, errors ?? [{ message }]);

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

/** The domain's view of a product (major units), for `selectionProblems` and `priceLine`. */
type MenuProduct = Pick<Product, '_id' | 'name' | 'price' | 'imageUrl' | 'isActive' | 'isAvailable' | 'options'>;

function asMenuProduct(p: OrderableProduct): MenuProduct {
  return {
    _id: p.id,
    name: p.name,
    price: toMajor(p.priceMinor),
    imageUrl: p.imageUrl,
    isActive: p.isActive,
    isAvailable: p.isAvailable,
    options: p.options.map((group) => ({
      _id: group._id,
      name: group.name,
      minSelections: group.minSelections,
      maxSelections: group.maxSelections,
      values: group.values.map((v) => ({
        _id: v._id,
        label: v.label,
        isDefault: v.isDefault,
        priceAdjustment: toMajor(v.priceAdjustmentMinor),
      })),
    })),
  };
}

// ---- Reading ------------------------------------------------------------------------------

async function presentRows(db: Database, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const [children, restaurants] = await Promise.all([
    loadOrderChildren(
      db,
      rows.map((r) => r.id),
    ),
    findOrderRestaurants(
      db,
      rows.map((r) => r.restaurantId),
    ),
  ]);
  return rows.map((row) =>
    presentOrder(row, children.items.get(row.id) ?? [], children.history.get(row.id) ?? [], restaurants.get(row.restaurantId)!),
  );
}

export async function loadOrder(db: Database, orderId: string, scope: OrderScope = {}): Promise<Order> {
  const row = await findOrder(db, orderId, scope);
  if (!row) throw AppError.notFound(ORDER_MESSAGES.orderNotFound);
  const [order] = await presentRows(db, [row]);
  return order!;
}

/** GET /orders/{id}: the diner's own order at this restaurant; anything else is 404. */
export async function myOrder(db: Database, restaurantId: string, userId: string, orderId: string): Promise<Order> {
  return loadOrder(db, orderId, { restaurantId, userId });
}

/** GET /orders/my-orders. */
export async function myOrders(
  db: Database,
  restaurantId: string,
  userId: string,
  query: z.output<typeof myOrdersQuery>,
): Promise<{ orders: OrderSummary[]; currentPage: number; totalPages: number; totalOrders: number }> {
  const { rows, total } = await listUserOrders(db, {
    restaurantId,
    userId,
    status: query.status,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const items = await summariseOrderItems(
    db,
    restaurantId,
    rows.map((row) => row.id),
    ORDER_SUMMARY_ITEM_NAMES,
  );
  return {
    orders: rows.map((row) => presentOrderSummary(row, items.get(row.id))),
    currentPage: query.page,
    totalPages: Math.ceil(total / query.limit),
    totalOrders: total,
  };
}

// ---- Placing ------------------------------------------------------------------------------

export interface PlaceOrderOptions {
  idempotencyKey: string;
  now: Date;
}

export interface PlacedOrder {
  order: Order;
  /** false: an earlier request with the same key and body placed it; this is the same order. */
  created: boolean;
}

async function replayed(db: Database, userId: string, key: string, hash: string): Promise<PlacedOrder | null> {
  const existing = await findOrderByIdempotencyKey(db, userId, key);
  if (!existing) return null;
  if (existing.requestHash !== hash)
    throw new AppError('UNPROCESSABLE', ORDER_MESSAGES.idempotencyKeyReused, [
      { field: 'Idempotency-Key', message: ORDER_MESSAGES.idempotencyKeyReused },
    ]);
  return { order: await loadOrder(db, existing.id), created: false };
}

export async function placeOrder(
  db: Database,
  restaurant: RestaurantRow,
  userId: string,
  body: PlaceOrder,
  options: PlaceOrderOptions,
): Promise<PlacedOrder> {
  if (body.restaurantId !== restaurant.id) throw AppError.notFound(RESTAURANT_NOT_FOUND);
  const hash = requestHashOf(body);
  const earlier = await replayed(db, userId, options.idempotencyKey, hash);
  if (earlier) return earlier;

  const prepared = await prepareOrder(db, restaurant, userId, body, options.now);
  const { promotion, now } = prepared;
  let order: Order;
  try {
    order = await db.transaction(async (tx) => {
      if (promotion) {
        if (promotion.usageLimitTotal !== null || promotion.usageLimitPerUser !== null) {
          // Concurrent orders with a limited promotion take turns, so the limit holds.
          const locked = await findPromotion(tx, restaurant.id, promotion.id, { lock: true });
          if (!locked) throw conflict(ORDER_TEXTS.promotionGone);
          // Points are checked by the conditional update below.
          const refusal = await refusalFor(tx, locked, { userId, now, userPoints: locked.pointsCost });
          if (refusal)
            throw conflict(promotionRefusalMessage(refusal, 'promotion'), [
              { field: 'promotionId', message: promotionRefusalMessage(refusal, 'promotion') },
            ]);
        }
        await spendPoints(tx, userId, restaurant.id, promotion.pointsCost, now);
      }
      const orderId = randomUUID();
      const row = await insertOrder(tx, {
        ...prepared.order,
        id: orderId,
        orderNumber: provisionalOrderNumber(orderId),
        idempotencyKey: options.idempotencyKey,
        requestHash: hash,
      });
      const items = await insertOrderItems(
        tx,
        prepared.items.map((item) => ({ ...item, orderId })),
      );
      const first = await insertStatusChange(tx, {
        restaurantId: restaurant.id,
        orderId,
        status: INITIAL_ORDER_STATUS,
        changedAt: now,
        changedByUserId: userId,
      });
      if (promotion) {
        await insertRedemption(tx, {
          restaurantId: restaurant.id,
          promotionId: promotion.id,
          userId,
          orderId,
          pointsSpent: promotion.pointsCost,
          createdAt: now,
        });
      }
      // Last, so the per-restaurant counter is locked only until the commit.
      row.orderNumber = await assignOrderNumber(tx, restaurant.id, orderId, orderNumberPrefix(restaurant.slug));
      return presentOrder(row, items, [first], {
        id: restaurant.id,
        name: restaurant.name,
        street: restaurant.addressStreet,
        city: restaurant.addressCity,
        postalCode: restaurant.addressPostalCode,
        country: restaurant.addressCountry,
      });
    });
  } catch (err) {
    // A twin request with the same key may have won the race (unique key, or the points it spent).
    const twin = await replayed(db, userId, options.idempotencyKey, hash);
    if (twin) return twin;
    throw err;
  }
  return { order, created: true };
}

interface PreparedOrder {
  order: Omit<NewOrderRow, 'orderNumber'>;
  items: Omit<NewOrderItemRow, 'orderId'>[];
  promotion: PromotionRow | null;
  now: Date;
}

/** Every check that needs no lock, and the rows to store; throws the first refusal. */
async function prepareOrder(
  db: Database,
  restaurant: RestaurantRow,
  userId: string,
  body: PlaceOrder,
  now: Date,
): Promise<PreparedOrder> {
  const money = (minor: number) => formatPrice(toMajor(minor), restaurant.currencySymbol);

  // Order type.
  if (body.orderType === 'Delivery' && restaurant.deliveryFeeMinor === null)
    throw badRequest(ORDER_TEXTS.onlyPickup, 'orderType');
  if (body.orderType === 'Pickup' && !restaurant.allowsCollection) throw badRequest(ORDER_TEXTS.onlyDelivery, 'orderType');

  // Payment method: one the restaurant has switched on (its own spelling is stored).
  const wanted = body.paymentDetails.method.toLowerCase();
  const method = restaurant.paymentMethods.find((m) => m.isEnabled && m.methodName.trim().toLowerCase() === wanted);
  if (!method) throw badRequest(ORDER_TEXTS.paymentMethodUnavailable, 'paymentDetails.method');

  // Timing, in the restaurant's zone.
  let scheduledAt: Date | null = null;
  if (body.isASAP) {
    if (asapProblem(restaurant.openingHours, restaurant.timeZone, now)) throw badRequest(ORDER_TEXTS.closedForAsap, 'isASAP');
  } else {
    if (!body.scheduledAt) throw badRequest(ORDER_TEXTS.scheduleRequired, 'scheduledAt');
    scheduledAt = new Date(body.scheduledAt);
    const problem = scheduleProblem(restaurant.openingHours, restaurant.timeZone, now, scheduledAt);
    if (problem) {
      const openNow = isOpenAt(restaurant.openingHours, restaurant.timeZone, now);
      const message = {
        unavailable: ORDER_TEXTS.schedulingUnavailable,
        tooSoon: openNow ? ORDER_TEXTS.scheduleTooSoon : ORDER_TEXTS.schedulePast,
        tooFar: ORDER_TEXTS.scheduleTooFar,
        closed: ORDER_TEXTS.scheduleClosed,
      }[problem];
      throw badRequest(message, 'scheduledAt');
    }
  }

  // Delivery address.
  let address: {
    street: string;
    city: string;
    postalCode: string;
    country: string;
    instructions: string;
    lat: number | null;
    lng: number | null;
  } | null = null;
  if (body.orderType === 'Delivery') {
    const input = body.deliveryAddress;
    if (!input) throw badRequest(ORDER_TEXTS.addressIncomplete, 'deliveryAddress');
    if (input._id) {
      const saved = await findOwnSavedAddress(db, userId, input._id);
      if (!saved) throw badRequest(ORDER_TEXTS.addressUnknown, 'deliveryAddress');
      address = {
        street: saved.street,
        city: saved.city,
        postalCode: saved.postalCode,
        country: saved.country,
        instructions: input.deliveryInstructions ?? saved.note,
        lat: saved.latitude,
        lng: saved.longitude,
      };
    } else {
      address = {
        street: input.street,
        city: input.city,
        postalCode: input.postalCode || input.postcode || '',
        country: input.country,
        instructions: input.deliveryInstructions ?? '',
        lat: null,
        lng: null,
      };
    }
    if (!address.street || !address.city || !address.postalCode || !address.country) {
      throw badRequest(ORDER_TEXTS.addressIncomplete, 'deliveryAddress');
    }
  }

  // The menu as it is now.
  const productIds = [...new Set(body.items.map((item) => item.productId))];
  const products = new Map<string, MenuProduct>(
    [...(await findOrderableProducts(db, restaurant.id, productIds)).values()].map((p) => [p.id, asMenuProduct(p)]),
  );

  const lines: PricedLineInput[] = [];
  const snapshots: SelectedOption[][] = [];
  const changed: { index: number; name: string; unitPriceMinor: number }[] = [];
  body.items.forEach((item, index) => {
    const product = products.get(item.productId);
    const label = product?.name ?? (item.productName || 'An item in your cart');
    const field = `items.${index}`;
    if (!product || !product.isActive)
      throw conflict(`${label} is no longer on the menu. Please review your cart.`, [
        { field: `${field}.productId`, message: `${label} is no longer on the menu.` },
      ]);
    if (!product.isAvailable)
      throw conflict(`${product.name} is currently unavailable. Please review your cart.`, [
        { field: `${field}.productId`, message: `${product.name} is currently unavailable.` },
      ]);

    const selection: OptionSelection = {};
    for (const option of item.selectedOptions) (selection[option.optionId] ??= []).push(option.valueId);
    const problem = selectionProblems(product, selection)[0];
    if (problem) {
      const group = product.options.find((g) => g._id === problem.groupId);
      const groupName = group?.name.toLowerCase() ?? 'options';
      const message =
        problem.kind === 'belowMinimum'
          ? `Please select at least ${problem.min} ${groupName} for ${product.name}.`
          : problem.kind === 'aboveMaximum'
            ? `You can select up to ${problem.max} ${groupName} for ${product.name}.`
            : `Some options chosen for ${product.name} are no longer available. Please review your cart.`;
      throw conflict(message, [{ field: `${field}.selectedOptions`, message }]);
    }
    const selected = selectedOptionsOf(product, selection);
    const line: PricedLineInput = {
      productId: product._id,
      price: product.price,
      selectedOptions: selected,
      quantity: item.quantity,
    };
    const priced = priceLine(line);
    if (priced.unitPriceMinor < 0)
      throw conflict(`${product.name} cannot be ordered with these options. Please review your cart.`);
    const adjustmentChanged = item.selectedOptions.some((sent) => {
      const current = selected.find((s) => s.optionId === sent.optionId && s.valueId === sent.valueId);
      return !current || toMinor(current.priceAdjustment) !== toMinor(sent.priceAdjustment);
    });
    if (
      adjustmentChanged ||
      toMinor(item.unitPrice) !== priced.unitPriceMinor ||
      toMinor(item.itemSubtotal) !== priced.itemSubtotalMinor
    ) {
      changed.push({ index, name: product.name, unitPriceMinor: priced.unitPriceMinor });
    }
    lines.push(line);
    snapshots.push(selected);
  });
  if (changed.length) {
    const names = [...new Set(changed.map((c) => c.name))].join(', ');
    throw conflict(
      `${ORDER_MESSAGES.pricesChanged.replace('these items.', `these items (${names}).`)}`,
      changed.map((c) => ({
        field: `items.${c.index}.unitPrice`,
        message: `${c.name} now costs ${money(c.unitPriceMinor)} each.`,
      })),
    );
  }

  // The promotion.
  let promotion: PromotionRow | null = null;
  if (body.promotionId) {
    promotion = await findPromotion(db, restaurant.id, body.promotionId);
    if (!promotion) throw conflict(ORDER_TEXTS.promotionGone, [{ field: 'promotionId', message: ORDER_TEXTS.promotionGone }]);
    // A code the restaurant does not advertise works only for those who type it.
    if (promotion.pointsCost === 0 && !promotion.displayToCustomers) {
      const code = promotion.couponCode?.toLowerCase();
      if (!code || body.couponCode?.toLowerCase() !== code) {
        throw conflict(ORDER_MESSAGES.invalidCoupon, [{ field: 'promotionId', message: ORDER_MESSAGES.invalidCoupon }]);
      }
    }
    const userPoints = promotion.pointsCost > 0 ? await pointsBalance(db, userId, restaurant.id) : 0;
    const refusal = await refusalFor(db, promotion, { userId, now, userPoints });
    if (refusal) {
      const message = promotionRefusalMessage(refusal, 'promotion');
      throw conflict(message, [{ field: 'promotionId', message }]);
    }
  }
  const priced = priceOrder({
    lines,
    orderType: body.orderType,
    deliveryFeeMinor: restaurant.deliveryFeeMinor,
    promotion: promotion ? promotionTerms(presentPromotion(promotion)) : null,
  });
  if (promotion && priced.promotionProblem) {
    const message =
      priced.promotionProblem === 'belowMinimum'
        ? belowMinimumMessage(promotion.minOrderValueMinor ?? 0, restaurant.currencySymbol, 'promotion')
        : promotion.type === 'FreeShipping'
          ? ORDER_TEXTS.promotionDeliveryOnly
          : ORDER_TEXTS.promotionNotApplicable;
    throw conflict(message, [{ field: 'promotionId', message }]);
  }

  // The totals the diner saw must be the ones we charge.
  const mismatches: { field: string; message: string }[] = [];
  const compare = (field: string, sent: number, expected: number, label: string) => {
    if (toMinor(sent) !== expected) mismatches.push({ field, message: `${label} is ${money(expected)}.` });
  };
  compare('subtotal', body.subtotal, priced.subtotalMinor, 'Subtotal');
  compare('discountAmount', body.discountAmount, priced.discountMinor, 'Discount');
  compare('deliveryFee', body.deliveryFee, priced.deliveryFeeMinor, 'Delivery fee');
  compare('serviceFee', body.serviceFee, priced.serviceFeeMinor, 'Service fee');
  compare('taxes', body.taxes, priced.taxesMinor, 'Taxes');
  compare('totalAmount', body.totalAmount, priced.totalMinor, 'Total');
  if (mismatches.length) {
    const fields = new Set(mismatches.map((m) => m.field));
    const message = fields.has('discountAmount')
      ? ORDER_TEXTS.discountChanged
      : fields.has('deliveryFee')
        ? ORDER_TEXTS.deliveryFeeChanged
        : ORDER_MESSAGES.pricesChanged;
    throw conflict(message, mismatches);
  }

  const appliedPromotion = promotion
    ? (() => {
        const wire = presentPromotion(promotion);
        return {
          promotionId: promotion.id,
          name: promotion.name,
          description: promotion.description,
          type: promotion.type,
          discountValue: wire.discountValue,
          couponCode: promotion.couponCode,
        };
      })()
    : null;

  return {
    now,
    promotion,
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
      deliveryStreet: address?.street ?? null,
      deliveryCity: address?.city ?? null,
      deliveryPostalCode: address?.postalCode ?? null,
      deliveryCountry: address?.country ?? null,
      deliveryInstructions: address?.instructions ?? null,
      deliveryLatitude: address?.lat ?? null,
      deliveryLongitude: address?.lng ?? null,
      contactPhone: body.contactPhone,
      customerNotes: body.customerNotes,
      paymentMethod: method.methodName,
      paymentStatus: 'Pending',
      promotionId: promotion?.id ?? null,
      appliedPromotion,
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

// ---- Status changes -----------------------------------------------------------------------

export interface ChangeStatusOptions {
  now?: Date;
  /** Limits the change to one restaurant's and/or one diner's order (else 404). */
  scope?: OrderScope;
  notes?: string | null;
  changedByUserId?: string | null;
  /** The 409 text when the order is no longer in a status it could move from. */
  conflictMessage?: (current: OrderStatus) => string;
}

/**
 * Moves an order to `status` if the rules allow it from where it is (domain `canTransition`),
 * with a conditional update so that two racing changes (a diner cancelling while the kitchen
 * confirms) cannot both apply: the loser gets a 409. In the same transaction it records the
 * change in the history, credits the points the order earns on reaching Delivered or Completed
 * (once), and gives back spent points and the promotion's use when it is cancelled or fails.
 */
export async function changeOrderStatus(
  db: Database,
  orderId: string,
  status: OrderStatus,
  options: ChangeStatusOptions = {},
): Promise<Order> {
  const now = options.now ?? new Date();
  const scope = options.scope ?? {};
  const current = await findOrder(db, orderId, scope);
  if (!current) throw AppError.notFound(ORDER_MESSAGES.orderNotFound);
  const refuse = (from: OrderStatus) =>
    new AppError('CONFLICT', options.conflictMessage?.(from) ?? `An order that is ${from} cannot be changed to ${status}.`);
  if (!canTransition(current.status, status, current.orderType)) throw refuse(current.status);

  await db.transaction(async (tx) => {
    const updated = await updateStatusIf(tx, orderId, statusesThatCanReach(status, current.orderType), status, now);
    if (!updated) {
      const latest = await findOrder(tx, orderId);
      throw refuse(latest?.status ?? current.status);
    }
    await insertStatusChange(tx, {
      restaurantId: updated.restaurantId,
      orderId,
      status,
      changedAt: now,
      notes: options.notes ?? null,
      changedByUserId: options.changedByUserId ?? null,
    });
    if (POINTS_EARNING_STATUSES.includes(status) && updated.pointsEarned === 0) {
      const points = pointsEarnedFor(updated.totalMinor, await restaurantPointsRate(tx, updated.restaurantId));
      if (points > 0) {
        await creditPoints(tx, updated.userId, updated.restaurantId, points, now);
        await setPointsEarned(tx, orderId, points);
      }
    }
    if (POINTS_REFUNDING_STATUSES.includes(status)) {
      await creditPoints(tx, updated.userId, updated.restaurantId, updated.pointsSpent, now);
      if (updated.promotionId) await deleteRedemptionsOfOrder(tx, orderId);
    }
  });
  return loadOrder(db, orderId);
}

/** PATCH /orders/{id}/cancel-my-order: only the diner's own order, only while Pending Confirmation. */
export async function cancelMyOrder(
  db: Database,
  restaurantId: string,
  userId: string,
  orderId: string,
  now: Date,
): Promise<Order> {
  return changeOrderStatus(db, orderId, 'Cancelled by User', {
    now,
    scope: { restaurantId, userId },
    changedByUserId: userId,
    notes: 'Cancelled by the customer.',
    conflictMessage: (current) =>
      `This order can no longer be cancelled: it is already ${current}. Please contact the restaurant.`,
  });
}
