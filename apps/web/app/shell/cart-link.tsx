import { mdiCartOutline } from '@mdi/js';
import { useTranslation } from '../i18n/react.tsx';
import { NavLink } from 'react-router';
import { useCartItemCount } from '../lib/cart-store.ts';
import { useHydrated } from '../lib/hydrated.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';

/** The persisted cart's item count; 0 on the server and until hydration. */
export function useCartBadgeCount(): number {
  const hydrated = useHydrated();
  const count = useCartItemCount();
  return hydrated ? count : 0;
}

export function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="cart-count"
      aria-hidden="true"
      className={cx(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-[0.6875rem] font-bold leading-none text-black/85',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** Round cart icon with its badge, for the mobile header. */
export function CartIconLink() {
  const { t } = useTranslation('common');
  const count = useCartBadgeCount();
  return (
    <NavLink
      to="/cart"
      aria-label={count > 0 ? t('nav.cartWithCount', { count }) : t('nav.cart')}
      className="relative inline-flex size-11 items-center justify-center rounded-full hover:bg-text/8"
    >
      <Icon path={mdiCartOutline} size={22} />
      <CountBadge count={count} className="absolute -right-0.5 -top-0.5" />
    </NavLink>
  );
}
