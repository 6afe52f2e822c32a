// The status the server computed for the page, then recomputed every minute in the browser
// (lib/use-restaurant-now.ts): the page never paints a placeholder first and hydration changes nothing.
import { useTranslation } from '../i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../ui/button.tsx';
import { StatusChipDisplay, StatusStripDisplay } from './opening-status-display.tsx';
import { useRestaurant } from '../lib/restaurant.ts';
import { useRestaurantNow } from '../lib/use-restaurant-now.ts';

/** Paused by the kitchen (live: every storefront page hears it on /restaurant/live, lib/use-live-ordering.ts). */
function usePaused(): boolean {
  const restaurant = useRestaurant();
  return restaurant?.isAcceptingOrders === false;
}

/**
 * The pages where the phone's status band helps a diner find the menu: the storefront's browsing
 * pages. Not checkout, cart, account, sign-in or staff pages, where it is 57 px of nothing to do.
 */
export function showsStatusBand(pathname: string): boolean {
  if (pathname === '/') return true;
  return ['/menu', '/product/', '/about', '/contact', '/promotions', '/reviews'].some((page) =>
    page.endsWith('/') ? pathname.startsWith(page) : pathname === page || pathname === `${page}/`,
  );
}

/** Desktop header chip: 'Open now', or 'Closed' with the next-open message. */
export function StatusChip() {
  const status = useRestaurantNow()?.status;
  const paused = usePaused();
  // Same footprint when there is no status, so the header does not shift.
  return status ? (
    <StatusChipDisplay status={status} paused={paused} />
  ) : (
    <span aria-hidden="true" className="inline-block h-8 w-24 rounded-full bg-text/5" />
  );
}

/** Mobile: a strip under the header (a named region) with the status and a button to the menu, on the browsing pages only. */
export function MobileStatusBanner() {
  const { t } = useTranslation('common');
  const status = useRestaurantNow()?.status;
  const paused = usePaused();
  const { pathname } = useLocation();
  if (!showsStatusBand(pathname)) return null;
  return (
    <section aria-label={t('status.region')} className="border-b border-border/70 bg-surface-variant/60 md:hidden">
      <div className="mx-auto flex min-h-14 max-w-6xl items-center gap-3 px-4 py-1.5">
        {status ? <StatusStripDisplay status={status} paused={paused} /> : <span className="flex-1" aria-hidden="true" />}
        <Link to="/menu" className={buttonClasses({ variant: 'primary', size: 'sm', className: 'h-11 shrink-0 px-4 text-xs' })}>
          {t('status.viewMenu')}
        </Link>
      </div>
    </section>
  );
}
