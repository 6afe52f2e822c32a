import { mdiAlarm, mdiClockOutline, mdiLightningBolt, mdiMessageAlertOutline, mdiMoped, mdiShoppingOutline } from '@mdi/js';
import type { Order } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { acceptedBy, lastMoveBy, moveLabelKey, timingOf, type Timing } from './board-model.ts';
import { ForwardMove, promisedKey, useMoveOrder } from './order-actions.tsx';
import { PrintProblem, printProblem, usePrintJobs } from './ticket-print.tsx';
import { boardTime, minutesBetween } from './staff-time.ts';

/** How many dishes a card lists before '+ n more' (the rest is one tap away). */
const CARD_ITEMS = 4;

/** ASAP, or the scheduled time: highlighted when due (15 minutes or less), in the error tone when late. */
export function TimingChip({ timing, timeZone, now }: { timing: Timing; timeZone: string | undefined; now: Date }) {
  const { t } = useTranslation('staff');
  const base = 'inline-flex h-7 shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2 text-base font-semibold ring-1 ring-inset';
  if (timing.kind === 'asap') {
    return (
      <span className={cx(base, 'bg-primary/10 text-primary ring-primary/25 dark:bg-accent/15 dark:text-accent dark:ring-accent/30')} data-testid="order-timing">
        <Icon path={mdiLightningBolt} size={16} />
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
    <span className={cx(base, tone)} data-testid="order-timing" data-due={timing.due || undefined}>
      <Icon path={timing.due ? mdiAlarm : mdiClockOutline} size={16} className="text-[var(--tone)]" />
      {text}
    </span>
  );
}

/** The order's type, with its icon: Pickup or Delivery. */
export function OrderTypeLabel({ order }: { order: Pick<Order, 'orderType'> }) {
  const { t } = useTranslation('staff');
  const delivery = order.orderType === 'Delivery';
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <Icon path={delivery ? mdiMoped : mdiShoppingOutline} size={18} className="text-text-muted" />
      {delivery ? t('card.delivery') : t('card.pickup')}
    </span>
  );
}

/**
 * One order as the pass reads it at arm's length (16 px and up): number, the time promised, type,
 * dishes with quantities, and the one next move. A tap on the card opens everything else (the
 * diner, the address, notes in full, payment, history and the moves that stop an order).
 */
export function OrderCard({ order, timeZone, now, onOpen }: { order: Order; timeZone: string | undefined; now: Date; onOpen: (order: Order) => void }) {
  const { t } = useTranslation('staff');
  const move = useMoveOrder(order);
  const printJobs = usePrintJobs().data;
  const waited = minutesBetween(order.createdAt, now);
  const titleId = `order-${order._id}-title`;
  const promised = order.pickupTimeEstimate ? boardTime(order.pickupTimeEstimate, timeZone, now) : null;
  const movedBy = lastMoveBy(order);
  // Who took the order on, kept in sight once someone else has moved it further.
  const accepted = movedBy && movedBy.status !== 'Confirmed' ? acceptedBy(order) : null;
  const shown = order.items.slice(0, CARD_ITEMS);
  const more = order.items.length - shown.length;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="board-order"
      data-order-id={order._id}
      data-status={order.status}
      className="arrive relative flex min-w-0 flex-col gap-2.5 rounded-2xl border border-border/80 bg-surface p-3 text-base text-text shadow-card"
    >
      <button
        type="button"
        onClick={() => onOpen(order)}
        className="-m-1 flex min-w-0 flex-col gap-1.5 rounded-xl p-1 text-left outline-offset-2 hover:bg-text/4"
        // Named by what it shows (WCAG 2.5.3: the number, timing, type and dishes a voice user reads).
        aria-describedby={`${titleId}-open`}
        data-testid="open-order"
      >
        <span className="flex w-full min-w-0 flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <span id={titleId} className="whitespace-nowrap font-display text-xl leading-tight font-bold tabular-nums" data-testid="order-number">
            {t('card.number', { orderNumber: order.orderNumber })}
          </span>
          <TimingChip timing={timingOf(order, now)} timeZone={timeZone} now={now} />
        </span>
        <span className="flex w-full flex-wrap items-center gap-x-3 gap-y-0.5 text-text-muted">
          <OrderTypeLabel order={order} />
          {order.channel && order.channel !== 'online' ? (
            <span className="whitespace-nowrap rounded-full bg-secondary/12 px-2 text-sm font-semibold text-secondary dark:bg-accent/15 dark:text-accent" data-testid="order-channel">
              {t(`phoneOrder.channelTag.${order.channel}`)}
            </span>
          ) : null}
          <span className="whitespace-nowrap tabular-nums">{waited < 1 ? t('card.justNow') : t('card.minutesAgo', { count: waited })}</span>
          {order.status === 'Ready for Pickup' || order.status === 'Out for Delivery' ? (
            <span className="whitespace-nowrap font-semibold text-text">{t(`statuses.${order.status}`)}</span>
          ) : null}
        </span>
        <PrintProblem problem={printProblem(printJobs, order._id, now)} />
        {promised ? (
          <span className="font-semibold tabular-nums" data-testid="order-promised">
            {t(promisedKey(order), { time: promised })}
          </span>
        ) : null}
        <span className="sr-only">{t('card.items')}: </span>
        <span className="flex w-full flex-col border-t border-border/70 pt-1.5">
          {shown.map((item) => (
            <span key={item._id} className="flex min-w-0 gap-2 leading-6">
              <span className="shrink-0 font-bold tabular-nums">{t('card.quantity', { quantity: item.quantity })}</span>
              <span className="min-w-0 break-words">
                {item.productName}
                {item.selectedOptions.length > 0 ? <span className="text-text-muted"> · {item.selectedOptions.map((o) => o.valueLabel).join(', ')}</span> : null}
              </span>
            </span>
          ))}
          {more > 0 ? <span className="text-text-muted">{t('card.moreItems', { count: more })}</span> : null}
        </span>
        {order.customerNotes ? (
          <span className="flex items-center gap-1.5 font-semibold" data-testid="order-notes">
            <Icon path={mdiMessageAlertOutline} size={18} className="text-warning" />
            {t('card.hasNote')}
          </span>
        ) : null}
        {movedBy ? (
          <span className="text-text-muted">
            {accepted ? <span data-testid="order-accepted-by">{t('card.by.accept', { name: accepted })} · </span> : null}
            <span data-testid="order-moved-by">{t(`card.by.${moveLabelKey('Confirmed', movedBy.status)}`, { name: movedBy.name, status: movedBy.status })}</span>
          </span>
        ) : null}
        <span id={`${titleId}-open`} className="sr-only">
          {t('card.open')}
        </span>
      </button>
      <ForwardMove order={order} move={move} />
    </article>
  );
}
