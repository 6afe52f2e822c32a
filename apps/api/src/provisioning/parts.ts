/**
 * The restaurant's parts as the tenant file carries them (docs/reference/tenancy.md, "The
 * restaurant's parts"): each read and written through its owning module's index, compared whole,
 * so an import that changes nothing writes nothing.
 */
import type { Executor } from '../db/client.ts';
import { loadPrintersPart, storePrinters } from '../modules/printing/index.ts';
import { loadCapacityPart, storeCapacity } from '../modules/capacity/index.ts';
import { loadCalendarPart, storeCalendar } from '../modules/calendar/index.ts';
import { loadFulfilmentPart, storeFulfilment } from '../modules/fulfilment/index.ts';
import { loadLookPart, storeLook } from '../modules/restaurants/index.ts';
import { sameValue } from './plan.ts';
import type { RestaurantParts } from './rows.ts';

type PartStores = { [K in keyof RestaurantParts]: { load(db: Executor, restaurantId: string): Promise<RestaurantParts[K]>; store(db: Executor, restaurantId: string, value: RestaurantParts[K]): Promise<void> } };

const STORES: PartStores = {
  printers: { load: loadPrintersPart, store: storePrinters },
  capacity: {
    load: async (db, restaurantId) => {
      const { capacity, missedOrders } = await loadCapacityPart(db, restaurantId);
      return { capacity, missedOrders };
    },
    store: storeCapacity,
  },
  calendar: { load: loadCalendarPart, store: storeCalendar },
  fulfilment: { load: loadFulfilmentPart, store: storeFulfilment },
  look: { load: loadLookPart, store: storeLook },
};

const PART_NAMES = Object.keys(STORES) as (keyof RestaurantParts)[];

async function loadPart<K extends keyof RestaurantParts>(db: Executor, restaurantId: string, name: K): Promise<RestaurantParts[K]> {
  return STORES[name].load(db, restaurantId);
}

async function storePart<K extends keyof RestaurantParts>(db: Executor, restaurantId: string, name: K, value: RestaurantParts[K]): Promise<void> {
  await STORES[name].store(db, restaurantId, value);
}

/** Every part of the restaurant as stored. */
export async function loadParts(db: Executor, restaurantId: string): Promise<RestaurantParts> {
  const entries = await Promise.all(PART_NAMES.map(async (name) => [name, await loadPart(db, restaurantId, name)] as const));
  return Object.fromEntries(entries) as unknown as RestaurantParts;
}

/** Writes the parts that differ from what is stored (all of them for a new restaurant); whether any did. */
export async function syncParts(tx: Executor, restaurantId: string, wanted: RestaurantParts, isNew: boolean): Promise<boolean> {
  let changed = false;
  for (const name of PART_NAMES) {
    if (!isNew && sameValue(await loadPart(tx, restaurantId, name), wanted[name])) continue;
    await storePart(tx, restaurantId, name, wanted[name]);
    changed = true;
  }
  return changed;
}
