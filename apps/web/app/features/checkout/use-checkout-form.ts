import { zodResolver } from '@hookform/resolvers/zod';
import {
  ceilToMinute,
  checkoutFormSchema,
  checkoutTermsOf,
  earliestScheduledTime,
  enabledPaymentMethods,
  fromZonedInputValue,
  latestScheduledTime,
  openingStatus,
  orderTypeAvailability,
  scheduleProblem,
  toZonedInputValue,
  type OrderType,
  type PublicRestaurant,
  type User,
} from '@platter/domain';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useAddressSearch } from '../../lib/address-lookup.ts';
import { useNow } from '../../lib/use-now.ts';
import { initialCheckoutValues, orderChoicesOf, reviewCheckout, type CheckoutValues, type NewAddress, type OrderChoices, type PlaceOrderRefusal } from './checkout-model.ts';

type CheckoutOutput = z.output<typeof checkoutFormSchema>;

/** Spec 4: the open/closed state is recalculated every minute. */
const CLOCK_TICK_MS = 60_000;

/** The shared schema reports every problem at once (an empty phone does not hide the address or time). */
const checkoutResolver: Resolver<CheckoutValues, unknown, CheckoutOutput> = zodResolver(checkoutFormSchema);

export type CheckoutReview = { refusal: PlaceOrderRefusal; choices: null } | { refusal: null; choices: OrderChoices };

/**
 * The checkout form (spec 2 "Checkout", Section 1 and 2) on react-hook-form and the shared
 * `checkoutFormSchema`, with the restaurant's clock: its opening status, the schedule window,
 * and ASAP turned off when it closes while the page is open.
 *
 * Errors show as the diner expects: the phone's once it has been left, every other field's
 * after Place Order (and then as they change).
 */
export function useCheckoutForm({ restaurant, user }: { restaurant: PublicRestaurant; user: User }) {
  const terms = useMemo(() => checkoutTermsOf(restaurant), [restaurant]);
  const tz = restaurant.timeZone;
  const savedAddresses = user.savedAddresses;
  const paymentMethods = useMemo(() => enabledPaymentMethods(terms), [terms]);
  const [defaultValues] = useState(() => initialCheckoutValues(restaurant, terms, user, new Date()));
  const form = useForm<CheckoutValues, unknown, CheckoutOutput>({
    resolver: checkoutResolver,
    defaultValues,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { setValue, trigger, getValues } = form;
  const values = form.watch();
  const { errors, isSubmitted } = form.formState;
  // Kept while the page is open (the diner may switch addresses and come back to it).
  const addressSearch = useAddressSearch();

  const now = useNow(CLOCK_TICK_MS);
  const status = useMemo(() => openingStatus(restaurant.openingHours, tz, now), [restaurant.openingHours, tz, now]);
  const earliest = useMemo(() => earliestScheduledTime(restaurant.openingHours, tz, now), [restaurant.openingHours, tz, now]);
  const minLocal = earliest ? toZonedInputValue(ceilToMinute(earliest), tz) : undefined;
  const maxLocal = toZonedInputValue(latestScheduledTime(now), tz);

  // Closing while the page is open forces ASAP off and presets the next opening (spec 4).
  useEffect(() => {
    if (!status.isOpen && values.isASAP) {
      setValue('isASAP', false);
      if (!getValues('scheduledLocal')) setValue('scheduledLocal', earliest ? toZonedInputValue(ceilToMinute(earliest), tz) : '');
    }
  }, [status.isOpen, values.isASAP, earliest, tz, setValue, getValues]);

  // A choice made without typing (a radio, the ASAP switch): after Place Order, the errors follow it.
  const afterChoice = () => {
    if (isSubmitted) void trigger();
  };

  const scheduledInstant = values.isASAP ? null : fromZonedInputValue(values.scheduledLocal, tz);
  const newAddressShown = values.orderType === 'Delivery' && values.addressId === null;
  const scheduleRefusal = scheduledInstant ? scheduleProblem(restaurant.openingHours, tz, now, scheduledInstant) : null;

  return {
    form,
    values,
    restaurant,
    savedAddresses,
    paymentMethods,
    availability: orderTypeAvailability(terms),
    /** The address search (hidden when the API has no provider) that fills the new-address form. */
    addressSearch,
    clock: { status, noHours: status.next?.kind === 'noHours', minLocal, maxLocal, scheduleProblem: scheduleRefusal },
    errors: {
      phone: errors.contactPhone?.message,
      newAddress: (field: keyof NewAddress) => (isSubmitted && newAddressShown ? errors.newAddress?.[field]?.message : undefined),
      schedule: isSubmitted ? errors.scheduledLocal?.message : undefined,
    },
    chooseOrderType: (orderType: OrderType) => {
      setValue('orderType', orderType, { shouldDirty: true });
      afterChoice();
    },
    chooseAddress: (addressId: string | null) => {
      setValue('addressId', addressId, { shouldDirty: true });
      afterChoice();
    },
    choosePaymentMethod: (paymentMethod: string) => {
      setValue('paymentMethod', paymentMethod, { shouldDirty: true });
      afterChoice();
    },
    toggleAsap: () => {
      if (!values.isASAP) setValue('isASAP', true, { shouldDirty: true });
      else {
        setValue('isASAP', false, { shouldDirty: true });
        setValue('scheduledLocal', values.scheduledLocal || minLocal || '', { shouldDirty: true });
      }
      afterChoice();
    },
    /** The address search's answer goes into the new-address form. */
    fillNewAddress: (address: NewAddress) => {
      for (const [field, value] of Object.entries(address) as [keyof NewAddress, string][]) {
        setValue(`newAddress.${field}`, value, { shouldDirty: true, shouldValidate: isSubmitted });
      }
    },
    /**
     * Place Order pressed: every error shows, and the domain's rules decide. A time earlier than
     * allowed moves up to the earliest one, in the field too.
     */
    review: async (cartEmpty: boolean): Promise<CheckoutReview> => {
      let formValid = false;
      await form.handleSubmit(() => {
        formValid = true;
      })();
      const current = getValues();
      const review = reviewCheckout({ terms, values: current, savedAddresses, now: new Date(), cartEmpty, formValid });
      if (review.refusal) return { refusal: review.refusal, choices: null };
      if (review.time.movedUp && review.time.at) setValue('scheduledLocal', toZonedInputValue(review.time.at, tz));
      return { refusal: null, choices: orderChoicesOf(current, terms, review.time.at) };
    },
  };
}

export type CheckoutFormState = ReturnType<typeof useCheckoutForm>;
