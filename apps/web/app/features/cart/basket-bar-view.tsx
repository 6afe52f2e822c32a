import { mdiCartOutline, mdiChevronRight } from '@mdi/js';
import { cartItemCount, cartSubtotalMinor, formatPrice, toMajor } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { registerCatalogues } from '../../i18n/index.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { useRestaurant } from '../../lib/restaurant.ts';
import { Icon } from '../../ui/icon.tsx';

registerCatalogues(import.meta.glob('../../i18n/en-GB/cart.json', { eager: true, import: 'default' }));

/** The browsing pages that get the bar (the cart, checkout and a dish's page have their own buttons). */
export function showsBasketBar(pathname: string): boolean {
  return /^\/(menu|promotions|favorites|reviews|about|contact)?\/?$/.test(pathname);
}

/**
 * The basket bar itself, below `md` on the browsing pages (loaded only once the cart has items,
 * so Home's first load carries none of it): a bar fixed to the bottom with the item count and the subtotal, leading to /cart, and a
 * spacer so the footer never ends under it.
 */
export default function BasketBarView() {
  const { t } = useTranslation('cart');
  const { pathname } = useLocation();
  const count = useCartStore(cartItemCount);
  const subtotal = useCartStore((cart) => cartSubtotalMinor(cart));
  const symbol = useRestaurant()?.currency.symbol ?? '£';
  if (count === 0 || !showsBasketBar(pathname)) return null;
  return (
    <div className="md:hidden" data-testid="basket-bar">
      <div aria-hidden="true" className="h-20" />
      <div className="fixed inset-x-0 bottom-0 z-30 px-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
        <Link
          to="/cart"
          className="flex h-14 items-center gap-3 rounded-full bg-primary px-5 text-on-primary shadow-card-hover focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-primary/40"
        >
          <Icon path={mdiCartOutline} size={24} />
          <span className="flex-1 font-semibold">
            {t('basketBar.view')} <span className="font-normal opacity-90">· {t('basketBar.items', { count })}</span>
          </span>
          <span className="font-bold tabular-nums">{formatPrice(toMajor(subtotal), symbol)}</span>
          <Icon path={mdiChevronRight} size={22} />
        </Link>
      </div>
    </div>
  );
}
