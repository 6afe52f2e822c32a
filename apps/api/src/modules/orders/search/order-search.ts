/**
 * The board's search beyond today (issue 40): staff find any of the restaurant's orders, past
 * ones too, by number, the diner's name or phone, as the board's own search reads a query
 * (board-model's `matchesSearch`): '#' before a number is dropped; a query of digits and phone
 * separators also matches phone digits and the number's digits.
 */
import { ORDER_SEARCH_CURSOR, type Order, type OrderSearchQuery } from '@platter/domain';
import type { Executor } from '../../../db/client.ts';
import { presentMany } from '../order-reads.ts';
import { searchOrderRows, windowEnd } from './search-queries.ts';

/**
 * The most orders one request reads (measured on PostgreSQL on the 2-core CI machine under load:
 * about 3 µs an order for a search that matches nothing, so ~60 ms; a whole history of 200,000
 * took 0.6–1.6 s, near the 2.5 s statement limit). A restaurant of 100 orders a day searches about
 * 200 days a request; 'Search further back' goes on from there.
 */
export const SEARCH_WINDOW = 20_000;

/** What a query asks the SQL for: its text, and its digits when it reads as a number. */
export function searchOf(query: string): { text: string; digits: string | null } {
  const text = query.trim().replace(/^#/, '');
  const compact = text.replace(/[\s()+.-]/g, '');
  const digits = /^\d+$/.test(compact) ? compact : null;
  return { text, digits };
}

export async function searchOrders(
  db: Executor,
  restaurantId: string,
  query: OrderSearchQuery,
  window = SEARCH_WINDOW,
): Promise<{ orders: Order[]; nextCursor: string | null; searchedBack: string | null }> {
  const cursor = query.before ? ORDER_SEARCH_CURSOR.exec(query.before) : null;
  const before = cursor ? { createdAt: new Date(cursor[1]!), id: cursor[2]! } : null;
  const until = await windowEnd(db, restaurantId, before, window);
  // One more than a page says whether the window holds another.
  const rows = await searchOrderRows(db, restaurantId, { ...searchOf(query.q), before, limit: query.limit + 1 }, until);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const key = (at: { createdAt: Date; id: string }) => `${at.createdAt.toISOString()}_${at.id}`;
  // A full page goes on after its last order; a short one, from the window's end while older orders are left.
  const nextCursor = rows.length > query.limit && last ? key(last) : until ? key(until) : null;
  const searchedBack = rows.length > query.limit || !until ? null : until.createdAt.toISOString();
  return { orders: await presentMany(db, restaurantId, page, true), nextCursor, searchedBack };
}
