import { mdiCashMultiple, mdiCreditCardOutline } from '@mdi/js';
import { formatPrice, isCashOnCollection, isOnlinePayment, type Order } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Icon } from '../../ui/icon.tsx';
import { RefundList } from '../../ui/payment-status.tsx';
import { isUndone, Row } from './order-sections.tsx';
import { useOrderTime } from './order-time.ts';
import { PaymentStatusChip } from './status-chip.tsx';

/**
 * Payment Details: the method, the payment status chip (paid success, pending warning, failed
 * error, refunded and partially refunded info), when it was paid, and a card payment's refunds:
 * what has come back so far ('Refunded £5.00') and each refund with its reason and status
 * ('Refund processing', 'Refunded', 'Refund failed'), which moves live.
 */
export function OrderPayment({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const time = useOrderTime();
  const { method, paymentStatus, paidAt, refunds = [], amountRefunded = 0 } = order.paymentDetails;
  // Cash is named by how the food is handed over, as checkout named it (the stored name is the restaurant's own).
  const methodText = isCashOnCollection(method, order.orderType) ? t('details.cashOnCollection') : method;
  const price = (major: number) => formatPrice(major, order.currency.symbol);
  return (
    <>
      <dl className="space-y-3 text-[0.9375rem]" data-testid="order-payment">
        <Row
          label={t('details.paymentMethod')}
          value={
            <span className="inline-flex items-center gap-1.5 font-medium">
              <Icon path={isOnlinePayment(method) ? mdiCreditCardOutline : mdiCashMultiple} size={18} className="text-text-muted" />
              {methodText}
            </span>
          }
        />
        {/* A cancelled or failed order that was never paid has nothing pending: nothing will be paid. */}
        <Row
          label={t('details.paymentStatus')}
          value={isUndone(order) && paymentStatus === 'Pending' ? <span data-testid="payment-status">{t('details.notCharged')}</span> : <PaymentStatusChip status={paymentStatus} />}
        />
        {paidAt ? <Row label={t('details.paidAt')} value={<time dateTime={paidAt}>{time(paidAt)}</time>} /> : null}
        {refunds.length > 0 ? (
          <Row label={t('details.refunded')} value={<span className="font-semibold" data-testid="amount-refunded">{price(amountRefunded)}</span>} />
        ) : null}
      </dl>
      {refunds.length > 0 ? (
        <section aria-labelledby="order-refunds" className="mt-4 border-t border-border/70 pt-4">
          <h3 id="order-refunds" className="text-xs font-bold uppercase tracking-[0.12em] text-text-muted">
            {t('details.refunds')}
          </h3>
          <RefundList
            className="mt-2"
            refunds={refunds}
            currencySymbol={order.currency.symbol}
            time={time}
            labels={{
              statuses: { Pending: t('refunds.Pending'), Succeeded: t('refunds.Succeeded'), Failed: t('refunds.Failed') },
              automatic: t('refunds.automatic'),
            }}
          />
        </section>
      ) : null}
    </>
  );
}
