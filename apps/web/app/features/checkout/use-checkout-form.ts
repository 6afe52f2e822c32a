import { zodResolver } from '@hookform/resolvers/zod';
import {
  ceilToMinute,
  checkoutRefusal,
  checkoutFormSchema,
  checkoutTermsOf,
  earliestScheduledTime,
  enabledPaymentMethods,
  fromZonedInputValue,
  fulfilment,
  latestScheduledTime,
  openingCalendarOf,
  openingStatus,
  orderTypeAvailability,
  scheduleProblem,
  toZonedInputValue,
  type OrderType,
  type PublicRestaurant,
  type User,
} from '@platter/domain';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useAddressSearch } from '../../lib/address-lookup.ts';
import { useNow } from '../../lib/use-now.ts';
import { lastOrderType } from './last-order-type.ts';
import { initialCheckoutValues, isNewPhone, orderChoicesOf, reviewCheckout, type CheckoutValues, type NewAddress, type OrderChoices, type PlaceOrderRefusal } from './checkout-model.ts';

type CheckoutOutput = z.output<typeof checkoutFormSchema>;

/** Spec 4: the open/closed state is recalculated every minute. */
const CLOCK_TICK_MS = 60_000;

/** The shared schema reports every problem at once (an empty phone does not hide the address or time). */
const checkoutResolver: Resolver<CheckoutValues, unknown, CheckoutOutput> = zodResolver(checkoutFormSchema);

/**
 * The fields that show their own error, in page order (Place Order and a refused order focus the
 * first in error), with the name their inputs carry on the page (radios share one).
 */
const ERROR_FIELDS = [
  ['addressId', 'address'],
  ['newAddress.street', 'newAddress.street'],
  ['newAddress.city', 'newAddress.city'],
  ['newAddress.postalCode', 'newAddress.postalCode'],
  ['newAddress.country', 'newAddress.country'],
  ['contactPhone', 'contactPhone'],
  ['scheduledLocal', 'scheduledLocal'],
  ['paymentMethod', 'payment'],
] as const satisfies readonly (readonly [Path<CheckoutValues>, string])[];
type ErrorField = (typeof ERROR_FIELDS)[number][0];
const NEW_ADDRESS_FIELDS = ['newAddress.street', 'newAddress.city', 'newAddress.postalCode', 'newAddress.country'] as const;

/** The order body's fields, as the API names them in `errors[].field`, → the form's. */
const SERVER_FIELDS: Record<string, ErrorField> = {
  'deliveryAddress.street': 'newAddress.street',
  'deliveryAddress.city': 'newAddress.city',
  'deliveryAddress.postalCode': 'newAddress.postalCode',
  'deliveryAddress.country': 'newAddress.country',
  contactPhone: 'contactPhone',
  scheduledAt: 'scheduledLocal',
  'paymentDetails.method': 'paymentMethod',
};

/** Scrolls to an input by its name (a radio group: its checked radio, else the first) and focuses it. */
function focusInput(name: string): boolean {
  const inputs = Array.from(document.getElementsByName(name)).filter((el): el is HTMLInputElement => el instanceof HTMLInputElement && !el.disabled);
  const input = inputs.find((el) => el.checked) ?? inputs[0];
  if (!input) return false;
  input.scrollIntoView?.({ block: 'center' });
  input.focus({ preventScroll: true });
  return true;
}

export type CheckoutReview = { refusal: PlaceOrderRefusal; choices: null } | { refusal: null; choices: OrderChoices };

/**
 * The checkout form (spec 2 "Checkout", Section 1 and 2) on react-hook-form and the shared
 * `checkoutFormSchema`, with the restaurant's clock: its opening status, the schedule window,
 * and ASAP turned off when it closes while the page is open.
 *
 * Errors show as the diner expects: the phone's once it has been left, every other field's
 * after Place Order (and then as they change).
 */
