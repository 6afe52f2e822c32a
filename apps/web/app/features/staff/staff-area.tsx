import type { Order, StaffRole } from '@platter/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation } from 'react-router';
import { registerCatalogues } from '../../i18n/index.ts';
import { boardOrdersQuery } from '../../lib/api/get-board-orders.ts';
import { useRestaurant } from '../../lib/restaurant.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { STAFF_PATH } from '../../lib/staff.ts';
import { newOrderCount } from './board-model.ts';
import { playChime, useChimeReminder, useUnlockSoundOnFirstTap } from './chime.ts';
import { StaffBar } from './staff-bar.tsx';
import { StaffSkeleton } from './staff-skeleton.tsx';
import { useStaffLive } from './use-staff-live.ts';

registerCatalogues(import.meta.glob('../../i18n/*/staff.json', { eager: true, import: 'default' }));

/**
 * '(2) New orders · The Golden Fork' while orders wait to be accepted, so a tab in the
 * background says so; the page's own title otherwise (only a title this set is put back).
 */
function useNewOrdersTitle(count: number, restaurantName: string | undefined) {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  useEffect(() => {
    if (count === 0) return;
    const before = document.title;
    const mine = t('title.newOrders', { count, name: restaurantName ?? '' });
    document.title = mine;
    return () => {
      if (document.title === mine) document.title = before;
    };
  }, [count, restaurantName, pathname, t]);
}

/**
 * The staff area around /staff and /staff/menu, loaded only for staff: the live channel (new
 * orders arrive with a chime, repeated while any waits unaccepted, and a note when the board is
 * not on screen; a pause or resume from another tablet), the tab title's count, and the staff's
 * own slim header with the pages, online ordering, sound and who is signed in.
 */
export default function StaffArea({ role, children }: { role: StaffRole; children: ReactNode }) {
  const { t } = useTranslation('staff');
  const restaurant = useRestaurant();
  const userId = useSessionStore((state) => state.user?._id ?? '');
  const { pathname } = useLocation();
  const onBoard = useRef(pathname === STAFF_PATH);
  useEffect(() => {
    onBoard.current = pathname === STAFF_PATH;
  }, [pathname]);

  const onNewOrder = useCallback(
    (order: Order) => {
      playChime();
      if (!onBoard.current) showSnackbar({ message: t('live.newOrder', { orderNumber: order.orderNumber }), color: 'info', timeout: 6000 });
    },
    [t],
  );
  const status = useStaffLive(userId, onNewOrder);
  const board = useQuery(boardOrdersQuery());
  const newCount = newOrderCount(board.data?.orders ?? []);
  useNewOrdersTitle(newCount, restaurant?.name);
  useUnlockSoundOnFirstTap();
  useChimeReminder(newCount);

  return (
    <div className="flex flex-1 flex-col" data-testid="staff-area">
      <StaffBar role={role} status={status} newCount={newCount} />
      <main id="main" className="flex flex-1 flex-col">
        <Suspense fallback={<StaffSkeleton />}>{children}</Suspense>
      </main>
    </div>
  );
}
