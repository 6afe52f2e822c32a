import { pointsEarnedFor, toMinor, type PlaceOrderBody } from '@platter/domain';
import { useRestaurant } from '../../lib/restaurant.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../lib/api-client.ts';
import { placeOrder } from '../../lib/api/place-order.ts';
import { orderKeys, slotKeys, userKeys } from '../../lib/api/query-keys.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { isSessionEnded } from '../../lib/form-errors.ts';
import { confirmDialog } from '../../lib/dialog.ts';
import { leaveFor } from '../../lib/leave-site.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { rememberOrderType } from './last-order-type.ts';

/**
 * Spec 8's order for a placement failure: the server's message, its error messages joined, the
 * call's own problem text, then `fallback` ('Failed to place order.'). A failure that is not the
 * API's (a bug) shows only `fallback`: its text is not for diners.
 */
export function placementFailureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.serverMessage) return error.serverMessage;
  const joined = error.fieldErrors
    .map((e) => e.message)
    .filter(Boolean)
    .join(', ');
  return joined || error.message || fallback;
}

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  /** A guest's order (issue 30): its page with the link's token, and the points an account would earn on it. */
  guest?: { path: string; points: number };
}

/** An order paid online, stored and awaiting its payment: the browser is on its way to the provider's page. */
export interface PaymentRedirect {
  id: string;
  checkoutUrl: string;
}

/** The order's own page. */
export const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

/** The order's page as the provider's Cancel (or the browser's Back) leaves it: not paid, with the way back to pay. */
export const paymentCancelledPath = (id: string) => `${orderPath(id)}?payment=cancelled`;

/**
 * Placing the order (POST /orders): one Idempotency-Key per attempt, reused while the same
 * body is retried (a refused order stored nothing), so a retry never orders twice. On success
 * the cart empties and the persistent 'Order Placed Successfully!' dialog leads to the order's page
 * ('View Order') or to /orders ('Track My Order'). An order paid online answers the provider's
 * hosted checkout instead: the order is stored (awaiting its payment), so the cart empties too and
 * the browser goes there (`redirecting` until the page is gone); the order's page is where the
 * diner comes back to, paid or not.
 */
export function usePlaceOrder() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const restaurant = useRestaurant();
  // Set first; the cart is cleared once this is on screen, so the empty-cart rule does not fire.
  const [placedOrder, setPlacedOrder] = useState<PlacedOrder | null>(null);
  const [placing, setPlacing] = useState(false);
  const [redirect, setRedirect] = useState<PaymentRedirect | null>(null);
  const placingRef = useRef(false);
  const attempt = useRef<{ key: string; body: string } | null>(null);

  useEffect(() => {
    if (placedOrder === null) return;
    const { id, orderNumber, guest } = placedOrder;
    useCartStore.getState().clear();
    showSnackbar({ message: t('placed', { orderNumber }), color: 'success', timeout: 5000, multiline: true });
    if (guest) {
      // A guest: the order's own link, and the account offer (claimed once the e-mail is verified).
      void confirmDialog({
        type: 'info',
        persistent: true,
        title: t('successTitle'),
        message: `${t('guest.successMessage', { orderNumber })}\n\n${t('guest.accountOffer', { count: guest.points })}`,
        confirmText: t('viewOrder'),
        showCancel: true,
        cancelText: t('guest.createAccount'),
      }).then((viewOrder) => navigate(viewOrder ? guest.path : `/auth/register?${new URLSearchParams({ redirect: '/verify-email' })}`));
      return;
    }
    // 'View Order' opens the order's own page, where its status moves live; 'Track My Order' the history (spec).
    void confirmDialog({
      type: 'info',
      persistent: true,
      title: t('successTitle'),
      message: t('successMessage', { orderNumber }),
      confirmText: t('viewOrder'),
      showCancel: true,
      cancelText: t('trackOrder'),
    }).then((viewOrder) => navigate(viewOrder ? orderPath(id) : '/orders'));
  }, [placedOrder, navigate, t]);

  useEffect(() => {
    if (redirect === null) return;
    useCartStore.getState().clear();
    // A refused address (never from our API) leaves the diner on their order's page, where they can pay.
    if (!leaveFor(redirect.checkoutUrl)) {
      void navigate(paymentCancelledPath(redirect.id), { replace: true });
      return;
    }
    // Back from the provider's page may restore this one as it was left (the back-forward cache):
    // the order is not paid, and its page offers the way back to pay.
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) void navigate(paymentCancelledPath(redirect.id), { replace: true });
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [redirect, navigate]);

  /** Resolves to the refusal (after telling it), else null; the form puts its field errors beside the fields. */
  const place = useCallback(
    async (body: PlaceOrderBody): Promise<unknown> => {
      if (placingRef.current) return null;
      const serialized = JSON.stringify(body);
      if (!attempt.current || attempt.current.body !== serialized) attempt.current = { key: crypto.randomUUID(), body: serialized };
      placingRef.current = true;
      setPlacing(true);
      try {
        const answer = await placeOrder(body, attempt.current.key);
        attempt.current = null;
        const placed = answer.data.order;
        rememberOrderType(placed.restaurantId, placed.orderType);
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        void queryClient.invalidateQueries({ queryKey: slotKeys.all });
        // The phone or address kept for next time (the profile and the next checkout read them).
        if (body.saveContactPhone || body.saveDeliveryAddress) void queryClient.invalidateQueries({ queryKey: userKeys.me() });
        // Its page opens at once from the answer (and follows live updates from there).
        queryClient.setQueryData(orderKeys.detail(placed._id), placed);
        const { checkoutUrl } = answer.data;
        if (checkoutUrl) setRedirect({ id: placed._id, checkoutUrl });
        else if (answer.data.orderUrl) {
          const link = new URL(answer.data.orderUrl);
          const points = pointsEarnedFor(toMinor(placed.totalAmount), restaurant?.pointsPerCurrencyUnit ?? 0);
          setPlacedOrder({ id: placed._id, orderNumber: placed.orderNumber, guest: { path: `${link.pathname}${link.search}`, points } });
        } else setPlacedOrder({ id: placed._id, orderNumber: placed.orderNumber });
        return null;
      } catch (error) {
        if (isSessionEnded(error)) return null;
        // A full slot (SLOT_FULL) or one the kitchen can no longer make: the times are read again.
        void queryClient.invalidateQueries({ queryKey: slotKeys.all });
        showSnackbar({ message: placementFailureText(error, t('placeFailed')), color: 'error', multiline: true, timeout: 8000 });
        return error;
      } finally {
        placingRef.current = false;
        setPlacing(false);
      }
    },
    [queryClient, t, restaurant],
  );

  /** True from the first press until the answer (and while leaving for the payment page): a second press does nothing. */
  const isPlacing = useCallback(() => placingRef.current || redirect !== null, [redirect]);

  return { placedOrder, placing, redirecting: redirect !== null, isPlacing, place };
}
