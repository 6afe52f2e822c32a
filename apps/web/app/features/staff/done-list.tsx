import { mdiCheckCircleOutline, mdiCloseCircleOutline } from '@mdi/js';
import { formatPrice, POINTS_EARNING_STATUSES, type Order } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { lastChangeAt } from './board-model.ts';
import { boardTime } from './staff-time.ts';

/** The day's finished orders, the latest first: delivered or collected in green, the others with their reason. */
export function DoneList({ orders, timeZone, now }: { orders: readonly Order[]; timeZone: string | undefined; now: Date }) {
  const { t } = useTranslation('staff');
  if (orders.length === 0) {
    return <p className="rounded-2xl border border-dashed border-border px-4 py-6 text-center text-sm text-text-muted">{t('done.empty')}</p>;
  }
  return (
    <ul className="divide-y divide-border/70 overflow-hidden rounded-2xl border border-border/80 bg-surface shadow-card">
      {orders.map((order) => {
        const fulfilled = POINTS_EARNING_STATUSES.includes(order.status);
        const reason = fulfilled ? null : order.statusHistory.at(-1)?.notes;
        return (
          <li
            key={order._id}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 px-4 py-3 text-sm sm:grid-cols-[8rem_minmax(0,1fr)_auto_5rem]"
            data-testid="done-order"
            data-status={order.status}
          >
            <span className="col-start-1 row-start-1 font-semibold tabular-nums">{t('card.number', { orderNumber: order.orderNumber })}</span>
            <span className="col-start-1 row-start-2 truncate text-text-muted sm:col-start-2 sm:row-start-1">
              {order.customerName} · <span className="tabular-nums">{boardTime(lastChangeAt(order), timeZone, now)}</span>
            </span>
            <span
              className={cx(
                'col-start-2 row-start-2 inline-flex items-center gap-1 justify-self-end rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset sm:col-start-3 sm:row-start-1',
                fulfilled ? 'bg-success/12 text-text ring-success/40' : 'bg-error/10 text-text ring-error/40',
              )}
            >
              <Icon path={fulfilled ? mdiCheckCircleOutline : mdiCloseCircleOutline} size={14} className={fulfilled ? 'text-success' : 'text-error'} />
              {t(`statuses.${order.status}`)}
            </span>
            <span className="col-start-2 row-start-1 text-right font-semibold tabular-nums sm:col-start-4">
              {formatPrice(order.totalAmount, order.currency.symbol)}
            </span>
            {reason ? <p className="col-span-2 text-text-muted italic sm:col-span-4">{t('done.reason', { reason })}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
