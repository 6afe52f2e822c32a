import {
  mdiAlarm,
  mdiCashMultiple,
  mdiClockOutline,
  mdiLightningBolt,
  mdiMapMarkerOutline,
  mdiMessageAlertOutline,
  mdiMoped,
  mdiPhoneOutline,
  mdiShoppingOutline,
} from '@mdi/js';
import { formatPrice, isCashOnCollection, type Order } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { SelectedOptionsList } from '../../ui/selected-options.tsx';
import { timingOf, type Timing } from './board-model.ts';
import { OrderActions } from './order-actions.tsx';
import { boardTime, minutesBetween } from './staff-time.ts';

const CHIP = 'inline-flex h-7 items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 text-xs font-semibold ring-1 ring-inset';

/** ASAP, or the scheduled time: highlighted when due (15 minutes or less), in the error tone when late. */
function TimingChip({ timing, timeZone, now }: { timing: Timing; timeZone: string | undefined; now: Date }) {
  const { t } = useTranslation('staff');
  if (timing.kind === 'asap') {
    return (
      <span className={cx(CHIP, 'bg-primary/10 text-primary ring-primary/25 dark:bg-accent/15 dark:text-accent dark:ring-accent/30')} data-testid="order-timing">
        <Icon path={mdiLightningBolt} size={15} />
        {t('card.asap')}
      </span>
    );
  }
  const time = boardTime(timing.at, timeZone, now);
  const tone = timing.overdue
    ? 'bg-error/12 text-text ring-error/50 [--tone:var(--color-error)]'
    : timing.due
      ? 'bg-warning/15 text-text ring-warning/55 [--tone:var(--color-warning)]'
      : 'bg-surface-variant text-text ring-border [--tone:var(--color-text-muted)]';
  const text = timing.overdue ? t('card.late', { time }) : timing.due ? t('card.due', { time }) : t('card.scheduled', { time });
  return (
    <span className={cx(CHIP, tone)} data-testid="order-timing" data-due={timing.due || undefined}>
      <Icon path={timing.due ? mdiAlarm : mdiClockOutline} size={15} className="text-[var(--tone)]" />
      {text}
    </span>
  );
}

function OrderTypeChip({ order }: { order: Order }) {
  const { t } = useTranslation('staff');
  const delivery = order.orderType === 'Delivery';
  return (
    <span className={cx(CHIP, 'bg-surface-variant text-text ring-border')}>
      <Icon path={delivery ? mdiMoped : mdiShoppingOutline} size={15} className="text-text-muted" />
      {delivery ? t('card.delivery') : t('card.pickup')}
    </span>
  );
}

/** Without spaces, dots, hyphens or brackets, for a tel: link. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** One order as the pass reads it: who, what, when, how, and the next move. */
export function OrderCard({ order, timeZone, now }: { order: Order; timeZone: string | undefined; now: Date }) {
  const { t } = useTranslation('staff');
  const symbol = order.currency.symbol;
  const waited = minutesBetween(order.createdAt, now);
  const address = order.deliveryAddress;
  const titleId = `order-${order._id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="board-order"
      data-order-id={order._id}
      data-status={order.status}
      className="arrive rounded-2xl border border-border/80 bg-surface p-4 text-text shadow-card"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="font-display text-xl leading-tight font-semibold tabular-nums">
            {t('card.number', { orderNumber: order.orderNumber })}
          </h3>
          <p className="mt-0.5 text-xs text-text-muted tabular-nums">
            <span className="sr-only">{t('card.placed')} </span>
            {boardTime(order.createdAt, timeZone, now)} · {waited < 1 ? t('card.justNow') : t('card.minutesAgo', { count: waited })}
          </p>
        </div>
        <p className="shrink-0 text-lg font-bold tabular-nums">{formatPrice(order.totalAmount, symbol)}</p>
      </header>

      <div className="mt-3 flex flex-wrap gap-1.5">
        <TimingChip timing={timingOf(order, now)} timeZone={timeZone} now={now} />
        <OrderTypeChip order={order} />
        {order.status === 'Ready for Pickup' || order.status === 'Out for Delivery' ? (
          <span className={cx(CHIP, 'bg-teal-100 text-teal-900 ring-teal-300/70 dark:bg-teal-400/15 dark:text-teal-200 dark:ring-teal-300/30')}>
            {t(`statuses.${order.status}`)}
          </span>
        ) : null}
      </div>
      {address ? (
        <p className="mt-2 flex gap-1.5 text-sm leading-snug">
          <Icon path={mdiMapMarkerOutline} size={17} className="mt-px text-text-muted" />
          <span>
            {address.street}, {address.city} {address.postalCode}
            {address.deliveryInstructions ? <span className="block text-text-muted italic">{address.deliveryInstructions}</span> : null}
          </span>
        </p>
      ) : null}

      <ul className="mt-3 space-y-2 border-t border-border/70 pt-3" aria-label={t('card.items')}>
        {order.items.map((item) => (
          <li key={item._id} className="flex gap-2.5">
            <span className="inline-flex h-6 min-w-7 shrink-0 items-center justify-center rounded-md bg-text/8 px-1.5 text-sm font-bold tabular-nums">
              {t('card.quantity', { quantity: item.quantity })}
            </span>
            <div className="min-w-0">
              <p className="font-semibold leading-6">{item.productName}</p>
              <SelectedOptionsList options={item.selectedOptions} currencySymbol={symbol} className="text-[0.8125rem]" />
            </div>
          </li>
        ))}
      </ul>

      {order.customerNotes ? (
        <p className="mt-3 flex gap-2 rounded-xl border border-warning/40 bg-warning/10 px-3 py-2 text-sm leading-snug" data-testid="order-notes">
          <Icon path={mdiMessageAlertOutline} size={18} className="mt-px text-warning" />
          <span className="min-w-0 break-words">{order.customerNotes}</span>
        </p>
      ) : null}

      <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-2 gap-y-1 border-t border-border/70 pt-3 text-sm">
        <dt className="sr-only">{t('card.customer')}</dt>
        <dd className="col-span-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span className="font-semibold">{order.customerName}</span>
          <a href={telHref(order.contactPhone)} className="inline-flex items-center gap-1 font-medium text-primary underline-offset-2 hover:underline dark:text-accent">
            <Icon path={mdiPhoneOutline} size={16} />
            {order.contactPhone}
          </a>
        </dd>
        <dt className="sr-only">{t('card.payment')}</dt>
        <dd className="col-span-2 flex items-center gap-1.5 text-text-muted">
          <Icon path={mdiCashMultiple} size={16} />
          {isCashOnCollection(order.paymentDetails.method, order.orderType) ? t('card.cashOnCollection') : order.paymentDetails.method}
          {order.paymentDetails.paymentStatus === 'Paid' ? <span className="font-semibold text-success">· {t('card.paid')}</span> : null}
        </dd>
      </dl>

      <div className="mt-4">
        <OrderActions order={order} />
      </div>
    </article>
  );
}