export function useCheckoutForm({ restaurant, user, guest = false }: { restaurant: PublicRestaurant; user: User; guest?: boolean }) {
  const terms = useMemo(() => checkoutTermsOf(restaurant), [restaurant]);
  const tz = restaurant.timeZone;
  const savedAddresses = user.savedAddresses;
  const [defaultValues] = useState(() => initialCheckoutValues(restaurant, terms, user, new Date(), lastOrderType(restaurant._id)));
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
  // The methods taken for the order type chosen (cash on delivery may not be cash at collection).
  const paymentMethods = useMemo(() => enabledPaymentMethods(terms, values.orderType), [terms, values.orderType]);
  // Kept while the page is open (the diner may switch addresses and come back to it).
  const addressSearch = useAddressSearch(restaurant.addressSearch);

  const now = useNow(CLOCK_TICK_MS);
  const calendar = useMemo(() => openingCalendarOf(restaurant), [restaurant]);
  const status = useMemo(() => openingStatus(calendar, tz, now), [calendar, tz, now]);
  const earliest = useMemo(() => earliestScheduledTime(calendar, tz, now), [calendar, tz, now]);
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

  /** Focuses the first field in error (page order); false when none can take it. */
  const focusFirstError = (): boolean => {
    for (const [field, name] of ERROR_FIELDS) {
      if (form.getFieldState(field).error && focusInput(name)) return true;
    }
    return false;
  };

  const scheduledInstant = values.isASAP ? null : fromZonedInputValue(values.scheduledLocal, tz);
  const newAddressShown = fulfilment(values.orderType).needsAddress && values.addressId === null;
  const scheduleRefusal = scheduledInstant ? scheduleProblem(calendar, tz, now, scheduledInstant) : null;

  return {
    form,
    values,
    restaurant,
    savedAddresses,
    paymentMethods,
    availability: orderTypeAvailability(terms),
    /** A phone other than the profile's is typed: 'Save this phone number to my profile' is offered. */
    phoneIsNew: !guest && isNewPhone(values.contactPhone, user.phoneNumber),
    /** Ordering as a guest (issue 30): nothing is kept on a profile or address book. */
    guest,
    /** The address search (hidden when the API has no provider) that fills the new-address form. */
    addressSearch,
    clock: { status, noHours: status.next?.kind === 'noHours', minLocal, maxLocal, scheduleProblem: scheduleRefusal },
    /** The chosen time as the slot's start (ISO, as GET /slots names it); null for ASAP or none. */
    scheduledSlot: scheduledInstant ? scheduledInstant.toISOString() : null,
    /** A slot chosen (its `startsAt`), or none (null: the diner must choose again). */
    chooseSlot: (startsAt: string | null) => {
      setValue('scheduledLocal', startsAt ? toZonedInputValue(new Date(startsAt), tz) : '', { shouldDirty: true, shouldValidate: isSubmitted });
      if (startsAt && form.getFieldState('scheduledLocal').error?.type === 'server') form.clearErrors('scheduledLocal');
    },
    errors: {
      phone: errors.contactPhone?.message,
      newAddress: (field: keyof NewAddress) => (isSubmitted && newAddressShown ? errors.newAddress?.[field]?.message : undefined),
      schedule: isSubmitted ? errors.scheduledLocal?.message : undefined,
      /** A saved address the order cannot go to (only set by Place Order or the server). */
      address: isSubmitted && fulfilment(values.orderType).needsAddress ? errors.addressId?.message : undefined,
      payment: isSubmitted ? errors.paymentMethod?.message : undefined,
    },
    focusFirstError,
    /**
     * A refused order's field errors (spec 8 `errors[].field`) beside their fields, the first
     * focused; false when none of them names a field on the page (the message alone tells it).
     */
    showServerErrors: (error: unknown): boolean => {
      if (!(error instanceof ApiRequestError)) return false;
      let shown = false;
      for (const { field, message } of error.fieldErrors) {
        if (!field) continue;
        let target: ErrorField | undefined = SERVER_FIELDS[field];
        if (field === 'deliveryAddress' && fulfilment(getValues('orderType')).needsAddress) {
          // A typed address: its first empty field (else the street); a saved one: the choice itself.
          target = getValues('addressId') === null ? (NEW_ADDRESS_FIELDS.find((f) => !getValues(f).trim()) ?? 'newAddress.street') : 'addressId';
        }
        if (!target || form.getFieldState(target).error) continue;
        form.setError(target, { type: 'server', message });
        shown = true;
      }
      return shown && focusFirstError();
    },
    chooseOrderType: (orderType: OrderType) => {
      setValue('orderType', orderType, { shouldDirty: true });
      // A method not taken for this order type gives way to the first one that is.
      const offered = enabledPaymentMethods(terms, orderType);
      if (!offered.includes(getValues('paymentMethod'))) setValue('paymentMethod', offered[0] ?? '', { shouldDirty: true });
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
      if (review.refusal) {
        // The domain's problems the form's schema cannot see, beside their fields too.
        const items = review.refusal.kind === 'missing' ? review.refusal.items : [];
        if (items.includes('selectedAddress') && fulfilment(current.orderType).needsAddress && current.addressId !== null) {
          form.setError('addressId', { type: 'rule', message: checkoutRefusal({ kind: 'addressUnknown' }).message });
        }
        if (items.includes('payment') && !form.getFieldState('paymentMethod').error) {
          form.setError('paymentMethod', { type: 'rule', message: checkoutRefusal({ kind: 'paymentMethodUnavailable' }).message });
        }
        return { refusal: review.refusal, choices: null };
      }
      if (review.time.movedUp && review.time.at) setValue('scheduledLocal', toZonedInputValue(review.time.at, tz));
      return { refusal: null, choices: orderChoicesOf(current, terms, review.time.at, user.phoneNumber) };
    },
  };
}

export type CheckoutFormState = ReturnType<typeof useCheckoutForm>;
