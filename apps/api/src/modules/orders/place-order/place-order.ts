/**
 * Placing an order (POST /orders), in this order (docs/life-of-an-order.md):
 * 1. The body (body-check.ts): it names the request's restaurant (else 404), and ordering is not
 *    paused. Its Idempotency-Key is looked up only when the steps below refuse the order or its
 *    insert meets the key's unique index: an order placed earlier with the same key and body is
 *    answered again; a different body is a 422.
 * 2. The checkout rules (checkout-check.ts): order type offered, payment method enabled,
 *    ASAP/schedule inside the opening hours, delivery address complete (a saved one must be the
 *    diner's own). 400 with the first problem.
 * 3. The prices (price-check.ts): today's menu, the choices, the promotion and every total. 409.
 * 4. The write (write.ts), through `events.commit`: one statement takes the per-restaurant
 *    number and stores the order, its items, its first status, the redemptions and the order
 *    e-mails' outbox rows, and, where the restaurant has capacity rules, takes its slot (a
 *    conditional upsert within the caps: a full slot stores nothing and answers 409 SLOT_FULL;
 *    capacity/slot-claim.ts). Only when a promotion has usage limits or the diner spends points
 *    is there a transaction around it: the limits re-checked under the promotion's row lock, the
 *    points spent with a conditional update. The work answers the stored order and its
 *    `order.placed`, published after. A refused request stores nothing.
 * 5. After the commit, what the diner asked to keep (keep-details.ts): the phone on the profile,
 *    a typed address among their addresses. A replayed order keeps nothing again.
 *
 * Staff entering an order for a caller (POST /staff/orders, `taken`; docs/reference/staff-area.md)
 * go through the same steps: the order is owned by the staff member who took it (its key is
 * theirs), tagged with its channel and the caller's e-mail, paid in cash or on collection, with no
 * reward bought with points; `overrideCapacity` takes a full slot anyway, in a transaction that
 * writes the audit entry ('overbooked' 'order').
 */
import { randomUUID } from 'node:crypto';
import { AWAITING_PAYMENT, type StaffOrderChannel, INITIAL_ORDER_STATUS, type Slot, isOnlinePayment, offeredPaymentMethods, PROMOTION_REFUSAL_CODES, type Order, type OrderPlaced, type PlaceOrder, type Language } from '@platter/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../../db/client.ts';
import type { PromotionRow } from '../../../db/schema.ts';
import { AppError } from '../../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import type { BackgroundTasks } from '../../../platform/background.ts';
import type { OutboxRow, Writes } from '../../../platform/events.ts';
import { outboxInsert } from '../../mail/index.ts';
import { recordAudit } from '../../audit/index.ts';
import type { RestaurantDirectory, TenantRestaurant } from '../../../platform/tenant.ts';
import { restaurantRowOf } from '../../restaurants/index.ts';
import { capacityPartOf } from '../../capacity/index.ts';
import { calendarOf } from '../../calendar/index.ts';
import { fulfilmentOf } from '../../fulfilment/index.ts';
import type { OrderingRestaurant } from './order-rows.ts';
import type { CatalogCache } from '../../catalog/index.ts';
import { spendPoints } from '../../loyalty/index.ts';
import { candidatesWithRoom, capsIn, readyAtIn, slotClaimOf, slotFull, slotTakingStatement, type SlotClaim } from '../../capacity/index.ts';
import { findPromotion, promotionRefusalMessage, redemptionsInsert, refusalFor } from '../../promotions/index.ts';
import { conflict } from '../messages.ts';
import { orderRestaurantOf, presentOrder } from '../presenters.ts';
import { abandonCheckout, checkoutRowOf, startCheckout, type NewCheckoutSession } from '../payments/checkout.ts';
import { checkoutSessionInsert } from '../payments/index.ts';
import type { Payments } from '../payments/plugin.ts';
import { replayed, requestHashOf, type PlacedOrder } from './body-check.ts';
import { checkCheckout } from './checkout-check.ts';
import { checkGuestOrder, refuseRewardForGuest } from './guest-check.ts';
import { keepCheckoutDetails } from './keep-details.ts';
import { newOrderRows, type NewOrderRows } from './order-rows.ts';
import { checkPrices } from './price-check.ts';
import { NoOrderCounter, NotNumbered, SlotTaken, provisionalOrderNumber, startOrderCounter, storeNewOrder, whyNotNumbered } from './write-queries.ts';

export type { PlacedOrder } from './body-check.ts';

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
  /** The restaurant's origin the diner is on: a card payment's hosted page sends them back there. */
  origin: string;
  /** The language the diner ordered in (the request's, platform/language.ts): the order's e-mails go out in it. Default: the restaurant's. */
  language?: Language;
  /** Staff entering the order for a caller on the phone or at the counter (POST /staff/orders). */
  taken?: TakenByStaff;
  /** A guest ordering without an account (issue 30): their e-mail, the hash of the order link's token, the address throttle. */
  guest?: GuestOrdering;
}

