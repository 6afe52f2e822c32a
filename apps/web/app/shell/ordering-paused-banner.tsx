import { mdiPauseCircleOutline } from '@mdi/js';
import type { PublicRestaurant } from '@platter/domain';
import { useTranslation } from '../i18n/react.tsx';
import { useLocation } from 'react-router';
import { isStaffPath } from '../lib/staff.ts';
import { Icon } from '../ui/icon.tsx';

/**
 * While the kitchen has paused online ordering, every storefront page says so under the header,
 * in the API's own words (`common:orderingPaused` is ORDER_MESSAGES.orderingPaused, pinned by a
 * test; the domain's constant would bring zod into every page's JavaScript). The staff area shows
 * its own switch instead. Body text in the text colour on a pale warning tint: AA in both themes.
 */
export function OrderingPausedBanner({ restaurant }: { restaurant: PublicRestaurant | null }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  if (!restaurant || restaurant.isAcceptingOrders) return null;
  if (isStaffPath(pathname)) return null;
  return (
    <div className="border-b border-warning/35 bg-warning/12" data-testid="ordering-paused">
      <p role="status" className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 text-sm font-medium text-text sm:px-6 sm:text-[0.9375rem] lg:px-8">
        <Icon path={mdiPauseCircleOutline} size={22} className="text-warning" />
        <span>{t('orderingPaused')}</span>
      </p>
    </div>
  );
}
