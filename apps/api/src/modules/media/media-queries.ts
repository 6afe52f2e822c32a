/**
 * Reads of stored photos without their bytes (issue 26), for every MediaStore: a restaurant's
 * photo by id (what the catalogue checks before a dish points at it) or by the sha256 of its
 * upload (the same file again is the same photo, not decoded twice); and any photo by id alone,
 * for serving (public: diners of every site see dishes, and the URL's hash must match too).
 * Also the stores' writes and byte reads (media-store.ts, bucket-media-store.ts).
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PhotoFormat } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import { media, mediaVariants } from '../../db/schema.ts';
import type { RenderedPhoto } from './photo-pipeline.ts';
import type { PhotoRecord } from './photo-urls.ts';

async function recordsWhere(db: Executor, where: SQL | undefined): Promise<PhotoRecord | null> {
  const [row] = await db
    .select({
      id: media.id,
      restaurantId: media.restaurantId,
      sha256: media.sha256,
      width: media.width,
      height: media.height,
      placeholder: media.placeholder,
    })
    .from(media)
    .where(where)
    .limit(1);
  if (!row) return null;
  const variants = await db
    .select({
      format: mediaVariants.format,
      width: mediaVariants.width,
      height: mediaVariants.height,
      byteSize: mediaVariants.byteSize,
      sha256: mediaVariants.sha256,
    })
    .from(mediaVariants)
    .where(eq(mediaVariants.mediaId, row.id))
    .orderBy(asc(mediaVariants.width), asc(mediaVariants.format));
  return { ...row, variants };
}

/** A restaurant's photo by id; null for an unknown id or another restaurant's. */
export function findPhoto(db: Executor, restaurantId: string, id: string): Promise<PhotoRecord | null> {
  return recordsWhere(db, and(eq(media.restaurantId, restaurantId), eq(media.id, id)));
}

/** A restaurant's photo uploaded from exactly these bytes (their sha256, hex). */
export function findPhotoBySha256(db: Executor, restaurantId: string, sha256: string): Promise<PhotoRecord | null> {
  return recordsWhere(db, and(eq(media.restaurantId, restaurantId), eq(media.sha256, sha256)));
}

/** Any restaurant's photo by id (serving is tenant-independent; the caller checks the URL's hash). */
export function findPhotoById(db: Executor, id: string): Promise<PhotoRecord | null> {
  return recordsWhere(db, eq(media.id, id));
}

/**
 * A rendered photo's rows (`media` and one `media_variants` row per rendition, each with its bytes
 * when they live `'in-database'`, else null), in one transaction; the same upload stored before (same sha256,
 * also by a racing upload) answers that photo.
 */
export async function savePhotoRows(
  db: Executor,
  restaurantId: string,
  createdBy: string | null,
  photo: RenderedPhoto,
  bytes: 'in-database' | 'elsewhere',
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
        // Base64 text, decoded by the database (DatabaseMediaStore's comment says why).
        data: bytes === 'in-database' ? sql`decode(${v.data.toString('base64')}, 'base64')` : null,
      });
    }
    return row.id;
  });
  const record = id ? await findPhoto(db, restaurantId, id) : await findPhotoBySha256(db, restaurantId, photo.sha256);
  if (!record) throw new Error('a stored photo could not be read back');
  return record;
}

/** One rendition's content hash and, when the database holds them, its bytes as base64; null when there is no such rendition. */
export async function variantBytes(db: Executor, mediaId: string, format: PhotoFormat, width: number): Promise<{ sha256: string; data: string | null } | null> {
  const [row] = await db
    .select({ sha256: mediaVariants.sha256, data: sql<string | null>`encode(${mediaVariants.data}, 'base64')` })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.mediaId, mediaId), eq(mediaVariants.format, format), eq(mediaVariants.width, width)))
    .limit(1);
  return row ?? null;
}
