import type { Highlight } from '@platter/domain';
import type { Database } from '../../db/client.ts';
import type { HighlightRow } from '../../db/schema.ts';
import { listActiveHighlights } from './queries.ts';
import { slideContentOf } from './slides.ts';

function presentHighlight(row: HighlightRow): Highlight {
  return { _id: row.id, ...slideContentOf(row), displayOrder: row.displayOrder, animationHint: row.animationHint };
}

/** The hero slides the restaurant has switched on, in display order. */
export async function publicHighlights(db: Database, restaurantId: string): Promise<Highlight[]> {
  return (await listActiveHighlights(db, restaurantId)).map(presentHighlight);
}
