import { mdiCashMultiple, mdiCashRefund, mdiCreditCardOutline } from '@mdi/js';
import { formatPrice, isCashOnCollection, isOnlinePayment, type Order } from '@platter/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useStaffRole } from '../../lib/staff.ts';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { PaymentStatusChip, RefundList } from '../../ui/payment-status.tsx';
import { canBeRefunded, ROLES_THAT_REFUND } from './refund-model.ts';
import { boardTime } from '../../staff-area/staff-time.ts';

// Only an owner or manager who presses Refund downloads the dialog.
const loadRefundDialog = () => import('./refund-dialog.tsx');
const RefundDialog = lazy(loadRefundDialog);

/**
 * The open order's payment: the method, its status chip, the total; a card payment's refunds
 * (what has come back, each refund with its reason and status, which move live); and for Owner
 * and Manager, 'Refund' on a card payment with something left to give back.
 */
export function OrderPayment({ order, timeZone, now }: { order: Order; timeZone: string | undefined; now: Date }) {
  const { t } = useTranslation('staff');
  const role = useStaffRole();
  const [refunding, setRefunding] = useState(false);
  const { method, paymentStatus, refunds = [], amountRefunded = 0 } = order.paymentDetails;
  const online = isOnlinePayment(method);
  const mayRefund = role !== null && ROLES_THAT_REFUND.includes(role) && canBeRefunded(order);
  const price = (major: number) => formatPrice(major, order.currency.symbol);
  return (
    <section aria-label={t('payment.title')} className="flex flex-col gap-3 border-t border-border/70 pt-3" data-testid="details-payment">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1.5">
          <span className="flex items-center gap-1.5 text-text-muted">
            <Icon path={online ? mdiCreditCardOutline : mdiCashMultiple} size={18} />
            {isCashOnCollection(method, order.orderType) ? t('card.cashOnCollection') : method}
          </span>
          <PaymentStatusChip status={paymentStatus} label={t(`paymentStatuses.${paymentStatus}`)} />
        </span>
        <span className="text-xl font-bold tabular-nums">{price(order.totalAmount)}</span>
      </div>
      {order.tipAmount > 0 ? (
        <p className="-mt-2 flex justify-between gap-3 text-text-muted">
          <span>{t('payment.tipIncluded')}</span>
          <span className="tabular-nums font-semibold text-text" data-testid="details-tip">
            {price(order.tipAmount)}
          </span>
        </p>
      ) : null}
      {refunds.length > 0 ? (
        <div className="rounded-2xl bg-surface-variant/60 p-3">
          <p className="mb-2 flex justify-between gap-3 font-semibold">
            <span>{t('payment.refunds')}</span>
            <span className="tabular-nums" data-testid="amount-refunded">
              {t('payment.refunded', { amount: price(amountRefunded) })}
            </span>
          </p>
          <RefundList
            refunds={refunds}
            currencySymbol={order.currency.symbol}
            time={(iso) => boardTime(iso, timeZone, now)}
            labels={{
              statuses: { Pending: t('refundStatuses.Pending'), Succeeded: t('refundStatuses.Succeeded'), Failed: t('refundStatuses.Failed') },
              automatic: t('payment.automatic'),
            }}
          />
        </div>
      ) : null}
      {mayRefund ? (
        <Button
          variant="outline"
          className="self-start text-base!"
          onClick={() => setRefunding(true)}
          onPointerEnter={() => void loadRefundDialog()}
          onFocus={() => void loadRefundDialog()}
          data-testid="refund-button"
        >
          <Icon path={mdiCashRefund} size={20} />
          {t('refund.open')}
        </Button>
      ) : null}
      {refunding ? (
        <Suspense fallback={null}>
          <RefundDialog order={order} onClose={() => setRefunding(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
