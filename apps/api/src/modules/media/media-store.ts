/**
 * Where photos' bytes live (issue 26). `MediaStore` is the seam: the default keeps them in the
 * database (`media_variants.data`, bytea), so every process serves every photo with no set-up
 * and a backup of the database is a backup of the photos. The bucket store (bucket-media-store.ts,
 * selected by MEDIA_S3_* configuration) keeps the same rows with `data` null and the bytes in an
 * S3-compatible bucket.
 */
import type { PhotoFormat } from '@platter/domain';
import type { Executor } from '../../db/client.ts';
import { savePhotoRows, variantBytes } from './media-queries.ts';
import type { RenderedPhoto } from './photo-pipeline.ts';
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
    return savePhotoRows(this.db, restaurantId, createdBy, photo, 'in-database');
  }

  async read(mediaId: string, format: PhotoFormat, width: number): Promise<Buffer | null> {
    const row = await variantBytes(this.db, mediaId, format, width);
    return typeof row?.data === 'string' ? Buffer.from(row.data, 'base64') : null;
  }
}
