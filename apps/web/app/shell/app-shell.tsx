import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useLocation } from 'react-router';
import { useRestaurant, useRootData } from '../lib/restaurant.ts';
import { useSessionView } from '../lib/session-view.ts';
import { useLiveOrdering } from '../lib/use-live-ordering.ts';
import { isStaffPath, useStaffRole } from '../lib/staff.ts';
import { DialogHost } from './dialog.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { LoadingOverlay } from './loading.tsx';
import { OrderingPausedBanner } from './ordering-paused-banner.tsx';
import { RouteFocus } from './route-focus.tsx';
import { SnackbarHost } from './snackbar.tsx';
import { BasketBar } from '../features/cart/basket-bar.tsx';

/** Header, mobile drawer and status banners, the page, footer, and the global surfaces. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const root = useRootData();
  const restaurant = root?.restaurant ?? null;
  // No restaurant and no error yet means the configuration is still on its way.
  const loading = !restaurant && !root?.tenantError && root !== undefined;
  const live = useRestaurant();
  const { pathname } = useLocation();
  const { settled } = useSessionView();
  const role = useStaffRole();
  // The staff pages are a kitchen screen with a slim header of their own (the staff area's): no
  // diner navigation, status band or footer. A diner or guest there (the 404 page) gets the
  // storefront's frame back once the browser knows who they are.
  const staffScreen = isStaffPath(pathname) && (!settled || role !== null);
  // Every storefront page hears a pause or resume; staff pages have their own socket.
  useLiveOrdering(restaurant !== null && !isStaffPath(pathname));
  if (staffScreen) {
    return (
      <div className="flex min-h-dvh flex-col">
        {/* The staff area draws its header and <main id="main"> itself. */}
        {children}
        <LoadingOverlay />
        <DialogHost />
        <SnackbarHost />
        <RouteFocus />
      </div>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-full focus:bg-primary focus:px-4 focus:py-2 focus:text-on-primary"
      >
        {t('skipToContent')}
      </a>
      <Header restaurant={restaurant} loading={loading} />
      <OrderingPausedBanner restaurant={live} />
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      <Footer restaurant={restaurant} year={root?.year ?? new Date().getFullYear()} />
      <BasketBar />
      <LoadingOverlay />
      <DialogHost />
      <SnackbarHost />
      <RouteFocus />
    </div>
  );
}
