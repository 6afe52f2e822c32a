import type { Order, StaffRole } from '@platter/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useLocation } from 'react-router';
import { registerCatalogues } from '../i18n/index.ts';
import { boardOrdersQuery } from '../lib/api/get-board-orders.ts';
import { useRestaurant } from '../lib/restaurant.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { showSnackbar } from '../lib/snackbar.ts';
import { cx } from '../ui/cx.ts';
import { STAFF_PATH } from '../lib/staff.ts';
import { newOrderCount, overdueOrders } from './board-model.ts';
import { playChime, useChimeReminder, useUnlockSoundOnFirstTap } from './chime.ts';
import { StaffBar } from './staff-bar.tsx';
import { StaffSkeleton } from './staff-skeleton.tsx';
import { WaitingBanner } from './waiting-banner.tsx';
import { useNow } from '../lib/use-now.ts';
import { useStaffLive } from './use-staff-live.ts';

registerCatalogues(import.meta.glob('../i18n/en-GB/staff.json', { eager: true, import: 'default' }));

/** How often the staff area looks again for orders waiting past the alert minutes. */
const WAITING_TICK_MS = 15_000;

/**
 * '(2) New orders · The Golden Fork' while orders wait to be accepted, '(1) Waiting — The Golden
 * Fork' once `overdue` of them have waited past the alert minutes, so a tab in the background
 * says so; the page's own title otherwise (only a title this set is put back).
 */
function useNewOrdersTitle(count: number, overdue: number, restaurantName: string | undefined) {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  useEffect(() => {
    if (count === 0) return;
    const before = document.title;
    const name = restaurantName ?? '';
    const mine = overdue > 0 ? t('title.waiting', { count: overdue, name }) : t('title.newOrders', { count, name });
    document.title = mine;
    return () => {
      if (document.title === mine) document.title = before;
    };
  }, [count, overdue, restaurantName, pathname, t]);
}

/**
 * The staff area around /staff and /staff/menu, loaded only for staff: the live channel (new
 * orders arrive with a chime, repeated while any waits unaccepted, and a note when the board is
 * not on screen; a pause or resume from another tablet), the tab title's count, the missed-order
 * alert (a banner naming the orders waiting past the restaurant's alert minutes, a louder
 * repeating alarm and the tab title), and the staff's own slim header with the pages, online
 * ordering, sound and who is signed in.
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
  const orders = board.data?.orders ?? [];
  const newCount = newOrderCount(orders);
  const now = useNow(WAITING_TICK_MS);
  const overdue = board.data ? overdueOrders(orders, now, board.data.missedOrders) : [];
  useNewOrdersTitle(newCount, overdue.length, restaurant?.name);
  useUnlockSoundOnFirstTap();
  useChimeReminder(newCount, overdue.length);

  return (
    // The board is a kitchen screen: from 1024 px it is exactly the screen's height (its columns scroll, the page never does); the other staff pages scroll as pages.
    <div className={cx('flex flex-1 flex-col', pathname === STAFF_PATH && 'lg:h-dvh lg:flex-none')} data-testid="staff-area">
      <StaffBar role={role} status={status} newCount={newCount} />
      {board.data ? <WaitingBanner orders={overdue} now={now} rejectMinutes={board.data.missedOrders.rejectMinutes} /> : null}
      <main id="main" className="flex flex-1 flex-col lg:min-h-0">
        <Suspense fallback={<StaffSkeleton />}>{children}</Suspense>
      </main>
    </div>
  );
}
