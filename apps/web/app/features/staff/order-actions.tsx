import { mdiArrowRight, mdiCloseCircleOutline } from '@mdi/js';
import { READY_IN_MINUTES_CHOICES, type Order, type OrderStatus } from '@platter/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { changeOrderStatus } from '../../lib/api/change-order-status.ts';
import { staffKeys } from '../../lib/api/query-keys.ts';
import { failureMessage, isSessionEnded } from '../../lib/form-errors.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { storeBoardOrder } from './board-cache.ts';
import { moveLabelKey, movesOf } from './board-model.ts';
import { ReasonDialog } from './reason-dialog.tsx';

interface Move {
  status: OrderStatus;
  notes?: string;
  readyInMinutes?: number | null;
}

/** The ready-in time the board proposes when accepting: most kitchens quote about 20 minutes. */
const DEFAULT_READY_IN = 20;

/** The server could not answer: the move may be tried again from the same dialog. */
const unreachable = (error: unknown) => error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);

/**
 * One order's moves: PATCH /staff/orders/{id}/status. The answer replaces the card; a refusal
 * (409: someone else moved it first) says the server's words and the board is fetched again, so
 * the card shows where the order really is.
 */
function useMoveOrder(order: Order) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: Move) => changeOrderStatus(order._id, move),
    onSuccess: (answer) => {
      storeBoardOrder(queryClient, answer.data.order);
      showSnackbar({ message: answer.message ?? t('board.moved', { orderNumber: order.orderNumber }), color: 'success', timeout: 2500 });
    },
    onError: (error) => {
      if (!isSessionEnded(error)) showSnackbar({ message: failureMessage(error, { unreachable: t('board.moveFailed') }), color: 'error', multiline: true, timeout: 6000 });
      if (!unreachable(error)) void queryClient.invalidateQueries({ queryKey: staffKeys.board() });
    },
  });
}

/**
 * The next move the workflow allows, in one click (Accept, Start Preparing, Ready for Pickup /
 * Out for Delivery, Completed / Delivered), and the moves that stop the order (Reject, Cancel,
 * Failed), which ask for a reason first.
 */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation('staff');
  const { forward, stops } = movesOf(order);
  const move = useMoveOrder(order);
  const [stopping, setStopping] = useState<OrderStatus | null>(null);
  const [readyIn, setReadyIn] = useState<number>(DEFAULT_READY_IN);
  if (!forward && stops.length === 0) return null;
  const accepting = forward === 'Confirmed';
  const label = (to: OrderStatus) => t(`moves.${moveLabelKey(order.status, to)}`, { status: to });
  const busyWith = move.isPending ? move.variables?.status : undefined;

  return (
    <div data-testid="order-actions">
      {forward ? (
        <div className="flex items-stretch gap-2">
          {accepting ? (
            <label className="flex shrink-0 items-center gap-1.5 rounded-xl border border-border bg-surface px-2 text-sm text-text-muted">
              <span className="whitespace-nowrap">{t('readyIn.label')}</span>
              <select
                className="min-h-11 bg-transparent py-1 pr-1 font-semibold text-text focus:outline-none"
                value={readyIn}
                onChange={(event) => setReadyIn(Number(event.target.value))}
                data-testid="ready-in"
              >
                {READY_IN_MINUTES_CHOICES.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {t('readyIn.minutes', { count: minutes })}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <Button
            variant="primary"
            block
            loading={busyWith === forward}
            disabled={move.isPending}
            onClick={() => move.mutate(accepting ? { status: forward, readyInMinutes: readyIn } : { status: forward })}
          >
            {label(forward)}
            <Icon path={mdiArrowRight} size={18} />
          </Button>
        </div>
      ) : null}
      {stops.length > 0 ? (
        <div className="mt-1.5 flex flex-wrap justify-end gap-1">
          {stops.map((status) => (
            <Button key={status} variant="text" size="sm" className="text-error! hover:bg-error/8!" disabled={move.isPending} onClick={() => setStopping(status)}>
              <Icon path={mdiCloseCircleOutline} size={17} />
              {label(status)}
            </Button>
          ))}
        </div>
      ) : null}
      {stopping ? (
        <ReasonDialog
          open
          title={t(`reason.title.${moveLabelKey(order.status, stopping)}`, { orderNumber: order.orderNumber })}
          confirmText={label(stopping)}
          busy={move.isPending}
          onOpenChange={(open) => {
            if (!open) setStopping(null);
          }}
          onConfirm={(notes) =>
            move.mutate({ status: stopping, notes }, { onSettled: (_answer, error) => (error && unreachable(error) ? undefined : setStopping(null)) })
          }
        />
      ) : null}
    </div>
  );
}