export interface GuestOrdering {
  email: string;
  tokenHash: string;
  /** The order link with its token: the confirmation e-mail carries it. */
  orderUrl: (orderId: string) => string;
  /** Guest orders to one delivery address per minute (there is no account to count per). */
  perAddressPerMinute: number;
}

/** A phone or counter order: its channel, the caller's e-mail, and who took it. */
export interface TakenByStaff {
  channel: StaffOrderChannel;
  customerEmail: string | null;
  /** Take the slot even when it is full (audited). */
  overrideCapacity: boolean;
  by: { id: string; name: string };
}

export async function placeOrder(
  writes: Writes & { restaurants: RestaurantDirectory; catalogCache: CatalogCache; log: FastifyBaseLogger; payments: Payments; background: BackgroundTasks },
  tenant: TenantRestaurant,
  diner: { id: string; name: string; email: string },
  body: PlaceOrder,
  options: PlaceOrderOptions,
): Promise<PlacedOrder> {
  const { db } = writes;
  if (body.restaurantId !== tenant.id) throw AppError.notFound(apiMessage('restaurant.notFound'));
  // The parts this use case needs, each cached with the restaurant.
  const [row, capacity, calendar, fulfilment] = await Promise.all([
    restaurantRowOf(writes, tenant.id),
    capacityPartOf(writes, tenant.id),
    calendarOf(writes, tenant.id),
    fulfilmentOf(writes, tenant.id),
  ]);
  const restaurant: OrderingRestaurant = { ...row, ...capacity, ...calendar, ...fulfilment };
  if (!restaurant.isAcceptingOrders) throw conflict('ORDERING_PAUSED', apiMessage('order.orderingPaused'));
  const hash = requestHashOf(body);
  const provider = writes.payments.provider;
  const accountId = provider ? restaurant.stripeAccountId : null;
  // The methods offered: card payment only where it can be taken.
  const { taken, guest } = options;
  // Staff take no card: cash or pay on collection only.
  if (taken && isOnlinePayment(body.paymentDetails.method))
    throw new AppError('PAYMENT_METHOD_UNAVAILABLE', apiMessage('order.cardNotTaken'), [{ field: 'paymentDetails.method', message: apiMessage('order.cardNotTaken') }]);
  const offered = { ...restaurant, paymentMethods: offeredPaymentMethods(restaurant.paymentMethods, !taken && accountId !== null) };
  try {
    // The new order, checked and stored; the key is looked up only when that fails (below), so
    // a new key costs no extra round trip.
    const { now } = options;
    const checkout = await checkCheckout(db, offered, diner.id, body, now);
    // A guest's reward is refused as such, before its points (which a guest has none of) are judged.
    if (guest && body.promotionId) refuseRewardForGuest(await findPromotion(db, restaurant.id, body.promotionId));
    const prices = await checkPrices(db, writes.catalogCache, restaurant, diner.id, body, now);
    if (taken && prices.promotion && prices.promotion.pointsCost > 0)
      throw new AppError('BAD_REQUEST', apiMessage('order.pointsNeedAccount'), [{ field: 'promotionId', message: apiMessage('order.pointsNeedAccount') }]);
    if (guest) await checkGuestOrder(db, restaurant.id, guest, checkout, now);
    const rows = newOrderRows(restaurant, diner, body, checkout, prices, now, options.language ?? restaurant.languages.default);
    if (taken) Object.assign(rows.order, { channel: taken.channel, customerEmail: taken.customerEmail });
    if (guest) Object.assign(rows.order, { customerEmail: guest.email, guestTokenHash: guest.tokenHash });
    // Capacity rules: the slot(s) it may take, refused before anything is stored or charged.
    const claim = slotClaimOf(restaurant, { orderType: body.orderType, scheduledAt: checkout.scheduledAt, itemCount: rows.order.itemCount }, now);
    // The diner's code or reward and the offers that applied by themselves, each used once.
    const used = { promotion: prices.promotion, offers: prices.offers };
    const key = { idempotencyKey: options.idempotencyKey, requestHash: hash };
    const orderId = randomUUID();
    let card: NewCheckoutSession | null = null;
    if (!taken && provider && accountId && isOnlinePayment(checkout.paymentMethod)) {
      // A retry of a card order already placed answers it, without a second session.
      const earlier = await replayed(db, restaurant.id, diner.id, options.idempotencyKey, hash);
      if (earlier) return earlier;
      // A guest's receipt goes to the e-mail they gave (their account's address is a stand-in), and
      // the provider sends them back to the order page their link opens.
      card = await startCheckout({
        provider,
        restaurant,
        accountId,
        orderId,
        rows,
        customerEmail: guest ? guest.email : diner.email || null,
        origin: options.origin,
        ...(guest ? { orderPage: guest.orderUrl(orderId) } : {}),
        now,
        deadlineMs: writes.payments.checkoutDeadlineMs,
        log: writes.log,
      });
    }
    let order: Order;
    try {
      const overbook = taken?.overrideCapacity ? taken.by : null;
      const link = guest ? { orderId, url: guest.orderUrl(orderId) } : undefined;
      order = await storePlacedOrder(writes, restaurant, diner, rows, used, key, now, { orderId, checkout: card, claim, overbook, link });
    } catch (err) {
      // The session's address was never shown: expire it so nothing can be paid on it.
      if (card && provider) writes.background.run('expire an unused checkout', () => abandonCheckout(provider, card));
      throw err;
    }
    // A guest has no profile or address book to keep anything in.
    if (!taken && !guest) await keepCheckoutDetails(writes, diner.id, body, checkout);
    return { order, created: true, ...(card ? { checkoutUrl: card.url } : {}) };
  } catch (err) {
    // The key's order, when it exists, is the answer: a retry of an order already placed (even
    // if its checks would now refuse it, or its unique key stopped the insert), or a twin
    // request that won the race. The same key with another body is a 422.
    const earlier = await replayed(db, restaurant.id, diner.id, options.idempotencyKey, hash);
    if (earlier) return earlier;
    throw err;
  }
}

