import { mdiClose, mdiDeleteOutline } from '@mdi/js';
import { EMPTY_CART, formatPrice, fulfilment, fulfilmentOfferOf, removeLine, toMajor, type Cart, type PublicRestaurant, type StaffPlaceOrderBody } from '@platter/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useAutomaticOffers } from '../../../lib/api/get-automatic-offers.ts';
import { getMenuProducts } from '../../../lib/api/get-menu-products.ts';
import { placeStaffOrder } from '../../../lib/api/place-staff-order.ts';
import { staffKeys } from '../../../lib/api/query-keys.ts';
import { failureMessage, isSessionEnded } from '../../../lib/form-errors.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useNow } from '../../../lib/use-now.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button, IconButton } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { TextField, inputClasses } from '../../../ui/form-field.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { SlotPicker } from '../../../ui/slot-picker.tsx';
import { storeBoardOrder } from '../../../staff-area/board-cache.ts';
import { SEGMENT_TRAY, segmentClasses } from '../../../staff-area/segments.ts';
import { DishChooser } from './dish-chooser.tsx';
import { addLine, firstPhoneOrderType, PHONE_ORDER_TYPES, phoneOrderBody, pricePhoneOrder, staffPaymentMethods, type PhoneOrderChoices } from './phone-order-model.ts';

function Segments<T extends string>({ name, value, options, label, onChoose }: { name: string; value: T; options: readonly T[]; label: (option: T) => string; onChoose: (option: T) => void }) {
  return (
    <div className={cx('grid gap-1', options.length === 3 ? 'grid-cols-3' : 'grid-cols-2', SEGMENT_TRAY)}>
      {options.map((option) => (
        <label key={option} className={segmentClasses(value === option, 'flex min-h-11 cursor-pointer items-center justify-center px-1 text-center text-sm has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary/25 sm:text-base')}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChoose(option)} className="sr-only" />
          {label(option)}
        </label>
      ))}
    </div>
  );
}

/**
 * New order (phone or counter) on the board: dishes with their choices from today's menu, the
 * caller, pickup or delivery, as soon as possible or a slot (GET /slots), cash or on collection.
 * The total is the domain's pricing of the lines, the order as stored the server's answer; a full
 * slot offers "Take it even though the slot is full" (audited). The new order joins the board.
 */
