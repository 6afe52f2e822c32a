/**
 * Uploaded photos (issue 26): one `media` row per photo a restaurant uploaded, and its encoded
 * renditions in `media_variants` (AVIF and WebP at each stored width). With the database store
 * (the default) the bytes are in `data`; another store keeps them elsewhere and leaves it null.
 */
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PHOTO_FORMATS } from '@platter/domain';
import { createdAt, id } from './columns.ts';
import { restaurantRef } from './restaurants.ts';
import { users } from './users.ts';

/** bytea as a Buffer: node-postgres answers a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

export const media = pgTable(
  'media',
  {
    id: id(),
    restaurantId: restaurantRef(),
    /** sha256 (hex) of the uploaded bytes: the same file uploaded again is the same photo; the URL carries its start. */
    sha256: text('sha256').notNull(),
    /** What the upload was (jpeg, png, webp, heif), read from its bytes. */
    sourceFormat: text('source_format').notNull(),
    sourceBytes: integer('source_bytes').notNull(),
    /** The largest stored rendition's size, after auto-rotation. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** A tiny blurred WebP as a data: URI. */
    placeholder: text('placeholder').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('media_restaurant_sha256_idx').on(t.restaurantId, t.sha256)],
);

export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    restaurantId: restaurantRef(),
    format: text('format', { enum: PHOTO_FORMATS }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** sha256 (base64url) of the encoded bytes: the ETag. */
    sha256: text('sha256').notNull(),
    data: bytea('data'),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.format, t.width] }),
    index('media_variants_restaurant_idx').on(t.restaurantId),
    check('media_variants_format', sql`${t.format} IN ('avif', 'webp')`),
  ],
);

export type MediaRow = typeof media.$inferSelect;
export type MediaVariantRow = typeof mediaVariants.$inferSelect;
