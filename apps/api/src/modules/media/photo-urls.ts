/**
 * Where a stored photo is served (issue 26): `/api/v1/media/photos/{id}-{hash}` answers AVIF or
 * WebP by the request's Accept (`?w=` picks a width), and `/api/v1/media/photos/{id}-{hash}/{width}.{avif|webp}`
 * one exact rendition (for `<picture>` sources). `hash` is the start of the upload's sha256, so a
 * URL names one content forever and is cached as immutable.
 */
import { PHOTO_FORMATS, type Media, type PhotoFormat, type ProductPhoto } from '@platter/domain';

export const PHOTOS_PATH = '/api/v1/media/photos';
/** Hex characters of the sha256 in a URL. */
export const URL_HASH_LENGTH = 16;

export const PHOTO_TYPES: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** `{id}-{hash}`: a uuid, then the hash. */
export const PHOTO_KEY = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([0-9a-f]{16})$/;
/** `{width}.{format}`. */
export const VARIANT_FILE = new RegExp(`^([1-9][0-9]{0,4})\\.(${PHOTO_FORMATS.join('|')})$`);

export function photoKey(id: string, sha256: string): string {
  return `${id}-${sha256.slice(0, URL_HASH_LENGTH)}`;
}

export function photoUrl(id: string, sha256: string): string {
  return `${PHOTOS_PATH}/${photoKey(id, sha256)}`;
}

export function variantUrl(id: string, sha256: string, width: number, format: PhotoFormat): string {
  return `${photoUrl(id, sha256)}/${width}.${format}`;
}

/** What a stored photo is, without its bytes. */
export interface PhotoRecord {
  id: string;
  restaurantId: string;
  sha256: string;
  width: number;
  height: number;
  placeholder: string;
  variants: { format: PhotoFormat; width: number; height: number; byteSize: number; /** Of the encoded bytes (base64url): the ETag. */ sha256: string }[];
}

/** The API's view of a photo (the upload's answer; the catalogue will show the same). */
export function mediaOf(record: PhotoRecord): Media {
  const variants = [...record.variants]
    .sort((a, b) => a.width - b.width || a.format.localeCompare(b.format))
    .map((v) => ({
      format: v.format,
      type: PHOTO_TYPES[v.format],
      width: v.width,
      height: v.height,
      bytes: v.byteSize,
      url: variantUrl(record.id, record.sha256, v.width, v.format),
    }));
  return { id: record.id, url: photoUrl(record.id, record.sha256), width: record.width, height: record.height, placeholder: record.placeholder, variants };
}

/** What a dish's photo shows on the public menu (`Product.photo`): its URL, size, placeholder and renditions. */
export function productPhotoOf(photo: {
  id: string;
  sha256: string;
  width: number;
  height: number;
  placeholder: string;
  variants: readonly { format: PhotoFormat; width: number }[];
}): ProductPhoto {
  const sources = [...photo.variants]
    .sort((a, b) => a.width - b.width || a.format.localeCompare(b.format))
    .map((v) => ({ format: v.format, type: PHOTO_TYPES[v.format], width: v.width, url: variantUrl(photo.id, photo.sha256, v.width, v.format) }));
  return { url: photoUrl(photo.id, photo.sha256), width: photo.width, height: photo.height, placeholder: photo.placeholder, sources };
}
