import { mdiArrowLeft, mdiCashMultiple, mdiCheckCircleOutline, mdiClockOutline, mdiCreditCardOutline, mdiMapMarkerOutline, mdiMopedOutline, mdiShoppingOutline, mdiStorefrontOutline } from '@mdi/js';
import {
  earliestScheduledTime,
  formatTime12h,
  isValidCheckoutPhone,
  latestScheduledTime,
  openingStatus,
  scheduleProblem,
  formatPrice,
  type PublicRestaurant,
  type RewardPromotion,
  type SavedAddress,
  type User,
} from '@platter/domain';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAddressSearch, type AddressSuggestion } from '../../lib/address-lookup.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useCartHydrated, useCartStore } from '../../lib/cart-store.ts';
import { isSessionEnded } from '../../lib/form-errors.ts';
import { useRestaurant } from '../../lib/restaurant.ts';
import { confirmDialog } from '../../shell/dialog.tsx';
import { showSnackbar } from '../../shell/snackbar.tsx';
import { AddressSearchBox } from '../../ui/address-search-box.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { inputClasses, TextField } from '../../ui/form-field.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { placeOrder, useCheckoutUser, useRewards, validateCoupon } from './checkout-api.ts';
import {
  buildOrderBody,
  ceilToMinute,
  defaultAddressId,
  defaultOrderType,
  DEFAULT_COUNTRY,
  EMPTY_NEW_ADDRESS,
  enabledPaymentMethods,
  fromZonedInputValue,
  isCashMethod,
  missingItems,
  orderTypeAvailability,
  priceCheckout,
  toZonedInputValue,
  type AppliedPromotion,
  type CheckoutDraft,
  type NewAddress,
} from './checkout-model.ts';
import { CheckoutSummary } from './checkout-summary.tsx';

/** A tick every 60 s (spec 4: the open/closed state is recalculated every minute). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Section({ index, title, children }: { index: number; title: string; children: ReactNode }) {
  const id = `checkout-section-${index}`;
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-border/80 bg-surface p-5 shadow-card sm:p-7">
      <h2 id={id} className="flex items-center gap-3 font-display text-xl font-semibold sm:text-2xl">
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-on-primary">{index}</span>
        {title}
      </h2>
      <div className="mt-5 space-y-6">{children}</div>
    </section>
  );
}

function FieldGroupLabel({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p id={id} className="mb-2 text-sm font-semibold text-text">
      {children}
    </p>
  );
}

/** A radio drawn as a selectable card; its label is the accessible name. */
function RadioCard({
  name,
  value,
  checked,
  disabled,
  onChange,
  label,
  hint,
  icon,
  badge,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  label: string;
  hint?: ReactNode;
  icon?: string;
  badge?: ReactNode;
}) {
  return (
    <label
      className={cx(
        'relative flex cursor-pointer items-start gap-3 rounded-2xl border-2 p-4 transition',
        checked ? 'border-primary bg-primary/6 dark:border-accent dark:bg-accent/10' : 'border-border/80 hover:border-text-muted/50',
        disabled && 'cursor-not-allowed opacity-50',
        'has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary/20',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-label={label}
        className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]"
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2 font-semibold">
          {icon ? <Icon path={icon} size={20} className="text-primary dark:text-accent" /> : null}
          <span>{label}</span>
          {badge}
        </span>
        {hint ? <span className="mt-0.5 block text-sm text-text-muted">{hint}</span> : null}
      </span>
    </label>
  );
}

function addressLine(a: SavedAddress): string {
  return [a.street, a.city, a.postalCode || a.postcode, a.country].filter(Boolean).join(', ');
}

function CheckoutSkeleton({ label }: { label: string }) {
  return (
    <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="space-y-6">
        <Skeleton className="h-96" rounded="rounded-3xl" />
        <Skeleton className="h-40" rounded="rounded-3xl" />
      </div>
      <Skeleton className="h-96" rounded="rounded-3xl" />
    </div>
  );
}

function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.status === 0 || error.status >= 500) return error.message || fallback;
  if (error.message) return error.message;
  const joined = error.fieldErrors.map((e) => e.message).join(', ');
  return joined || fallback;
}

