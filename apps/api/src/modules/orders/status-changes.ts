/**
 * Moving an order through its statuses, with the loyalty points that go with it: earned on
 * reaching Delivered or Completed (once), given back with the promotion's use when the order is
 * cancelled or fails; and its kitchen capacity slot given back then too.
 */
import {
  POINTS_EARNING_STATUSES,
  POINTS_REFUNDING_STATUSES,
  SLOT_RELEASING_STATUSES,
  acceptedPromise,
  canTransition,
  isPaidOnHandover,
  pointsBaseMinor,
  pointsEarnedFor,
  withoutStaffNames,
  type Order,
  type OrderStatus,
  type OrderStatusChanged,
  type Language,
  type StatusChanger,
  type TemplateMessage,
  capacityOf,
} from '@platter/domain';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { orderStatusName, orderStatusState } from '../../platform/messages.ts';
import type { Writes } from '../../platform/events.ts';
import type { RestaurantDirectory } from '../../platform/tenant.ts';
import { capacityPartOf } from '../capacity/index.ts';
import { releaseSlot } from '../capacity/index.ts';
import { creditPoints } from '../loyalty/index.ts';
import { deleteRedemptionsOfOrder } from '../promotions/index.ts';
import { loadOrder } from './order-reads.ts';
import { queueFullRefund } from './payments/refunds.ts';
import {
  findDinersOrder,
  findOrder,
  insertStatusChange,
  markPaid,
  restaurantPointsRate,
  setPointsEarned,
  updateStatusIf,
  type OrderRow,
} from './queries.ts';

export interface ChangeStatusOptions {
  now?: Date;
  /** Who asks: the diner may only cancel their own pending order; staff make every other move. */
  by: StatusChanger;
  /** Only the order this diner placed (else 404). */
  placedBy?: string;
  notes?: string | null;
  /** With Confirmed: the kitchen's minutes staff gave, and the restaurant's travel minutes (deliveries arrive that much later). */
  readyIn?: { minutes: number | null; travelMinutes: number } | null;
  changedByUserId?: string | null;
  /** The 409 text when the order is no longer in a status it could move from, per language. */
  conflictMessage?: (current: OrderStatus, language: Language) => TemplateMessage;
  /**
   * The status the mover saw (the board sends it): the move applies only from there, with a
   * conditional update, and is refused with ORDER_MOVED_ON and the order as it is now otherwise.
   */
  fromStatus?: OrderStatus | null;
  /** More to write in the move's transaction, after the move (payments: settle the checkout, set the payment). */
  alsoWrite?: (tx: Transaction, moved: OrderRow) => Promise<void>;
  /** The move makes the order the kitchen's (a verified card payment): publish `order.placed` with it. */
  announcePlaced?: boolean;
}

/** Moves that give a paid card order's money back by themselves: a rejection, a diner's cancellation. */
const REFUNDING_MOVES: readonly OrderStatus[] = ['Cancelled by Restaurant', 'Cancelled by User'];

/** "Order #GF-000042 has already moved on: it is Confirmed now." ('… já mudou de estado: está confirmada.') */
export function movedOnMessage(orderNumber: string, current: OrderStatus, language: Language): TemplateMessage {
  return { key: 'order.movedOn', values: { number: orderNumber, status: orderStatusState(current, language) } };
}

/** "An order that is Preparing cannot be changed to Confirmed." ('Uma encomenda que está em preparação não pode passar a «Confirmada».') */
export function refusedMoveMessage(from: OrderStatus, to: OrderStatus, language: Language): TemplateMessage {
  return { key: 'order.refusedMove', values: { from: orderStatusState(from, language), to: orderStatusName(to, language) } };
}

/**
 * Moves one of this restaurant's orders to `status` if the domain's graph allows it from where it
 * is, for this order type and for who asks (`canTransition`), with a conditional update so that
 * two racing changes (a diner cancelling while the kitchen confirms, two tablets on the pass)
 * cannot both apply: the loser gets a 409 naming the status it found. Another restaurant's order
 * is 404. In the same transaction it records the change in the history and moves the points
 * (earned once on Delivered/Completed; a spent reward's points and the promotion use come back on
 * a cancellation or failure). After the commit it publishes `order.status_changed` with the full
 * order.
 */
