import { mdiCashMultiple, mdiCreditCardOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/alert.tsx';
import { RadioCard } from '../../ui/radio-card.tsx';
import { SectionCard } from '../../ui/section-card.tsx';
import { isCashMethod } from './checkout-model.ts';
import type { CheckoutFormState } from './use-checkout-form.ts';

/** Section 2: the restaurant's enabled payment methods; cash gets the exact-amount hint. */
export function PaymentSection({ checkout }: { checkout: CheckoutFormState }) {
  const { t } = useTranslation('checkout');
  const { paymentMethods, values } = checkout;
  return (
    <SectionCard id="checkout-section-2" index={2} title={t('payment.title')}>
      <fieldset>
        <legend className="sr-only">{t('payment.method')}</legend>
        {paymentMethods.length === 0 ? <Alert tone="warning">{t('payment.none')}</Alert> : null}
        <div className="grid gap-3">
          {paymentMethods.map((method) => (
            <RadioCard
              key={method}
              name="payment"
              value={method}
              label={method}
              icon={isCashMethod(method) ? mdiCashMultiple : mdiCreditCardOutline}
              checked={values.paymentMethod === method}
              onChange={() => checkout.choosePaymentMethod(method)}
            />
          ))}
        </div>
        {isCashMethod(values.paymentMethod) ? (
          <Alert tone="info" className="mt-3">
            {t('payment.cashHint')}
          </Alert>
        ) : null}
      </fieldset>
    </SectionCard>
  );
}
