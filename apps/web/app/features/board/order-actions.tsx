import { mdiArrowRight, mdiCloseCircleOutline } from '@mdi/js';
import { fulfilment, READY_IN_MINUTES_CHOICES, type Order, type OrderStatus } from '@platter/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { changeOrderStatus } from '../../lib/api/change-order-status.ts';
import { staffKeys } from '../../lib/api/query-keys.ts';
import { failureMessage, isSessionEnded } from '../../lib/form-errors.ts';
import { isLiveOrder } from '../../lib/live-orders/live-orders.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { storeBoardOrder } from '../../staff-area/board-cache.ts';
import { moveLabelKey, movesOf } from '../../staff-area/board-model.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { boardTime } from '../../staff-area/staff-time.ts';

interface Move {
  status: OrderStatus;
  notes?: string;
  readyInMinutes?: number | null;
}

/** The ready-in time the board proposes when accepting an ASAP order that holds no slot: most kitchens quote about 20 minutes. */
export const DEFAULT_READY_IN = 20;
/** The ready-in choice that keeps the time the order holds (no minutes sent: the server promises its slot). */
export const AT_SLOT = 0;

type Timed = Pick<Order, 'isASAP' | 'scheduledAt' | 'pickupTimeEstimate'>;

/**
 * The time the order already holds: the estimate its capacity slot gave at checkout (ASAP), or a
 * scheduled order's slot. Accepting never promises sooner (the server's `acceptedPromise`).
 */
export function heldTime(order: Timed): Date | null {
  if (order.pickupTimeEstimate) return new Date(order.pickupTimeEstimate);
  return !order.isASAP && order.scheduledAt ? new Date(order.scheduledAt) : null;
}

/** The promised time's words: a pickup is ready to collect by then, a delivery at the diner's door (its travel time included). */
export const promisedKey = (order: Pick<Order, 'orderType'>) => fulfilment(order.orderType).words.board;

/** What accepting proposes: the time the order holds, else 20 minutes. */
export const defaultReadyIn = (order: Timed): number => (heldTime(order) ? AT_SLOT : DEFAULT_READY_IN);

/** The ready-in choices that promise later than the time the order holds (a sooner one would promise the slot anyway). */
export function readyInChoices(order: Timed, now: Date): number[] {
  const held = heldTime(order);
  return READY_IN_MINUTES_CHOICES.filter((minutes) => !held || now.getTime() + minutes * 60_000 > held.getTime());
}

/** The server could not answer: the move may be tried again from the same dialog. */
const unreachable = (error: unknown) => error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);

/** A refused move's order as it is now (409 ORDER_MOVED_ON carries it), else null. */
function orderNow(error: unknown): Order | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'ORDER_MOVED_ON') return null;
  const order = error.body?.order;
  return isLiveOrder(order) ? order : null;
}

/**
 * One order's moves: PATCH /staff/orders/{id}/status, always naming the status this screen shows
 * (`fromStatus`), so two tablets cannot both move it. The answer replaces the card; a refusal
 * (409: someone else moved it first) says the server's words, puts the order as it is now on the
 * board, and the board is fetched again.
 */
export function useMoveOrder(order: Order, onMoved?: () => void) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: Move) => changeOrderStatus(order._id, { ...move, fromStatus: order.status }),
    onSuccess: (answer) => {
      storeBoardOrder(queryClient, answer.data.order);
      showSnackbar({ message: answer.message ?? t('board.moved', { orderNumber: order.orderNumber }), color: 'success', timeout: 2500 });
      onMoved?.();
    },
    onError: (error) => {
      if (!isSessionEnded(error)) showSnackbar({ message: failureMessage(error, { unreachable: t('board.moveFailed') }), color: 'error', multiline: true, timeout: 6000 });
      const current = orderNow(error);
      if (current) storeBoardOrder(queryClient, current);
      if (!unreachable(error)) void queryClient.invalidateQueries({ queryKey: staffKeys.board() });
    },
  });
}

type MoveOrder = ReturnType<typeof useMoveOrder>;

