/**
 * Photos for the rest of the API (issue 26): `app.photos` takes an upload's bytes to a stored
 * photo (`ingest`) and finds the rendition a request should get (`serve`).
 *
 *   const ticket = app.photos.queue.admit();            // 503 when the queue is full
 *   try { record = await app.photos.ingest(restaurantId, userId, bytes, ticket); } finally { ticket.leave(); }
 *   app.photos.find(restaurantId, mediaId)               // the catalogue: is this photo the restaurant's?
 *
 * Serving reads through two small per-process caches (a photo's rows and recently served bytes):
 * a photo never changes under its id, so neither ever needs invalidating.
 */
import type { PhotoFormat } from '@platter/domain';
import type { Database } from '../../db/client.ts';
import { findPhoto, findPhotoById, findPhotoBySha256 } from './media-queries.ts';
import { DatabaseMediaStore, type MediaStore } from './media-store.ts';
import { inspectPhoto, renderPhoto, sha256Hex } from './photo-pipeline.ts';
import { PhotoQueue, type PhotoTicket } from './photo-queue.ts';
import { URL_HASH_LENGTH, type PhotoRecord } from './photo-urls.ts';

/** Served bytes kept in memory, per process. */
const BYTES_CACHE_LIMIT = 32 * 1024 * 1024;
const RECORDS_CACHE_LIMIT = 2_000;

export type PhotoVariantRecord = PhotoRecord['variants'][number];

export interface ServedPhoto {
  variant: PhotoVariantRecord;
  data: Buffer;
}

/** A Map kept in least-recently-used order, bounded by a total weight. */
class Lru<V> {
  private readonly entries = new Map<string, { value: V; weight: number }>();
  private total = 0;
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, weight = 1): void {
    if (weight > this.limit) return;
    const old = this.entries.get(key);
    if (old) {
      this.total -= old.weight;
      this.entries.delete(key);
    }
    this.entries.set(key, { value, weight });
    this.total += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.limit) break;
      this.entries.delete(oldest);
      this.total -= entry.weight;
    }
  }
}

/**
 * The rendition for a request: the exact one asked for, or (negotiated) the narrowest at least
 * `width` wide, else the widest; in `format`.
 */
export function pickVariant(record: PhotoRecord, format: PhotoFormat, width: number | undefined, exact: boolean): PhotoVariantRecord | null {
  const candidates = record.variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
  if (exact) return candidates.find((v) => v.width === width) ?? null;
  if (width === undefined) return candidates.at(-1) ?? null;
  return candidates.find((v) => v.width >= width) ?? candidates.at(-1) ?? null;
}

export class PhotoService {
  readonly queue: PhotoQueue;
  readonly store: MediaStore;
  private readonly db: Database;
  private readonly records = new Lru<PhotoRecord>(RECORDS_CACHE_LIMIT);
  private readonly bytes = new Lru<Buffer>(BYTES_CACHE_LIMIT);

  constructor(db: Database, store: MediaStore = new DatabaseMediaStore(db), queue = new PhotoQueue()) {
    this.db = db;
    this.store = store;
    this.queue = queue;
  }

  /**
   * An upload's bytes to a stored photo of the restaurant: refused (AppError 4xx) unless it is
   * a readable JPEG, PNG, WebP (or HEIC) of at most 50 MP. Decodes under the ticket's turn; the
   * same bytes uploaded before answer the stored photo without decoding.
   */
  async ingest(restaurantId: string, createdBy: string | null, bytes: Buffer, ticket: PhotoTicket): Promise<PhotoRecord> {
    const header = await inspectPhoto(bytes);
    const known = await findPhotoBySha256(this.db, restaurantId, sha256Hex(bytes));
    if (known) return known;
    const rendered = await ticket.decode(() => renderPhoto(bytes, header));
    return this.store.save(restaurantId, createdBy, rendered);
  }

  /** A restaurant's own photo by id, or null (another restaurant's, or none). */
  find(restaurantId: string, id: string): Promise<PhotoRecord | null> {
    return findPhoto(this.db, restaurantId, id);
  }

  /** The photo a URL names: its id and the start of its sha256 must both match. */
  async record(id: string, hash: string): Promise<PhotoRecord | null> {
    let record = this.records.get(id) ?? null;
    if (!record) {
      record = await findPhotoById(this.db, id);
      if (record) this.records.set(id, record);
    }
    return record && record.sha256.slice(0, URL_HASH_LENGTH) === hash ? record : null;
  }

  /** A rendition's bytes (cached). */
  async serve(record: PhotoRecord, variant: PhotoVariantRecord): Promise<ServedPhoto | null> {
    const key = `${record.id}/${variant.width}.${variant.format}`;
    let data = this.bytes.get(key) ?? null;
    if (!data) {
      data = await this.store.read(record.id, variant.format, variant.width);
      if (data) this.bytes.set(key, data, data.length);
    }
    return data ? { variant, data } : null;
  }
}
