import { localized, type Highlight, type Language } from '@platter/domain';
import type { Database } from '../../db/client.ts';
import type { HighlightRow } from '../../db/schema.ts';
import { listActiveHighlights } from './queries.ts';
import { slideContentOf } from './slides.ts';

/** The slide's words in the diner's language (each translated text, else the default language's). */
function presentHighlight(stored: HighlightRow, language: Language): Highlight {
  const row = localized(stored, language, ['title', 'subtitle', 'linkText']);
  return { _id: row.id, ...slideContentOf(row), displayOrder: row.displayOrder, animationHint: row.animationHint };
}

/** The hero slides the restaurant has switched on, in display order. */
export async function publicHighlights(db: Database, restaurantId: string, language: Language): Promise<Highlight[]> {
  return (await listActiveHighlights(db, restaurantId)).map((row) => presentHighlight(row, language));
}
