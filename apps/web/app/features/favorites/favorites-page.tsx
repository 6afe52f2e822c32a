import { mdiHeartOutline, mdiRefresh, mdiSilverwareForkKnife } from '@mdi/js';
import { restaurantNameOf, type Product } from '@platter/domain';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useAddToCart } from '../../lib/add-to-cart.ts';
import { useFavorites } from '../../lib/api/get-favorites.ts';
import { isSessionEnded } from '../../lib/form-errors.ts';
import { useRestaurant } from '../../lib/restaurant.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { FavoriteCard, quickAddRequest, type AddFavorite } from './favorite-card.tsx';

const CONTAINER = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';
const LIST = 'grid gap-3 md:grid-cols-2 md:gap-4';
/** Cards above the fold load their photos at once; the rest lazily. */
const EAGER_CARDS = 4;

function CardSkeleton() {
  return (
    <li className="flex gap-3.5 rounded-2xl border border-border/60 bg-surface p-3 sm:gap-4 sm:p-4">
      <Skeleton className="aspect-square w-28 shrink-0 sm:w-36" rounded="rounded-xl" />
      <div className="flex flex-1 flex-col gap-2 pt-1">
        <Skeleton className="h-5 w-3/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
        <div className="mt-auto flex items-center justify-between pt-3">
          <Skeleton className="h-6 w-16" />
          <Skeleton className="h-9 w-28" rounded="rounded-full" />
        </div>
      </div>
    </li>
  );
}

function EmptyFavorites() {
  const { t } = useTranslation('favorites');
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-border bg-surface/60 px-6 py-14 text-center">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-primary/10 text-primary dark:bg-accent/15 dark:text-accent">
        <Icon path={mdiHeartOutline} size={40} />
      </span>
      <h2 className="mt-6 font-display text-2xl font-semibold">{t('empty')}</h2>
      <p className="mt-2 max-w-md text-text-muted">{t('emptyHint')}</p>
      <div className="mt-8">
        <ButtonLink to="/menu" variant="primary" size="lg">
          <Icon path={mdiSilverwareForkKnife} size={20} />
          {t('browseMenu')}
        </ButtonLink>
      </div>
    </div>
  );
}

function FavoritesContent() {
  const { t } = useTranslation('favorites');
  const restaurant = useRestaurant();
  const query = useFavorites();
  const addToCart = useAddToCart();
  const onAdd = useCallback<AddFavorite>((product: Product) => addToCart(quickAddRequest(product)), [addToCart]);

  if (query.isError && !query.data) {
    if (isSessionEnded(query.error)) return null;
    return (
      <Alert
        tone="error"
        title={t('loadFailed')}
        action={
          <Button variant="outline" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
            <Icon path={mdiRefresh} size={18} />
            {t('retry')}
          </Button>
        }
      >
        {query.error.message !== t('loadFailed') ? query.error.message : null}
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('loading')}
        </p>
        <ul className={LIST} data-testid="favorites-skeleton">
          {Array.from({ length: 4 }, (_, i) => (
            <CardSkeleton key={i} />
          ))}
        </ul>
      </div>
    );
  }
  if (query.data.length === 0) return <EmptyFavorites />;
  const symbol = restaurant?.currency.symbol ?? '';
  return (
    <>
      <p className="mb-3 text-sm text-text-muted">{t('count', { count: query.data.length })}</p>
      <ul className={LIST}>
        {query.data.map((favorite, index) => (
          <li key={favorite.productId}>
            <FavoriteCard product={favorite.product} currencySymbol={symbol} onAdd={onAdd} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** /favorites (login required; the spec's "screen not shown"): the diner's favourite dishes at this restaurant. */
export function FavoritesPage() {
  const { t } = useTranslation('favorites');
  const restaurant = useRestaurant();
  return (
    <div className="pb-16 sm:pb-24">
      <header className="border-b border-border/60 bg-surface-variant/50">
        <div className={`${CONTAINER} py-8 sm:py-12`}>
          <p className="text-xs font-semibold uppercase tracking-[0.22em] text-primary dark:text-accent">{t('eyebrow')}</p>
          <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">{t('title')}</h1>
          {restaurant ? <p className="mt-2 text-text-muted">{t('lead', { restaurantName: restaurantNameOf(restaurant) })}</p> : null}
        </div>
      </header>
      <div className={`${CONTAINER} pt-6 sm:pt-8`}>
        <FavoritesContent />
      </div>
    </div>
  );
}
