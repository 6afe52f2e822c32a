import { mdiAlertCircleOutline, mdiArrowLeft, mdiCartPlus, mdiLeaf } from '@mdi/js';
import { formatPrice, type Product, type PublicRestaurant } from '@platter/domain';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { allergenText, dietaryText } from '../../lib/menu-labels.ts';
import { Link, useNavigate } from 'react-router';
import { useAddToCart } from '../../lib/add-to-cart.ts';
import { FavoriteToggle } from '../../lib/favorites/favorite-toggle.tsx';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { OrderSummary } from '../../ui/order-summary.tsx';
import { ProductImage } from '../../ui/product-image.tsx';
import { QuantityStepper } from '../../ui/quantity-stepper.tsx';
import { OptionGroupFields } from '../../ui/option-group-field.tsx';
import { useProductSelection } from '../../lib/use-product-selection.ts';

/** The photo's box: the page's width on phones, half of it (one column of two) from 1024 px, in a 1152 px container. */
export const PRODUCT_PHOTO_SIZES = '(min-width: 1152px) 520px, (min-width: 1024px) calc(50vw - 56px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

/** 'Back to Menu': history back when there is somewhere to go back to, else / (spec 2). */
export function BackToMenu({ className }: { className?: string }) {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    // React Router numbers its history entries: idx 0 is where this tab entered the site.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/');
  };
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cx(
        'inline-flex h-10 items-center gap-1.5 rounded-full pl-2 pr-4 text-sm font-semibold text-text-muted transition-colors hover:bg-text/6 hover:text-text',
        className,
      )}
    >
      <Icon path={mdiArrowLeft} size={20} />
      {t('backToMenu')}
    </Link>
  );
}

function Chips({ title, items, tone }: { title: string; items: readonly string[]; tone: 'allergen' | 'dietary' }) {
  const { t } = useTranslation('menu');
  if (items.length === 0) return null;
  return (
    <div>
      <h2 className="text-xs font-bold uppercase tracking-[0.16em] text-text-muted">{title}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li
            key={item}
            className={cx(
              'inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-medium',
              tone === 'dietary'
                ? 'bg-success/12 text-success ring-1 ring-success/25'
                : 'bg-warning/12 text-text ring-1 ring-warning/35',
            )}
          >
            {tone === 'dietary' ? <Icon path={mdiLeaf} size={15} /> : <Icon path={mdiAlertCircleOutline} size={15} className="text-warning" />}
            {tone === 'dietary' ? dietaryText(t, item) : allergenText(t, item)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ProductPage({
  product,
  categoryNames,
  restaurant,
}: {
  product: Product;
  categoryNames: readonly (string | null)[];
  restaurant: PublicRestaurant;
}) {
  const { t } = useTranslation('product');
  const symbol = restaurant.currency.symbol;
  const choice = useProductSelection(product, symbol);
  const addToCart = useAddToCart();
  const [adding, setAdding] = useState(false);
  const minimumsUnmet = choice.belowMinimum.size > 0;
  const canAdd = product.isAvailable && !minimumsUnmet && !adding;

  const onAdd = async () => {
    if (!canAdd) return;
    setAdding(true);
    try {
      const added = await addToCart({ product, selectedOptions: choice.selectedOptions, quantity: choice.quantity });
      if (added) choice.setQuantity(1);
    } finally {
      setAdding(false);
    }
  };

  return (
    <article className="mx-auto w-full max-w-6xl px-4 pb-6 pt-3 sm:px-6 sm:pt-5 lg:px-8 lg:pb-16" data-testid="product-details">
      <BackToMenu className="-ml-2" />
      <div className="mt-2 grid gap-6 sm:mt-4 lg:grid-cols-2 lg:gap-12">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <div className="relative overflow-hidden rounded-3xl shadow-card">
            <ProductImage
              src={product.imageUrl ?? product.thumbnailUrl}
              photo={product.photo}
              sizes={PRODUCT_PHOTO_SIZES}
              alt={product.name}
              width={800}
              height={600}
              priority
              className="w-full"
            />
            <FavoriteToggle dish={product} size="lg" className="absolute top-3 right-3" />
          </div>
        </div>

        <div className="min-w-0">
          <ul aria-label={t('categories')} className="flex flex-wrap gap-2">
            {categoryNames.map((name, index) => (
              <li
                key={`${name}-${index}`}
                className="rounded-full bg-secondary/12 px-3 py-1 text-xs font-bold uppercase tracking-[0.12em] text-secondary dark:bg-accent/15 dark:text-accent"
              >
                {name ?? t('unknownCategory')}
              </li>
            ))}
          </ul>
          <h1 className="mt-3 font-display text-3xl font-semibold leading-tight tracking-tight sm:text-4xl">{product.name}</h1>
          <p className="mt-2 text-2xl font-bold tabular-nums text-primary dark:text-accent">{formatPrice(product.price, symbol)}</p>
          {product.isAvailable ? null : (
            <p className="mt-3 flex items-center gap-2 rounded-xl bg-error/10 px-3 py-2 text-sm font-semibold text-error">
              <Icon path={mdiAlertCircleOutline} size={16} />
              {t('unavailableNote')}
            </p>
          )}
          <p className="mt-4 text-base leading-relaxed text-text/85 sm:text-lg">{product.description || t('noDescription')}</p>

          <div className="mt-6 space-y-5">
            <Chips title={t('allergens')} items={product.allergens} tone="allergen" />
            <Chips title={t('dietary')} items={product.dietaryLabels} tone="dietary" />
          </div>

          {product.options.length > 0 ? (
            <OptionGroupFields className="mt-8 space-y-4" groups={product.options} choice={choice} currencySymbol={symbol} />
          ) : null}

          {/* Stays in reach while the options scroll: a bar on phones, a floating card on desktop. */}
          <div
            className={cx(
              'sticky bottom-0 z-20 -mx-4 mt-8 border-t border-border/80 bg-background/95 px-4 pb-[calc(0.75rem+env(safe-area-inset-bottom))] pt-3 backdrop-blur',
              'sm:-mx-6 sm:px-6 lg:bottom-4 lg:mx-0 lg:rounded-3xl lg:border lg:bg-surface/95 lg:p-5 lg:shadow-card-hover',
            )}
            data-testid="purchase-panel"
          >
            <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
              <QuantityStepper
                value={choice.quantity}
                onDecrease={() => choice.setQuantity(choice.quantity - 1)}
                onIncrease={() => choice.setQuantity(choice.quantity + 1)}
                decreaseLabel={t('decrease')}
                increaseLabel={t('increase')}
                quantityLabel={t('quantity')}
                disabled={!product.isAvailable}
              />
              <div className="ml-auto text-right lg:ml-0 lg:text-left">
                <p className="text-xs font-semibold uppercase tracking-[0.14em] text-text-muted">{t('total')}</p>
                <p className="text-xl font-bold tabular-nums" data-testid="product-total">
                  {choice.totalText}
                </p>
              </div>
              <Button
                variant="primary"
                size="lg"
                className="basis-full lg:ml-auto lg:basis-auto"
                disabled={!canAdd}
                loading={adding}
                onClick={() => void onAdd()}
              >
                {adding ? null : <Icon path={mdiCartPlus} size={20} />}
                {product.isAvailable ? t('addToCart') : t('unavailable')}
              </Button>
            </div>
          </div>

          <OrderSummary variant="compact" className="mt-4" />
        </div>
      </div>
    </article>
  );
}
