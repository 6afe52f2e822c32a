import {
  mdiArrowLeft,
  mdiCloseCircleOutline,
  mdiCreditCardOutline,
  mdiHistory,
  mdiMapMarkerOutline,
  mdiReceiptTextOutline,
  mdiRepeat,
  mdiStarCheckOutline,
  mdiStarOutline,
  mdiSilverwareForkKnife,
} from '@mdi/js';
import { AWAITING_PAYMENT, canUserCancel, FINAL_STATUSES, fulfilment, isReviewable, type Order } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useOrder } from '../../lib/api/get-order.ts';
import { useOrderReview } from '../../lib/api/get-order-review.ts';
import { isSessionEnded } from '../../lib/form-errors.ts';
import { useGuestLiveOrder } from '../../lib/live-orders/use-guest-live-order.ts';
import { useLiveOrders } from '../../lib/live-orders/use-live-orders.ts';
import { PageError } from '../../shell/page-error.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Skeleton, SkeletonText } from '../../ui/skeleton.tsx';
import { AwaitingPayment } from './awaiting-payment.tsx';
import { Notice } from './notice.tsx';
import { OrderPayment } from './order-payment.tsx';
import { OrderFulfilment, OrderItems, OrderTotals, Panel } from './order-sections.tsx';
import { OrderProgress } from './order-progress.tsx';
import { useOrderTime } from './order-time.ts';
import { OrderTimeline } from './order-timeline.tsx';
import { OrderStatusChip } from './status-chip.tsx';
import { useCancelOrder } from './use-cancel-order.ts';
import { useReorder } from './use-reorder.ts';

const ORDERS_CONTAINER = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';

/**
 * While an order is open its page leads with Cancel (when the diner may still cancel); once it is
 * finished, with Reorder and the review.
 */
function OrderActions({ order, guestToken }: { order: Order; guestToken: string | null }) {
  const { t } = useTranslation('orders');
  const { cancel, cancelling } = useCancelOrder(order, guestToken);
  const { reorder, reordering } = useReorder(order);
  const review = `/leave-review?${new URLSearchParams({ orderId: order._id, restaurantId: order.restaurantId })}`;
  // Once reviewed, the link reads 'Reviewed' and shows the diner's review there.
  const reviewed = !!useOrderReview(order._id, !guestToken && isReviewable(order.status)).data;
  const finished = FINAL_STATUSES.includes(order.status);
  if (!finished && !canUserCancel(order.status)) return null;
  return (
    <div role="group" aria-label={t('details.actions')} className="mt-6 grid gap-2.5 sm:flex sm:flex-wrap">
      {canUserCancel(order.status) ? (
        <Button variant="outline" loading={cancelling} onClick={() => void cancel()} className="text-error! hover:bg-error/8! dark:border-error/60!">
          {cancelling ? null : <Icon path={mdiCloseCircleOutline} size={20} />}
          {t('details.cancelOrder')}
        </Button>
      ) : null}
      {finished && !guestToken ? (
        <Button variant="primary" loading={reordering} onClick={() => void reorder()}>
          {reordering ? null : <Icon path={mdiRepeat} size={20} />}
          {t('details.reorder')}
        </Button>
      ) : null}
      {isReviewable(order.status) && !guestToken ? (
        <ButtonLink to={review} variant={reviewed ? 'outline' : 'secondary'} data-testid="review-link">
          <Icon path={reviewed ? mdiStarCheckOutline : mdiStarOutline} size={20} />
          {reviewed ? t('details.reviewed') : t('details.leaveReview')}
        </ButtonLink>
      ) : null}
    </div>
  );
}

