/**
 * Reads of stored photos without their bytes (issue 26), for every MediaStore: a restaurant's
 * photo by id (what the catalogue checks before a dish points at it) or by the sha256 of its
 * upload (the same file again is the same photo, not decoded twice); and any photo by id alone,
 * for serving (public: diners of every site see dishes, and the URL's hash must match too).
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { media, mediaVariants } from '../../db/schema.ts';
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
