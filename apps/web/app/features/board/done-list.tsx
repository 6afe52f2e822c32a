import { mdiCheckCircleOutline, mdiChevronRight, mdiCloseCircleOutline } from '@mdi/js';
import { ACTIVE_STATUSES, formatPrice, POINTS_EARNING_STATUSES, type Order } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { lastChangeAt } from '../../staff-area/board-model.ts';
import { boardTime } from '../../staff-area/staff-time.ts';

/**
 * A list of orders as rows that open the order (the day's finished orders, latest first; search
 * results): number, diner, time, status (delivered or collected in green, the others with their
 * reason) and total.
 */
export function OrderRows({ orders, timeZone, now, empty, onOpen, testId = 'done-order' }: { orders: readonly Order[]; timeZone: string | undefined; now: Date; empty: string; onOpen: (order: Order) => void; testId?: string }) {
  const { t } = useTranslation('staff');
  if (orders.length === 0) {
    return <p className="rounded-2xl border border-dashed border-border px-4 py-6 text-center text-base text-text-muted">{empty}</p>;
  }
  return (
    <ul className="divide-y divide-border/70 overflow-hidden rounded-2xl border border-border/80 bg-surface shadow-card">
      {orders.map((order) => {
        const active = ACTIVE_STATUSES.includes(order.status);
        const fulfilled = POINTS_EARNING_STATUSES.includes(order.status);
        const reason = fulfilled || active ? null : order.statusHistory.at(-1)?.notes;
        return (
          <li key={order._id} data-testid={testId} data-status={order.status}>
            <button
              type="button"
              onClick={() => onOpen(order)}
              className="grid w-full grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-4 gap-y-1 px-4 py-3 text-left text-base hover:bg-text/4 sm:grid-cols-[9rem_minmax(0,1fr)_auto_6rem_auto]"
            >
              <span className="col-start-1 row-start-1 whitespace-nowrap font-bold tabular-nums">{t('card.number', { orderNumber: order.orderNumber })}</span>
              <span className="col-start-1 row-start-2 truncate text-text-muted sm:col-start-2 sm:row-start-1">
                {order.customerName} · <span className="tabular-nums">{boardTime(lastChangeAt(order), timeZone, now)}</span>
              </span>
              <span
                className={cx(
                  'col-start-2 row-start-2 inline-flex items-center gap-1 justify-self-end whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold ring-1 ring-inset sm:col-start-3 sm:row-start-1',
                  active ? 'bg-surface-variant text-text ring-border' : fulfilled ? 'bg-success/12 text-text ring-success/40' : 'bg-error/10 text-text ring-error/40',
                )}
              >
                {active ? null : <Icon path={fulfilled ? mdiCheckCircleOutline : mdiCloseCircleOutline} size={16} className={fulfilled ? 'text-success' : 'text-error'} />}
                {t(`statuses.${order.status}`)}
              </span>
              <span className="col-start-2 row-start-1 text-right font-semibold tabular-nums sm:col-start-4">{formatPrice(order.totalAmount, order.currency.symbol)}</span>
              <Icon path={mdiChevronRight} size={22} className="col-start-3 row-span-2 row-start-1 text-text-muted sm:col-start-5 sm:row-span-1" />
              {reason ? <span className="col-span-2 text-text-muted italic sm:col-span-4">{t('done.reason', { reason })}</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The day's finished orders, the latest first; each opens like a card. */
export function DoneList({ orders, timeZone, now, onOpen }: { orders: readonly Order[]; timeZone: string | undefined; now: Date; onOpen: (order: Order) => void }) {
  const { t } = useTranslation('staff');
  return <OrderRows orders={orders} timeZone={timeZone} now={now} empty={t('done.empty')} onOpen={onOpen} />;
}
