import type { OrderStatus, PaymentStatus } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../ui/cx.ts';
import { PaymentStatusChip as PaymentChip } from '../../ui/payment-status.tsx';

/**
 * Spec 4 status colours: pending orange; confirmed blue; preparing purple; ready / out for
 * delivery teal; delivered / completed green; cancelled / failed red. Fixed hues (they mean the
 * same at every restaurant), each dark text on a pale tint in light mode and light text on a
 * deep tint in dark mode, so the label keeps AA contrast on the tenant's surfaces.
 */
type Hue = 'orange' | 'blue' | 'purple' | 'teal' | 'green' | 'red';

const STATUS_HUES: Record<OrderStatus, Hue> = {
  'Awaiting Payment': 'orange',
  'Pending Confirmation': 'orange',
  Confirmed: 'blue',
  Preparing: 'purple',
  'Ready for Pickup': 'teal',
  'Out for Delivery': 'teal',
  Delivered: 'green',
  Completed: 'green',
  'Cancelled by User': 'red',
  'Cancelled by Restaurant': 'red',
  Failed: 'red',
};

const CHIP_TONES: Record<Hue, string> = {
  orange: 'bg-orange-100 text-orange-900 ring-orange-300/70 dark:bg-orange-400/15 dark:text-orange-200 dark:ring-orange-300/30',
  blue: 'bg-blue-100 text-blue-900 ring-blue-300/70 dark:bg-blue-400/15 dark:text-blue-200 dark:ring-blue-300/30',
  purple: 'bg-purple-100 text-purple-900 ring-purple-300/70 dark:bg-purple-400/15 dark:text-purple-200 dark:ring-purple-300/30',
  teal: 'bg-teal-100 text-teal-900 ring-teal-300/70 dark:bg-teal-400/15 dark:text-teal-200 dark:ring-teal-300/30',
  green: 'bg-green-100 text-green-900 ring-green-300/70 dark:bg-green-400/15 dark:text-green-200 dark:ring-green-300/30',
  red: 'bg-red-100 text-red-900 ring-red-300/70 dark:bg-red-400/15 dark:text-red-200 dark:ring-red-300/30',
};

const DOTS: Record<Hue, string> = {
  orange: 'bg-orange-500',
  blue: 'bg-blue-500',
  purple: 'bg-purple-500',
  teal: 'bg-teal-500',
  green: 'bg-green-500',
  red: 'bg-red-500',
};

/** The dot of a status (a chip, a timeline entry), in its hue. */
export const statusDot = (status: OrderStatus): string => DOTS[STATUS_HUES[status]];

const CHIP = 'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset';

export function OrderStatusChip({ status, size = 'sm', className }: { status: OrderStatus; size?: 'sm' | 'md'; className?: string }) {
  const { t } = useTranslation('orders');
  return (
    <span className={cx(CHIP, CHIP_TONES[STATUS_HUES[status]], size === 'md' && 'px-3 py-1.5 text-sm', className)} data-testid="order-status" data-status={status}>
      <span aria-hidden="true" className={cx('size-1.5 rounded-full', statusDot(status))} />
      {t(`statuses.${status}`)}
    </span>
  );
}

/** Spec 4 payment colours (paid success, pending warning, failed error, refunded info), named in the diner's words. */
export function PaymentStatusChip({ status, className }: { status: PaymentStatus; className?: string }) {
  const { t } = useTranslation('orders');
  return <PaymentChip status={status} label={t(`paymentStatuses.${status}`)} className={className} />;
}
