import { mdiStar, mdiStarHalfFull, mdiStarOutline } from '@mdi/js';
import { MAX_REVIEW_RATING } from '@platter/domain';
import { cx } from '../../ui/cx.ts';

/** Each of the five stars for a rating: full, half or empty. */
export function starShapes(rating: number): ('full' | 'half' | 'empty')[] {
  return Array.from({ length: MAX_REVIEW_RATING }, (_, i) => (rating >= i + 1 ? 'full' : rating >= i + 0.5 ? 'half' : 'empty'));
}

const PATHS = { full: mdiStar, half: mdiStarHalfFull, empty: mdiStarOutline } as const;

/** Five stars drawn for a rating in half steps; `label` ('4.5 out of 5 stars') is what a screen reader hears. */
export function StarRating({ rating, label, size = 20, className }: { rating: number; label: string; size?: number; className?: string }) {
  return (
    <span role="img" aria-label={label} title={label} className={cx('inline-flex shrink-0 items-center text-accent', className)} data-rating={rating}>
      {starShapes(rating).map((shape, i) => (
        <svg key={i} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="currentColor" className={shape === 'empty' ? 'opacity-70' : undefined}>
          <path d={PATHS[shape]} />
        </svg>
      ))}
    </span>
  );
}
