import type { PublicRestaurant } from '@platter/domain';
import { memo } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { NavLink } from 'react-router';
import { cx } from '../ui/cx.ts';
import { Brand } from './brand.tsx';
import { CartIconLink, CountBadge, useCartBadgeCount } from './cart-link.tsx';
import { NavDrawer } from './nav-drawer.tsx';
import { CART_NAV, MAIN_NAV } from './nav-items.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { useShellWidth } from './page-width.ts';
import { MobileStatusBanner, StatusChip } from './opening-status.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { HeaderLanguageSwitch } from './language-switch.tsx';
import { AccountControl } from './user-menu.tsx';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    'relative inline-flex h-11 items-center gap-1.5 whitespace-nowrap rounded-full px-3 text-[0.9375rem] font-medium transition-colors',
    isActive ? 'bg-primary/10 text-primary dark:bg-text/10 dark:text-accent' : 'text-text/80 hover:bg-text/5 hover:text-text',
  );

function HeaderView({ restaurant, loading }: { restaurant: PublicRestaurant | null; loading: boolean }) {
  const { t } = useTranslation('common');
  const count = useCartBadgeCount();
  const width = useShellWidth();
  // A domain with no restaurant (configuration error): nothing to navigate to.
  if (!restaurant && !loading) {
    return (
      <header className="border-b border-border/70 bg-surface">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6 md:h-[84px] lg:px-8">
          <Brand restaurant={null} loading={false} className="mr-auto" />
          <ThemeToggle className="-mr-2 md:mr-0" />
        </div>
      </header>
    );
  }
  return (
    <>
      <header className="sticky top-0 z-50 border-b border-border/70 bg-surface/90 backdrop-blur-md supports-[backdrop-filter]:bg-surface/80">
        {/* Phones: 4 px between the 44 px buttons, so the restaurant's name reads whole beside them (brand.tsx). */}
        <div className={cx('mx-auto flex h-16 items-center gap-1 px-4 sm:gap-2 sm:px-6 md:h-[84px] lg:px-8', width)}>
          <NavDrawer restaurant={restaurant} loading={loading} />
          <Brand restaurant={restaurant} loading={loading} className="mr-auto" />
          <div className="hidden shrink-0 lg:block">
            <StatusChip />
          </div>
          <nav aria-label={t('nav.mainNavigation')} className="hidden shrink-0 md:block">
            <ul className="flex items-center gap-0.5">
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={linkClasses}>
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink
                  to={CART_NAV.to}
                  className={linkClasses}
                  aria-label={count > 0 ? t('nav.cartWithCount', { count }) : undefined}
                >
                  {/* The space keeps the visible text 'Cart 3' a part of the name 'Cart 3 items'. */}
                  {t(CART_NAV.labelKey)}{' '}
                  <CountBadge count={count} />
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className="hidden min-w-0 shrink items-center gap-1 md:ml-2 md:flex">
            <AccountControl />
          </div>
          <div className="flex items-center md:hidden">
            <CartIconLink />
          </div>
          <HeaderLanguageSwitch />
          <ThemeToggle className="-mr-2 md:mr-0" />
        </div>
        <NavigationProgress />
      </header>
      <MobileStatusBanner />
    </>
  );
}

/**
 * Memoised: the shell re-renders once after hydration (it reads the session, which only the
 * browser knows), and its props stay the same, so the header need not.
 */
export const Header = memo(HeaderView);
