/** The home page's hero slides. */
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, translations, updatedAt } from './columns.ts';
import { restaurantRef } from './restaurants.ts';

export const highlights = pgTable(
  'highlights',
  {
    id: id(),
    restaurantId: restaurantRef(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    translations: translations(),
    /** Ends in .mp4 → shown as a video. */
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url'),
    linkText: text('link_text'),
    buttonColor: text('button_color'),
    buttonTextColor: text('button_text_color'),
    overlayColor: text('overlay_color'),
    textColor: text('text_color'),
    displayOrder: integer('display_order').notNull().default(0),
    animationHint: text('animation_hint').notNull().default('fade-in'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('highlights_restaurant_idx').on(t.restaurantId, t.displayOrder)],
);

export type HighlightRow = typeof highlights.$inferSelect;
