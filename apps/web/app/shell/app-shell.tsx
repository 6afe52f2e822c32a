import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useRootData } from '../lib/restaurant.ts';
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
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-full focus:bg-primary focus:px-4 focus:py-2 focus:text-on-primary"
      >
        {t('skipToContent')}
      </a>
      <Header restaurant={restaurant} loading={loading} />
      <OrderingPausedBanner restaurant={restaurant} />
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
