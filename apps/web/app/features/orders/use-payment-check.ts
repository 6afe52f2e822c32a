import { AWAITING_PAYMENT, type Order } from '@platter/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '../../lib/api-client.ts';
import { checkPayment } from '../../lib/api/check-payment.ts';
import { storeOrder } from '../../lib/api/order-cache.ts';
import { orderKeys } from '../../lib/api/query-keys.ts';

/** How often the order page asks the server about a payment it is waiting for. */
export const PAYMENT_CHECK_EVERY_MS = 3_000;
/** How long it keeps asking before it offers 'Check again' (the webhook or the live channel may still bring it). */
export const PAYMENT_CHECK_FOR_MS = 2 * 60_000;

/** An answer that asking again will not change: the order is not the diner's, or the session ended. */
const final = (error: unknown) => error instanceof ApiRequestError && (error.status === 401 || error.status === 403 || error.status === 404);

/**
 * While `order` is Awaiting Payment and `active` (the diner is back from the provider's page):
 * POST /orders/{id}/check-payment at once, then every 3 s (each after the last answer), for 2
 * minutes. Each answer goes into the caches as every other update of the order does, so the page
 * moves on as soon as the order leaves Awaiting Payment, whether the check or the live channel
 * said so first; that also ends the checks. A failed check is tried again at the next turn.
 * `stopped` says the 2 minutes are over; `checkAgain` starts another 2 minutes.
 */
export function usePaymentCheck(order: Pick<Order, '_id' | 'status'>, active: boolean, guestToken: string | null = null): { stopped: boolean; checkAgain: () => void } {
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const [stopped, setStopped] = useState(false);
  const waiting = active && order.status === AWAITING_PAYMENT;
  const orderId = order._id;

  useEffect(() => {
    if (!waiting) return;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const check = async () => {
      try {
        const now = await checkPayment(orderId, guestToken);
        if (cancelled) return;
        // An answer overtaken by the live channel (the order has moved on since it was asked) is not stored.
        const known = queryClient.getQueryData<Order>(orderKeys.detail(orderId));
        if (!known || now.statusHistory.length >= known.statusHistory.length) storeOrder(queryClient, now);
        // Left Awaiting Payment: the page re-renders and this effect ends.
        if (now.status !== AWAITING_PAYMENT) return;
      } catch (error) {
        if (cancelled || final(error)) return;
      }
      if (Date.now() - started >= PAYMENT_CHECK_FOR_MS) setStopped(true);
      else timer = setTimeout(() => void check(), PAYMENT_CHECK_EVERY_MS);
    };
    void check();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [waiting, orderId, round, queryClient, guestToken]);

  const checkAgain = useCallback(() => {
    setStopped(false);
    setRound((r) => r + 1);
  }, []);

  return { stopped: waiting && stopped, checkAgain };
}
