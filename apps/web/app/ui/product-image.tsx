import { mdiImageOffOutline } from '@mdi/js';
import type { ProductPhoto } from '@platter/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';

/** A photo's `srcset` in one format (`image/avif`, `image/webp`): each rendition with its width. */
export function photoSrcSet(photo: ProductPhoto, type: string): string {
  return photo.sources
    .filter((source) => source.type === type)
    .map((source) => `${source.url} ${source.width}w`)
    .join(', ');
}

/** The formats a `<picture>` offers, best first. */
export const PHOTO_TYPES = ['image/avif', 'image/webp'] as const;

/**
 * A product photo in a fixed-ratio box (`width` × `height` reserved, the picture cropped to it);
 * when missing or failing, a quiet tile reading 'Image not available' (no third-party placeholder
 * service: the page loads nothing external). An uploaded `photo` is a `<picture>` with its AVIF and
 * WebP renditions for `sizes` (the layout's width of the box), its blurred placeholder behind it
 * while it loads. Lazy unless `eager`; `priority` (the page's LCP image) is eager and fetched first.
 */
export function ProductImage({
  src,
  photo,
  alt,
  width = 400,
  height = 300,
  eager = false,
  priority = false,
  sizes,
  className,
}: {
  src: string | null | undefined;
  photo?: ProductPhoto | null;
  alt: string;
  width?: number;
  height?: number;
  eager?: boolean;
  priority?: boolean;
  sizes?: string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const url = photo?.url ?? src;

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [url]);

  if (!url || failed) {
    return (
      <div
        // A decorative picture (alt="", the menu card's: the name is beside it) stays decorative
        // when it fails (offline, a picture never loaded): an unnamed role="img" is an axe error.
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        className={cx('flex flex-col items-center justify-center gap-2 bg-surface-variant text-text-muted', className)}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <Icon path={mdiImageOffOutline} size={32} className="opacity-60" />
        <span className="text-xs font-medium">{t('imageNotAvailable')}</span>
      </div>
    );
  }
  const img = (
    <img
      ref={ref}
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      // The placeholder stays under a photo with transparent parts only until it has loaded.
      onLoad={photo ? (event) => event.currentTarget.style.removeProperty('background-image') : undefined}
      className={cx('bg-surface-variant bg-cover bg-center object-cover', className)}
      style={{ aspectRatio: `${width} / ${height}`, backgroundImage: photo ? `url("${photo.placeholder}")` : undefined }}
    />
  );
  if (!photo) return img;
  return (
    <picture className="contents">
      {PHOTO_TYPES.map((type) => (
        <source key={type} type={type} srcSet={photoSrcSet(photo, type)} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