function CheckoutForm({ restaurant, user, onPlaced }: { restaurant: PublicRestaurant; user: User; onPlaced: (orderNumber: string) => void }) {
  const { t } = useTranslation('checkout');
  const items = useCartStore((state) => state.items);
  const now = useNow();
  const tz = restaurant.timeZone;
  const symbol = restaurant.currency.symbol;
  const availability = orderTypeAvailability(restaurant);
  const paymentMethods = enabledPaymentMethods(restaurant);
  const savedAddresses = user.savedAddresses;

  const status = useMemo(() => openingStatus(restaurant.openingHours, tz, now), [restaurant.openingHours, tz, now]);
  const noHours = status.next?.kind === 'noHours';
  const earliest = useMemo(() => earliestScheduledTime(restaurant.openingHours, tz, now), [restaurant.openingHours, tz, now]);

  const [draft, setDraft] = useState<CheckoutDraft>(() => {
    const open = openingStatus(restaurant.openingHours, tz, new Date()).isOpen;
    const first = earliestScheduledTime(restaurant.openingHours, tz, new Date());
    return {
      orderType: defaultOrderType(restaurant),
      addressId: defaultAddressId(savedAddresses),
      newAddress: EMPTY_NEW_ADDRESS,
      contactPhone: user.phoneNumber ?? '',
      isASAP: open,
      scheduledLocal: !open && first ? toZonedInputValue(ceilToMinute(first), tz) : '',
      paymentMethod: paymentMethods[0] ?? '',
    };
  });
  const [notes, setNotes] = useState('');
  const [phoneTouched, setPhoneTouched] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const update = (patch: Partial<CheckoutDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const updateAddress = (patch: Partial<NewAddress>) => setDraft((d) => ({ ...d, newAddress: { ...d.newAddress, ...patch } }));

  // Address search fills the new-address form (hidden when the API has no provider).
  const addressSearch = useAddressSearch();
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
      updateAddress({
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

  // Closing while the page is open forces ASAP off and presets the next opening (spec 4).
  useEffect(() => {
    if (!status.isOpen && draft.isASAP) {
      setDraft((d) => ({ ...d, isASAP: false, scheduledLocal: d.scheduledLocal || (earliest ? toZonedInputValue(ceilToMinute(earliest), tz) : '') }));
    }
  }, [status.isOpen, draft.isASAP, earliest, tz]);

  // Promotions and points.
  const rewards = useRewards();
  const [applied, setApplied] = useState<AppliedPromotion | null>(null);
  const [applying, setApplying] = useState(false);
  const [promoError, setPromoError] = useState<string | null>(null);

  const pricing = useMemo(() => priceCheckout(items, draft.orderType, restaurant, applied), [items, draft.orderType, restaurant, applied]);

  const applyCode = async (raw: string) => {
    const couponCode = raw.trim();
    if (!couponCode) {
      setPromoError(t('promo.required'));
      return;
    }
    setApplying(true);
    setPromoError(null);
    try {
      const coupon = await validateCoupon({ couponCode, orderSubtotal: pricing.subtotalMinor / 100 });
      setApplied({
        promotionId: coupon.promotionId,
        name: coupon.name,
        couponCode: coupon.couponCode,
        pointsCost: coupon.pointsCost,
        type: coupon.type,
        discountValue: coupon.discountValue,
        minOrderValue: coupon.minOrderValue,
        applicableProductIds: coupon.applicableProductIds,
        buyQuantity: coupon.buyQuantity,
        getQuantity: coupon.getQuantity,
      });
      showSnackbar({ message: t('promo.applied', { name: coupon.name }), color: 'success' });
    } catch (error) {
      if (isSessionEnded(error)) return;
      setApplied(null);
      const refused = error instanceof ApiRequestError && error.status > 0 && error.status < 500;
      setPromoError(refused ? error.message || t('promo.invalid') : t('promo.failed'));
    } finally {
      setApplying(false);
    }
  };

  const redeem = (reward: RewardPromotion) => {
    setPromoError(null);
    setApplied({
      promotionId: reward._id,
      name: reward.name,
      couponCode: null,
      pointsCost: reward.pointsCost,
      type: reward.type,
      discountValue: reward.discountValue,
      minOrderValue: reward.minOrderValue,
      applicableProductIds: reward.applicableProductIds,
      buyQuantity: reward.buyQuantity,
      getQuantity: reward.getQuantity,
    });
  };

  // Placing: one Idempotency-Key per attempt, reused while the same order is retried.
  const [placing, setPlacing] = useState(false);
  const placingRef = useRef(false);
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const scheduledInstant = draft.isASAP ? null : fromZonedInputValue(draft.scheduledLocal, tz);
  const problem = scheduledInstant ? scheduleProblem(restaurant.openingHours, tz, now, scheduledInstant) : null;

  const place = async () => {
    if (placingRef.current) return;
    setShowErrors(true);
    setPhoneTouched(true);
    const missing = missingItems(draft, savedAddresses);
    if (items.length === 0 || missing.length > 0) {
      const message = missing.length > 0 ? t('blocked') + missing.map((m) => t(`missing.${m}`)).join(', ') : t('blockedGeneric');
      showSnackbar({ message, color: 'warning', timeout: 10_000, multiline: true });
      return;
    }
    // A time earlier than allowed moves up to the earliest one (spec 5).
    let scheduledAt: Date | null = null;
    if (!draft.isASAP) {
      const chosen = fromZonedInputValue(draft.scheduledLocal, tz);
      const earliestNow = earliestScheduledTime(restaurant.openingHours, tz, new Date());
      scheduledAt = chosen;
      if (earliestNow && (!chosen || chosen.getTime() < earliestNow.getTime())) {
        scheduledAt = ceilToMinute(earliestNow);
        update({ scheduledLocal: toZonedInputValue(scheduledAt, tz) });
      }
    }
    const body = buildOrderBody({
      restaurantId: restaurant._id,
      items,
      pricing,
      draft,
      scheduledAt,
      customerNotes: notes,
      promotion: applied,
    });
    const serialized = JSON.stringify(body);
    if (!attempt.current || attempt.current.body !== serialized) attempt.current = { key: crypto.randomUUID(), body: serialized };

    placingRef.current = true;
    setPlacing(true);
    try {
      const answer = await placeOrder(body, attempt.current.key);
      attempt.current = null;
      onPlaced(answer.data.order.orderNumber);
    } catch (error) {
      if (!isSessionEnded(error)) showSnackbar({ message: errorText(error, t('placeFailed')), color: 'error', multiline: true, timeout: 8000 });
      // A refused order stored nothing; the same key may be used again for the same body.
    } finally {
      placingRef.current = false;
      setPlacing(false);
    }
  };

  const phoneError =
    phoneTouched || showErrors
      ? !draft.contactPhone.trim()
        ? t('details.fieldRequired')
        : !isValidCheckoutPhone(draft.contactPhone)
          ? t('details.invalidPhone')
          : undefined
      : undefined;
  const newAddressIncomplete = showErrors && draft.orderType === 'Delivery' && draft.addressId === null;
  const requiredError = (value: string) => (newAddressIncomplete && !value.trim() ? t('details.fieldRequired') : undefined);

  const nextOpenDay = status.nextOpenAt ? new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: tz }).format(status.nextOpenAt) : '';
  const nextOpenTime = status.next && 'time' in status.next ? formatTime12h(status.next.time) : '';

  const minLocal = earliest ? toZonedInputValue(ceilToMinute(earliest), tz) : undefined;
  const maxLocal = toZonedInputValue(latestScheduledTime(now), tz);
  const fee = restaurant.deliverySettings.delivery.fee;

  return (
    <div className="mt-6 grid items-start gap-6 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
      <div className="space-y-6">
        <Section index={1} title={t('details.title')}>
          {/* Order type */}
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">{t('details.orderType')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <RadioCard
                name="orderType"
                value="Delivery"
                label={t('details.delivery')}
                icon={mdiMopedOutline}
                hint={fee === null ? undefined : fee === 0 ? t('details.freeDelivery') : t('details.deliveryFee', { fee: formatPrice(fee, symbol) })}
                checked={draft.orderType === 'Delivery'}
                disabled={!availability.delivery}
                onChange={() => update({ orderType: 'Delivery' })}
              />
              <RadioCard
                name="orderType"
                value="Pickup"
                label={t('details.pickup')}
                icon={mdiShoppingOutline}
                hint={t('details.pickupHint', { restaurantName: restaurant.name })}
                checked={draft.orderType === 'Pickup'}
                disabled={!availability.pickup}
                onChange={() => update({ orderType: 'Pickup' })}
              />
            </div>
            {!availability.delivery && availability.pickup ? (
              <Alert tone="info" className="mt-3">
                {t('details.onlyPickup')}
              </Alert>
            ) : null}
            {availability.delivery && !availability.pickup ? (
              <Alert tone="info" className="mt-3">
                {t('details.onlyDelivery')}
              </Alert>
            ) : null}
          </fieldset>

          {/* Address */}
          {draft.orderType === 'Delivery' ? (
            <fieldset>
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
                          <span className="rounded-full bg-secondary/15 px-2 py-0.5 text-xs font-semibold text-secondary">{t('details.defaultBadge')}</span>
                        ) : null
                      }
                      checked={draft.addressId === address._id}
                      onChange={() => update({ addressId: address._id })}
                    />
                  ))}
                  <RadioCard
                    name="address"
                    value="new"
                    label={t('details.useNewAddress')}
                    checked={draft.addressId === null}
                    onChange={() => update({ addressId: null })}
                  />
                </div>
              ) : null}
              {draft.addressId === null ? (
                <div className={cx('grid gap-4 sm:grid-cols-2', savedAddresses.length > 0 && 'mt-4 rounded-2xl bg-surface-variant/40 p-4')}>
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
                    value={draft.newAddress.street}
                    onChange={(e) => updateAddress({ street: e.target.value })}
                    error={requiredError(draft.newAddress.street)}
                    required
                  />
                  <TextField
                    label={t('details.city')}
                    autoComplete="address-level2"
                    value={draft.newAddress.city}
                    onChange={(e) => updateAddress({ city: e.target.value })}
                    error={requiredError(draft.newAddress.city)}
                    required
                  />
                  <TextField
                    label={t('details.stateOrRegion')}
                    autoComplete="address-level1"
                    value={draft.newAddress.stateOrRegion}
                    onChange={(e) => updateAddress({ stateOrRegion: e.target.value })}
                  />
                  <TextField
                    label={t('details.postalCode')}
                    autoComplete="postal-code"
                    value={draft.newAddress.postalCode}
                    onChange={(e) => updateAddress({ postalCode: e.target.value })}
                    error={requiredError(draft.newAddress.postalCode)}
                    required
                  />
                  <TextField
                    label={t('details.country')}
                    autoComplete="country-name"
                    value={draft.newAddress.country}
                    onChange={(e) => updateAddress({ country: e.target.value })}
                    error={requiredError(draft.newAddress.country)}
                    required
                  />
                </div>
              ) : null}
            </fieldset>
          ) : (
            <div className="flex items-start gap-3 rounded-2xl bg-surface-variant/40 p-4">
              <Icon path={mdiStorefrontOutline} size={22} className="mt-0.5 text-primary dark:text-accent" />
              <div>
                <p className="text-sm font-semibold">{t('details.pickupFrom')}</p>
                <p className="text-sm text-text-muted">
                  {restaurant.name} · {[restaurant.address.street, restaurant.address.city, restaurant.address.postalCode].filter(Boolean).join(', ')}
                </p>
              </div>
            </div>
          )}

          {/* Phone */}
          <TextField
            label={t('details.contactPhone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={draft.contactPhone}
            onChange={(e) => update({ contactPhone: e.target.value })}
            onBlur={() => setPhoneTouched(true)}
            error={phoneError}
            hint={t('details.phoneHint')}
            required
          />

          {/* When */}
          <div>
            <FieldGroupLabel>{t('details.when')}</FieldGroupLabel>
            <div
              className={cx(
                'flex items-center gap-2 rounded-2xl px-4 py-3 text-sm font-semibold',
                status.isOpen ? 'bg-success/10 text-success' : 'bg-warning/12 text-warning',
              )}
              data-testid="opening-banner"
            >
              <Icon path={mdiClockOutline} size={20} />
              {status.isOpen ? t('details.open') : t('details.closed')}
            </div>
            {noHours ? (
              <Alert tone="warning" className="mt-3">
                {t('details.noHours')} {t('details.schedulingUnavailable')}
              </Alert>
            ) : null}
            {!status.isOpen && !noHours && status.nextOpenAt ? (
              <Alert tone="info" className="mt-3">
                {t('details.scheduleClosed', { day: nextOpenDay, time: nextOpenTime })}
              </Alert>
            ) : null}
            <div className="mt-3 flex items-center justify-between gap-4 rounded-2xl border border-border/80 px-4 py-3">
              <div>
                <p id="asap-label" className="font-semibold">
                  {t('details.asap')}
                </p>
                <p className="text-sm text-text-muted">{t('details.asapHint')}</p>
              </div>
              <button
                type="button"
                role="switch"
                aria-checked={draft.isASAP}
                aria-labelledby="asap-label"
                disabled={!status.isOpen}
                onClick={() =>
                  update(
                    draft.isASAP
                      ? { isASAP: false, scheduledLocal: draft.scheduledLocal || minLocal || '' }
                      : { isASAP: true },
                  )
                }
                className={cx(
                  'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition disabled:cursor-not-allowed disabled:opacity-50',
                  draft.isASAP ? 'bg-primary' : 'bg-border',
                )}
              >
                <span className={cx('inline-block size-5 rounded-full bg-white shadow transition', draft.isASAP ? 'translate-x-6' : 'translate-x-1')} />
              </button>
            </div>
            {!draft.isASAP && !noHours ? (
              <TextField
                containerClassName="mt-4"
                label={t('details.scheduledAt')}
                type="datetime-local"
                value={draft.scheduledLocal}
                min={minLocal}
                max={maxLocal}
                step={60}
                onChange={(e) => update({ scheduledLocal: e.target.value })}
                error={
                  problem === 'closed'
                    ? t('details.closedAtTime')
                    : problem === 'tooFar'
                      ? t('details.tooFar')
                      : showErrors && !draft.scheduledLocal
                        ? t('details.fieldRequired')
                        : undefined
                }
                hint={
                  <>
                    {t('details.scheduleHint')} {t('details.timeZoneNote', { timeZone: tz })}
                  </>
                }
              />
            ) : null}
          </div>

          {/* Notes */}
          <div>
            <label htmlFor="checkout-notes" className="mb-1.5 block text-sm font-semibold">
              {t('details.instructions')}
            </label>
            <textarea
              id="checkout-notes"
              value={notes}
              maxLength={500}
              rows={3}
              onChange={(e) => setNotes(e.target.value)}
              placeholder={t('details.instructionsPlaceholder')}
              className={inputClasses(false, 'h-auto min-h-24 py-3')}
            />
          </div>
        </Section>

        <Section index={2} title={t('payment.title')}>
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
                  checked={draft.paymentMethod === method}
                  onChange={() => update({ paymentMethod: method })}
                />
              ))}
            </div>
            {isCashMethod(draft.paymentMethod) ? (
              <Alert tone="info" className="mt-3">
                {t('payment.cashHint')}
              </Alert>
            ) : null}
          </fieldset>
        </Section>
      </div>

      <CheckoutSummary
        items={items}
        pricing={pricing}
        currencySymbol={symbol}
        isDelivery={draft.orderType === 'Delivery'}
        placing={placing}
        onPlace={() => void place()}
        promo={{
          applied,
          applying,
          promoError,
          onApplyCode: (code) => void applyCode(code),
          onRedeem: redeem,
          onRemove: () => setApplied(null),
          rewards: rewards.data?.rewardsPromotions,
          points: rewards.data?.points,
          pointsFailed: rewards.isError,
          pointsLoading: rewards.isFetching,
          onRefreshPoints: () => void rewards.refetch(),
        }}
      />
    </div>
  );
}

