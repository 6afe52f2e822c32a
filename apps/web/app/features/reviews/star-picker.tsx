import { mdiStar, mdiStarHalfFull, mdiStarOutline } from '@mdi/js';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../ui/cx.ts';
import { starShapes } from './star-rating.tsx';

const PATHS = { full: mdiStar, half: mdiStarHalfFull, empty: mdiStarOutline } as const;

/**
 * The rating in half stars (0.5 to 5, the domain's REVIEW_RATINGS): ten native radio buttons,
 * two per star (its left and right half), so a tap on half a star gives a half, and the arrow
 * keys step by half a star as in any radio group. The choice is also written out ('4.5 stars').
 */
export function StarPicker({
  value,
  onChange,
  error,
  describedBy,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
  describedBy?: string;
}) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  const stars = starShapes(shown);
  const described = [describedBy, `${id}-value`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <fieldset aria-describedby={described} aria-invalid={error ? true : undefined}>
      <legend id={`${id}-legend`} className="text-sm font-semibold">
        {t('leave.rating')}
      </legend>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <div role="radiogroup" aria-labelledby={`${id}-legend`} className="-ml-1 flex" onMouseLeave={() => setHover(null)} data-testid="star-picker">
          {stars.map((shape, index) => (
            <span key={index} className="relative inline-flex size-12 items-center justify-center rounded-xl has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary dark:has-[:focus-visible]:ring-accent sm:size-13">
              <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false" fill="currentColor" className={cx('pointer-events-none transition', shape === 'empty' ? 'text-text-muted/60' : 'text-accent', hover !== null && 'scale-105')}>
                <path d={PATHS[shape]} />
              </svg>
              {[index + 0.5, index + 1].map((rating, half) => (
                <label
                  key={rating}
                  className={cx('absolute inset-y-0 w-1/2 cursor-pointer', half === 0 ? 'left-0' : 'right-0')}
                  onMouseEnter={() => setHover(rating)}
                >
                  <input
                    type="radio"
                    name={`${id}-rating`}
                    value={rating}
                    checked={value === rating}
                    onChange={() => onChange(rating)}
                    aria-label={t('leave.starOption', { count: rating, rating })}
                    className="sr-only"
                  />
                </label>
              ))}
            </span>
          ))}
        </div>
        <p id={`${id}-value`} className={cx('text-lg font-semibold tabular-nums', value === null && 'text-text-muted')} aria-live="polite" data-testid="star-picker-value">
          {value === null ? t('leave.ratingNone') : t('leave.starOption', { count: value, rating: value })}
        </p>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
