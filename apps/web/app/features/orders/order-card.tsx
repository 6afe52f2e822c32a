import { mdiChevronRight, mdiMoped, mdiShoppingOutline } from '@mdi/js';
import { formatPrice, fulfilment, isOnlinePayment, type OrderSummary } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useOrderTime } from './order-time.ts';
import { OrderStatusChip, PaymentStatusChip } from './status-chip.tsx';

/** A card order's payment always (paid, refunded, failed or not yet); any other's only once it is paid. */
export function showsPaymentStatus(payment: OrderSummary['payment']): payment is NonNullable<OrderSummary['payment']> {
  return payment !== undefined && (isOnlinePayment(payment.method) || payment.paymentStatus === 'Paid');
}

const CARD = 'rounded-2xl border border-border/70 bg-surface p-4 shadow-card sm:p-5';

/** One order of the history (spec 2): number, date, status chip, total (with its payment's status), and what was in it; opens /orders/{id}. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('orders');
  const time = useOrderTime();
  const more = order.lineCount - order.itemNames.length;
  return (
    <li data-testid="order-card">
      <Link
        to={`/orders/${encodeURIComponent(order._id)}`}
        className={`${CARD} group block transition duration-200 hover:-translate-y-0.5 hover:border-primary/30 hover:shadow-card-hover dark:hover:border-accent/30`}
      >
        <div className="flex items-start gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-primary/10 text-primary dark:bg-accent/15 dark:text-accent">
            <Icon path={fulfilment(order.orderType).needsAddress ? mdiMoped : mdiShoppingOutline} size={22} />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
              <h2 className="font-display text-lg font-semibold leading-tight">{t('orderNumber', { orderNumber: order.orderNumber })}</h2>
              <OrderStatusChip status={order.status} />
            </div>
            <p className="mt-1 text-sm text-text-muted">
              <time dateTime={order.createdAt}>{time(order.createdAt)}</time>
              {' · '}
              {t(`orderTypes.${order.orderType}`)}
            </p>
          </div>
        </div>
        <p className="mt-3 line-clamp-2 text-[0.9375rem] leading-snug text-text/85">
          {order.itemNames.join(', ')}
          {more > 0 ? <span className="text-text-muted"> {t('history.moreItems', { count: more })}</span> : null}
        </p>
        <div className="mt-3 flex items-center justify-between gap-3 border-t border-border/60 pt-3">
          <span className="text-sm text-text-muted">
            <span className="whitespace-nowrap">{t('history.items', { count: order.itemCount })}</span>
            {!order.isASAP && order.scheduledAt ? ` · ${t('history.scheduledFor', { time: time(order.scheduledAt) })}` : null}
          </span>
          {/* On a narrow card the payment's chip goes above the total rather than squeeze the line. */}
          <span className="flex min-w-0 flex-wrap items-center justify-end gap-x-2 gap-y-1">
            {showsPaymentStatus(order.payment) ? (
              <span>
                <span className="sr-only">{t('details.paymentStatus')}: </span>
                <PaymentStatusChip status={order.payment.paymentStatus} />
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1">
              <span className="sr-only">{t('history.total')}: </span>
              <span className="text-lg font-bold tabular-nums">{formatPrice(order.totalAmount, order.currency.symbol)}</span>
              <Icon path={mdiChevronRight} size={20} className="text-text-muted transition group-hover:translate-x-0.5" />
            </span>
          </span>
        </div>
      </Link>
    </li>
  );
}

/** The same card's frame while the history loads: the same heights, so nothing moves when it arrives. */
export function OrderCardSkeleton() {
  return (
    <li className={CARD} aria-hidden="true">
      <div className="flex items-start gap-3">
        <Skeleton className="size-11" rounded="rounded-2xl" />
        <div className="flex-1 space-y-2 pt-0.5">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-5 w-36" />
            <Skeleton className="h-6 w-24" rounded="rounded-full" />
          </div>
          <Skeleton className="h-4 w-44" />
        </div>
      </div>
      <Skeleton className="mt-3.5 h-4 w-4/5" />
      <div className="mt-3 flex items-center justify-between border-t border-border/60 pt-3">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-6 w-20" />
      </div>
    </li>
  );
}
