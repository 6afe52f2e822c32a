import { mdiArrowLeft, mdiClockOutline, mdiCloseCircleOutline, mdiReceiptTextOutline, mdiRefresh, mdiStarCheckOutline } from '@mdi/js';
import { FINAL_STATUSES, isReviewable, type Order, type PublicRestaurant, type Review, restaurantNameOf } from '@platter/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useOrder } from '../../lib/api/get-order.ts';
import { useOrderReview } from '../../lib/api/get-order-review.ts';
import { isSessionEnded } from '../../lib/form-errors.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { LeaveReviewSkeleton } from './leave-review-skeleton.tsx';
import { ReviewCard } from './review-card.tsx';
import { ReviewForm } from './review-form.tsx';
import { ReviewNotice } from './review-notice.tsx';
import { OrderPicker } from './review-order-picker.tsx';

const CONTAINER = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

function PageFrame({ restaurant, children }: { restaurant: PublicRestaurant; children: ReactNode }) {
  const { t } = useTranslation('reviews');
  return (
    <div className="pb-16 sm:pb-24" data-testid="leave-review-page">
      <header className="border-b border-border/60 bg-surface-variant/50">
        <div className={`${CONTAINER} py-8 sm:py-12`}>
          <ButtonLink to="/reviews" variant="text" size="sm" className="-ml-3">
            <Icon path={mdiArrowLeft} size={18} />
            {t('leave.backToReviews')}
          </ButtonLink>
          <p className="mt-3 text-xs font-semibold uppercase tracking-[0.22em] text-primary dark:text-accent">{t('leave.eyebrow')}</p>
          <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">{t('leave.title')}</h1>
          <p className="mt-2 text-text-muted">{t('leave.lead', { name: restaurantNameOf(restaurant) })}</p>
        </div>
      </header>
      <div className={`${CONTAINER} pt-6 sm:pt-8`}>{children}</div>
    </div>
  );
}

/** Why this order cannot be reviewed (not finished, cancelled, already reviewed), instead of the form. */
function CannotReview({ order, review }: { order: Order; review: Review | null }) {
  const { t } = useTranslation(['reviews', 'orders']);
  const status = t(`orders:statuses.${order.status}`);
  const viewOrder = (
    <ButtonLink to={`/orders/${encodeURIComponent(order._id)}`} variant="outline">
      {t('reviews:leave.viewOrder')}
    </ButtonLink>
  );
  if (review) {
    return (
      <ReviewNotice
        icon={mdiStarCheckOutline}
        title={t('reviews:leave.reviewedTitle')}
        text={t('reviews:leave.reviewedText')}
        action={
          <>
            <ButtonLink to="/reviews" variant="primary">
              {t('reviews:leave.backToReviews')}
            </ButtonLink>
            {viewOrder}
          </>
        }
      >
        <div className="mt-6 w-full max-w-xl text-left">
          <ReviewCard review={review} restaurantName={order.restaurant.name} as="div" />
        </div>
      </ReviewNotice>
    );
  }
  const stopped = FINAL_STATUSES.includes(order.status);
  return (
    <ReviewNotice
      icon={stopped ? mdiCloseCircleOutline : mdiClockOutline}
      title={t(stopped ? 'reviews:leave.cancelledTitle' : 'reviews:leave.notFinishedTitle')}
      text={t(stopped ? 'reviews:leave.cancelledText' : 'reviews:leave.notFinishedText', { status })}
      action={viewOrder}
    />
  );
}

function NotFound() {
  const { t } = useTranslation('reviews');
  return (
    <ReviewNotice
      icon={mdiReceiptTextOutline}
      title={t('leave.notFound')}
      text={t('leave.notFoundText')}
      action={
        <ButtonLink to="/orders" variant="primary">
          {t('leave.myOrders')}
        </ButtonLink>
      }
    />
  );
}

function OrderToReview({ orderId, restaurant }: { orderId: string; restaurant: PublicRestaurant }) {
  const { t } = useTranslation('reviews');
  const order = useOrder(orderId);
  const finished = !!order.data && isReviewable(order.data.status);
  const review = useOrderReview(orderId, finished);

  const failed = (order.isError && order.error) || (review.isError && review.error);
  if (failed && !isSessionEnded(failed)) {
    if (failed instanceof ApiRequestError && failed.status === 404) return <NotFound />;
    return (
      <Alert
        tone="error"
        title={t('leave.loadFailed')}
        action={
          <Button variant="outline" size="sm" onClick={() => void Promise.all([order.refetch(), finished ? review.refetch() : null])}>
            <Icon path={mdiRefresh} size={18} />
            {t('retry')}
          </Button>
        }
      >
        {failed.message}
      </Alert>
    );
  }
  if (!order.data || (finished && review.data === undefined)) return <LeaveReviewSkeleton />;
  // A link to another restaurant's order (its id in `restaurantId`) names nothing here.
  if (order.data.restaurantId !== restaurant._id) return <NotFound />;
  if (!finished || review.data) return <CannotReview order={order.data} review={review.data ?? null} />;
  return <ReviewForm order={order.data} restaurant={restaurant} />;
}

/**
 * /leave-review?orderId&restaurantId (spec 2, Leave review; login required by the diner
 * layout): the order for context, a rating in half stars and a comment. Without an order it
 * offers the diner's finished orders that have no review yet. An order that cannot be reviewed
 * says why instead of showing the form.
 */
export function LeaveReviewPage({ orderId, restaurantId, restaurant }: { orderId: string | null; restaurantId: string | null; restaurant: PublicRestaurant }) {
  let body;
  if (!orderId) body = <OrderPicker />;
  else if (restaurantId && restaurantId !== restaurant._id) body = <NotFound />;
  else body = <OrderToReview orderId={orderId} restaurant={restaurant} />;
  return <PageFrame restaurant={restaurant}>{body}</PageFrame>;
}
