/**
 * A tenant file's dish photos on import (docs/provisioning.md, "Photos"):
 *
 * - `media` names an uploaded photo by its id: kept when it is a photo of the same restaurant in
 *   this deployment's media store; anything else (unknown, another restaurant's) refuses the
 *   import before a row is written, naming the field.
 * - A dish's http(s) `imageUrl` or `thumbnailUrl` (another host, which the storefront's CSP
 *   blocks) is fetched before the transaction opens (photo-fetch.ts: bounded, SSRF-checked),
 *   judged and rendered by the upload's own pipeline, and stored in the media store inside the
 *   import's transaction; the dish then names the stored photo (`media`, and the URL becomes the
 *   stored photo's). One unreachable host or one file that is not a photo refuses the whole import.
 *   A URL several dishes share is fetched once; paths on this site (`/images/...`) stay as they are.
 */
import type { BucketSettings } from '../config.ts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { media } from '../db/schema.ts';
import { findPhotoBySha256, inspectPhoto, mediaStoreFor, photoUrl, renderPhoto, sha256Hex, type PhotoRecord, type RenderedPhoto } from '../modules/media/index.ts';
import { AppError } from '../platform/errors.ts';
import { fetchPhoto, PhotoFetchError, type PhotoFetchOptions } from './photo-fetch.ts';
import { changesOf, type ChangeLog } from './plan.ts';
import type { TenantFile } from './schema.ts';
import { TenantFileError, type FileProblem } from './tenant-file.ts';

/** Outside photos one import fetches at most (their renditions wait in memory for the transaction: about 1 MB each). */
export const MAX_OUTSIDE_PHOTOS = 200;
/** Fetches at once (each body at most 15 MB); decoding is one at a time, as for uploads. */
const FETCH_LANES = 3;
const CANNOT_IMPORT = 'cannot be imported';

const isOutside = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Naming {
  path: string;
  /** File order, for listing problems as the file reads. */
  rank: number;
}

/** Each outside URL the file's dishes name, with where (a dish with `media` keeps that photo: its imageUrl is not fetched). */
export function outsidePhotoUrls(file: TenantFile): Map<string, Naming[]> {
  const urls = new Map<string, Naming[]>();
  const add = (url: string, naming: Naming) => urls.set(url, [...(urls.get(url) ?? []), naming]);
  file.products.forEach((p, i) => {
    if (p.media === null && isOutside(p.imageUrl)) add(p.imageUrl, { path: `products[${i}].imageUrl`, rank: 2 * i });
    if (isOutside(p.thumbnailUrl)) add(p.thumbnailUrl, { path: `products[${i}].thumbnailUrl`, rank: 2 * i + 1 });
  });
  return urls;
}

/** A fetched photo: rendered, or only its sha256 when the restaurant already stores it. */
export interface FetchedPhoto {
  sha256: string;
  rendered: RenderedPhoto | null;
}
/** By the URL the file names. */
export type FetchedPhotos = Map<string, FetchedPhoto>;

export interface FetchPhotosOptions extends PhotoFetchOptions {
  /** Whether the restaurant already stores a photo of these bytes (their sha256): then it is not decoded again. */
  known?: (sha256: string) => Promise<boolean>;
  /** How problems name the file ('menu.json'). */
  source?: string;
}

async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
}

/**
 * Fetches and renders every outside photo the file names, before the import's transaction. A
 * TenantFileError lists every URL that failed, at each field that names it, with the reason.
 */
