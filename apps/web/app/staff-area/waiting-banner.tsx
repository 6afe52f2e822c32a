import type { Order } from '@platter/domain';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { STAFF_PATH } from '../lib/staff.ts';
import { Alert } from '../ui/alert.tsx';
import { minutesBetween } from './staff-time.ts';

/**
 * The missed-order alert (issue 29) above every staff page: the orders that have waited the
 * restaurant's alert minutes, each named with how long it has waited, and when they are rejected
 * by themselves. Away from the board, a link back to it.
 */
export function WaitingBanner({ orders, now, rejectMinutes }: { orders: readonly Order[]; now: Date; rejectMinutes: number }) {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  if (orders.length === 0) return null;
  return (
    <div className="px-3 pt-3 sm:px-4" data-testid="waiting-banner">
      <Alert
        tone="error"
        title={t('waiting.title', { count: orders.length })}
        action={
          pathname === STAFF_PATH ? undefined : (
            <Link to={STAFF_PATH} className="font-semibold text-primary underline underline-offset-2 dark:text-accent">
              {t('waiting.openBoard')}
            </Link>
          )
        }
      >
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {orders.map((order) => (
            <li key={order._id} className="font-semibold tabular-nums">
              {t('waiting.order', { orderNumber: order.orderNumber, customer: order.customerName, minutes: minutesBetween(order.waitingSince ?? order.createdAt, now) })}
            </li>
          ))}
        </ul>
        <p className="mt-1 text-sm text-text-muted">{t('waiting.rejectAt', { minutes: rejectMinutes })}</p>
      </Alert>
    </div>
  );
}
