/**
 * Where photos' bytes live (issue 26). `MediaStore` is the seam: the default keeps them in the
 * database (`media_variants.data`, bytea), so every process serves every photo with no set-up
 * and a backup of the database is a backup of the photos. The bucket store (bucket-media-store.ts,
 * selected by MEDIA_S3_* configuration) keeps the same rows with `data` null and the bytes in an
 * S3-compatible bucket.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PhotoFormat } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import { media, mediaVariants } from '../../db/schema.ts';
import { findPhoto, findPhotoBySha256 } from './media-queries.ts';
import type { RenderedPhoto, RenderedVariant } from './photo-pipeline.ts';
import type { PhotoRecord } from './photo-urls.ts';

export interface MediaStore {
  readonly kind: 'database' | 's3';
  /**
   * Stores a rendered photo of a restaurant, rows and bytes at once (nothing is stored when it
   * fails). The same upload stored before (same sha256, also by a racing upload) answers that photo.
   */
  save(restaurantId: string, createdBy: string | null, photo: RenderedPhoto): Promise<PhotoRecord>;
  /** One rendition's bytes; null when the photo has no such rendition. */
  read(mediaId: string, format: PhotoFormat, width: number): Promise<Buffer | null>;
}

/**
 * The default store: bytes in `media_variants.data`. They travel as base64 text, decoded and
 * encoded by the database: PGlite turns a bytea parameter or result into hex in JavaScript, byte
 * by byte (about 100 ms for 400 KB, against 15 ms as base64; node-postgres sends hex either way).
 */
export class DatabaseMediaStore implements MediaStore {
  readonly kind = 'database';
  private readonly db: Executor;

  /** On a transaction (the tenant import's), a photo is saved within it: gone if it rolls back. */
  constructor(db: Executor) {
    this.db = db;
  }

  save(restaurantId: string, createdBy: string | null, photo: RenderedPhoto): Promise<PhotoRecord> {
    return savePhotoRows(this.db, restaurantId, createdBy, photo, (variant) => sql`decode(${variant.data.toString('base64')}, 'base64')`);
  }

  async read(mediaId: string, format: PhotoFormat, width: number): Promise<Buffer | null> {
    const [row] = await this.db
      .select({ data: sql<string | null>`encode(${mediaVariants.data}, 'base64')` })
      .from(mediaVariants)
      .where(and(eq(mediaVariants.mediaId, mediaId), eq(mediaVariants.format, format), eq(mediaVariants.width, width)))
      .limit(1);
    return typeof row?.data === 'string' ? Buffer.from(row.data, 'base64') : null;
  }
}

/**
 * A rendered photo's rows (`media` and one `media_variants` row per rendition, each with the bytes
 * `dataOf` gives it, or null), in one transaction; the same upload stored before (same sha256,
 * also by a racing upload) answers that photo.
 */
export async function savePhotoRows(
  db: Executor,
  restaurantId: string,
  createdBy: string | null,
  photo: RenderedPhoto,
  dataOf: (variant: RenderedVariant) => SQL | null,
): Promise<PhotoRecord> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(media)
      .values({
        restaurantId,
        sha256: photo.sha256,
        sourceFormat: photo.sourceFormat,
        sourceBytes: photo.sourceBytes,
        width: photo.width,
        height: photo.height,
        placeholder: photo.placeholder,
        createdBy,
      })
      .onConflictDoNothing({ target: [media.restaurantId, media.sha256] })
      .returning({ id: media.id });
    if (!row) return null;
    // One row at a time: a multi-row insert would send every rendition's bytes in one statement.
    for (const v of photo.variants) {
      await tx.insert(mediaVariants).values({
        mediaId: row.id,
        restaurantId,
        format: v.format,
        width: v.width,
        height: v.height,
        byteSize: v.data.length,
        sha256: v.sha256,
        data: dataOf(v),
      });
    }
    return row.id;
  });
  const record = id ? await findPhoto(db, restaurantId, id) : await findPhotoBySha256(db, restaurantId, photo.sha256);
  if (!record) throw new Error('a stored photo could not be read back');
  return record;
}