/**
 * Stores the order with its e-mails in one statement (with a transaction around it only when a
 * limited promotion must be locked or points spent first); `order.placed` is published after.
 */
async function storePlacedOrder(
  { db, events }: Writes,
  restaurant: OrderingRestaurant,
  diner: { id: string; email: string },
  rows: NewOrderRows,
  { promotion, offers }: { promotion: PromotionRow | null; offers: PromotionRow[] },
  key: { idempotencyKey: string; requestHash: string },
  now: Date,
  { orderId, checkout, claim, overbook, link }: { orderId: string; checkout: NewCheckoutSession | null; claim: SlotClaim | null; overbook: { id: string; name: string } | null; link?: { orderId: string; url: string } | undefined },
): Promise<Order> {
  const userId = diner.id;
  const used = [...(promotion ? [promotion] : []), ...offers];
  const limited = used.filter((p) => p.usageLimitTotal !== null || p.usageLimitPerUser !== null);
  const owned = { restaurantId: restaurant.id, orderId };
  // Paid by card: the order waits, out of the kitchen's sight, for its verified payment.
  const status = checkout ? AWAITING_PAYMENT : INITIAL_ORDER_STATUS;
  const row = { ...rows.order, ...key, id: orderId, status, orderNumber: provisionalOrderNumber(orderId) };
  const items = rows.items.map((item) => ({ ...item, ...owned, id: randomUUID() }));
  const firstStatus = { ...owned, id: randomUUID(), status, changedAt: now, notes: null, changedByUserId: userId };
  const redemptions = used.map((usedPromotion) => ({
    ...owned,
    promotionId: usedPromotion.id,
    userId,
    pointsSpent: usedPromotion === promotion ? promotion.pointsCost : 0,
    createdAt: now,
  }));
  // The order as its rows are stored: presented before the statement only for its e-mails' outbox
  // rows (they carry its id; the mail worker reads the number the statement takes from the stored order).
  const presented = (stored: typeof row) =>
    presentOrder(stored, items, [firstStatus], orderRestaurantOf(restaurant), false, checkout ? { refunds: [], checkout: { ...checkoutRowOf(checkout) } } : null);
  const unnumbered = presented(row);
  const placed = (order: Order): OrderPlaced => ({ type: 'order.placed', restaurantId: restaurant.id, userId, order });

  // Kitchen capacity: the slot the statement takes (set by `write` for each slot tried); staff
  // overbooking a full slot take it without its caps.
  let overbooked = false;
  const slotOf = () =>
    claim && row.slotStartsAt
      ? {
          startsAt: row.slotStartsAt,
          taking: slotTakingStatement(restaurant.id, {
            orderType: claim.orderType,
            startsAt: row.slotStartsAt,
            items: claim.items,
            ...(overbooked ? { maxOrders: null, maxItems: null } : capsIn(claim, row.slotStartsAt)),
          }),
        }
      : null;
  // The rows other modules keep of the order, stored by its statement through their indexes.
  const alongside = (executor: Executor, outbox: OutboxRow[]) => [
    ...(redemptions.length > 0 ? [{ name: 'used_promotions', insert: redemptionsInsert(executor, redemptions) }] : []),
    ...(outbox.length > 0 ? [{ name: 'queued_mail', insert: outboxInsert(executor, outbox) }] : []),
    ...(checkout ? [{ name: 'checkout_session', insert: checkoutSessionInsert(executor, checkout) }] : []),
  ];
  const store = async (executor: Executor, outbox: OutboxRow[]): Promise<string> =>
    storeNewOrder(executor, { order: row, numberPrefix: orderNumberPrefix(restaurant.slug), items, firstStatus, alongside: alongside(executor, outbox), slot: slotOf() });
  const storeLocked = (outbox: OutboxRow[]): Promise<string> =>
    db.transaction(async (tx) => {
      for (const usedPromotion of limited) {
        // Concurrent orders with a limited promotion take turns, so the limit holds.
        const locked = await findPromotion(tx, restaurant.id, usedPromotion.id, { lock: true });
        if (!locked) throw conflict('PROMOTION_GONE', apiMessage('order.promotionGone'));
        // Points are checked by the conditional update below.
        const refusal = await refusalFor(tx, locked, { userId, now, userPoints: locked.pointsCost });
        if (refusal)
          throw conflict(PROMOTION_REFUSAL_CODES[refusal], promotionRefusalMessage(refusal, 'promotion'), [
            { field: 'promotionId', message: promotionRefusalMessage(refusal, 'promotion') },
          ]);
      }
      if (promotion) await spendPoints(tx, restaurant.id, userId, promotion.pointsCost, now);
      const orderNumber = await store(tx, outbox);
      if (overbooked && overbook && claim) {
        const after = { orderNumber, orderType: claim.orderType, slotStartsAt: row.slotStartsAt, items: claim.items, ...capsIn(claim, row.slotStartsAt!), channel: row.channel };
        await recordAudit(tx, { restaurantId: restaurant.id, by: overbook, action: 'overbooked', entity: 'order', entityId: orderId, before: null, after, at: now });
      }
      return orderNumber;
    });
  const needsLocks = () => overbooked || limited.length > 0 || (promotion !== null && promotion.pointsCost > 0);

  const write = (slot: Slot | null) => {
    row.slotStartsAt = slot?.startsAt ?? null;
    if (claim && slot) row.pickupTimeEstimate = readyAtIn(claim, slot);
    return events.commit(
      db,
      async (database: Database, outbox) => {
        // The e-mails' rows are made of the event the write causes (the worker reads the number when it sends).
        // An order awaiting its card payment causes nothing yet: it is announced once paid (payments/settle.ts).
        const rowsOfMail = checkout ? [] : await outbox.rowsFor([placed(unnumbered)]);
        const orderNumber = needsLocks() ? await storeLocked(rowsOfMail) : await store(database, rowsOfMail);
        // Presented from what was stored: the rows and the number the statement took.
        const order = presented({ ...row, orderNumber });
        return { value: order, events: checkout ? [] : [placed(order)] };
      },
      // The order e-mails' addresses come from the rows in hand, not from a read.
      { known: { restaurant, diner, ...(link ? { orderLink: link } : {}) } },
    );
  };
  // Nothing stored and no number taken: asked why here, once any transaction of the write has
  // rolled back (a full slot, or no counter yet).
  const numbered = async (slot: Slot | null): Promise<Order> => {
    try {
      return await write(slot);
    } catch (err) {
      throw err instanceof NotNumbered ? await whyNotNumbered(db, err) : err;
    }
  };
  const writeNumbered = async (slot: Slot | null): Promise<Order> => {
    try {
      return await numbered(slot);
    } catch (err) {
      if (!(err instanceof NoOrderCounter)) throw err;
      // The restaurant's first order: nothing was stored; start its counter and store again.
      await startOrderCounter(db, restaurant.id);
      return numbered(slot);
    }
  };
  if (!claim) return writeNumbered(null);
  // Staff taking it anyway: the slot asked for (ASAP: the earliest), without its caps, audited.
  const overbookOr = (refusal: AppError, slot: Slot): Promise<Order> => {
    if (!overbook) throw refusal;
    overbooked = true;
    return writeNumbered(slot);
  };
  // The slot is taken by the statement that stores the order; a full one stored nothing. ASAP
  // moves on to the next slot that looks as if it has room.
  let candidates = claim.candidates;
  while (candidates.length > 0) {
    const slot = candidates[0]!;
    try {
      return await writeNumbered(slot);
    } catch (err) {
      if (!(err instanceof SlotTaken)) throw err;
      if (claim.scheduled) return overbookOr(slotFull(claim), slot);
      candidates = await candidatesWithRoom(db, restaurant.id, claim, slot);
    }
  }
  return overbookOr(slotFull(claim), claim.candidates[0]!);
}
