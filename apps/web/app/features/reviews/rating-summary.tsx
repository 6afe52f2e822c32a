import type { ReviewsPage } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { StarRating } from './star-rating.tsx';

/** The big average, its stars, how many reviews it is over, and a bar per star (5 first). */
export function RatingSummary({ summary }: { summary: Pick<ReviewsPage, 'averageRating' | 'ratingCount' | 'starCounts'> }) {
  const { t } = useTranslation('reviews');
  const { averageRating, ratingCount, starCounts } = summary;
  return (
    <section aria-label={t('summaryLabel')} className="rounded-3xl border border-border/70 bg-surface p-5 shadow-card sm:p-6" data-testid="rating-summary">
      <div className="flex items-center gap-4">
        <p className="font-display text-6xl font-semibold leading-none tracking-tight tabular-nums" data-testid="average-rating">
          {averageRating.toFixed(1)}
        </p>
        <div className="min-w-0">
          <StarRating rating={Math.round(averageRating * 2) / 2} label={t('stars', { rating: averageRating.toFixed(1) })} size={24} />
          <p className="mt-1 text-sm text-text-muted" data-testid="rating-count">
            {t('basedOn', { count: ratingCount })}
          </p>
        </div>
      </div>
      <ul className="mt-5 space-y-2">
        {starCounts.map(({ stars, count }) => {
          const share = ratingCount === 0 ? 0 : Math.round((count / ratingCount) * 100);
          return (
            <li key={stars} className="flex items-center gap-3 text-sm" aria-label={t('starBar', { stars, count })}>
              <span aria-hidden="true" className="w-8 shrink-0 font-semibold tabular-nums text-text-muted">
                {t('starBarLabel', { stars })}
              </span>
              <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-text/10">
                <span className="block h-full rounded-full bg-accent" style={{ width: `${share}%` }} />
              </span>
              <span aria-hidden="true" className="w-8 shrink-0 text-right tabular-nums text-text-muted">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
