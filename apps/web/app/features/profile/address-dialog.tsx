import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '../../lib/localized-resolver.ts';
import { addressBody, DEFAULT_COUNTRY, type SavedAddress } from '@platter/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/react.tsx';
import type { z } from 'zod';
import { useRestaurant } from '../../lib/restaurant.ts';
import { useAddressSearch, type AddressSuggestion } from '../../lib/address-lookup.ts';
import { applyFieldErrors, failureMessage, isSessionEnded } from '../../lib/form-errors.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form-field.tsx';
import { AddressSearchBox } from '../../ui/address-search-box.tsx';
import { useSaveAddress } from '../../lib/api/save-address.ts';
import { Modal } from './modal.tsx';

type FormInput = z.input<typeof addressBody>;
type FormOutput = z.output<typeof addressBody>;

const FIELDS = ['label', 'street', 'city', 'state_or_region', 'postcode', 'country'] as const;

/** The form's starting values: the saved address when editing, else an empty one in the default country. */
export function addressFormValues(address: SavedAddress | null, makeDefault: boolean): FormInput {
  if (!address) {
    return {
      label: 'Home',
      street: '',
      city: '',
      state_or_region: '',
      postcode: '',
      country: DEFAULT_COUNTRY,
      location: { type: 'Point', coordinates: [0, 0] },
      placeId: null,
      note: '',
      isDefault: makeDefault,
    };
  }
  return {
    label: address.label,
    street: address.street,
    city: address.city,
    state_or_region: address.state_or_region,
    postcode: address.postcode || address.postalCode,
    country: address.country || DEFAULT_COUNTRY,
    location: address.location,
    placeId: address.placeId,
    note: address.note,
    isDefault: address.isDefault,
  };
}

/**
 * Add or edit a saved address (spec 2, Profile; spec 3, New address submission): the address
 * search fills street, city, region, postcode and country; every field can be typed by hand.
 * Without an address provider on the server the search box is not shown.
 */
export function AddressDialog({
  open,
  onOpenChange,
  address,
  makeDefault,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address being edited; null adds a new one. */
  address: SavedAddress | null;
  /** A new address starts as the default (the diner has none yet). */
  makeDefault: boolean;
}) {
  const { t } = useTranslation('profile');
  const search = useAddressSearch(useRestaurant()?.addressSearch ?? false);
  const saveAddress = useSaveAddress();
  const editing = address !== null;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: localized(zodResolver(addressBody)),
    defaultValues: addressFormValues(address, makeDefault),
    mode: 'onTouched',
  });

  // Each opening starts from the address being edited (or an empty form) and a clear search.
  const { setInput } = search;
  useEffect(() => {
    if (!open) return;
    reset(addressFormValues(address, makeDefault));
    setInput('');
  }, [open, address, makeDefault, reset, setInput]);

  const fill = async (suggestion: AddressSuggestion) => {
    if (!suggestion.placeId) {
      showSnackbar({ message: t('addressForm.detailsMissing'), color: 'error' });
      return;
    }
    let details;
    try {
      details = await search.choose(suggestion);
    } catch (error) {
      if (!isSessionEnded(error)) showSnackbar({ message: failureMessage(error, { unreachable: t('addressForm.detailsFailed') }), color: 'error' });
      return;
    }
    if (!details || ![details.street, details.city, details.postcode].some(Boolean)) {
      showSnackbar({ message: t('addressForm.detailsEmpty'), color: 'warning' });
      return;
    }
    const options = { shouldDirty: true, shouldValidate: true } as const;
    setValue('street', details.street, options);
    setValue('city', details.city, options);
    setValue('state_or_region', details.state_or_region || details.county, options);
    setValue('postcode', details.postcode, options);
    setValue('country', details.country || DEFAULT_COUNTRY, options);
    setValue('placeId', suggestion.placeId);
    if (details.location) setValue('location', details.location);
  };

  const submit = handleSubmit(async (body) => {
    try {
      await saveAddress.mutateAsync({ id: address?._id, body });
    } catch (error) {
      if (isSessionEnded(error)) return;
      applyFieldErrors(error, setError, FIELDS);
      const unreachable = editing ? t('addresses.saveFailed') : t('addresses.addError');
      showSnackbar({ message: failureMessage(error, { unreachable }), color: 'error', multiline: true });
      return;
    }
    showSnackbar({ message: editing ? t('addresses.updated') : t('addresses.added'), color: 'success' });
    onOpenChange(false);
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('addressForm.editTitle') : t('addressForm.addTitle')}
      description={search.available ? t('addressForm.description') : undefined}
      closeLabel={t('close')}
      busy={isSubmitting}
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        {search.available ? <AddressSearchBox search={search} onChoose={(suggestion) => void fill(suggestion)} /> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('addressForm.label')}
            placeholder={t('addressForm.labelPlaceholder')}
            error={errors.label?.message}
            containerClassName="sm:col-span-2"
            {...register('label')}
          />
          <TextField
            label={t('addressForm.street')}
            autoComplete="address-line1"
            aria-required
            error={errors.street?.message}
            containerClassName="sm:col-span-2"
            {...register('street')}
          />
          <TextField
            label={t('addressForm.city')}
            autoComplete="address-level2"
            aria-required
            error={errors.city?.message}
            {...register('city')}
          />
          <TextField
            label={t('addressForm.region')}
            autoComplete="address-level1"
            error={errors.state_or_region?.message}
            {...register('state_or_region')}
          />
          <TextField
            label={t('addressForm.postcode')}
            autoComplete="postal-code"
            autoCapitalize="characters"
            aria-required
            error={errors.postcode?.message}
            {...register('postcode')}
          />
          <TextField
            label={t('addressForm.country')}
            autoComplete="country-name"
            aria-required
            error={errors.country?.message}
            {...register('country')}
          />
        </div>
        <label className="flex items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            disabled={editing && address.isDefault}
            className="size-5 rounded accent-[var(--color-primary)]"
            {...register('isDefault')}
          />
          {t('addressForm.isDefault')}
        </label>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="text" disabled={isSubmitting} onClick={() => onOpenChange(false)}>
            {t('addressForm.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? t('addressForm.saving') : t('addressForm.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