export async function changeOrderStatus(
  writes: Writes,
  restaurantId: string,
  orderId: string,
  status: OrderStatus,
  options: ChangeStatusOptions,
): Promise<Order> {
  const { db, events } = writes;
  const now = options.now ?? new Date();
  const current = options.placedBy
    ? await findDinersOrder(db, restaurantId, options.placedBy, orderId)
    : await findOrder(db, restaurantId, orderId);
  if (!current) throw AppError.notFound(apiMessage('order.notFound'));
  const seen = options.fromStatus ?? null;
  const from = seen ?? current.status;
  const refuse = (found: OrderStatus) =>
    AppError.templated('CONFLICT', (language) => options.conflictMessage?.(found, language) ?? refusedMoveMessage(found, status, language));
  // The order as it is now goes with the refusal (read after the failed transaction, not in it).
  const movedOn = async (): Promise<AppError> => {
    const latest = await loadOrder(db, restaurantId, orderId, true);
    return AppError.templated('ORDER_MOVED_ON', (language) => movedOnMessage(latest.orderNumber, latest.status, language), { order: latest });
  };
  if (seen && seen !== current.status) throw await movedOn();
  if (!canTransition(from, status, current.orderType, options.by)) throw refuse(from);

  let lostRace = false;
  try {
    return await events.commit(db, async (tx) => {
      // Never read-then-write: the update applies only while the order is where the move was made from.
      const updated = await updateStatusIf(tx, restaurantId, orderId, [from], status, now, promisedAt(current, status, now, options.readyIn));
      if (!updated) {
        lostRace = seen !== null;
        const latest = await findOrder(tx, restaurantId, orderId);
        throw refuse(latest?.status ?? from);
      }
      // A cancelled or failed order gives its capacity slot back (statuses move into these once).
      if (updated.slotStartsAt && (SLOT_RELEASING_STATUSES as readonly OrderStatus[]).includes(status)) {
        await releaseSlot(tx, restaurantId, updated.orderType, updated.slotStartsAt, updated.itemCount);
      }
      await insertStatusChange(tx, {
        restaurantId,
        orderId,
        status,
        changedAt: now,
        notes: options.notes ?? null,
        changedByUserId: options.changedByUserId ?? null,
      });
      if (POINTS_EARNING_STATUSES.includes(status) && updated.paymentStatus === 'Pending' && isPaidOnHandover(updated.paymentMethod)) {
        await markPaid(tx, restaurantId, orderId, now);
      }
      // Points are a diner account's: a phone or counter order (owned by the staff who took it) earns none,
      // nor a guest's until an account claims it (guest/guest-orders.ts credits those done before).
      const ownedByDiner = updated.channel === 'online' && (updated.guestTokenHash === null || updated.claimedAt !== null);
      if (POINTS_EARNING_STATUSES.includes(status) && updated.pointsEarned === 0 && ownedByDiner) {
        const points = pointsEarnedFor(pointsBaseMinor(updated), await restaurantPointsRate(tx, restaurantId));
        if (points > 0) {
          await creditPoints(tx, restaurantId, updated.userId, points, now);
          await setPointsEarned(tx, restaurantId, orderId, points);
        }
      }
      if (POINTS_REFUNDING_STATUSES.includes(status)) {
        await creditPoints(tx, restaurantId, updated.userId, updated.pointsSpent, now);
        if (updated.promotionId || updated.appliedDiscounts.length > 0) await deleteRedemptionsOfOrder(tx, restaurantId, orderId);
      }
      if (REFUNDING_MOVES.includes(status)) {
        const reason = options.by === 'diner' ? 'Cancelled by the customer.' : options.notes?.trim() || 'Cancelled by the restaurant.';
        await queueFullRefund(tx, updated, reason, now);
      }
      await options.alsoWrite?.(tx, updated);
      // The staff's copy (naming who moved it): the diner's room and answer get it without the names.
      const order = await loadOrder(tx, restaurantId, orderId, true);
      const moved: OrderStatusChanged = { type: 'order.status_changed', restaurantId, userId: updated.userId, order, from, changedBy: options.by };
      return {
        value: order,
        events: options.announcePlaced ? [{ type: 'order.placed', restaurantId, userId: updated.userId, order }, moved] : [moved],
      };
    });
  } catch (err) {
    if (lostRace) throw await movedOn();
    throw err;
  }
}

/**
 * What accepting promises the diner (the domain's `acceptedPromise`): the time staff gave, never
 * sooner than the ASAP estimate its slot gave at checkout or its scheduled slot; else unchanged.
 */
function promisedAt(order: OrderRow, to: OrderStatus, now: Date, readyIn: ChangeStatusOptions['readyIn']): Date | null {
  if (to !== 'Confirmed') return null;
  const held = order.pickupTimeEstimate ?? (!order.isAsap && order.scheduledAt ? order.scheduledAt : null);
  return acceptedPromise({ now, readyInMinutes: readyIn?.minutes ?? null, orderType: order.orderType, travelMinutes: readyIn?.travelMinutes ?? 0, held });
}

/** PATCH /orders/{id}/cancel-my-order: only the diner's own order, only while Pending Confirmation. */
export async function cancelMyOrder(
  writes: Writes,
  restaurantId: string,
  userId: string,
  orderId: string,
  now: Date,
): Promise<Order> {
  const order = await changeOrderStatus(writes, restaurantId, orderId, 'Cancelled by User', {
    now,
    by: 'diner',
    placedBy: userId,
    changedByUserId: userId,
    notes: 'Cancelled by the customer.',
    conflictMessage: (current, language) => ({
      key: 'order.noLongerCancellable',
      values: { status: orderStatusState(current, language) },
    }),
  });
  return withoutStaffNames(order);
}

/** PATCH /staff/orders/{id}/status: a member of the restaurant's staff moves one of its orders. */
export async function moveOrder(
  writes: Writes,
  restaurantId: string,
  staffUserId: string,
  orderId: string,
  change: { status: OrderStatus; fromStatus?: OrderStatus | null; notes?: string | null; readyInMinutes?: number | null },
  now: Date,
  travelMinutes = 0,
): Promise<Order> {
  return changeOrderStatus(writes, restaurantId, orderId, change.status, {
    now,
    by: 'staff',
    fromStatus: change.fromStatus ?? null,
    changedByUserId: staffUserId,
    notes: change.notes ?? null,
    readyIn: { minutes: change.readyInMinutes ?? null, travelMinutes },
  });
}

/** A staff member's move on the board: a delivery is promised its travel time (the capacity rules') after the kitchen's minutes. */
export async function moveOrderByStaff(
  writes: Writes & { restaurants: RestaurantDirectory },
  staff: { restaurantId: string; user: { id: string } },
  orderId: string,
  change: Parameters<typeof moveOrder>[4],
  now: Date,
): Promise<Order> {
  const { travelMinutes } = capacityOf((await capacityPartOf(writes, staff.restaurantId)).capacity);
  return moveOrder(writes, staff.restaurantId, staff.user.id, orderId, change, now, travelMinutes);
}