function CheckoutContents({ restaurant }: { restaurant: PublicRestaurant }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const isEmpty = useCartStore((state) => state.items.length === 0);
  const me = useCheckoutUser();
  // Set first; the cart is cleared once this is on screen, so the empty-cart rule does not fire.
  const [placedOrder, setPlacedOrder] = useState<string | null>(null);

  useEffect(() => {
    if (isEmpty && placedOrder === null) {
      showSnackbar({ message: t('emptyCart'), color: 'warning' });
      void navigate('/menu', { replace: true });
    }
  }, [isEmpty, placedOrder, navigate, t]);

  useEffect(() => {
    if (placedOrder === null) return;
    useCartStore.getState().clear();
    showSnackbar({ message: t('placed', { orderNumber: placedOrder }), color: 'success', timeout: 5000, multiline: true });
    void confirmDialog({
      type: 'info',
      persistent: true,
      title: t('successTitle'),
      message: t('successMessage', { orderNumber: placedOrder }),
      confirmText: t('trackOrder'),
    }).then(() => navigate('/orders'));
  }, [placedOrder, navigate, t]);

  if (placedOrder !== null) {
    return (
      <div className="mt-8 flex flex-col items-center rounded-3xl border border-border/80 bg-surface px-6 py-14 text-center shadow-card" data-testid="checkout-placed">
        <span className="inline-flex size-20 items-center justify-center rounded-full bg-success/12 text-success">
          <Icon path={mdiCheckCircleOutline} size={44} />
        </span>
        <h2 className="mt-6 font-display text-2xl font-semibold">{t('successTitle')}</h2>
        <p className="mt-2 max-w-md text-text-muted">{t('successMessage', { orderNumber: placedOrder })}</p>
        <ButtonLink to="/orders" variant="primary" size="lg" className="mt-8">
          {t('trackOrder')}
        </ButtonLink>
      </div>
    );
  }
  if (isEmpty) return <CheckoutSkeleton label={t('loading')} />;
  if (me.isPending) {
    return (
      <>
        <p className="mt-6 text-text-muted" role="status">
          {t('loading')}
        </p>
        <CheckoutSkeleton label={t('loading')} />
      </>
    );
  }
  if (me.isError) {
    return (
      <Alert
        tone="error"
        className="mt-8"
        action={
          <Button variant="outline" size="sm" onClick={() => void me.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  }
  return <CheckoutForm restaurant={restaurant} user={me.data} onPlaced={setPlacedOrder} />;
}

export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const restaurant = useRestaurant();
  const ready = useCartHydrated();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10 lg:px-8">
      <ButtonLink to="/cart" variant="text" size="sm" className="-ml-3">
        <Icon path={mdiArrowLeft} size={18} />
        {t('summary.backToCart')}
      </ButtonLink>
      <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mt-1 text-text-muted">{t('subtitle')}</p>
      {ready && restaurant ? <CheckoutContents restaurant={restaurant} /> : <CheckoutSkeleton label={t('loading')} />}
    </section>
  );
}
