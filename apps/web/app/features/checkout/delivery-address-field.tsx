import { mdiMapMarkerOutline } from '@mdi/js';
import type { SavedAddress } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import type { AddressSuggestion } from '../../lib/address-lookup.ts';
import { isSessionEnded } from '../../lib/form-errors.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { AddressSearchBox } from '../../ui/address-search-box.tsx';
import { cx } from '../../ui/cx.ts';
import { TextField } from '../../ui/form-field.tsx';
import { RadioCard } from '../../ui/radio-card.tsx';
import { DEFAULT_COUNTRY } from './checkout-model.ts';
import { KeepChoice } from './keep-choice.tsx';
import type { CheckoutFormState } from './use-checkout-form.ts';

function addressLine(a: SavedAddress): string {
  return [a.street, a.city, a.postalCode || a.postcode, a.country].filter(Boolean).join(', ');
}

/** Spec 2 'Add Delivery Address': address search (when the API has a provider), street, city, region, post code, country. */
function NewAddressForm({ checkout }: { checkout: CheckoutFormState }) {
  const { t } = useTranslation('checkout');
  const { register } = checkout.form;
  const { newAddress: errorOf } = checkout.errors;
  const { addressSearch } = checkout;

  const fillFromSearch = async (suggestion: AddressSuggestion) => {
    if (!suggestion.placeId) {
      showSnackbar({ message: t('details.addressDetailsMissing'), color: 'error' });
      return;
    }
    try {
      const details = await addressSearch.choose(suggestion);
      if (!details || ![details.street, details.city, details.postcode].some(Boolean)) {
        showSnackbar({ message: t('details.addressDetailsEmpty'), color: 'warning' });
        return;
      }
      checkout.fillNewAddress({
        street: details.street,
        city: details.city,
        stateOrRegion: details.state_or_region || details.county || '',
        postalCode: details.postcode,
        country: details.country || DEFAULT_COUNTRY,
      });
    } catch (error) {
      if (!isSessionEnded(error)) showSnackbar({ message: t('details.addressDetailsFailed'), color: 'error' });
    }
  };

  return (
    <div className={cx('grid gap-4 sm:grid-cols-2', checkout.savedAddresses.length > 0 && 'mt-4 rounded-2xl bg-surface-variant/40 p-4')}>
      <p className="font-semibold sm:col-span-2">{t('details.newAddressTitle')}</p>
      {addressSearch.available ? (
        <div className="sm:col-span-2">
          <AddressSearchBox search={addressSearch} onChoose={(suggestion) => void fillFromSearch(suggestion)} />
        </div>
      ) : null}
      <TextField
        containerClassName="sm:col-span-2"
        label={t('details.street')}
        autoComplete="street-address"
        error={errorOf('street')}
        required
        {...register('newAddress.street')}
      />
      <TextField label={t('details.city')} autoComplete="address-level2" error={errorOf('city')} required {...register('newAddress.city')} />
      <TextField label={t('details.stateOrRegion')} autoComplete="address-level1" {...register('newAddress.stateOrRegion')} />
      <TextField label={t('details.postalCode')} autoComplete="postal-code" error={errorOf('postalCode')} required {...register('newAddress.postalCode')} />
      <TextField label={t('details.country')} autoComplete="country-name" error={errorOf('country')} required {...register('newAddress.country')} />
      {checkout.guest ? null : (
        <div className="sm:col-span-2">
          <KeepChoice label={t('details.saveAddress')} {...register('saveAddress')} />
        </div>
      )}
    </div>
  );
}

/** Where a delivery goes: a saved address (the default preselected) or a new one. */
export function DeliveryAddressField({ checkout }: { checkout: CheckoutFormState }) {
  const { t } = useTranslation('checkout');
  const { savedAddresses, values } = checkout;
  const error = checkout.errors.address;
  return (
    <fieldset aria-describedby={error ? 'checkout-address-error' : undefined}>
      <legend className="mb-2 text-sm font-semibold">{t('details.address')}</legend>
      {savedAddresses.length > 0 ? (
        <div className="grid gap-3">
          {savedAddresses.map((address) => (
            <RadioCard
              key={address._id}
              name="address"
              value={address._id}
              label={address.label || address.street}
              icon={mdiMapMarkerOutline}
              hint={addressLine(address)}
              badge={
                address.isDefault ? (
                  <span className="rounded-full bg-secondary/15 px-2 py-0.5 text-xs font-semibold text-secondary dark:bg-accent/15 dark:text-accent">{t('details.defaultBadge')}</span>
                ) : null
              }
              checked={values.addressId === address._id}
              onChange={() => checkout.chooseAddress(address._id)}
            />
          ))}
          <RadioCard
            name="address"
            value="new"
            label={t('details.useNewAddress')}
            checked={values.addressId === null}
            onChange={() => checkout.chooseAddress(null)}
          />
        </div>
      ) : null}
      {error ? (
        <p id="checkout-address-error" className="mt-1.5 text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
      {values.addressId === null ? <NewAddressForm checkout={checkout} /> : null}
    </fieldset>
  );
}
