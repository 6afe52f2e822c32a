import { mdiClockAlertOutline, mdiCreditCardOutline, mdiRefresh } from '@mdi/js';
import { PAYMENT_MESSAGES, type Order } from '@platter/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { Button, buttonClasses, Spinner } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { cancelPayment } from '../../lib/api/cancel-payment.ts';
import { storeOrder } from '../../lib/api/order-cache.ts';
import { usePaymentCheck } from './use-payment-check.ts';

/** The provider's page sends the diner back with `?payment=return&session_id=…` after paying, `?payment=cancelled` when they cancel. */
export const PAYMENT_PARAM = 'payment';

const PANEL = 'mt-5 max-w-3xl rounded-2xl border p-4 sm:p-5';

/** 'Return to payment': back to the provider's hosted checkout (a full page load), while the order has one (a web address). */
function ReturnToPayment({ order, variant }: { order: Order; variant: 'primary' | 'outline' }) {
  const { t } = useTranslation('orders');
  const href = order.paymentDetails.checkoutUrl;
  if (!href || !/^https?:\/\//i.test(href)) return null;
  return (
    <a href={href} className={buttonClasses({ variant })} data-testid="return-to-payment">
      <Icon path={mdiCreditCardOutline} size={20} />
      {t('payment.returnToPayment')}
    </a>
  );
}

/**
 * Back from the provider's page without paying (its Back link, or the browser's): nothing was
 * charged, and the order gives its checkout up at once (POST /orders/{id}/cancel-payment), so its
 * capacity slot, points and promotion use are not held for the session's 32 minutes (issue 40, E).
 * The answer replaces the order: failed, the page shows it as such (with Reorder). Only when the
 * provider could not be reached does the order still wait: then the way back to pay.
 */
function PaymentNotCompleted({ order, guestToken }: { order: Order; guestToken: string | null }) {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(false);
  const orderId = order._id;
  useEffect(() => {
    let cancelled = false;
    cancelPayment(orderId, guestToken)
      .then((now) => {
        if (!cancelled) storeOrder(queryClient, now);
      })
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) setSettled(true);
      });
    return () => {
      cancelled = true;
    };
  }, [orderId, guestToken, queryClient]);
  return (
    <div className={cx(PANEL, 'border-warning/40 bg-warning/10')} data-testid="payment-not-completed">
      <div role="status" className="flex gap-3">
        <Icon path={mdiClockAlertOutline} size={24} className="mt-0.5 shrink-0 text-warning" />
        <div className="min-w-0">
          <p className="font-semibold leading-snug">{PAYMENT_MESSAGES.paymentNotCompleted}</p>
          <p className="mt-1 text-sm leading-relaxed text-text/85">{settled ? t('payment.notCompletedHint') : t('payment.cancellingHint')}</p>
        </div>
      </div>
      {settled ? (
        <div className="mt-4 sm:pl-9">
          <ReturnToPayment order={order} variant="primary" />
        </div>
      ) : null}
    </div>
  );
}

/**
 * Back from paying: 'Confirming your payment…' (a polite live region with a spinner) while the
 * page asks the server every 3 s; after 2 minutes without an answer, 'Check again' (and the way
 * back to the payment page, for a diner who did not finish paying).
 */
function ConfirmingPayment({ order, guestToken }: { order: Order; guestToken: string | null }) {
  const { t } = useTranslation('orders');
  const { stopped, checkAgain } = usePaymentCheck(order, true, guestToken);
  return (
    <div className={cx(PANEL, 'border-primary/30 bg-primary/6 dark:border-accent/35 dark:bg-accent/10')} data-testid="confirming-payment">
      <div role="status" aria-live="polite" className="flex gap-3">
        {stopped ? (
          <Icon path={mdiClockAlertOutline} size={26} className="mt-0.5 shrink-0 text-primary dark:text-accent" />
        ) : (
          <Spinner size={26} className="mt-0.5 shrink-0 text-primary dark:text-accent" />
        )}
        <div className="min-w-0">
          <p className="font-display text-lg font-semibold leading-snug">{stopped ? t('payment.slowTitle') : PAYMENT_MESSAGES.confirming}</p>
          <p className="mt-1 text-sm leading-relaxed text-text/85">{stopped ? t('payment.slowHint') : t('payment.confirmingHint')}</p>
        </div>
      </div>
      {stopped ? (
        <div className="mt-4 grid gap-2.5 sm:flex sm:flex-wrap sm:pl-9">
          <Button variant="primary" onClick={checkAgain}>
            <Icon path={mdiRefresh} size={20} />
            {t('payment.checkAgain')}
          </Button>
          <ReturnToPayment order={order} variant="outline" />
        </div>
      ) : null}
    </div>
  );
}

/** An order placed for online payment and not paid yet: confirming the payment, or (cancelled on the provider's page) giving the checkout up. */
export function AwaitingPayment({ order, guestToken = null }: { order: Order; guestToken?: string | null }) {
  const [params] = useSearchParams();
  return params.get(PAYMENT_PARAM) === 'cancelled' ? <PaymentNotCompleted order={order} guestToken={guestToken} /> : <ConfirmingPayment order={order} guestToken={guestToken} />;
}
