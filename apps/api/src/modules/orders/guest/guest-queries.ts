/** SQL of guest orders (issue 30): the address throttle and claiming. Decides nothing. */
import { and, count, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { orders } from '../../../db/schema.ts';
import type { OrderRow } from '../../../db/schema.ts';

/** Guest orders to one delivery address (street and postcode, case and spacing aside) since `since`. */
export async function countGuestOrdersToAddress(
  db: Executor,
  restaurantId: string,
  address: { street: string; postalCode: string },
  since: Date,
): Promise<number> {
  const norm = (value: string) => value.toLowerCase().replace(/\s+/g, '');
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        isNotNull(orders.guestTokenHash),
        gte(orders.createdAt, since),
        sql`regexp_replace(lower(${orders.deliveryStreet}), '\\s', '', 'g') = ${norm(address.street)}`,
        sql`regexp_replace(lower(${orders.deliveryPostalCode}), '\\s', '', 'g') = ${norm(address.postalCode)}`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Moves this restaurant's unclaimed guest orders placed with `email` to `userId` (their
 * redemptions follow through the promotions module's index). Each order is
 * claimed once: `claimed_at` is set in the same statement that checks it is unset.
 */
export async function claimGuestOrderRows(tx: Executor, restaurantId: string, email: string, userId: string, now: Date): Promise<OrderRow[]> {
  const claimed = await tx
    .update(orders)
    .set({ userId, claimedAt: now, updatedAt: now })
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        isNotNull(orders.guestTokenHash),
        isNull(orders.claimedAt),
        eq(sql`lower(${orders.customerEmail})`, email.toLowerCase()),
      ),
    )
    .returning();
  return claimed;
}
