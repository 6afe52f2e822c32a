import { mdiArrowLeft } from '@mdi/js';
import type { PublicRestaurant } from '@platter/domain';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { useMe } from '../../lib/api/get-me.ts';
import { useCartHydrated, useCartStore } from '../../lib/cart-store.ts';
import { useRestaurant } from '../../lib/restaurant.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { CheckoutForm } from './checkout-form.tsx';
import { GuestCheckout } from './guest-checkout.tsx';
import { useSessionView } from '../../lib/session-view.ts';
import { usePlaceOrder } from './use-place-order.ts';

function CheckoutSkeleton({ label }: { label: string }) {
  return (
    <div className="mt-8 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-busy="true">
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

/**
 * Spec 2 "Checkout" entry: an empty cart goes back to the menu; the diner's details load first.
 * Signed out (the guard let them in: the restaurant allows guests, issue 30): sign in or continue as guest.
 */
function CheckoutContents({ restaurant }: { restaurant: PublicRestaurant }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const isEmpty = useCartStore((state) => state.items.length === 0);
  const { isLoggedIn } = useSessionView();
  const order = usePlaceOrder();

  // Placed (or placed and leaving for the payment page), the cart is emptied on purpose.
  const placed = order.placedOrder !== null || order.redirecting;
  useEffect(() => {
    if (isEmpty && !placed) {
      showSnackbar({ message: t('emptyCart'), color: 'warning' });
      void navigate('/menu', { replace: true });
    }
  }, [isEmpty, placed, navigate, t]);

  // Placed: the success dialog (use-place-order.ts) is the one success screen; it leads away from here.
  if (order.placedOrder !== null) return null;
  if (isEmpty && !order.redirecting) return <CheckoutSkeleton label={t('loading')} />;
  if (!isLoggedIn) {
    return <GuestCheckout restaurant={restaurant} placing={order.placing} redirecting={order.redirecting} isPlacing={order.isPlacing} onPlace={order.place} />;
  }
  return <DinerCheckout restaurant={restaurant} order={order} />;
}

function DinerCheckout({ restaurant, order }: { restaurant: PublicRestaurant; order: ReturnType<typeof usePlaceOrder> }) {
  const { t } = useTranslation('checkout');
  const me = useMe({ fromSession: false });
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
  return (
    <CheckoutForm
      restaurant={restaurant}
      user={me.data}
      placing={order.placing}
      redirecting={order.redirecting}
      isPlacing={order.isPlacing}
      onPlace={order.place}
    />
  );
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
