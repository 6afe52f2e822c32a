import { mdiChefHat, mdiPlus } from '@mdi/js';
import { formatPrice } from '@platter/domain';
import { memo, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { FavoriteToggle } from '../../lib/favorites/favorite-toggle.tsx';
import { Spinner } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { ProductImage } from '../../ui/product-image.tsx';
import { DietaryChip } from '../../ui/dietary-chip.tsx';
import { dietaryText } from '../../lib/menu-labels.ts';
import type { MenuCardProduct } from './menu-card.ts';

/** The card's thumbnail box: w-24, sm:w-32. */
export const MENU_CARD_PHOTO_SIZES = '(min-width: 640px) 128px, 96px';
import { useCartQuantity } from './use-cart-quantity.ts';

export type AddProduct = (product: MenuCardProduct) => Promise<boolean>;

const roundButton =
  'z-10 inline-flex size-11 items-center justify-center rounded-full border border-border/80 bg-surface text-primary shadow-md transition ' +
  'hover:scale-105 hover:bg-primary hover:text-on-primary active:scale-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'dark:text-accent dark:hover:bg-accent dark:hover:text-background disabled:opacity-70';

/**
 * '2×' before the name once the cart holds the dish. Its own component: the cart is read only
 * after hydration, and that switch re-renders these few nodes, never the whole card.
 */
function InCartCount({ productId }: { productId: string }) {
  const quantity = useCartQuantity(productId);
  return quantity > 0 ? <InCartLabel quantity={quantity} /> : null;
}

function InCartLabel({ quantity }: { quantity: number }) {
  const { t } = useTranslation('menu');
  return (
    <span data-in-cart className="mr-1 font-sans font-bold text-primary tabular-nums dark:text-accent">
      <span aria-hidden="true">{quantity}×</span>
      <span className="sr-only">{t('card.inCart', { count: quantity })}: </span>
    </span>
  );
}

/**
 * One dish: name, two lines of description, dietary chips, price, and a thumbnail with the
 * add button on it (a dish with required choices, or whose default costs extra, opens its page
 * instead: `quickAdd` is null). The whole card links to the dish. Memoised: it re-renders only
 * when its own dish changes (the cart count re-renders just `InCartCount`).
 */
export const ProductCard = memo(function ProductCard({
  product,
  currencySymbol,
  onAdd,
  eager = false,
  priority = false,
}: {
  product: MenuCardProduct;
  currencySymbol: string;
  onAdd: AddProduct;
  eager?: boolean;
  /** The page's LCP image (its photo is preloaded from the head). */
  priority?: boolean;
}) {
  const { t } = useTranslation('menu');
  const [adding, setAdding] = useState(false);
  const href = `/product/${encodeURIComponent(product._id)}`;
  const available = product.isAvailable;
  const choose = product.quickAdd === null;

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
      data-testid="menu-product"
      data-product-id={product._id}
      className={cx(
        'group relative flex h-full gap-3 rounded-2xl border bg-surface p-3 text-text shadow-card transition duration-200 sm:gap-4 sm:p-4',
        'has-[h3_a:focus-visible]:outline-2 has-[h3_a:focus-visible]:outline-offset-2 has-[h3_a:focus-visible]:outline-focus',
        available ? 'border-border/70 hover:-translate-y-0.5 hover:shadow-card-hover' : 'border-border/50 bg-surface/70',
        'has-[[data-in-cart]]:border-primary/45 dark:has-[[data-in-cart]]:border-accent/45',
      )}
    >
      {/* Unavailable: muted colours that still read (4.5:1), not a faded block of text. */}
      <div className={cx('flex min-w-0 flex-1 flex-col', !available && 'text-text-muted')}>
        <h3 className="font-display text-[1.0625rem] leading-snug font-semibold sm:text-lg">
          <InCartCount productId={product._id} />
          <Link
            to={href}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </h3>
        {product.description ? (
          <p className="mt-1 line-clamp-2 text-sm leading-relaxed text-text-muted">{product.description}</p>
        ) : null}
        {product.dietaryLabels.length > 0 || product.isFeatured ? (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={product.dietaryLabels.map((label) => dietaryText(t, label)).join(', ') || undefined}>
            {product.isFeatured && available ? (
              <li className="inline-flex h-6 items-center gap-1 rounded-full bg-accent/15 px-2 text-[0.6875rem] font-semibold text-text">
                <Icon path={mdiChefHat} size={13} className="text-accent" />
                {t('card.special')}
              </li>
            ) : null}
            {product.dietaryLabels.map((label) => (
              <li key={label}>
                <DietaryChip label={label} />
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2.5">
          <span className={cx('text-lg font-bold tabular-nums', available ? 'text-primary dark:text-accent' : 'text-text-muted')}>
            {formatPrice(product.price, currencySymbol)}
          </span>
          {choose && available ? <span className="text-xs font-medium text-text-muted">{t('card.customisable')}</span> : null}
        </p>
      </div>
      <div className="relative w-24 shrink-0 self-start sm:w-32">
        <ProductImage
          src={product.thumbnailUrl ?? product.imageUrl}
          photo={product.photo}
          sizes={MENU_CARD_PHOTO_SIZES}
          alt=""
          width={320}
          height={320}
          eager={eager}
          priority={priority}
          className={cx('w-full rounded-xl', !available && 'opacity-50 grayscale')}
        />
        <FavoriteToggle dish={product} className="absolute -top-0.5 -right-0.5" />
        {!available ? (
          <span className="absolute inset-x-1.5 bottom-1.5 z-10 truncate rounded-full bg-text/85 px-1 py-1 text-center text-[0.6875rem] font-bold text-background">
            {t('card.unavailable')}
          </span>
        ) : choose ? (
          <Link to={href} aria-label={t('card.choose', { name: product.name })} className={cx(roundButton, 'absolute -right-1.5 -bottom-1.5')}>
            <Icon path={mdiPlus} size={22} />
          </Link>
        ) : (
          <button
            type="button"
            onClick={() => void add()}
            disabled={adding}
            aria-busy={adding || undefined}
            aria-label={t('card.add', { name: product.name })}
            className={cx(roundButton, 'absolute -right-1.5 -bottom-1.5')}
          >
            {adding ? <Spinner size={18} /> : <Icon path={mdiPlus} size={22} />}
          </button>
        )}
      </div>
    </article>
  );
});
