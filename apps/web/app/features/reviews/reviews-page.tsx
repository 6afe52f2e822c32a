import { mdiCommentTextMultipleOutline, mdiFilterOffOutline, mdiLogin, mdiRefresh, mdiSilverwareForkKnife, mdiStarPlusOutline } from '@mdi/js';
import { restaurantNameOf, type PublicRestaurant } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigation, useRevalidator } from 'react-router';
import type { ReviewListParams } from '../../lib/api/get-reviews.ts';
import { useHydrated } from '../../lib/hydrated.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink, buttonClasses } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import type { LoadedReviews } from './api/load-reviews.ts';
import { RatingSummary } from './rating-summary.tsx';
import { ReviewCard } from './review-card.tsx';
import { reviewSearchOf } from './review-list-params.ts';
import { ReviewNotice } from './review-notice.tsx';
import { ReviewsToolbar } from './reviews-toolbar.tsx';

const CONTAINER = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';
/** Spec 2: a guest is sent to log in and comes back here. */
export const LOGIN_TO_REVIEW = `/auth/login?redirect=${encodeURIComponent('/reviews')}`;
/** A signed-in diner picks one of their finished orders there (or is told there is none yet). */
export const LEAVE_REVIEW = '/leave-review';

/**
 * 'Leave a Review' for a signed-in diner, 'Login to Review' for a guest. The session lives in
 * the browser: the server (and hydration) render a same-size placeholder, so nothing mismatches.
 */
function ReviewAction({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  const { t } = useTranslation('reviews');
  const hydrated = useHydrated();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  if (!hydrated) {
    return (
      <span aria-hidden="true" className={buttonClasses({ size, className: 'invisible' })}>
        {t('leaveReview')}
      </span>
    );
  }
  return isLoggedIn ? (
    <ButtonLink to={LEAVE_REVIEW} size={size} data-testid="review-action">
      <Icon path={mdiStarPlusOutline} size={20} />
      {t('leaveReview')}
    </ButtonLink>
  ) : (
    <ButtonLink to={LOGIN_TO_REVIEW} size={size} data-testid="review-action">
      <Icon path={mdiLogin} size={20} />
      {t('loginToReview')}
    </ButtonLink>
  );
}

function LoadFailed({ message }: { message: string }) {
  const { t } = useTranslation('reviews');
  const revalidator = useRevalidator();
  return (
    <Alert
      tone="error"
      title={t('loadFailed')}
      action={
        <Button variant="outline" size="sm" loading={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
          <Icon path={mdiRefresh} size={18} />
          {t('retry')}
        </Button>
      }
    >
      {message !== t('loadFailed') ? message : null}
    </Alert>
  );
}

function ReviewList({ data, params, restaurant }: { data: Extract<LoadedReviews, { ok: true }>['data']; params: ReviewListParams; restaurant: PublicRestaurant }) {
  const { t } = useTranslation('reviews');
  const navigation = useNavigation();
  const arriving = navigation.state === 'loading' && navigation.location.pathname === '/reviews';
  return (
    <div className="min-w-0">
      <ReviewsToolbar params={params} />
      {data.reviews.length === 0 ? (
        <div className="mt-6">
          <ReviewNotice
            icon={mdiFilterOffOutline}
            title={t('noMatches.title')}
            action={
              <ButtonLink to={`/reviews${reviewSearchOf({ ...params, rating: null, page: 1 })}`} variant="outline" preventScrollReset>
                {t('noMatches.showAll')}
              </ButtonLink>
            }
          />
        </div>
      ) : (
        <div aria-busy={arriving || undefined} className={cx('transition-opacity', arriving && 'opacity-60')}>
          <p className="mb-3 mt-5 text-sm text-text-muted" aria-live="polite" data-testid="review-count">
            {t('count', { count: data.totalReviews })}
          </p>
          <ul className="space-y-4" data-testid="review-list">
            {data.reviews.map((review) => (
              <ReviewCard key={review._id} review={review} restaurantName={restaurant.name} />
            ))}
          </ul>
          <Pagination
            className="mt-8"
            page={data.currentPage}
            totalPages={data.totalPages}
            hrefFor={(n) => `/reviews${reviewSearchOf({ ...params, page: n })}`}
            labels={{ nav: t('pagination.label'), previous: t('pagination.previous'), next: t('pagination.next'), page: (n) => t('pagination.page', { page: n }) }}
          />
        </div>
      )}
    </div>
  );
}

/**
 * /reviews (spec 2, Reviews): the average and count, the filter and sort, the review cards with
 * their replies, pagination, and 'Leave a Review' / 'Login to Review'. Server-rendered from the
 * loader; filter, sort and page live in the address.
 */
export function ReviewsPage({ data, params, restaurant }: { data: LoadedReviews; params: ReviewListParams; restaurant: PublicRestaurant }) {
  const { t } = useTranslation('reviews');
  const noReviewsYet = data.ok && data.data.ratingCount === 0;
  let body;
  if (!data.ok) body = <LoadFailed message={data.error} />;
  else if (noReviewsYet) {
    body = (
      <ReviewNotice
        icon={mdiCommentTextMultipleOutline}
        title={t('empty.title')}
        text={t('empty.text')}
        action={
          <>
            <ReviewAction size="md" />
            <ButtonLink to="/menu" variant="outline">
              <Icon path={mdiSilverwareForkKnife} size={20} />
              {t('empty.browseMenu')}
            </ButtonLink>
          </>
        }
      />
    );
  } else {
    body = (
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start lg:gap-10">
        <div className="lg:sticky lg:top-24">
          <RatingSummary summary={data.data} />
        </div>
        <ReviewList data={data.data} params={params} restaurant={restaurant} />
      </div>
    );
  }

  return (
    <div className="pb-16 sm:pb-24" data-testid="reviews-page">
      <header className="border-b border-border/60 bg-surface-variant/50">
        <div className={`${CONTAINER} flex flex-col gap-5 py-8 sm:flex-row sm:items-end sm:justify-between sm:py-12`}>
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-[0.22em] text-primary dark:text-accent">{t('eyebrow')}</p>
            <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">{t('heading')}</h1>
            <p className="mt-2 text-text-muted">{t('lead', { name: restaurantNameOf(restaurant) })}</p>
          </div>
          {noReviewsYet ? null : <ReviewAction />}
        </div>
      </header>
      <div className={`${CONTAINER} pt-6 sm:pt-8`}>{body}</div>
    </div>
  );
}
