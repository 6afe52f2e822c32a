import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { highlights, type HighlightRow } from '../../db/schema.ts';

export type NewHighlight = typeof highlights.$inferInsert;

export async function listActiveHighlights(db: Database, restaurantId: string): Promise<HighlightRow[]> {
  return db
    .select()
    .from(highlights)
    .where(and(eq(highlights.restaurantId, restaurantId), eq(highlights.isActive, true)))
    .orderBy(asc(highlights.displayOrder), asc(highlights.createdAt));
}

/** Every slide of the restaurant, hidden ones too, in display order. */
export async function listHighlights(db: Executor, restaurantId: string): Promise<HighlightRow[]> {
  return db
    .select()
    .from(highlights)
    .where(eq(highlights.restaurantId, restaurantId))
    .orderBy(asc(highlights.displayOrder), asc(highlights.createdAt));
}

/** The restaurant's slides become `rows` (in a transaction the caller holds). */
export async function replaceHighlights(tx: Executor, restaurantId: string, rows: readonly Omit<NewHighlight, 'restaurantId'>[]): Promise<void> {
  await tx.delete(highlights).where(eq(highlights.restaurantId, restaurantId));
  if (rows.length) await tx.insert(highlights).values(rows.map((row) => ({ ...row, restaurantId })));
}
