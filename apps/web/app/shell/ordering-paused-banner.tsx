import { mdiPauseCircleOutline } from '@mdi/js';
import type { PublicRestaurant } from '@platter/domain';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useLocation } from 'react-router';
import { isStaffPath } from '../lib/staff.ts';
import { Icon } from '../ui/icon.tsx';

const CONNECTION_EVENTS = ['online', 'offline'];

function onConnectionChange(changed: () => void): () => void {
  for (const name of CONNECTION_EVENTS) addEventListener(name, changed);
  return () => CONNECTION_EVENTS.forEach((name) => removeEventListener(name, changed));
}

/**
 * The storefront's status band under the header, on every diner page (the staff area shows its
 * own switch instead):
 * - offline (a page the service worker kept, issue 31): the prices shown may be out of date (the
 *   server prices every order; checkout, offline, is the offline page). Said first: offline, the
 *   kitchen's pause is not known either.
 * - while the kitchen has paused online ordering: says so in the API's own words
 *   (`common:orderingPaused` is ORDER_MESSAGES.orderingPaused, pinned by a test; the domain's
 *   constant would bring zod into every page's JavaScript).
 * One component for both: every page's JavaScript pays for it. Body text in the text colour on a
 * pale warning tint: AA in both themes.
 */
export function OrderingPausedBanner({ restaurant }: { restaurant: PublicRestaurant | null }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const online = useSyncExternalStore(onConnectionChange, () => navigator.onLine, () => true);
  if (!restaurant || (online && restaurant.isAcceptingOrders)) return null;
  if (isStaffPath(pathname)) return null;
  return (
    <div className="border-b border-warning/35 bg-warning/12" data-testid="status-band">
      <p role="status" className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 text-sm font-medium text-text sm:px-6 sm:text-[0.9375rem] lg:px-8">
        {/* Offline, no icon: an SVG path is bytes every page pays for. */}
        {online && <Icon path={mdiPauseCircleOutline} size={22} className="text-warning" />}
        <span>{t(online ? 'orderingPaused' : 'offlineBanner')}</span>
      </p>
    </div>
  );
}