function OrderDetails({ order, guestToken }: { order: Order; guestToken: string | null }) {
  const { t } = useTranslation('orders');
  const time = useOrderTime();
  // Placed for online payment and not paid yet: the kitchen has not seen it, there is nothing to cancel or follow.
  const awaitingPayment = order.status === AWAITING_PAYMENT;
  const live = !FINAL_STATUSES.includes(order.status) && !awaitingPayment;
  return (
    <div className="pb-16 sm:pb-24" data-testid="order-details">
      <header className="border-b border-border/60 bg-surface-variant/50">
        <div className={`${ORDERS_CONTAINER} py-6 sm:py-10`}>
          {guestToken ? null : (
            <ButtonLink to="/orders" variant="text" size="sm" className="-ml-3">
              <Icon path={mdiArrowLeft} size={18} />
              {t('details.backToOrders')}
            </ButtonLink>
          )}
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{t('orderNumber', { orderNumber: order.orderNumber })}</h1>
            <div aria-live="polite" aria-atomic="true">
              <OrderStatusChip status={order.status} size="md" />
            </div>
          </div>
          <p className="mt-2 text-text-muted">
            {t('details.placedOn', { date: time(order.createdAt) })}
            {' · '}
            {t(`orderTypes.${order.orderType}`)}
          </p>
          {awaitingPayment ? <AwaitingPayment order={order} guestToken={guestToken} /> : <OrderProgress status={order.status} orderType={order.orderType} />}
          {live ? <p className="mt-3 text-sm text-text-muted">{t('details.liveHint')}</p> : null}
          {awaitingPayment ? null : <OrderActions order={order} guestToken={guestToken} />}
        </div>
      </header>
      <div className={`${ORDERS_CONTAINER} flex flex-col gap-6 pt-6 sm:pt-8 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start`}>
        <div className="contents lg:block lg:space-y-6">
          <Panel id="order-items" title={t('details.items')} icon={mdiSilverwareForkKnife} className="order-2">
            <OrderItems order={order} />
          </Panel>
          <Panel id="order-fulfilment" title={t(`details.${fulfilment(order.orderType).key}`)} icon={mdiMapMarkerOutline} className="order-3">
            <OrderFulfilment order={order} />
          </Panel>
        </div>
        <div className="contents lg:block lg:space-y-6">
          <Panel id="order-timeline" title={t('details.timeline')} icon={mdiHistory} className="order-1">
            <OrderTimeline history={order.statusHistory} />
          </Panel>
          <Panel id="order-summary" title={t('details.summary')} icon={mdiReceiptTextOutline} className="order-4">
            <OrderTotals order={order} />
          </Panel>
          <Panel id="order-payment" title={t('details.payment')} icon={mdiCreditCardOutline} className="order-5">
            <OrderPayment order={order} />
          </Panel>
        </div>
      </div>
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation('orders');
  return (
    <Notice
      page
      icon={mdiReceiptTextOutline}
      title={t('details.notFound')}
      text={t('details.notFoundText')}
      action={
        <ButtonLink to="/orders" variant="primary">
          <Icon path={mdiArrowLeft} size={18} />
          {t('details.myOrders')}
        </ButtonLink>
      }
    />
  );
}

function DetailsSkeleton() {
  const { t } = useTranslation('orders');
  return (
    <div className="pb-16" aria-busy="true">
      <p role="status" className="sr-only">
        {t('details.loading')}
      </p>
      <div className="border-b border-border/60 bg-surface-variant/50">
        <div className={`${ORDERS_CONTAINER} space-y-3 py-6 sm:py-10`}>
          <Skeleton className="h-9 w-28" rounded="rounded-full" />
          <Skeleton className="h-10 w-72 max-w-full" />
          <Skeleton className="h-5 w-56" />
          <Skeleton className="mt-5 h-1.5 max-w-3xl" rounded="rounded-full" />
          <Skeleton className="mt-6 h-11 w-36" rounded="rounded-full" />
        </div>
      </div>
      <div className={`${ORDERS_CONTAINER} grid gap-6 pt-8 lg:grid-cols-[minmax(0,1fr)_24rem]`}>
        <div className="space-y-6">
          <Skeleton className="h-72" rounded="rounded-3xl" />
          <SkeletonText lines={3} />
        </div>
        <Skeleton className="h-80" rounded="rounded-3xl" />
      </div>
    </div>
  );
}

/** /orders/{orderId} (spec 2, Order details): the order, its live status and what can be done with it. */
export function OrderDetailsPage({ orderId, guestToken = null }: { orderId: string; guestToken?: string | null }) {
  const { t } = useTranslation('orders');
  const query = useOrder(orderId, guestToken);
  // A guest's link follows that order alone; a signed-in diner's channel follows all of theirs.
  useLiveOrders(!guestToken);
  useGuestLiveOrder(orderId, guestToken);

  if (query.data) return <OrderDetails order={query.data} guestToken={guestToken} />;
  if (query.isError && !isSessionEnded(query.error)) {
    if (query.error instanceof ApiRequestError && query.error.status === 404) return <NotFound />;
    return (
      <PageError
        title={t('details.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        back={{ to: '/orders', label: t('details.myOrders') }}
      />
    );
  }
  return <DetailsSkeleton />;
}