export default function PhoneOrderDialog({ restaurant, onClose }: { restaurant: PublicRestaurant; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const id = useId();
  const queryClient = useQueryClient();
  const products = useQuery({ queryKey: staffKeys.menu(), queryFn: () => getMenuProducts(undefined, t('menu.loadFailed')) });
  const offers = useAutomaticOffers();
  const now = useNow(60_000);
  const symbol = restaurant.currency.symbol;
  // A choice of order type only where the restaurant offers more than one.
  const offeredTypes = PHONE_ORDER_TYPES.filter((type) => fulfilment(type).offeredIn(fulfilmentOfferOf(restaurant.deliverySettings.delivery)));
  const typeChoice = offeredTypes.length > 1;
  const [cart, setCart] = useState<Cart>(EMPTY_CART);
  const [choices, setChoices] = useState<PhoneOrderChoices>(() => ({
    channel: 'phone',
    customer: { name: '', phone: '', email: '' },
    orderType: firstPhoneOrderType(restaurant),
    address: { street: '', city: '', postalCode: '', country: restaurant.address.country },
    slot: null,
    paymentMethod: '',
    notes: '',
  }));
  const [slotFull, setSlotFull] = useState(false);
  const [override, setOverride] = useState(false);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // One key per order body: a retry of the same body answers the same order.
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const methods = staffPaymentMethods(restaurant, choices.orderType);
  const paymentMethod = methods.includes(choices.paymentMethod) ? choices.paymentMethod : (methods[0] ?? '');
  const pricing = useMemo(() => pricePhoneOrder(cart, choices.orderType, restaurant, offers, now), [cart, choices.orderType, restaurant, offers, now]);
  const price = (minor: number) => formatPrice(toMajor(minor), symbol);
  const set = (patch: Partial<PhoneOrderChoices>) => {
    setChoices((current) => ({ ...current, ...patch }));
    setRefusal(null);
  };
  const setCustomer = (patch: Partial<PhoneOrderChoices['customer']>) => set({ customer: { ...choices.customer, ...patch } });
  const setAddress = (patch: Partial<PhoneOrderChoices['address']>) => set({ address: { ...choices.address, ...patch } });

  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: StaffPlaceOrderBody; key: string }) => placeStaffOrder(body, key),
    onSuccess: (answer) => {
      storeBoardOrder(queryClient, answer.data.order);
      showSnackbar({ message: t('phoneOrder.placed', { orderNumber: answer.data.order.orderNumber }), color: 'success', timeout: 3000 });
      onClose();
    },
    onError: (error) => {
      if (isSessionEnded(error)) return;
      if (error instanceof ApiRequestError && error.code === 'SLOT_FULL') setSlotFull(true);
      setRefusal(failureMessage(error, { unreachable: t('phoneOrder.failed') }));
    },
  });
  const busy = mutation.isPending;
  const missing = {
    lines: cart.items.length === 0,
    name: choices.customer.name.trim() === '',
    phone: choices.customer.phone.trim() === '',
    address: fulfilment(choices.orderType).needsAddress && (!choices.address.street.trim() || !choices.address.city.trim() || !choices.address.postalCode.trim()),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(missing).some(Boolean) || !paymentMethod) return;
    const body = phoneOrderBody(restaurant, cart, pricing, { ...choices, paymentMethod }, slotFull && override);
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { key: crypto.randomUUID(), body: text };
    setRefusal(null);
    mutation.mutate({ body, key: attempt.current.key });
  };
  const need = (flag: boolean, text: string) => (tried && flag ? text : undefined);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay fixed inset-0 z-[80] grid scroll-pb-24 items-end overflow-y-auto bg-black/50 pt-6 backdrop-blur-[2px] sm:place-items-center sm:p-4">
          <Dialog.Content className="pop-in relative w-full rounded-t-3xl bg-surface p-4 text-text shadow-card-hover outline-none sm:max-w-5xl sm:rounded-3xl sm:p-5" data-testid="phone-order-dialog">
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className="font-display text-xl font-semibold sm:text-2xl">{t('phoneOrder.title')}</Dialog.Title>
              <Dialog.Close asChild disabled={busy}>
                <IconButton label={t('phoneOrder.close')} className="-mr-2 -mt-1">
                  <Icon path={mdiClose} size={22} />
                </IconButton>
              </Dialog.Close>
            </div>
            <Dialog.Description className="mt-1 text-sm text-text-muted">{t('phoneOrder.description')}</Dialog.Description>
            <form noValidate onSubmit={submit} className="mt-3 grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
              <div className="flex min-h-0 flex-col gap-3 lg:max-h-[calc(100dvh-12rem)]">
                {products.isError ? <Alert tone="error">{products.error.message}</Alert> : null}
                <DishChooser products={products.data ?? []} symbol={symbol} onAdd={(product, options, quantity) => setCart((c) => addLine(c, restaurant, product, options, quantity))} />
              </div>
              {/* From 1024 px the fields scroll above the Place order bar, never under it; on a phone the sheet scrolls and the bar stays in reach (scroll padding keeps a focused field above it). */}
              <div className="flex min-h-0 flex-col gap-3 lg:max-h-[calc(100dvh-12rem)]">
                <div className="flex flex-col gap-3 lg:min-h-0 lg:flex-1 lg:overflow-y-auto lg:px-1 lg:pb-1" data-testid="phone-order-fields">
                  <section aria-label={t('phoneOrder.lines')} className="rounded-2xl bg-surface-variant/45 p-3" data-testid="phone-order-lines">
                    {cart.items.length === 0 ? (
                      <p className={cx('text-sm', tried ? 'font-medium text-error' : 'text-text-muted')}>{t('phoneOrder.noLines')}</p>
                    ) : (
                      <ul className="divide-y divide-border/70">
                        {cart.items.map((line, index) => (
                          <li key={line.signature} className="flex items-start gap-2 py-1.5">
                            <span className="tabular-nums font-semibold">{line.quantity}×</span>
                            <span className="min-w-0 flex-1">
                              {line.name}
                              {line.selectedOptions.length > 0 ? <span className="block text-sm text-text-muted">{line.selectedOptions.map((o) => o.valueLabel).join(', ')}</span> : null}
                            </span>
                            <span className="tabular-nums">{price(pricing.lines[index]?.itemSubtotalMinor ?? 0)}</span>
                            <IconButton label={t('phoneOrder.remove', { name: line.name })} onClick={() => setCart((c) => removeLine(c, line.signature))} className="-my-1 size-9">
                              <Icon path={mdiDeleteOutline} size={18} />
                            </IconButton>
                          </li>
                        ))}
                      </ul>
                    )}
                    <dl className="mt-2 space-y-0.5 border-t border-border/70 pt-2 text-sm tabular-nums">
                      {pricing.discountMinor > 0 ? (
                        <div className="flex justify-between"><dt>{t('phoneOrder.discount')}</dt><dd>−{price(pricing.discountMinor)}</dd></div>
                      ) : null}
                      {pricing.deliveryFeeMinor > 0 ? (
                        <div className="flex justify-between"><dt>{t('phoneOrder.deliveryFee')}</dt><dd>{price(pricing.deliveryFeeMinor)}</dd></div>
                      ) : null}
                      <div className="flex justify-between text-base font-bold"><dt>{t('phoneOrder.total')}</dt><dd data-testid="phone-order-total">{price(pricing.totalMinor)}</dd></div>
                    </dl>
                  </section>
                  {/* How it came in and how it goes out, side by side from 640 px. */}
                  <div className={cx('grid gap-3', typeChoice && 'sm:grid-cols-2')}>
                    <Segments name={`${id}-channel`} value={choices.channel} options={['phone', 'counter'] as const} label={(c) => t(`phoneOrder.channels.${c}`)} onChoose={(channel) => set({ channel })} />
                    {typeChoice ? (
                      <Segments name={`${id}-type`} value={choices.orderType} options={offeredTypes} label={(o) => t(`phoneOrder.types.${o}`)} onChoose={(orderType) => set({ orderType, slot: null })} />
                    ) : null}
                  </div>
                  <div className="grid gap-3 sm:grid-cols-2">
                    <TextField label={t('phoneOrder.name')} value={choices.customer.name} onChange={(e) => setCustomer({ name: e.target.value })} error={need(missing.name, t('phoneOrder.nameRequired'))} autoComplete="off" />
                    <TextField label={t('phoneOrder.phone')} type="tel" value={choices.customer.phone} onChange={(e) => setCustomer({ phone: e.target.value })} error={need(missing.phone, t('phoneOrder.phoneRequired'))} autoComplete="off" />
                    <TextField label={t('phoneOrder.email')} type="email" value={choices.customer.email} onChange={(e) => setCustomer({ email: e.target.value })} hint={t('phoneOrder.emailHint')} containerClassName="sm:col-span-2" autoComplete="off" />
                  </div>
                  {fulfilment(choices.orderType).needsAddress ? (
                    <div className="grid gap-3 sm:grid-cols-2">
                      <TextField label={t('phoneOrder.street')} value={choices.address.street} onChange={(e) => setAddress({ street: e.target.value })} error={need(missing.address && !choices.address.street.trim(), t('phoneOrder.addressRequired'))} containerClassName="sm:col-span-2" />
                      <TextField label={t('phoneOrder.city')} value={choices.address.city} onChange={(e) => setAddress({ city: e.target.value })} error={need(missing.address && !choices.address.city.trim(), t('phoneOrder.addressRequired'))} />
                      <TextField label={t('phoneOrder.postalCode')} value={choices.address.postalCode} onChange={(e) => setAddress({ postalCode: e.target.value })} error={need(missing.address && !choices.address.postalCode.trim(), t('phoneOrder.addressRequired'))} />
                    </div>
                  ) : null}
                  <Segments name={`${id}-when`} value={choices.slot === null ? 'asap' : 'slot'} options={['asap', 'slot'] as const} label={(w) => t(`phoneOrder.when.${w}`)} onChoose={(when) => set({ slot: when === 'asap' ? null : (choices.slot ?? '') })} />
                  {choices.slot !== null ? (
                    <SlotPicker type={fulfilment(choices.orderType).key} timeZone={restaurant.timeZone} selected={choices.slot || null} onChoose={(slot) => { set({ slot }); setSlotFull(false); setOverride(false); }} />
                  ) : null}
                  <label className="block">
                    <span className="mb-1.5 block text-sm font-semibold">{t('phoneOrder.payment')}</span>
                    <select value={paymentMethod} onChange={(e) => set({ paymentMethod: e.target.value })} className={inputClasses(tried && !paymentMethod)}>
                      {methods.map((m) => <option key={m} value={m}>{m}</option>)}
                    </select>
                  </label>
                  <label className="block">
                    <span className="mb-1.5 block text-sm font-semibold">{t('phoneOrder.notes')}</span>
                    <textarea value={choices.notes} onChange={(e) => set({ notes: e.target.value })} rows={2} maxLength={500} className={inputClasses(false, 'h-auto min-h-16 py-2.5')} />
                  </label>
                </div>
                {/* The refusal and the capacity override beside the button that needs them, never scrolled out of sight. */}
                <div className="sticky bottom-0 -mx-1 flex flex-col gap-2 bg-surface px-1 pb-1 pt-2 lg:static lg:mx-0 lg:border-t lg:border-border/70 lg:px-1 lg:pb-0">
                  {refusal ? (<div data-testid="phone-order-refusal"><Alert tone="error">{refusal}</Alert></div>) : null}
                  {slotFull ? (
                    <label className="flex min-h-11 items-center gap-3 rounded-xl border border-warning/60 bg-warning/10 px-3.5 py-2 text-sm font-semibold">
                      <input type="checkbox" checked={override} onChange={(e) => setOverride(e.target.checked)} className="size-5 accent-primary" data-testid="override-capacity" />
                      {t('phoneOrder.override')}
                    </label>
                  ) : null}
                  <Button type="submit" size="lg" block loading={busy} disabled={busy || (slotFull && !override)} data-testid="place-phone-order">
                    {t('phoneOrder.place', { total: price(pricing.totalMinor) })}
                  </Button>
                </div>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
