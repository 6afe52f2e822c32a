import { mdiChevronDown } from '@mdi/js';
import { REVIEW_RATING_FILTERS, REVIEW_SORTS, type ReviewSort } from '@platter/domain';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useNavigate } from 'react-router';
import type { ReviewListParams } from '../../lib/api/get-reviews.ts';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { reviewSearchOf } from './review-list-params.ts';

const CHIP = 'inline-flex h-10 items-center whitespace-nowrap rounded-full border px-3.5 text-sm font-semibold transition sm:px-4';

/**
 * Spec 9: the filter (all, 5, 4+, 3+) as links, so each choice has its address and works before
 * the page's JavaScript arrives, and the sort (Newest, Oldest, Highest, Lowest).
 */
export function ReviewsToolbar({ params }: { params: ReviewListParams }) {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  const sortId = useId();
  const filters: (number | null)[] = [null, ...REVIEW_RATING_FILTERS];
  return (
    <div role="group" aria-label={t('filters')} className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="mb-1.5 text-xs font-bold uppercase tracking-[0.12em] text-text-muted">{t('filter.label')}</p>
        <ul className="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-1 sm:mx-0 sm:gap-2 sm:px-0" data-testid="rating-filter">
          {filters.map((rating) => {
            const active = params.rating === rating;
            return (
              <li key={rating ?? 'all'} className="shrink-0">
                <Link
                  to={`/reviews${reviewSearchOf({ ...params, rating, page: 1 })}`}
                  preventScrollReset
                  aria-current={active ? 'true' : undefined}
                  className={cx(
                    CHIP,
                    active
                      ? 'border-primary bg-primary text-on-primary shadow-sm'
                      : 'border-border bg-background text-text hover:border-primary/50 hover:bg-primary/5 dark:hover:border-accent/50',
                  )}
                >
                  {rating === null ? t('filter.all') : t(`filter.${rating as 5 | 4 | 3}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="sm:w-48">
        <label htmlFor={sortId} className="mb-1.5 block text-xs font-bold uppercase tracking-[0.12em] text-text-muted">
          {t('sort.label')}
        </label>
        <div className="relative">
          <select
            id={sortId}
            value={params.sortBy}
            onChange={(event) =>
              void navigate(`/reviews${reviewSearchOf({ ...params, sortBy: event.target.value as ReviewSort, page: 1 })}`, { preventScrollReset: true })
            }
            className="block h-11 w-full appearance-none truncate rounded-xl border border-border bg-background pl-3.5 pr-9 text-[0.9375rem] font-medium text-text shadow-xs transition hover:border-text-muted/60 focus:border-primary focus:outline-none focus:ring-4 focus:ring-primary/15 dark:focus:border-accent dark:focus:ring-accent/20"
          >
            {REVIEW_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
          <Icon path={mdiChevronDown} size={20} className="pointer-events-none absolute right-2.5 top-1/2 -translate-y-1/2 text-text-muted" />
        </div>
      </div>
    </div>
  );
}
