import { mdiChevronRight, mdiReceiptTextOutline, mdiRefresh, mdiSilverwareForkKnife } from '@mdi/js';
import type { OrderSummary } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { useReviewableOrders } from '../../lib/api/get-reviewable-orders.ts';
import { isSessionEnded } from '../../lib/form-errors.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { LeaveReviewSkeleton } from './leave-review-skeleton.tsx';
import { useReviewDate } from './review-date.ts';
import { ReviewNotice } from './review-notice.tsx';

/** The form's address for one of the diner's orders (the order's page links there too). */
export const reviewPath = (order: Pick<OrderSummary, '_id' | 'restaurantId'>) =>
  `/leave-review?${new URLSearchParams({ orderId: order._id, restaurantId: order.restaurantId })}`;

/** No order chosen: the diner's finished orders that have no review yet, newest first. */
export function OrderPicker() {
  const { t } = useTranslation('reviews');
  const date = useReviewDate();
  const orders = useReviewableOrders(t('leave.pickFailed'));
  if (orders.isError && !isSessionEnded(orders.error)) {
    return (
      <Alert
        tone="error"
        title={t('leave.pickFailed')}
        action={
          <Button variant="outline" size="sm" loading={orders.isFetching} onClick={() => void orders.refetch()}>
            <Icon path={mdiRefresh} size={18} />
            {t('retry')}
          </Button>
        }
      >
        {orders.error.message !== t('leave.pickFailed') ? orders.error.message : null}
      </Alert>
    );
  }
  if (!orders.data) return <LeaveReviewSkeleton />;
  if (orders.data.length === 0) {
    return (
      <ReviewNotice
        icon={mdiReceiptTextOutline}
        title={t('leave.nothingTitle')}
        text={t('leave.nothingText')}
        action={
          <>
            <ButtonLink to="/orders" variant="primary">
              {t('leave.myOrders')}
            </ButtonLink>
            <ButtonLink to="/reviews" variant="outline">
              {t('leave.backToReviews')}
            </ButtonLink>
          </>
        }
      />
    );
  }
  return (
    <section aria-labelledby="pick-order" className="max-w-3xl">
      <h2 id="pick-order" className="font-display text-2xl font-semibold">
        {t('leave.pickTitle')}
      </h2>
      <p className="mt-1 text-text-muted">{t('leave.pickLead')}</p>
      <ul className="mt-5 grid gap-3" data-testid="reviewable-orders">
        {orders.data.map((order) => (
          <li key={order._id}>
            <Link
              to={reviewPath(order)}
              className="group flex items-center gap-3 rounded-2xl border border-border/70 bg-surface p-4 shadow-card transition hover:-translate-y-0.5 hover:border-primary/30 hover:shadow-card-hover dark:hover:border-accent/30 sm:p-5"
              data-testid="reviewable-order"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-primary/10 text-primary dark:bg-accent/15 dark:text-accent">
                <Icon path={mdiSilverwareForkKnife} size={22} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-display text-lg font-semibold leading-tight">{t('leave.orderNumber', { orderNumber: order.orderNumber })}</span>
                <span className="mt-0.5 block text-sm text-text-muted">
                  <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
                </span>
                <span className="mt-1.5 line-clamp-2 block text-[0.9375rem] text-text/85">{order.itemNames.join(', ')}</span>
              </span>
              <span className="hidden items-center gap-1 text-sm font-semibold text-primary sm:inline-flex dark:text-accent">{t('leave.pickOrder')}</span>
              <Icon path={mdiChevronRight} size={22} className="text-text-muted transition group-hover:translate-x-0.5" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

