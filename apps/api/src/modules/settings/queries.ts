/**
 * The settings sections' SQL: the restaurant's row, read, locked and written one section at a
 * time. (The row is the restaurants module's; settings writes its sections until issue 41's
 * restaurant parts give each section a table of its own: eslint.config.js, RESTAURANT_ROW_WRITERS.)
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { restaurants, type NewRestaurant, type RestaurantRow } from '../../db/schema.ts';

export async function restaurantRow(db: Executor, restaurantId: string): Promise<RestaurantRow | null> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, restaurantId));
  return row ?? null;
}

/** The row, locked until the transaction ends. */
export async function lockedRestaurantRow(tx: Executor, restaurantId: string): Promise<RestaurantRow | null> {
  const [row] = await tx.select().from(restaurants).where(eq(restaurants.id, restaurantId)).for('update');
  return row ?? null;
}

/** Writes a section's columns and its new stamp (merged into `settings_stamps`). */
export async function writeSectionColumns(
  tx: Executor,
  restaurantId: string,
  columns: Partial<NewRestaurant> | undefined,
  stamps: Record<string, unknown>,
  now: Date,
): Promise<RestaurantRow> {
  const [updated] = await tx
    .update(restaurants)
    .set({
      ...columns,
      settingsStamps: sql`${restaurants.settingsStamps} || ${JSON.stringify(stamps)}::jsonb`,
      updatedAt: now,
    })
    .where(eq(restaurants.id, restaurantId))
    .returning();
  return updated!;
}
