import { mdiAlarm, mdiClockOutline, mdiLightningBolt, mdiMessageAlertOutline, mdiMoped, mdiShoppingOutline, mdiAccountOutline } from '@mdi/js';
import { fulfilment, type Order } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { acceptedBy, lastMoveBy, moveLabelKey, movesOf, timingOf, type Timing } from '../../staff-area/board-model.ts';
import { ForwardMove, promisedKey, StopMove, useMoveOrder } from './order-actions.tsx';
import { PrintProblem, printProblem, usePrintJobs } from './ticket-print.tsx';
import { boardTime, minutesBetween } from '../../staff-area/staff-time.ts';

/** How many dishes a card lists before '+ n more' (the rest is one tap away). */
const CARD_ITEMS = 4;

/** ASAP, or the scheduled time: highlighted when due (15 minutes or less), in the error tone when late. */
export function TimingChip({ timing, timeZone, now, plain = false }: { timing: Timing; timeZone: string | undefined; now: Date; plain?: boolean }) {
  const { t } = useTranslation('staff');
  const base = 'inline-flex h-6 shrink-0 items-center gap-0.5 whitespace-nowrap rounded-full pr-2 pl-1.5 text-base font-semibold ring-1 ring-inset';
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
  // On a card past New, a slot that is not yet due is plain words (room for who moved it beside it); due or late it stands out.
  if (plain && !timing.due) {
    return (
      <span className="whitespace-nowrap font-semibold text-text tabular-nums" data-testid="order-timing">
        {text}
      </span>
    );
  }
  return (
    <span className={cx(base, tone)} data-testid="order-timing" data-due={timing.due || undefined}>
      <Icon path={timing.due ? mdiAlarm : mdiClockOutline} size={16} className="text-[var(--tone)]" />
      {text}
    </span>
  );
}

/** The order's type, with its icon: Pickup or Delivery. */
export function OrderTypeLabel({ order, label, iconOnly = false }: { order: Pick<Order, 'orderType'>; label?: string; iconOnly?: boolean }) {
  const { t } = useTranslation('staff');
  const delivery = fulfilment(order.orderType).needsAddress;
  const text = label ?? (delivery ? t('card.delivery') : t('card.pickup'));
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap" title={iconOnly ? text : undefined}>
      <Icon path={delivery ? mdiMoped : mdiShoppingOutline} size={iconOnly ? 20 : 18} className={iconOnly ? 'text-text' : 'text-text-muted'} />
      <span className={iconOnly ? 'sr-only' : undefined}>{text}</span>
    </span>
  );
}

/** A staff member as the pass calls them: the first name (the open order's history has the full name). */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The card's Reject (from New only): the open order's flow, one tap nearer when the kitchen cannot take an order. */
const REJECTABLE = 'Pending Confirmation';

/**
 * One order as the pass reads it at arm's length (16 px and up), compact enough for three a
 * column with their notes on a 1024 × 768 tablet. The first line: the number and when it is due
 * (ASAP or the slot while new; once accepted, the time promised). The second: what the column
 * needs next to it (new: the type and minutes waited; later: the type's icon and who made the
 * last move, whose words say which way a ready order went). Then the dishes, the diner's note
 * itself (two lines; in full one tap away), and the one next move (and, while new, Reject). A
 * tap opens everything else (the diner, the address, payment, history, the other stops).
 */
