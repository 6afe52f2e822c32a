/**
 * The busy switch (the board): +15, +30 or +45 minutes on every estimate for the next hour, then
 * it ends by itself (the domain reads `until` against the clock; nothing has to switch it off).
 * Owner and Manager may set any choice or end it; Staff may only add time (a choice above the one
 * in force). The value in force sent again changes nothing (its end stays). Audited as the 'busy'
 * entity.
 */
import { BUSY_MINUTES, busyExtraMinutes, type AsapView, type BusyState, type SlotLoadView, type SlotOrderType, type SlotView, type StaffRole } from '@platter/domain';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { type PartSource, type TenantRestaurant } from '../../platform/tenant.ts';
import { calendarOf } from '../calendar/index.ts';
import { fulfilmentOf } from '../fulfilment/index.ts';
import { recordAudit } from '../audit/index.ts';
import { setBusy, type CapacityPart } from './queries.ts';
import { capacityPartOf } from './part.ts';
import { busyOf, comingSlotLoads, slotsFor, type KitchenRestaurant } from './slots.ts';

export const BUSY_TEXTS = {
  staffMayOnlyAdd: 'Staff may only add time. Ask a manager to shorten or end it.',
} as const;

export function busyStateOf(restaurant: Pick<CapacityPart, 'busyExtraMinutes' | 'busyUntil'>, now: Date): BusyState {
  const extra = busyExtraMinutes(busyOf(restaurant), now);
  return { extraMinutes: extra, until: extra > 0 && restaurant.busyUntil ? restaurant.busyUntil.toISOString() : null };
}

export async function switchBusy(
  source: PartSource,
  tenant: TenantRestaurant,
  staff: { user: { id: string; name: string }; role: StaffRole },
  extraMinutes: number,
  now: Date,
): Promise<BusyState> {
  const { db, restaurants: directory } = source;
  const restaurant = { id: tenant.id, ...(await capacityPartOf(source, tenant.id)) };
  const before = busyStateOf(restaurant, now);
  // The value in force, sent again (a second tap, another tablet, 0 when it is off): nothing
  // changes, and its hour is not started again.
  if (extraMinutes === before.extraMinutes) return before;
  if (staff.role === 'Staff' && extraMinutes < before.extraMinutes) throw new AppError('FORBIDDEN', BUSY_TEXTS.staffMayOnlyAdd);
  const until = extraMinutes > 0 ? new Date(now.getTime() + BUSY_MINUTES * 60_000) : null;
  const row = await db.transaction(async (tx) => {
    const updated = await setBusy(tx, restaurant.id, extraMinutes, until);
    if (!updated) throw AppError.notFound(apiMessage('restaurant.notFound'));
    const after = busyStateOf(updated, now);
    await recordAudit(tx, { restaurantId: restaurant.id, by: { id: staff.user.id, name: staff.user.name }, action: 'updated', entity: 'busy', entityId: restaurant.id, before, after, at: now });
    return updated;
  });
  // The storefront's slots and estimates read the capacity part: the change is seen at once.
  directory.invalidate();
  return busyStateOf(row, now);
}

/** The board's kitchen load: the busy switch and the coming slots' load, pickup and delivery. */
export async function kitchenLoad(source: PartSource, tenant: TenantRestaurant, now: Date): Promise<{ busy: BusyState; pickup: SlotLoadView[]; delivery: SlotLoadView[] }> {
  const restaurant = await kitchenOf(source, tenant);
  const [pickup, delivery] = await Promise.all([comingSlotLoads(source.db, restaurant, 'pickup', now), comingSlotLoads(source.db, restaurant, 'delivery', now)]);
  return { busy: busyStateOf(restaurant, now), pickup, delivery };
}

/** The slots a diner or the staff may choose (GET /slots). */
export async function slotsAt(source: PartSource, tenant: TenantRestaurant, type: SlotOrderType, date: string | undefined, now: Date): Promise<{ slots: SlotView[]; asap: AsapView }> {
  return slotsFor(source.db, await kitchenOf(source, tenant), type, date, now);
}

/** The restaurant as its kitchen's slots need it: its zone, its calendar, fulfilment and capacity parts (each cached with the restaurant). */
export async function kitchenOf(source: PartSource, tenant: TenantRestaurant): Promise<KitchenRestaurant> {
  const [calendar, fulfilment, capacity] = await Promise.all([calendarOf(source, tenant.id), fulfilmentOf(source, tenant.id), capacityPartOf(source, tenant.id)]);
  return { id: tenant.id, timeZone: tenant.timeZone, ...calendar, ...fulfilment, ...capacity };
}
