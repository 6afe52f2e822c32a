import { mdiMopedOutline, mdiShoppingOutline, mdiStorefrontOutline } from '@mdi/js';
import { FULFILMENT_METHODS, ORDER_TEXTS, formatPrice, fulfilment, restaurantNameOf, type SlotOrderType } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Alert } from '../../ui/alert.tsx';
import { inputClasses, TextField } from '../../ui/form-field.tsx';
import { Icon } from '../../ui/icon.tsx';
import { RadioCard } from '../../ui/radio-card.tsx';
import { SectionCard } from '../../ui/section-card.tsx';
import { DeliveryAddressField } from './delivery-address-field.tsx';
import { KeepChoice } from './keep-choice.tsx';
import { SchedulePicker } from './schedule-picker.tsx';
import type { CheckoutFormState } from './use-checkout-form.ts';

/** Delivery or Pickup; a type the restaurant does not offer is disabled, with the spec's info text. */
function OrderTypeField({ checkout }: { checkout: CheckoutFormState }) {
  const { t } = useTranslation('checkout');
  const { restaurant, availability, values } = checkout;
  const fee = restaurant.deliverySettings.delivery.fee;
  // Each fulfilment method's card: its icon and the line under its name.
  const cards: Record<SlotOrderType, { icon: string; hint: string | undefined }> = {
    delivery: {
      icon: mdiMopedOutline,
      hint: fee === null ? undefined : fee === 0 ? t('details.freeDelivery') : t('details.deliveryFee', { fee: formatPrice(fee, restaurant.currency.symbol) }),
    },
    pickup: { icon: mdiShoppingOutline, hint: t('details.pickupHint', { restaurantName: restaurantNameOf(restaurant) }) },
  };
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">{t('details.orderType')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {FULFILMENT_METHODS.map((method) => (
          <RadioCard
            key={method.type}
            name="orderType"
            value={method.type}
            label={t(`details.${method.key}`)}
            icon={cards[method.key].icon}
            hint={cards[method.key].hint}
            checked={values.orderType === method.type}
            disabled={!availability[method.key]}
            onChange={() => checkout.chooseOrderType(method.type)}
          />
        ))}
      </div>
      {!availability.delivery && availability.pickup ? (
        <Alert tone="info" className="mt-3">
          {ORDER_TEXTS.onlyPickup}
        </Alert>
      ) : null}
      {availability.delivery && !availability.pickup ? (
        <Alert tone="info" className="mt-3">
          {ORDER_TEXTS.onlyDelivery}
        </Alert>
      ) : null}
    </fieldset>
  );
}

function PickupFrom({ checkout }: { checkout: CheckoutFormState }) {
  const { t } = useTranslation('checkout');
  const { restaurant } = checkout;
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-surface-variant/40 p-4">
      <Icon path={mdiStorefrontOutline} size={22} className="mt-0.5 text-primary dark:text-accent" />
      <div>
        <p className="text-sm font-semibold">{t('details.pickupFrom')}</p>
        <p className="text-sm text-text-muted">
          {restaurant.name} · {[restaurant.address.street, restaurant.address.city, restaurant.address.postalCode].filter(Boolean).join(', ')}
        </p>
      </div>
    </div>
  );
}

/** Section 1 (spec 2): order type, where it goes (or where to collect it), phone, when, instructions. */
export function OrderDetailsSection({ checkout }: { checkout: CheckoutFormState }) {
  const { t } = useTranslation('checkout');
  const { register } = checkout.form;
  return (
    <SectionCard id="checkout-section-1" index={1} title={t('details.title')}>
      <OrderTypeField checkout={checkout} />
      {fulfilment(checkout.values.orderType).needsAddress ? <DeliveryAddressField checkout={checkout} /> : <PickupFrom checkout={checkout} />}
      <TextField
        label={t('details.contactPhone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={checkout.errors.phone}
        hint={t('details.phoneHint')}
        required
        {...register('contactPhone')}
      />
      {checkout.phoneIsNew ? <KeepChoice label={t('details.savePhone')} {...register('savePhone')} /> : null}
      <SchedulePicker checkout={checkout} />
      <div>
        <label htmlFor="checkout-notes" className="mb-1.5 block text-sm font-semibold">
          {t('details.instructions')}
        </label>
        <textarea
          id="checkout-notes"
          maxLength={500}
          rows={3}
          placeholder={t('details.instructionsPlaceholder')}
          className={inputClasses(false, 'h-auto min-h-24 py-3')}
          {...register('customerNotes')}
        />
      </div>
    </SectionCard>
  );
}