export function OrderCard({ order, timeZone, now, onOpen }: { order: Order; timeZone: string | undefined; now: Date; onOpen: (order: Order) => void }) {
  const { t } = useTranslation('staff');
  const move = useMoveOrder(order);
  const printJobs = usePrintJobs().data;
  const waited = minutesBetween(order.createdAt, now);
  const titleId = `order-${order._id}-title`;
  const timing = timingOf(order, now);
  const isNew = order.status === REJECTABLE;
  const reject = isNew ? movesOf(order).stops[0] : undefined;
  // Once accepted, an ASAP order is due when it was promised; a scheduled one keeps its slot (due, late) in sight.
  const promised = !isNew && timing.kind === 'asap' && order.pickupTimeEstimate ? boardTime(order.pickupTimeEstimate, timeZone, now) : null;
  const movedBy = lastMoveBy(order);
  // Who took the order on, kept in sight once someone else has moved it further.
  const acceptor = movedBy && movedBy.status !== 'Confirmed' ? acceptedBy(order) : null;
  const accepted = acceptor !== movedBy?.name ? acceptor : null;
  const movedByText = movedBy
    ? `${accepted ? `${t('card.by.accept', { name: accepted })} · ` : ''}${t(`card.by.${moveLabelKey('Confirmed', movedBy.status)}`, { name: movedBy.name, status: movedBy.status })}`
    : undefined;
  const shown = order.items.slice(0, CARD_ITEMS);
  const more = order.items.length - shown.length;
  const note = order.customerNotes.trim();
  const ready = order.status === 'Ready for Pickup' || order.status === 'Out for Delivery';
  return (
    <article
      aria-labelledby={titleId}
      data-testid="board-order"
      data-order-id={order._id}
      data-status={order.status}
      className="arrive relative flex min-w-0 flex-col gap-1 rounded-2xl border border-border/80 bg-surface px-2 py-1.5 text-base text-text shadow-card"
    >
      <button
        type="button"
        onClick={() => onOpen(order)}
        className="-m-1 flex min-w-0 flex-col gap-0.5 rounded-xl p-1 text-left leading-6 outline-offset-2 hover:bg-text/4"
        // Named by what it shows (WCAG 2.5.3: the number, timing, type and dishes a voice user reads).
        aria-describedby={`${titleId}-open`}
        data-testid="open-order"
      >
        <span className="flex w-full min-w-0 flex-wrap items-center justify-between gap-x-2">
          <span id={titleId} className="whitespace-nowrap text-lg leading-6 font-bold tabular-nums" data-testid="order-number">
            {t('card.number', { orderNumber: order.orderNumber })}
          </span>
          {isNew ? (
            <TimingChip timing={timing} timeZone={timeZone} now={now} />
          ) : (
            // Past New the type is its icon (the words read out, and in the tooltip; ready, the status's words).
            <OrderTypeLabel order={order} label={ready ? t(`statuses.${order.status}`) : undefined} iconOnly />
          )}
        </span>
        <span className="flex w-full min-w-0 flex-wrap items-center gap-x-2.5 text-text-muted">
          {isNew ? <OrderTypeLabel order={order} /> : null}
          {order.channel && order.channel !== 'online' ? (
            <span className="whitespace-nowrap rounded-full bg-secondary/12 px-2 font-semibold text-secondary dark:bg-accent/15 dark:text-accent" data-testid="order-channel">
              {t(`phoneOrder.channelTag.${order.channel}`)}
            </span>
          ) : null}
          {isNew ? <span className="whitespace-nowrap tabular-nums">{waited < 1 ? t('card.justNow') : t('card.minutesAgo', { count: waited })}</span> : null}
          {!isNew && !ready && timing.kind === 'scheduled' ? <TimingChip timing={timing} timeZone={timeZone} now={now} plain /> : null}
          {promised && !ready ? (
            <span className="whitespace-nowrap font-semibold text-text tabular-nums" data-testid="order-promised" title={t(promisedKey(order), { time: promised })}>
              <span aria-hidden="true">{t('card.promisedShort', { time: promised })}</span>
              <span className="sr-only">{t(promisedKey(order), { time: promised })}</span>
            </span>
          ) : null}
          {movedBy && !isNew ? (
            // Who moved it here (the column says which move): first names; the sentence read out and in the tooltip.
            <span className="inline-flex min-w-0 items-center gap-0.5" title={movedByText}>
              <Icon path={mdiAccountOutline} size={18} />
              <span aria-hidden="true" className="min-w-0 break-words">
                {accepted ? `${firstName(accepted)} → ` : ''}
                {firstName(movedBy.name)}
              </span>
              <span className="sr-only">
                {accepted ? <span data-testid="order-accepted-by">{t('card.by.accept', { name: firstName(accepted) })} · </span> : null}
                <span data-testid="order-moved-by">{t(`card.by.${moveLabelKey('Confirmed', movedBy.status)}`, { name: firstName(movedBy.name), status: movedBy.status })}</span>
              </span>
            </span>
          ) : null}
        </span>
        <PrintProblem problem={printProblem(printJobs, order._id, now)} />
        <span className="sr-only">{t('card.items')}: </span>
        <span className="flex w-full flex-col leading-snug">
          {shown.map((item) => (
            <span key={item._id} className="flex min-w-0 gap-1.5">
              <span className="shrink-0 font-bold tabular-nums">{t('card.quantity', { quantity: item.quantity })}</span>
              <span className="min-w-0 break-words">
                {item.productName}
                {item.selectedOptions.length > 0 ? <span className="text-text-muted"> · {item.selectedOptions.map((o) => o.valueLabel).join(', ')}</span> : null}
              </span>
            </span>
          ))}
          {more > 0 ? <span className="text-text-muted">{t('card.moreItems', { count: more })}</span> : null}
        </span>
        {note ? (
          // The note itself, where the cook reads the dishes: two lines, the rest in the open order.
          <span className="mt-0.5 flex w-full min-w-0 gap-1.5 rounded-lg bg-warning/12 px-2 py-px leading-5 ring-1 ring-inset ring-warning/35" data-testid="order-notes">
            <Icon path={mdiMessageAlertOutline} size={18} className="mt-px shrink-0 text-warning" />
            <span className="sr-only">{t('card.hasNote')}: </span>
            <span className="line-clamp-2 min-w-0 break-words" title={note}>
              {note}
            </span>
          </span>
        ) : null}
        <span id={`${titleId}-open`} className="sr-only">
          {t('card.open')}
        </span>
      </button>
      <div className="flex min-w-0 gap-1.5">
        <ForwardMove order={order} move={move} className="min-h-10 flex-1" />
        {reject ? <StopMove order={order} move={move} to={reject} className="h-auto! min-h-10 shrink-0 px-2.5!" /> : null}
      </div>
    </article>
  );
}
