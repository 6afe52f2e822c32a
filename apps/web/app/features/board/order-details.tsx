import { mdiClose, mdiMapMarkerOutline, mdiMessageAlertOutline, mdiPhoneOutline } from '@mdi/js';
import { formatPrice, type Order } from '@platter/domain';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { IconButton } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { SelectedOptionsList } from '../../ui/selected-options.tsx';
import { useReturnFocus } from '../../ui/use-return-focus.ts';
import { movesOf, timingOf } from '../../staff-area/board-model.ts';
import { ForwardMove, ReadyInSelect, StopMoves, defaultReadyIn, promisedKey, useMoveOrder } from './order-actions.tsx';
import { OrderTypeLabel, TimingChip } from './order-card.tsx';
import { OrderPayment } from './order-payment.tsx';
import { boardTime } from '../../staff-area/staff-time.ts';
import { PrintTicket, SendToPrinters } from './ticket-print.tsx';

/** Without spaces, dots, hyphens or brackets, for a tel: link. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The moves of an open order: when accepting, the ready-in choice beside Accept; then the moves that stop it. */
function DetailsMoves({ order, timeZone, now, onMoved }: { order: Order; timeZone: string | undefined; now: Date; onMoved: () => void }) {
  const move = useMoveOrder(order, onMoved);
  const [readyIn, setReadyIn] = useState(() => defaultReadyIn(order));
  const { forward } = movesOf(order);
  return (
    <div className="flex flex-col gap-3 border-t border-border/70 pt-4" data-testid="order-actions">
      {forward === 'Confirmed' ? (
        <div className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <ReadyInSelect order={order} value={readyIn} onChange={setReadyIn} timeZone={timeZone} now={now} />
          <ForwardMove order={order} move={move} readyIn={readyIn} />
        </div>
      ) : (
        <ForwardMove order={order} move={move} />
      )}
      <StopMoves order={order} move={move} />
    </div>
  );
}

/**
 * Everything about one order, on a tap of its card (finished orders too): the diner and how to
 * reach them, the time promised, the address, each dish with its options, the notes, payment
 * (with its refunds, and Refund for an owner or manager) and total, and the history with who made
 * each move. An active order's moves are here in full.
 */
export function OrderDetails({ order, timeZone, now, onClose }: { order: Order | null; timeZone: string | undefined; now: Date; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const returnFocus = useReturnFocus(order !== null);
  return (
    <Dialog.Root open={order !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-[70] grid items-end overflow-y-auto bg-black/50 pt-10 backdrop-blur-[2px] sm:place-items-center sm:p-6">
          {order ? (
            <Dialog.Content
              onCloseAutoFocus={returnFocus}
              aria-describedby={undefined}
              data-testid="order-details"
              className="pop-in relative flex w-full flex-col gap-4 rounded-t-3xl bg-surface p-5 text-base text-text shadow-card-hover outline-none sm:max-w-xl sm:rounded-3xl sm:p-6"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <Dialog.Title className="whitespace-nowrap font-display text-2xl font-bold tabular-nums">{t('card.number', { orderNumber: order.orderNumber })}</Dialog.Title>
                  <p className="text-text-muted">
                    {t(`statuses.${order.status}`)} · {t('details.placed', { time: boardTime(order.createdAt, timeZone, now) })}
                  </p>
                </div>
                <Dialog.Close asChild>
                  <IconButton label={t('details.close')} className="-mr-2 -mt-1">
                    <Icon path={mdiClose} size={24} />
                  </IconButton>
                </Dialog.Close>
              </div>

              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <TimingChip timing={timingOf(order, now)} timeZone={timeZone} now={now} />
                <OrderTypeLabel order={order} />
                {order.pickupTimeEstimate ? (
                  <span className="font-semibold tabular-nums" data-testid="details-promised">
                    {t(promisedKey(order), { time: boardTime(order.pickupTimeEstimate, timeZone, now) })}
                  </span>
                ) : null}
              </div>

              <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                <span className="font-semibold">{order.customerName}</span>
                <a href={telHref(order.contactPhone)} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline-offset-2 hover:underline dark:text-accent">
                  <Icon path={mdiPhoneOutline} size={18} />
                  {order.contactPhone}
                </a>
              </div>
              {order.deliveryAddress ? (
                <p className="flex gap-1.5 leading-snug">
                  <Icon path={mdiMapMarkerOutline} size={20} className="mt-0.5 text-text-muted" />
                  <span>
                    {order.deliveryAddress.street}, {order.deliveryAddress.city} {order.deliveryAddress.postalCode}
                    {order.deliveryAddress.deliveryInstructions ? <span className="block text-text-muted italic">{order.deliveryAddress.deliveryInstructions}</span> : null}
                  </span>
                </p>
              ) : null}

              <ul className="space-y-2 border-t border-border/70 pt-3" aria-label={t('card.items')}>
                {order.items.map((item) => (
                  <li key={item._id} className="flex gap-2.5">
                    <span className="w-9 shrink-0 font-bold tabular-nums">{t('card.quantity', { quantity: item.quantity })}</span>
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold">{item.productName}</p>
                      <SelectedOptionsList options={item.selectedOptions} currencySymbol={order.currency.symbol} className="text-base" />
                    </div>
                    <span className="shrink-0 tabular-nums text-text-muted">{formatPrice(item.itemSubtotal, order.currency.symbol)}</span>
                  </li>
                ))}
              </ul>

              {order.customerNotes ? (
                <p className="flex gap-2 rounded-xl border border-warning/40 bg-warning/10 px-3 py-2 leading-snug" data-testid="details-notes">
                  <Icon path={mdiMessageAlertOutline} size={20} className="mt-0.5 text-warning" />
                  <span className="min-w-0 break-words">{order.customerNotes}</span>
                </p>
              ) : null}

              <OrderPayment order={order} timeZone={timeZone} now={now} />

              <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border/70 pt-3" data-testid="order-printing">
                {timeZone ? <PrintTicket order={order} timeZone={timeZone} /> : <span />}
                <SendToPrinters order={order} />
              </div>

              <section aria-label={t('details.history')}>
                <h3 className="mb-1.5 font-semibold">{t('details.history')}</h3>
                <ol className="space-y-1" data-testid="details-history">
                  {order.statusHistory.map((entry, index) => (
                    <li key={`${entry.status}-${index}`} className="flex flex-wrap gap-x-2 text-text-muted">
                      <span className="tabular-nums">{boardTime(entry.changedAt, timeZone, now)}</span>
                      <span className="font-semibold text-text">{t(`statuses.${entry.status}`)}</span>
                      {entry.changedBy ? <span>{t('details.by', { name: entry.changedBy })}</span> : null}
                      {entry.notes ? <span className="w-full italic">{t('done.reason', { reason: entry.notes })}</span> : null}
                    </li>
                  ))}
                </ol>
              </section>

              {movesOf(order).forward || movesOf(order).stops.length > 0 ? <DetailsMoves key={order.status} order={order} timeZone={timeZone} now={now} onMoved={onClose} /> : null}
            </Dialog.Content>
          ) : null}
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
