/**
 * Photos' bytes in an S3-compatible bucket (Amazon S3, Cloudflare R2, MinIO, Backblaze B2…),
 * selected by configuration (MEDIA_S3_*; docs/deploy.md): the rows are the database store's, with
 * `data` null, and each rendition is an object named by its own content (`photos/{sha256}.{format}`),
 * so a write is idempotent and an object never changes. The bytes are put before the rows are
 * written: a row never names an object that is not there (a failed upload leaves at most objects
 * no row names, harmless). A rendition stored in the database before the switch is still served
 * from there. Requests are signed with AWS Signature V4 (aws4fetch) and bounded in time.
 */
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { PhotoFormat } from '@platter/domain';
import type { BucketSettings } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { apiMessage } from '@platter/domain';
import { savePhotoRows, variantBytes } from './media-queries.ts';
import { DatabaseMediaStore, type MediaStore } from './media-store.ts';
import type { RenderedPhoto } from './photo-pipeline.ts';
import type { PhotoRecord } from './photo-urls.ts';

const REQUEST_TIMEOUT_MS = 10_000;
const RETRY_AFTER_SECONDS = 30;
const CONTENT_TYPES: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

const objectKey = (sha256: string, format: PhotoFormat) => `photos/${sha256}.${format}`;

/** The bucket itself: put and get one object, each answered or refused with a 503 the diner or owner can act on. */
export class S3Bucket {
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(settings: BucketSettings) {
    // One retry of a 5xx or a throttle, not the library's ten: the caller answers 503 and the owner tries again.
    this.client = new AwsClient({ accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, service: 's3', region: settings.region, retries: 1 });
    this.base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const res = await this.send(key, {
      method: 'PUT',
      // A copy on its own ArrayBuffer: what fetch's types take (a Buffer may sit in a shared pool).
      body: new Uint8Array(bytes),
      // The service checks the bytes against their hash: nothing half-sent is stored.
      headers: { 'content-type': contentType, 'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'), 'cache-control': 'public, max-age=31536000, immutable' },
    });
    if (!res.ok) throw this.unavailable(`PUT ${key}: ${res.status}`);
    await res.body?.cancel();
  }

  /** The object's bytes, or null when the bucket has no such object. */
  async get(key: string): Promise<Buffer | null> {
    const res = await this.send(key, { method: 'GET' });
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) throw this.unavailable(`GET ${key}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  private async send(key: string, init: RequestInit): Promise<Response> {
    try {
      return await this.client.fetch(`${this.base}/${key}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (err) {
      throw this.unavailable(`${init.method} ${key}: ${(err as Error).message}`);
    }
  }

  private unavailable(detail: string): AppError {
    const error = new AppError('PHOTO_STORE_UNAVAILABLE', apiMessage('photo.storeUnavailable'), undefined, undefined, RETRY_AFTER_SECONDS);
    error.cause = new Error(`media bucket: ${detail}`);
    return error;
  }
}

export class BucketMediaStore implements MediaStore {
  readonly kind = 's3';
  private readonly db: Executor;
  private readonly bucket: S3Bucket;

  constructor(db: Executor, bucket: S3Bucket) {
    this.db = db;
    this.bucket = bucket;
  }

  async save(restaurantId: string, createdBy: string | null, photo: RenderedPhoto): Promise<PhotoRecord> {
    for (const variant of photo.variants) await this.bucket.put(objectKey(variant.sha256, variant.format), variant.data, CONTENT_TYPES[variant.format]);
    return savePhotoRows(this.db, restaurantId, createdBy, photo, 'elsewhere');
  }

  async read(mediaId: string, format: PhotoFormat, width: number): Promise<Buffer | null> {
    const row = await variantBytes(this.db, mediaId, format, width);
    if (!row) return null;
    if (typeof row.data === 'string') return Buffer.from(row.data, 'base64');
    return this.bucket.get(objectKey(row.sha256, format));
  }
}

/** The store configuration chooses: the bucket when MEDIA_S3_* name one, else the database. */
export function mediaStoreFor(db: Executor, bucket: BucketSettings | undefined): MediaStore {
  return bucket ? new BucketMediaStore(db, new S3Bucket(bucket)) : new DatabaseMediaStore(db);
}
