import { mdiCartOutline, mdiSilverwareForkKnife } from '@mdi/js';
import { cartSubtotalMinor, checkoutTermsOf, defaultOrderType, deliveryMinimumShortfall, formatPrice, fulfilment, toMajor, type CartLine } from '@platter/domain';
import { useMemo } from 'react';
import { useAutomaticOffers } from '../../lib/api/get-automatic-offers.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useCartHydrated, useCartStore } from '../../lib/cart-store.ts';
import { useRestaurant } from '../../lib/restaurant.ts';
import { confirmDialog } from '../../lib/dialog.ts';
import { priceCart } from '../../lib/price-cart.ts';
import { useNow } from '../../lib/use-now.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { OrderSummary } from '../../ui/order-summary.tsx';
import { Skeleton, SkeletonText } from '../../ui/skeleton.tsx';
import { CartLineItem } from './cart-line-item.tsx';

/** The server's frame and the first browser render: the cart lives in the browser. */
function CartSkeleton() {
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-3" data-testid="cart-skeleton">
      <div className="space-y-6 lg:col-span-2">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-4">
            <Skeleton className="size-20 shrink-0 sm:size-28" rounded="rounded-2xl" />
            <div className="flex-1">
              <Skeleton className="h-5 w-1/2" />
              <SkeletonText lines={2} className="mt-3" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-80 w-full" rounded="rounded-3xl" />
    </div>
  );
}

function EmptyCart() {
  const { t } = useTranslation('cart');
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-border px-6 py-14 text-center lg:col-span-3" data-testid="cart-empty">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-primary/10 text-primary dark:bg-accent/15 dark:text-accent">
        <Icon path={mdiCartOutline} size={40} />
      </span>
      <h2 className="mt-6 font-display text-2xl font-semibold">{t('empty')}</h2>
      <p className="mt-2 text-text-muted">{t('emptyHint')}</p>
      <ButtonLink to="/menu" variant="primary" size="lg" className="mt-8">
        <Icon path={mdiSilverwareForkKnife} size={20} />
        {t('browseMenu')}
      </ButtonLink>
    </div>
  );
}

/** Removing asks first (spec 4): the bin, minus at quantity 1, and Clear Cart. */
export function useCartActions() {
  const { t } = useTranslation('cart');
  const askToRemove = async (line: CartLine) => {
    const confirmed = await confirmDialog({
      type: 'confirm',
      title: t('confirm.removeTitle'),
      message: t('confirm.removeMessage', { name: line.name }),
      confirmText: t('confirm.removeConfirm'),
      cancelText: t('confirm.cancel'),
      destructive: true,
    });
    if (confirmed) useCartStore.getState().remove(line.signature);
  };
  return {
    decrease: (line: CartLine) => {
      if (line.quantity <= 1) void askToRemove(line);
      else useCartStore.getState().setQuantity(line.signature, line.quantity - 1);
    },
    increase: (line: CartLine) => useCartStore.getState().setQuantity(line.signature, line.quantity + 1),
    remove: (line: CartLine) => void askToRemove(line),
    clear: async () => {
      const confirmed = await confirmDialog({
        type: 'confirm',
        title: t('confirm.clearTitle'),
        message: t('confirm.clearMessage'),
        confirmText: t('confirm.clearConfirm'),
        cancelText: t('confirm.cancel'),
        destructive: true,
      });
      if (confirmed) useCartStore.getState().clear();
    },
  };
}

function CartContents() {
  const { t } = useTranslation('cart');
  const restaurant = useRestaurant();
  const items = useCartStore((state) => state.items);
  const restaurantName = useCartStore((state) => state.restaurantName);
  const actions = useCartActions();
  const symbol = restaurant?.currency.symbol ?? '£';
  const isEmpty = items.length === 0;
  const automaticOffers = useAutomaticOffers();
  const now = useNow(60_000);
  // Priced as checkout will price it, for the order type checkout starts with.
  const offers = useMemo(
    () =>
      restaurant && items.length > 0
        ? priceCart(items, defaultOrderType(checkoutTermsOf(restaurant)), restaurant, null, automaticOffers, now)
        : undefined,
    [restaurant, items, automaticOffers, now],
  );
  // Checkout starts on delivery when the restaurant delivers: say what a delivery still needs.
  const subtotalMinor = cartSubtotalMinor({ items });
  const terms = restaurant ? checkoutTermsOf(restaurant) : null;
  const starts = terms ? defaultOrderType(terms) : null;
  const shortfallMinor = terms && starts && fulfilment(starts).offeredIn(terms) ? deliveryMinimumShortfall(terms, starts, subtotalMinor) : 0;
  const deliveryShortfall = terms && shortfallMinor > 0 ? { amount: formatPrice(toMajor(shortfallMinor), symbol), pickupOffered: terms.pickupOffered } : null;
  return (
    <>
      {restaurantName && !isEmpty ? (
        <p className="mt-2 text-text-muted" data-testid="cart-restaurant">
          {t('itemsFrom', { restaurant: restaurantName })}
        </p>
      ) : null}
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-3">
        {isEmpty ? (
          <EmptyCart />
        ) : (
          <section aria-labelledby="cart-items-title" className="rounded-3xl border border-border/80 bg-surface px-4 shadow-card sm:px-6 lg:col-span-2">
            <h2 id="cart-items-title" className="sr-only">
              {t('itemsHeading')}
            </h2>
            <ul className="divide-y divide-border/80">
              {items.map((line) => (
                <CartLineItem
                  key={line.signature}
                  line={line}
                  currencySymbol={symbol}
                  onDecrease={() => actions.decrease(line)}
                  onIncrease={() => actions.increase(line)}
                  onRemove={() => actions.remove(line)}
                />
              ))}
            </ul>
          </section>
        )}
        {/* An empty cart has nothing to sum up: no £0.00 summary with disabled buttons, just the way back to the menu. */}
        {isEmpty ? null : (
          <OrderSummary
            className="lg:sticky lg:top-24"
            subtotalMinor={subtotalMinor}
            offers={offers}
            deliveryShortfall={deliveryShortfall}
            currencySymbol={symbol}
            isEmpty={false}
            onClearCart={() => void actions.clear()}
          />
        )}
      </div>
    </>
  );
}

export function CartPage() {
  const { t } = useTranslation('cart');
  const ready = useCartHydrated();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 pb-16 pt-6 sm:px-6 sm:pt-10 lg:px-8">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{t('title')}</h1>
      {ready ? <CartContents /> : <CartSkeleton />}
    </section>
  );
}
