import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { highlights, type HighlightRow } from '../../db/schema.ts';

export async function listActiveHighlights(db: Database, restaurantId: string): Promise<HighlightRow[]> {
  return db
    .select()
    .from(highlights)
    .where(and(eq(highlights.restaurantId, restaurantId), eq(highlights.isActive, true)))
    .orderBy(asc(highlights.displayOrder), asc(highlights.createdAt));
}
