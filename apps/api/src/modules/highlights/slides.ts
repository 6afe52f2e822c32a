/**
 * The back office's view of the hero slides (Home page section): every slide, hidden ones too, in
 * order, without ids (the tenant file names slides by title), and their replacement as a whole.
 */
import { compactTranslations, type HeroSlideSettings } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import type { HighlightRow } from '../../db/schema.ts';
import { listHighlights, replaceHighlights } from './queries.ts';

/** A slide's words, picture, link and colours: what the back office and the storefront both show. */
export function slideContentOf(row: HighlightRow) {
  return {
    title: row.title,
    subtitle: row.subtitle,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    linkText: row.linkText,
    buttonColor: row.buttonColor,
    buttonTextColor: row.buttonTextColor,
    overlayColor: row.overlayColor,
    textColor: row.textColor,
  };
}

function slideOf(row: HighlightRow): HeroSlideSettings {
  return {
    ...slideContentOf(row),
    // Free text in the row; the tenant file and the back office write only the known hints.
    animationHint: row.animationHint as HeroSlideSettings['animationHint'],
    isActive: row.isActive,
    translations: compactTranslations(row.translations),
  };
}

export async function slidesOf(db: Executor, restaurantId: string): Promise<HeroSlideSettings[]> {
  return (await listHighlights(db, restaurantId)).map(slideOf);
}

/** The slides become `slides`, in that order (after the welcome slide, which is displayOrder 0, as the tenant import orders them). */
export async function replaceSlides(tx: Executor, restaurantId: string, slides: readonly HeroSlideSettings[], now: Date): Promise<void> {
  // A slide sent with its translations stores them (only what is written); one sent without
  // (an older client) and kept (by title, its identity) keeps its own.
  const translationsByTitle = new Map((await listHighlights(tx, restaurantId)).map((row) => [row.title.trim().toLowerCase(), row.translations]));
  await replaceHighlights(
    tx,
    restaurantId,
    slides.map((slide, index) => ({ ...slide, translations: slide.translations !== undefined ? compactTranslations(slide.translations) : (translationsByTitle.get(slide.title.trim().toLowerCase()) ?? {}), linkUrl: slide.linkUrl?.trim() || null, linkText: slide.linkText?.trim() || null, displayOrder: index + 1, createdAt: now, updatedAt: now })),
  );
}
