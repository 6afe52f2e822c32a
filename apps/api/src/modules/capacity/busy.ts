/**
 * The busy switch (the board): +15, +30 or +45 minutes on every estimate for the next hour, then
 * it ends by itself (the domain reads `until` against the clock; nothing has to switch it off).
 * Owner and Manager may set any choice or end it; Staff may only add time (a choice above the one
 * in force). The value in force sent again changes nothing (its end stays). Audited as the 'busy'
 * entity.
 */
import { BUSY_MINUTES, busyExtraMinutes, type BusyState, type StaffRole } from '@platter/domain';
import type { Database } from '../../db/client.ts';
import type { RestaurantRow } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { type RestaurantDirectory } from '../../platform/tenant.ts';
import { recordAudit } from '../audit/index.ts';
import { setBusy } from './queries.ts';
import { busyOf } from './slots.ts';

export const BUSY_TEXTS = {
  staffMayOnlyAdd: 'Staff may only add time. Ask a manager to shorten or end it.',
} as const;

export function busyStateOf(restaurant: Pick<RestaurantRow, 'busyExtraMinutes' | 'busyUntil'>, now: Date): BusyState {
  const extra = busyExtraMinutes(busyOf(restaurant), now);
  return { extraMinutes: extra, until: extra > 0 && restaurant.busyUntil ? restaurant.busyUntil.toISOString() : null };
}

export async function switchBusy(
  { db, restaurants: directory }: { db: Database; restaurants: RestaurantDirectory },
  restaurant: RestaurantRow,
  staff: { user: { id: string; name: string }; role: StaffRole },
  extraMinutes: number,
  now: Date,
): Promise<BusyState> {
  const before = busyStateOf(restaurant, now);
  // The value in force, sent again (a second tap, another tablet, 0 when it is off): nothing
  // changes, and its hour is not started again.
  if (extraMinutes === before.extraMinutes) return before;
  if (staff.role === 'Staff' && extraMinutes < before.extraMinutes) throw new AppError('FORBIDDEN', BUSY_TEXTS.staffMayOnlyAdd);
  const until = extraMinutes > 0 ? new Date(now.getTime() + BUSY_MINUTES * 60_000) : null;
  const row = await db.transaction(async (tx) => {
    const updated = await setBusy(tx, restaurant.id, extraMinutes, until, now);
    if (!updated) throw AppError.notFound(apiMessage('restaurant.notFound'));
    const after = busyStateOf(updated, now);
    await recordAudit(tx, { restaurantId: restaurant.id, by: { id: staff.user.id, name: staff.user.name }, action: 'updated', entity: 'busy', entityId: restaurant.id, before, after, at: now });
    return updated;
  });
  // The storefront's slots and estimates read the restaurant's row: the change is seen at once.
  directory.invalidate();
  return busyStateOf(row, now);
}
