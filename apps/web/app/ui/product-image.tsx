import { mdiImageOffOutline } from '@mdi/js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';

/**
 * A product photo in a fixed-ratio box; when missing or failing, a quiet tile reading
 * 'Image not available' (no third-party placeholder service: the page loads nothing external).
 */
export function ProductImage({
  src,
  alt,
  width = 400,
  height = 300,
  eager = false,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  eager?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [src]);

  if (!src || failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cx('flex flex-col items-center justify-center gap-2 bg-surface-variant text-text-muted', className)}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <Icon path={mdiImageOffOutline} size={32} className="opacity-60" />
        <span className="text-xs font-medium">{t('imageNotAvailable')}</span>
      </div>
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cx('bg-surface-variant object-cover', className)}
      style={{ aspectRatio: `${width} / ${height}` }}
    />
  );
}
