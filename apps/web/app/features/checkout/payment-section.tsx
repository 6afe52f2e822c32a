import { mdiCashMultiple, mdiCreditCardOutline } from '@mdi/js';
import { useTranslation } from '../../i18n/react.tsx';
import { Alert } from '../../ui/alert.tsx';
import { RadioCard } from '../../ui/radio-card.tsx';
import { SectionCard } from '../../ui/section-card.tsx';
import { isPaidOnHandover } from '@platter/domain';
import { paymentMethodText } from './checkout-model.ts';
import type { CheckoutFormState } from './use-checkout-form.ts';

/**
 * Section 2: the restaurant's enabled payment methods, named and explained for the order type
 * (cash on delivery, or at the counter on collection; online payment is made on the provider's page, next).
 */
export function PaymentSection({ checkout }: { checkout: CheckoutFormState }) {
  const { t } = useTranslation('checkout');
  const { paymentMethods, values } = checkout;
  const chosen = values.paymentMethod ? paymentMethodText(values.paymentMethod, values.orderType) : null;
  const error = checkout.errors.payment;
  return (
    <SectionCard id="checkout-section-2" index={2} title={t('payment.title')}>
      <fieldset aria-describedby={error ? 'checkout-payment-error' : undefined}>
        <legend className="sr-only">{t('payment.method')}</legend>
        {paymentMethods.length === 0 ? <Alert tone="warning">{t('payment.none')}</Alert> : null}
        <div className="grid gap-3">
          {paymentMethods.map((method) => {
            const text = paymentMethodText(method, values.orderType);
            return (
              <RadioCard
                key={method}
                name="payment"
                value={method}
                label={text.label}
                hint={text.hint}
                icon={isPaidOnHandover(method) ? mdiCashMultiple : mdiCreditCardOutline}
                checked={values.paymentMethod === method}
                onChange={() => checkout.choosePaymentMethod(method)}
              />
            );
          })}
        </div>
        {error ? (
          <p id="checkout-payment-error" className="mt-1.5 text-sm font-medium text-error">
            {error}
          </p>
        ) : null}
        {chosen?.note ? (
          <Alert tone="info" className="mt-3">
            {chosen.note}
          </Alert>
        ) : null}
      </fieldset>
    </SectionCard>
  );
}