/** The label of the button that makes a move ('Accept', 'Start Preparing', 'Reject' ...). */
function useMoveLabel(order: Order) {
  const { t } = useTranslation('staff');
  return (to: OrderStatus) => t(`moves.${moveLabelKey(order.status, to)}`, { status: to });
}

/**
 * The one forward move (Accept, Start Preparing, Ready for Pickup / Out for Delivery, Completed /
 * Delivered), full width so it never leaves its card. Accepting sends `readyIn` (by default the
 * time the order holds, its slot; else 20 minutes).
 */
export function ForwardMove({ order, move, readyIn, className = 'min-h-12' }: { order: Order; move: MoveOrder; readyIn?: number; className?: string }) {
  const { forward } = movesOf(order);
  const label = useMoveLabel(order);
  if (!forward) return null;
  const accepting = forward === 'Confirmed';
  const minutes = readyIn ?? defaultReadyIn(order);
  return (
    <Button
      variant="primary"
      block
      // Never cut: a long move ('Out for Delivery') wraps in a narrow column rather than losing words.
      className={cx('h-auto! min-w-0 px-3! py-2 text-center text-base! leading-tight', className)}
      loading={move.isPending && move.variables?.status === forward}
      disabled={move.isPending}
      data-testid="forward-move"
      onClick={() => move.mutate(accepting ? { status: forward, readyInMinutes: minutes === AT_SLOT ? null : minutes } : { status: forward })}
    >
      <span className="min-w-0 break-words">{label(forward)}</span>
      <Icon path={mdiArrowRight} size={20} className="hidden sm:block lg:hidden xl:block" />
    </Button>
  );
}

/** When accepting: at the time the order holds (its slot), or ready in 10–90 minutes when that is later. */
export function ReadyInSelect({ order, value, onChange, timeZone, now }: { order: Order; value: number; onChange: (minutes: number) => void; timeZone: string | undefined; now: Date }) {
  const { t } = useTranslation('staff');
  const id = useId();
  const held = heldTime(order);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-base font-semibold">
        {t('readyIn.label')}
      </label>
      <select
        id={id}
        className="h-12 w-full min-w-0 rounded-xl border border-border bg-surface px-3 text-base font-semibold text-text"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        data-testid="ready-in"
      >
        {held ? <option value={AT_SLOT}>{t('readyIn.atSlot', { time: boardTime(held, timeZone, now) })}</option> : null}
        {readyInChoices(order, now).map((minutes) => (
          <option key={minutes} value={minutes}>
            {t('readyIn.minutes', { count: minutes })}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * One move that stops the order (Reject, Cancel order, Mark as failed): a button in the error
 * colour that asks for the reason the diner will read, then makes the move. The card's Reject and
 * the open order's stops are this one flow.
 */
export function StopMove({ order, move, to, className }: { order: Order; move: MoveOrder; to: OrderStatus; className?: string }) {
  const { t } = useTranslation('staff');
  const label = useMoveLabel(order);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="text" className={cx('text-base! text-error! hover:bg-error/8!', className)} disabled={move.isPending} onClick={() => setAsking(true)} data-testid="stop-move">
        <Icon path={mdiCloseCircleOutline} size={18} />
        {label(to)}
      </Button>
      {asking ? (
        <ReasonDialog
          open
          title={t(`reason.title.${moveLabelKey(order.status, to)}`, { orderNumber: order.orderNumber })}
          confirmText={label(to)}
          busy={move.isPending}
          onOpenChange={(open) => {
            if (!open) setAsking(false);
          }}
          onConfirm={(notes) => move.mutate({ status: to, notes }, { onSettled: (_answer, error) => (error && unreachable(error) ? undefined : setAsking(false)) })}
        />
      ) : null}
    </>
  );
}

/** The moves that stop the order, under the open order's forward move: small, so they are hard to hit by mistake. */
export function StopMoves({ order, move }: { order: Order; move: MoveOrder }) {
  const { stops } = movesOf(order);
  if (stops.length === 0) return null;
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {stops.map((status) => (
        <StopMove key={status} order={order} move={move} to={status} />
      ))}
    </div>
  );
}