export async function fetchOutsidePhotos(file: TenantFile, options: FetchPhotosOptions = {}): Promise<FetchedPhotos> {
  const urls = outsidePhotoUrls(file);
  const source = options.source ?? 'The file';
  const photos: FetchedPhotos = new Map();
  if (urls.size === 0) return photos;
  if (urls.size > MAX_OUTSIDE_PHOTOS) {
    throw new TenantFileError(
      source,
      [{ path: 'products', message: `name ${urls.size} photos on other sites; one import fetches at most ${MAX_OUTSIDE_PHOTOS}: import the menu in parts, or upload the photos` }],
      CANNOT_IMPORT,
    );
  }
  const problems: (FileProblem & { rank: number })[] = [];
  let decoding: Promise<unknown> = Promise.resolve();
  await inLanes([...urls], FETCH_LANES, async ([url, namings]) => {
    try {
      const bytes = await fetchPhoto(url, options);
      const header = await inspectPhoto(bytes);
      const sha256 = sha256Hex(bytes);
      if (await options.known?.(sha256)) {
        photos.set(url, { sha256, rendered: null });
        return;
      }
      // One decode at a time (a few hundred MB and both cores each), as uploads take turns.
      const turn = decoding.then(() => renderPhoto(bytes, header));
      decoding = turn.catch(() => undefined);
      photos.set(url, { sha256, rendered: await turn });
    } catch (err) {
      let reason: string;
      if (err instanceof PhotoFetchError) reason = `could not be fetched: ${err.message}`;
      else if (err instanceof AppError) reason = `is not a photo that can be used: ${err.message}`;
      else throw err;
      for (const { path, rank } of namings) problems.push({ path, rank, message: `${reason} (${url})` });
    }
  });
  if (problems.length) {
    problems.sort((a, b) => a.rank - b.rank);
    throw new TenantFileError(source, problems.map(({ path, message }) => ({ path, message })), CANNOT_IMPORT);
  }
  return photos;
}

/**
 * Refuses, before anything is written, a `media` that is not a photo of this restaurant (none
 * for a restaurant the import creates): photos belong to the restaurant they were uploaded on.
 */
export async function refuseForeignMedia(db: Executor, restaurantId: string | null, file: TenantFile, source = 'The file'): Promise<void> {
  const named = file.products.flatMap((p, i) => (p.media === null ? [] : [{ id: p.media, path: `products[${i}].media` }]));
  if (named.length === 0) return;
  const candidates = [...new Set(named.map((n) => n.id.toLowerCase()).filter((id) => UUID.test(id)))];
  const found =
    restaurantId && candidates.length
      ? await db.select({ id: media.id }).from(media).where(and(eq(media.restaurantId, restaurantId), inArray(media.id, candidates)))
      : [];
  const known = new Set(found.map((r) => r.id.toLowerCase()));
  const problems = named
    .filter((n) => !known.has(n.id.toLowerCase()))
    .map((n) => ({
      path: n.path,
      message:
        `names no photo of "${file.slug}" in this deployment's media store ("${n.id}"). A photo belongs to the restaurant it was uploaded on: ` +
        'upload it here and use its id, or set media to null (an http(s) imageUrl is then fetched)',
    }));
  if (problems.length) throw new TenantFileError(source, problems, CANNOT_IMPORT);
}

/** Stores the fetched photos as the restaurant's (inside the import's transaction); the record of each, by URL. */
export async function storeFetchedPhotos(
  tx: Executor,
  restaurantId: string,
  photos: FetchedPhotos,
  log: ChangeLog,
  bucket?: BucketSettings,
): Promise<Map<string, PhotoRecord>> {
  const records = new Map<string, PhotoRecord>();
  if (photos.size === 0) return records;
  // In a bucket, the bytes are put at once (a rolled-back import leaves objects no row names, harmless); the rows are the transaction's.
  const store = mediaStoreFor(tx, bucket);
  const changes = changesOf(log, 'photos');
  for (const [url, photo] of photos) {
    let record = await findPhotoBySha256(tx, restaurantId, photo.sha256);
    if (!record) {
      if (!photo.rendered) throw new Error(`The photo from ${url} was stored when the import began and is gone.`);
      record = await store.save(restaurantId, null, photo.rendered);
      changes.added++;
    }
    records.set(url, record);
  }
  return records;
}

/** The file with each fetched URL replaced by its stored photo: the dish's `media`, and the stored photo's URL. */
export function withStoredPhotos(file: TenantFile, records: ReadonlyMap<string, PhotoRecord>): TenantFile {
  if (records.size === 0) return file;
  return {
    ...file,
    products: file.products.map((p) => {
      const image = p.media === null && p.imageUrl !== null ? records.get(p.imageUrl) : undefined;
      const thumbnail = p.thumbnailUrl !== null ? records.get(p.thumbnailUrl) : undefined;
      return {
        ...p,
        ...(image && { imageUrl: photoUrl(image.id, image.sha256), media: image.id }),
        ...(thumbnail && { thumbnailUrl: photoUrl(thumbnail.id, thumbnail.sha256) }),
      };
    }),
  };
}
