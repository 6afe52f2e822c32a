/**
 * Dish photos (issue 26): what the upload answers, and the limits a photo must keep. The API
 * decodes every upload and stores AVIF and WebP at a few widths (apps/api/src/modules/media,
 * docs/reference/media.md); the web builds `<picture>` from `variants`.
 */
import { z } from 'zod';
import { envelope } from './common.ts';

/** What an upload may be: 15 MB of bytes, 50 megapixels once decoded. */
export const PHOTO_LIMITS = {
  maxBytes: 15 * 1024 * 1024,
  maxPixels: 50_000_000,
} as const;

/** The widths stored (never wider than the photo itself: a smaller photo stops at its own width). */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** One stored rendition of a photo, at an immutable URL. */
export const photoVariantSchema = z.object({
  format: z.enum(PHOTO_FORMATS),
  /** image/avif or image/webp (a `<source type>`). */
  type: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  url: z.string(),
});
export type PhotoVariant = z.infer<typeof photoVariantSchema>;

export const mediaSchema = z.object({
  id: z.uuid(),
  /** Serves the photo at its largest stored width: AVIF to a client that accepts it, else WebP; `?w=` picks a width. */
  url: z.string(),
  /** Of the photo at `url`, after auto-rotation (portrait stays portrait). */
  width: z.number().int(),
  height: z.number().int(),
  /** A 16-pixel-wide blurred WebP as a data: URI, to show while the photo loads. */
  placeholder: z.string(),
  variants: z.array(photoVariantSchema),
});
export type Media = z.infer<typeof mediaSchema>;

/**
 * A dish's photo on the public menu (`Product.photo`): the photo's own fields and, as `sources`,
 * its renditions with only what a `<picture>` needs (format, type, width, url), narrowest first.
 */
export const productPhotoSchema = mediaSchema.pick({ url: true, width: true, height: true, placeholder: true }).extend({
  sources: z.array(photoVariantSchema.pick({ format: true, type: true, width: true, url: true })),
});
export type ProductPhoto = z.infer<typeof productPhotoSchema>;
export type PhotoSource = ProductPhoto['sources'][number];

/** POST /staff/media. */
export const mediaResponse = envelope({ media: mediaSchema });
export type MediaResponse = z.infer<typeof mediaResponse>;
