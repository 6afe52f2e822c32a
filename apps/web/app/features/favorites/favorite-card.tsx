import { mdiCartPlus, mdiTuneVariant } from '@mdi/js';
import { formatPrice, quickAddSelection, selectedOptionsOf, type Product } from '@platter/domain';
import { memo, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { FavoriteToggle } from '../../lib/favorites/favorite-toggle.tsx';
import { useIsFavorite } from '../../lib/favorites/favorite-store.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { ProductImage } from '../../ui/product-image.tsx';
import { DietaryLabels } from './dietary-labels.tsx';

export type AddFavorite = (product: Product) => Promise<boolean>;

/** What a diner can do with the dish now: add it, choose its options first, or nothing. */
export type FavoriteAction = 'add' | 'choose' | 'unavailable' | 'withdrawn';

/**
 * The menu's rule for '+' (docs/reference/diner-pages.md, "Option defaults"): a dish with a required group,
 * or whose free initial selection is not complete, is chosen on its page.
 */
export function favoriteAction(product: Product): FavoriteAction {
  if (!product.isActive) return 'withdrawn';
  if (!product.isAvailable) return 'unavailable';
  const needsChoice = product.options.some((group) => group.minSelections > 0) || quickAddSelection(product) === null;
  return needsChoice ? 'choose' : 'add';
}

/** The cart request for a dish that needs no choice: its free initial selection. */
export function quickAddRequest(product: Product) {
  return { product, selectedOptions: selectedOptionsOf(product, quickAddSelection(product) ?? {}), quantity: 1 };
}

/**
 * One favourite: photo with the heart, name (to the dish's page while it is on the menu), price,
 * dietary labels, and Add to Cart (or 'Choose options'). A sold-out or withdrawn dish says so
 * and offers no add. Un-hearted here, it stays (faded) until the diner leaves, so a slip of the
 * finger is undone with one more tap.
 */
export const FavoriteCard = memo(function FavoriteCard({
  product,
  currencySymbol,
  onAdd,
  eager = false,
}: {
  product: Product;
  currencySymbol: string;
  onAdd: AddFavorite;
  eager?: boolean;
}) {
  const { t } = useTranslation('favorites');
  const [adding, setAdding] = useState(false);
  const kept = useIsFavorite(product._id);
  const action = favoriteAction(product);
  const href = `/product/${encodeURIComponent(product._id)}`;
  const orderable = action === 'add' || action === 'choose';

  async function add() {
    setAdding(true);
    try {
      await onAdd(product);
    } finally {
      setAdding(false);
    }
  }

  return (
    <article
      data-testid="favorite-card"
      data-product-id={product._id}
      className={cx(
        'relative flex h-full gap-3.5 rounded-2xl border border-border/70 bg-surface p-3 text-text shadow-card transition-opacity sm:gap-4 sm:p-4',
        !kept && 'opacity-70',
      )}
    >
      <div className="relative w-28 shrink-0 self-start sm:w-36">
        <ProductImage
          src={product.thumbnailUrl ?? product.imageUrl}
          photo={product.photo}
          // The thumbnail box: w-28, sm:w-36.
          sizes="(min-width: 640px) 144px, 112px"
          alt=""
          width={320}
          height={320}
          eager={eager}
          className={cx('w-full rounded-xl', !orderable && 'opacity-60 grayscale')}
        />
        <FavoriteToggle dish={product} className="absolute -top-0.5 -right-0.5" />
      </div>

      <div className="flex min-w-0 flex-1 flex-col">
        <h2 className="font-display text-[1.0625rem] leading-snug font-semibold sm:text-lg">
          {action === 'withdrawn' ? (
            product.name
          ) : (
            <Link to={href} className="underline-offset-4 hover:underline focus-visible:underline">
              {product.name}
            </Link>
          )}
        </h2>
        {kept ? (
          product.description ? <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-text-muted">{product.description}</p> : null
        ) : (
          <p role="status" className="mt-1 text-sm font-medium text-text-muted">
            {t('removedHint')}
          </p>
        )}
        <DietaryLabels labels={product.dietaryLabels} />

        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-2 pt-3">
          <span className={cx('text-lg font-bold tabular-nums', orderable ? 'text-primary dark:text-accent' : 'text-text-muted')}>
            {formatPrice(product.price, currencySymbol)}
          </span>
          {action === 'add' ? (
            <Button
              size="sm"
              loading={adding}
              onClick={() => void add()}
              aria-label={t('addNamed', { name: product.name })}
              className="px-4"
            >
              {adding ? null : <Icon path={mdiCartPlus} size={18} />}
              {t('addToCart')}
            </Button>
          ) : action === 'choose' ? (
            <ButtonLink to={href} size="sm" variant="outline" aria-label={t('chooseNamed', { name: product.name })} className="px-4">
              <Icon path={mdiTuneVariant} size={18} />
              {t('chooseOptions')}
            </ButtonLink>
          ) : (
            <span
              data-testid="favorite-state"
              className="inline-flex h-7 items-center rounded-full bg-text/8 px-3 text-xs font-bold text-text-muted"
            >
              {t(action === 'withdrawn' ? 'withdrawn' : 'unavailable')}
            </span>
          )}
        </div>
      </div>
    </article>
  );
});
